/// Writes the docs folder: `index.md` (counts by type, pages, how to use the tokens, deprecations), one page
/// per top-level group with a table per group, a contrast page when pairs are declared (``ContrastPage``),
/// and the tokens' pictures under `images/`, many to a file (a row
/// shows its own through the file's `<view>` for it: ``SVGSprite``). Every string
/// from a token file is escaped for Markdown tables and for SVG, so none can break a table or inject markup.
public enum MarkdownEmitter {
    /// What the docs show about the other outputs.
    public struct Options: Sendable {
        /// The Swift namespace the Swift names start with.
        public var swiftNamespace: String
        /// The lint settings, for contrast pairs listed in `tokenc.yaml` and the contrast algorithm.
        public var lint: LintSettings

        public init(swiftNamespace: String = "DesignTokens", lint: LintSettings = LintSettings()) {
            self.swiftNamespace = swiftNamespace
            self.lint = lint
        }
    }

    /// One file of the docs folder, by its path relative to the folder.
    public struct Page: Sendable {
        public var path: String
        /// The file as UTF-8 bytes, as it is written.
        public var bytes: [UInt8]

        /// The file as text.
        public var contents: String { String(decoding: bytes, as: UTF8.self) }

        init(path: String, contents: String) {
            self.path = path
            bytes = Array(contents.utf8)
        }

        init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// A token's place in the docs: its page and anchor (also the id of its picture's view).
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
    static func pictureFiles(plans: [[MarkdownPageWriter.TablePlan]], pages: [String], model: TokenModel) -> PictureFiles {
        var columns = [[[Context]?]?](repeating: nil, count: model.tokens.count)
        for tables in plans { for table in tables { for row in table.rows { columns[row] = table.layout.contexts } } }
        let shown = shownPictures(model, columns: columns)
        var files = PictureFiles(paths: [], filesOfPage: [], fileOfToken: Array(repeating: -1, count: model.tokens.count), shown: shown, columns: columns)
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
               drawsTheSame(index, own, shown[target], theirs, in: model) {
                return shown[target]
            }
            return index
        }
        for start in model.tokens.indices where shown[start] == undecided {
            // Aliases are decided after what they alias: follow the chain to a decided token (or its end).
            var chain = [start]
            while let next = targets[chain[chain.count - 1]], shown[next] == undecided, !chain.contains(next) { chain.append(next) }
            for index in chain.reversed() { shown[index] = picture(index) }
        }
        return shown
    }

    /// Whether ``TokenPicture/svg(for:contexts:title:scope:)`` draws token `a` in columns `aColumns` as it
    /// draws token `b` in `bColumns` (titles and ids aside). (Fields read one by one: a copy of a whole token
    /// would retain all of them.)
    static func drawsTheSame(_ a: Int, _ aColumns: [[Context]?], _ b: Int, _ bColumns: [[Context]?], in model: TokenModel) -> Bool {
        guard model.tokens[a].value == model.tokens[b].value else { return false }
        switch model.tokens[a].value {
        case .color:
            // A slice per column, each the value in that column.
            return aColumns == bColumns && aColumns.allSatisfy { column in column.map(model.tokens[a].value(in:)) == column.map(model.tokens[b].value(in:)) }
        case .dimension:
            return model.tokens[a].path.namesCornerRadius == model.tokens[b].path.namesCornerRadius
        default:
            return true
        }
    }

    /// Every file of the docs folder.
    public static func emit(_ model: TokenModel, options: Options = Options()) -> [Page] {
        var pages: [Page] = []
        emit(model, options: options) { pages += $0 }
        return pages
    }

