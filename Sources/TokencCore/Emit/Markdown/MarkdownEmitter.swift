/// Writes the docs folder: `index.md` (counts by type, pages, how to use the tokens, deprecations), one page
/// per top-level group with a table per group, a contrast page when pairs are declared (``ContrastPage``),
/// and the tokens' pictures under `images/`, many to a file (a row
/// shows its own through the file's `<view>` for it: ``SVGSprite``). Every string
/// from a token file is escaped for Markdown tables and for SVG, so none can break a table or inject markup.
package enum MarkdownEmitter {
    /// What the docs show about the other outputs.
    package struct Options: Sendable {
        /// The lint settings, for contrast pairs listed in `tokenc.yaml` and the contrast algorithm.
        package var lint: LintSettings

        package init(lint: LintSettings = LintSettings()) {
            self.lint = lint
        }
    }

    /// One file of the docs folder, by its path relative to the folder.
    package struct Page: Sendable {
        package var path: String
        /// The file as UTF-8 bytes, as it is written.
        package var bytes: [UInt8]

        /// The file as text.
        package var contents: String { String(decoding: bytes, as: UTF8.self) }

        init(path: String, contents: String) {
            self.path = path
            bytes = Array(contents.utf8)
        }

        init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// A token's place in the docs: its page and anchor (also the id of its picture's view); both empty for a
    /// token on no page.
    struct Placement {
        var page: String
        var anchor: String
    }

    /// The folder pictures go in, relative to the pages.
    static let imageFolder = "images"

    /// At most this many pictures share a file. A browser draws a whole SVG file for each `<img>` that shows
    /// part of it (in Chromium, 300 views of a 300-picture file took 3.5 times as long to show as 300 files),
    /// so files stay small enough for that not to matter, and large enough that the docs folder grows with
    /// pages, not tokens.
    static let picturesPerFile = 64

    /// Which picture each token's row shows, and which file it is in.
    struct PictureFiles: Sendable {
        /// Paths relative to the pages: `images/<page>-<n>.svg`.
        var paths: [String]
        /// Each page's files, in order.
        var filesOfPage: [Range<Int>]
        /// By token index: the file of the picture its row shows; -1 for tokens without a picture.
        var fileOfToken: [Int]
        /// By token index: the token whose picture its row shows (its view in ``fileOfToken``), itself unless
        /// it aliases a token with the same picture (``shownPictures(_:columns:)``); -1 without a picture.
        var shown: [Int]
        /// Each file's pictures: the tokens drawn in it, in order.
        var tokensOfFile: [[Int]] = []
        /// By token index: the value columns of its table (its picture has a swatch slice for each); nil for
        /// tokens on no page.
        var columns: [[[Context]?]?] = []
    }

    /// Fills each page's picture files with its tables in order: a table that does not fit in what is left of
    /// the current file starts a new one, and a longer table fills files of its own. Changing a value never
    /// moves a picture to another file. A token that shows the picture of the token it aliases takes no place.
    static func pictureFiles(plans: [[MarkdownPageWriter.TablePlan]], pages: [String], model: TokenModel)
        -> PictureFiles
    {
        var columns = [[[Context]?]?](repeating: nil, count: model.tokens.count)
        for tables in plans { for table in tables { for row in table.rows { columns[row] = table.layout.contexts } } }
        let shown = shownPictures(model, columns: columns)
        var files = PictureFiles(
            paths: [], filesOfPage: [], fileOfToken: Array(repeating: -1, count: model.tokens.count), shown: shown,
            columns: columns)
        for (page, tables) in plans.enumerated() {
            let first = files.paths.count
            let base = imageFolder + "/" + pages[page].dropLast(3) + "-"
            var filled = picturesPerFile
            for table in tables {
                let drawn = table.rows.filter { shown[$0] == $0 }
                if filled + drawn.count > picturesPerFile { filled = picturesPerFile }
                for token in drawn {
                    if filled == picturesPerFile {
                        files.paths.append(base + String(files.paths.count - first + 1) + ".svg")
                        files.tokensOfFile.append([])
                        filled = 0
                    }
                    files.fileOfToken[token] = files.paths.count - 1
                    files.tokensOfFile[files.paths.count - 1].append(token)
                    filled += 1
                }
            }
            files.filesOfPage.append(first..<files.paths.count)
        }
        for index in model.tokens.indices where shown[index] >= 0 && shown[index] != index {
            files.fileOfToken[index] = files.fileOfToken[shown[index]]
        }
        return files
    }

    /// By token index, the token whose picture its row shows (-1 for none; `columns` are the value columns of
    /// each token's table, nil for tokens on no page). A token that aliases another as a whole shows the
    /// picture that token's row shows when it would draw the same one (the same value in each of the same
    /// columns, a corner or a bar alike), so a picture is drawn once however many rows alias it; its row
    /// keeps its own anchor, value and `alt` text.
    static func shownPictures(_ model: TokenModel, columns: [[[Context]?]?]) -> [Int] {
        let undecided = -2
        var shown = [Int](repeating: undecided, count: model.tokens.count)
        // What each token aliases as a whole, looked up once.
        let targets = model.tokens.indices.map { index in model.tokens[index].aliasOf.flatMap { model.index(of: $0) } }
        func picture(_ index: Int) -> Int {
            guard let own = columns[index], TokenPicture.draws(model.tokens[index].value) else { return -1 }
            if let target = targets[index], shown[target] >= 0, let theirs = columns[shown[target]],
                drawsTheSame(index, own, shown[target], theirs, in: model)
            {
                return shown[target]
            }
            return index
        }
        for start in model.tokens.indices where shown[start] == undecided {
            // Aliases are decided after what they alias: follow the chain to a decided token (or its end).
            var chain = [start]
            while let next = targets[chain[chain.count - 1]], shown[next] == undecided, !chain.contains(next) {
                chain.append(next)
            }
            for index in chain.reversed() { shown[index] = picture(index) }
        }
        return shown
    }

    /// Whether ``TokenPicture/svg(for:contexts:title:scope:)`` draws token `a` in columns `aColumns` as it
    /// draws token `b` in `bColumns` (titles and ids aside).
    static func drawsTheSame(
        _ a: Int, _ aColumns: [[Context]?], _ b: Int, _ bColumns: [[Context]?], in model: TokenModel
    ) -> Bool {
        guard model.tokens[a].value == model.tokens[b].value else { return false }
        switch model.tokens[a].value {
        case .color:
            // A slice per column, each the value in that column.
            return aColumns == bColumns
                && aColumns.allSatisfy { column in
                    column.map(model.tokens[a].value(in:)) == column.map(model.tokens[b].value(in:))
                }
        case .dimension:
            return model.tokens[a].path.namesCornerRadius == model.tokens[b].path.namesCornerRadius
        default:
            return true
        }
    }

    /// Every file of the docs folder: the index, each page followed by its picture files, the contrast page
    /// last. Pages are rendered side by side.
    package static func emit(_ emit: EmitContext, options: Options = Options()) -> [Page] {
        let model = emit.model
        let header =
            "<!-- Generated by tokenc from \(comment(model.inputs.joined(separator: ", "))). DO NOT EDIT. -->\n\n"

        // Pages by top-level group (root-level tokens on their own page), file names and anchors made unique.
        var pageFiles: [String] = []
        var pageTitles: [String] = []
        var usedFiles: Set<String> = ["index.md"]
        var pageByGroup: [String: Int] = [:]
        var usedAnchors: Set<String> = []
        var pageOfToken: [Int] = []
        var placements: [Placement] = []
        for index in model.tokens.indices {
            // Custom-typed tokens live in the resolved JSON only: they open no page, so a group of nothing else
            // has none.
            guard model.tokens[index].type != .custom else {
                pageOfToken.append(-1)
                placements.append(Placement(page: "", anchor: ""))
                continue
            }
            let components = model.tokens[index].path.components
            let group = components.count > 1 ? components[0] : nil
            let key = group ?? "\u{0}"
            let page: Int
            if let known = pageByGroup[key] {
                page = known
            } else {
                let base = group.map { DiffRenderer.anchor(TokenPath([$0])) } ?? "ungrouped"
                page = pageFiles.count
                pageByGroup[key] = page
                pageFiles.append(unique(base.isEmpty ? "group" : base, in: &usedFiles, suffix: ".md"))
                pageTitles.append(group ?? "Ungrouped tokens")
            }
            let anchor = unique(
                emit.anchors[index].isEmpty ? "token" : emit.anchors[index], in: &usedAnchors, suffix: "")
            pageOfToken.append(page)
            placements.append(Placement(page: pageFiles[page], anchor: anchor))
        }

        let sourceOrder = model.tokens.indices.sorted { model.tokens[$0].location < model.tokens[$1].location }
        // Each page lists its tokens in the order they are written.
        var pageTokens = pageFiles.map { _ in [Int]() }
        for index in sourceOrder where pageOfToken[index] >= 0 { pageTokens[pageOfToken[index]].append(index) }
        let context = MarkdownPageWriter(
            model: model, swiftNames: emit.names.swiftQualified, cssNames: emit.names.css,
            cssCase: emit.names.cssCase, placements: placements, header: header, sourceOrder: sourceOrder)
        let plans = pageFiles.indices.map { context.plan(title: pageTitles[$0], tokens: pageTokens[$0]) }
        let pictures = pictureFiles(plans: plans, pages: pageFiles, model: model)
        let contrastFile = unique("contrast", in: &usedFiles, suffix: ".md")
        let contrast = ContrastPage(context: context, file: contrastFile).render(settings: options.lint)
        let index = pageFiles.indices.map { (pageFiles[$0], pageTitles[$0], pageTokens[$0]) }
        var files = [Page(path: "index.md", contents: context.index(pages: index, contrastPage: contrast?.page.path))]
        files += Parallel.map(pageFiles.count) { [pageFiles, pageTitles] page -> [Page] in
            var text: [UInt8] = []
            for table in plans[page] {
                text += table.opening.utf8
                context.rows(table.rows[...], layout: table.layout, pictures: pictures, into: &text)
            }
            var rendered = [Page(path: pageFiles[page], bytes: text)]
            for file in pictures.filesOfPage[page] {
                var sprite = SVGSprite(title: "Token pictures: " + pageTitles[page])
                for token in pictures.tokensOfFile[file] {
                    if let picture = context.picture(token, contexts: pictures.columns[token] ?? [nil]) {
                        sprite.entries.append(SVGSprite.Entry(view: context.placements[token].anchor, picture: picture))
                    }
                }
                var bytes: [UInt8] = []
                sprite.write(to: &bytes)
                rendered.append(Page(path: pictures.paths[file], bytes: bytes))
            }
            return rendered
        }.joined()
        if let contrast { files += [contrast.page] + contrast.pictures }
        return files
    }

    /// `base` + suffix, or `base-2`, `base-3`… when taken.
    static func unique(_ base: String, in used: inout Set<String>, suffix: String) -> String {
        var candidate = base + suffix
        if used.insert(candidate).inserted { return candidate }
        var number = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(number)\(suffix)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// Text safe inside an HTML comment.
    static func comment(_ text: String) -> String {
        MarkupEscaping.text(text).replacingOccurrences(of: "--", with: "- -")
    }
}