    /// Every file of the docs folder, handed to `deliver` a few pages at a time (the index first, each page
    /// followed by its picture files, the contrast page last), so that only those pages and their pictures
    /// are in memory at once: at 100k tokens the pictures of all pages alone take about 90 MB.
    ///
    /// `names`, when made under ``Options/swiftNamespace``, spares making the names again. With `reuse`, a page
    /// (with its pictures) that the last build made from the same inputs is handed to `keep` by path instead of
    /// being made, in its place in the order.
    public static func emit(_ model: TokenModel, options: Options = Options(), names shared: TokenNames? = nil, reuse: DocsPageReuse? = nil, keep: ([String]) -> Void = { _ in }, deliver: ([Page]) -> Void) {
        emit(model, options: options, names: shared, reuse: reuse, keep: keep, batchTokens: batchTokens, deliver: deliver)
    }

    /// ``emit(_:options:names:reuse:keep:deliver:)`` in batches of about `batchTokens` tokens.
    static func emit(_ model: TokenModel, options: Options, names shared: TokenNames? = nil, reuse: DocsPageReuse? = nil, keep: ([String]) -> Void = { _ in }, batchTokens: Int, deliver: ([Page]) -> Void) {
        let names = shared.flatMap { $0.swiftNamespace == options.swiftNamespace ? $0 : nil } ?? TokenNames(model, swiftNamespace: options.swiftNamespace)
        let (swiftNames, cssNames) = (names.swiftQualified, names.css)
        let anchors = Parallel.array(model.tokens.count, length: 2_048) { DiffRenderer.anchor(model.tokens[$0].path) }
        let header = "<!-- Generated by tokenc from \(comment(model.inputs.joined(separator: ", "))). DO NOT EDIT. -->\n\n"

        // Pages by top-level group (root-level tokens on their own page), file names and anchors made unique.
        // Tokens come sorted by path, so a token mostly shares its page with the one before.
        var pageFiles: [String] = []
        var pageTitles: [String] = []
        var usedFiles: Set<String> = ["index.md"]
        var pageByGroup: [String: Int] = [:]
        var usedAnchors: Set<String> = []
        usedAnchors.reserveCapacity(model.tokens.count)
        var pageOfToken: [Int] = []
        pageOfToken.reserveCapacity(model.tokens.count)
        var placements: [Placement] = []
        placements.reserveCapacity(model.tokens.count)
        var previousGroup: String?? = .none
        var previousPage = 0
        for index in model.tokens.indices {
            // The path alone: a copy of the whole token would retain all its fields.
            let components = model.tokens[index].path.components
            let group = components.count > 1 ? components[0] : nil
            var page = previousPage
            if previousGroup != .some(group) {
                let key = group ?? "\u{0}"
                if let known = pageByGroup[key] {
                    page = known
                } else {
                    let base = group.map { DiffRenderer.anchor(TokenPath([$0])) } ?? "ungrouped"
                    page = pageFiles.count
                    pageByGroup[key] = page
                    pageFiles.append(unique(base.isEmpty ? "group" : base, in: &usedFiles, suffix: ".md"))
                    pageTitles.append(group ?? "Ungrouped tokens")
                }
                previousGroup = .some(group)
                previousPage = page
            }
            let anchor = unique(anchors[index].isEmpty ? "token" : anchors[index], in: &usedAnchors, suffix: "")
            pageOfToken.append(page)
            placements.append(Placement(page: pageFiles[page], anchor: anchor))
        }

        let sourceOrder = model.tokens.indices.sorted { model.tokens[$0].location < model.tokens[$1].location }
        // Each page lists its tokens in the order they are written.
        var pageTokens = pageFiles.map { _ in [Int]() }
        // Custom-typed tokens live in the resolved JSON only.
        for index in sourceOrder where model.tokens[index].type != .custom { pageTokens[pageOfToken[index]].append(index) }
        let context = MarkdownPageWriter(model: model, swiftNames: swiftNames, cssNames: cssNames, placements: placements, header: header, sourceOrder: sourceOrder)
        let plans = pageFiles.indices.map { context.plan(title: pageTitles[$0], tokens: pageTokens[$0]) }
        let pictures = pictureFiles(plans: plans, pages: pageFiles, model: model)
        let contrastFile = unique("contrast", in: &usedFiles, suffix: ".md")
        let contrast = ContrastPage(context: context, file: contrastFile).render(settings: options.lint)
        let index = pageFiles.indices.map { (pageFiles[$0], pageTitles[$0], pageTokens[$0]) }
        deliver([Page(path: "index.md", contents: context.index(pages: index, contrastPage: contrast?.page.path))])

        let picturePaths = { (page: Int) in pictures.filesOfPage[page].map { pictures.paths[$0] } }
        var kept = [Bool](repeating: false, count: pageFiles.count)
        let fingerprints = reuse.map { _ in names.fingerprints ?? TokenFingerprints.make(model) }
        if let reuse, let fingerprints {
            for page in pageFiles.indices {
                let files = picturePaths(page)
                let key = pageKey(page, file: pageFiles[page], title: pageTitles[page], pictureFiles: files, tables: plans[page], pictures: pictures, fingerprints: fingerprints, context: context)
                kept[page] = reuse.keeps(page: pageFiles[page], key: key, files: files)
            }
        }
        // Pages in batches; within a batch, every table's rows, in runs of at most 256, are rendered on all
        // cores, then the picture files are drawn and written, 32 at a time. With `reuse`, the runs and picture
        // files of the pages made again are kept where their keys match.
        var first = 0
        while first < pageFiles.count {
            if kept[first] {
                keep([pageFiles[first]] + picturePaths(first))
                first += 1
                continue
            }
            var last = first
            var tokens = pageTokens[first].count
            while last + 1 < pageFiles.count, !kept[last + 1], tokens + pageTokens[last + 1].count <= batchTokens {
                last += 1
                tokens += pageTokens[last].count
            }
            // In order: what was made goes to `deliver`, what was kept to `keep`, each run of either at once.
            var made: [Page] = []
            for file in render(pages: first...last, plans: plans, files: pageFiles, titles: pageTitles, pictures: pictures, context: context, reuse: reuse, fingerprints: fingerprints) {
                switch file {
                case .made(let page): made.append(page)
                case .kept(let path):
                    if !made.isEmpty { deliver(made) }
                    made = []
                    keep([path])
                }
            }
            if !made.isEmpty { deliver(made) }
            first = last + 1
        }
        if let contrast { deliver([contrast.page] + contrast.pictures) }
    }

    /// The digest of everything page `page` and its picture files are made from (``DocsPageReuse``): its
    /// header, file, title, picture files, and each table's opening and columns; each row's token as the JSON
    /// model writes it (its fingerprint, ``TokenFingerprints``), its type, names, anchor and picture file (or
    /// the file and view of the aliased token's picture it shows), and where its links go.
    static func pageKey(_ page: Int, file: String, title: String, pictureFiles: [String], tables: [MarkdownPageWriter.TablePlan], pictures: PictureFiles, fingerprints: [UInt64], context: MarkdownPageWriter) -> String {
        var key = PieceKey("tokenc docs page 4")
        key.add(context.header)
        key.add(file)
        key.add(title)
        key.add(String(pictureFiles.count))
        for path in pictureFiles { key.add(path) }
        for table in tables {
            key.add(table.opening)
            addColumns(table.layout, to: &key)
            key.add(String(table.rows.count))
            for index in table.rows {
                addRow(index, to: &key, fingerprints: fingerprints, context: context)
                // Which of the page's own picture files: a page before it gaining a file changes nothing here. A row
                // that shows the picture of the token it aliases names that file and view, wherever they are.
                let file = pictures.fileOfToken[index]
                let shown = pictures.shown[index]
                if file >= 0, shown != index {
                    key.add("shows")
                    key.add(pictures.paths[file])
                    key.add(context.placements[shown].anchor)
                } else {
                    key.add(file < 0 ? nil : String(file - pictures.filesOfPage[page].lowerBound))
                }
            }
        }
        return key.finish()
    }

    /// The digest of everything a run of rows of a table on page `file` is made from: the page, the table's
    /// opening when the run starts it, the table's columns, and each row's token (``addRow(_:to:fingerprints:context:)``)
    /// and the file and view of the picture it shows.
    static func rowsKey(_ rows: ArraySlice<Int>, file: String, opening: String?, layout: MarkdownPageWriter.TableLayout, pictures: PictureFiles, fingerprints: [UInt64], context: MarkdownPageWriter) -> String {
        var key = PieceKey("tokenc docs rows 1")
        key.add(file)
        key.add(opening)
        addColumns(layout, to: &key)
        key.add(String(rows.count))
        for index in rows {
            addRow(index, to: &key, fingerprints: fingerprints, context: context)
            let picture = pictures.fileOfToken[index]
            key.add(picture < 0 ? nil : pictures.paths[picture])
            key.add(picture < 0 ? nil : context.placements[pictures.shown[index]].anchor)
        }
        return key.finish()
    }

    /// The digest of everything picture file `file` is made from: its path and title, and each picture's token
    /// as the JSON model writes it, its anchor (its view and its ids' scope) and the columns of its table.
    static func picturesKey(_ file: Int, title: String, pictures: PictureFiles, fingerprints: [UInt64], context: MarkdownPageWriter) -> String {
        var key = PieceKey("tokenc docs pictures 1")
        key.add(pictures.paths[file])
        key.add(title)
        key.add(String(pictures.tokensOfFile[file].count))
        for index in pictures.tokensOfFile[file] {
            key.add(fingerprint: fingerprints[index])
            key.add(context.placements[index].anchor)
            let columns = pictures.columns[index] ?? []
            key.add(String(columns.count))
            for column in columns { key.add(column.map(Context.describe)) }
        }
        return key.finish()
    }

    /// A table's header and its value columns' contexts.
    private static func addColumns(_ layout: MarkdownPageWriter.TableLayout, to key: inout PieceKey) {
        key.add(layout.head)
        key.add(String(layout.contexts.count))
        for column in layout.contexts { key.add(column.map(Context.describe)) }
    }

    /// What a row shows of token `index`: its fingerprint, type, names and anchor, and where its links go (the
    /// target's page and anchor).
    private static func addRow(_ index: Int, to key: inout PieceKey, fingerprints: [UInt64], context: MarkdownPageWriter) {
        func link(_ target: TokenPath) {
            if let linked = context.model.index(of: target) {
                key.add(context.placements[linked].page)
                key.add(context.placements[linked].anchor)
            } else {
                key.add(nil)
            }
        }
        // Fields read one by one: a copy of the whole token would retain all of them.
        key.add(fingerprint: fingerprints[index])
        key.add(context.model.tokens[index].type.rawValue)
        key.add(context.swiftNames[index])
        key.add(context.cssNames[index])
        key.add(context.placements[index].anchor)
        if let alias = context.model.tokens[index].aliasOf { link(alias) }
        for reference in context.model.tokens[index].references { link(reference.target) }
    }

    /// Pages go out in batches of about this many tokens (a page bigger than that is a batch of its own): enough
    /// rows to keep the cores busy, few enough pictures to keep memory small.
    static let batchTokens = 4_096

    /// A file of the docs a build made, or kept as the last build left it (by path).
    enum Rendered {
        case made(Page)
        case kept(String)
    }

    /// The pages in `range`, each followed by its picture files; with `reuse`, the runs of rows and picture
    /// files whose keys match are kept.
    private static func render(pages range: ClosedRange<Int>, plans: [[MarkdownPageWriter.TablePlan]], files pageFiles: [String], titles: [String], pictures: PictureFiles, context: MarkdownPageWriter, reuse: DocsPageReuse?, fingerprints: [UInt64]?) -> [Rendered] {
        var jobs: [(plan: Int, part: Int, rows: ArraySlice<Int>)] = []
        for planIndex in range {
            for (partIndex, part) in plans[planIndex].enumerated() {
                for rows in Parallel.runs(part.rows.count, length: 256) { jobs.append((planIndex, partIndex, part.rows[rows])) }
            }
        }
        // Each page's runs: read back from the page the last build wrote, and recorded as this build writes them.
        let pageRuns = reuse.map { reuse in range.map { reuse.rows(of: pageFiles[$0]) } }
        let runs = Parallel.map(jobs.count) { [jobs] job -> (text: [UInt8], key: String?) in
            let job = jobs[job]
            let table = plans[job.plan][job.part]
            let opening = job.rows.startIndex == 0 ? table.opening : nil
            let key = fingerprints.map { rowsKey(job.rows, file: pageFiles[job.plan], opening: opening, layout: table.layout, pictures: pictures, fingerprints: $0, context: context) }
            if let key, let kept = pageRuns?[job.plan - range.lowerBound].kept(key) { return (kept, key) }
            var text = opening.map { Array($0.utf8) } ?? []
            context.rows(job.rows, layout: table.layout, pictures: pictures, into: &text)
            return (text, key)
        }
        var texts = range.map { _ in [UInt8]() }
        for (job, run) in zip(jobs, runs) {
            let page = job.plan - range.lowerBound
            if let pageRuns, let key = run.key { pageRuns[page].record(BuildRecord.Piece(key: key, offset: texts[page].count, length: run.text.count)) }
            texts[page] += run.text
        }
        if let reuse, let pageRuns { for (page, runs) in zip(range, pageRuns) { reuse.record(runs, of: pageFiles[page]) } }

        // The picture files: kept where their keys match, otherwise drawn, 32 at a time, each file's pictures let
        // go as soon as it is written.
        let firstFile = pictures.filesOfPage[range.lowerBound].lowerBound
        let files = firstFile..<pictures.filesOfPage[range.upperBound].upperBound
        let titleOfFile = range.flatMap { page in pictures.filesOfPage[page].map { _ in "Token pictures: " + titles[page] } }
        let keptFiles = Parallel.map(files.count) { position -> Bool in
            guard let reuse, let fingerprints else { return false }
            let key = picturesKey(firstFile + position, title: titleOfFile[position], pictures: pictures, fingerprints: fingerprints, context: context)
            return reuse.keeps(pictures: pictures.paths[firstFile + position], key: key)
        }
        let drawn = files.filter { !keptFiles[$0 - firstFile] }
        var spriteBytes = [[UInt8]?](repeating: nil, count: files.count)
        for batch in Parallel.runs(drawn.count, length: 32) {
            let written = Parallel.map(batch.count) { position -> [UInt8] in
                let file = drawn[batch.lowerBound + position]
                var sprite = SVGSprite(title: titleOfFile[file - firstFile])
                for token in pictures.tokensOfFile[file] {
                    if let picture = context.picture(token, contexts: pictures.columns[token] ?? [nil]) {
                        sprite.entries.append(SVGSprite.Entry(view: context.placements[token].anchor, picture: picture))
                    }
                }
                var bytes: [UInt8] = []
                sprite.write(to: &bytes)
                return bytes
            }
            for (position, bytes) in written.enumerated() { spriteBytes[drawn[batch.lowerBound + position] - firstFile] = bytes }
        }
        var rendered: [Rendered] = []
        for page in range {
            rendered.append(.made(Page(path: pageFiles[page], bytes: texts[page - range.lowerBound])))
            for file in pictures.filesOfPage[page] {
                rendered.append(spriteBytes[file - firstFile].map { .made(Page(path: pictures.paths[file], bytes: $0)) } ?? .kept(pictures.paths[file]))
            }
        }
        return rendered
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
