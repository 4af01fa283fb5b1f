import Foundation
import Testing

@testable import TokencCore

@Suite("Reading JSON, JSONC, JSON5 and YAML with locations")
struct ReaderTests {
    func read(_ text: String, _ dialect: JSONReader.Dialect = .strict) -> (Node?, [Diagnostic]) {
        var bag = DiagnosticBag()
        let node = JSONReader(dialect: dialect).read(Array(text.utf8), file: 0, diagnostics: &bag)
        return (node, bag.sorted())
    }

    func readYAML(_ text: String) -> (Node?, [Diagnostic]) {
        var bag = DiagnosticBag()
        let node = YAMLReader().read(Array(text.utf8), file: 0, diagnostics: &bag)
        return (node, bag.sorted())
    }

    func place(_ location: TokencCore.SourceLocation?) -> String {
        location.map { "\($0.line):\($0.column)" } ?? "-"
    }

    @Test func jsonKeysAndValuesCarryLineAndColumn() throws {
        let (text, markers) = Support.marked(
            "{\n  1️⃣\"größe\": {\n    2️⃣\"$value\": 3️⃣[4️⃣1, 5️⃣\"ä\"],\n    \"x\": 6️⃣true\n  }\n}")
        let (root, diagnostics) = read(text)
        #expect(diagnostics.isEmpty)
        let group = try #require(root?.member("größe"))
        let value = try #require(group.value.member("$value"))
        let elements = try #require(value.value.elements)
        #expect(
            [
                place(group.keyLocation), place(value.keyLocation), place(value.value.location),
                place(elements[0].location), place(elements[1].location), place(group.value["x"]?.location),
            ] == markers)
    }

    @Test func columnsCountScalarsAfterMultibyteText() throws {
        let (text, markers) = Support.marked("{\"€€€\": 1️⃣\"x\", \"🎨\": 2️⃣3}")
        let (root, _) = read(text)
        #expect(root?["€€€"].map { place($0.location) } == markers[0])
        #expect(root?["🎨"].map { place($0.location) } == markers[1])
    }

    @Test(arguments: [
        ("{\"a\": 01}", "1:7 syntax"),
        ("{\"a\": \"x\ny\"}", "1:7 syntax"),
        ("{\"a\": \"\\ud800\"}", "1:8 syntax"),
        ("{\"a\": \"\\q\"}", "1:8 syntax"),
        ("{\"a\": 1e999}", "1:7 invalid-value"),
        ("{\"a\": tru}", "1:7 syntax"),
        ("{\"a\": 1", "1:8 syntax"),
        ("", "1:1 syntax"),
        ("{} {}", "1:4 syntax"),
        ("{'a': 1}", "1:2 syntax"),
        ("{\"a\": +1}", "1:7 syntax"),
        ("// c\n{'a': 1}", "1:1 syntax"),
    ])
    func strictJSONRejects(_ input: String, _ expected: String) {
        let (root, diagnostics) = read(input)
        #expect(root == nil)
        #expect(diagnostics.map { "\(place($0.location)) \($0.rule)" } == [expected])
    }

    /// Comments and trailing commas in a `.json` file, as editors' "JSON with Comments" mode lets them in: read
    /// as JSON with comments, one `json-comments` warning at the first (an error under `--strict-dtcg`, as every
    /// deviation); anything JSON with comments rejects too is the strict reader's error, above.
    @Test(arguments: [
        ("{\"a\": 1,}", "1:9"), ("[1, 2,]", "1:7"), ("// c\n{}", "1:1"), ("{\"a\": /* one */ 1}", "1:7"),
    ])
    func commentsInAJSONFileAreReadWithAWarning(_ input: String, _ expected: String) {
        let (root, diagnostics) = read(input)
        #expect(root != nil)
        #expect(diagnostics.map(\.rule) == [.jsonComments])
        #expect(diagnostics.map { "\(place($0.location)) \($0.severity)" } == ["\(expected) warning"])
        let strict = Support.compile(json: "{\"n\": {\"$type\": \"number\", \"$value\": 1,}}", strict: true)
        #expect(Support.errors(strict) == ["1:39 json-comments"])
    }

    /// A key twice in one object: the later value is read in the earlier place, as `JSON.parse` reads it, with a
    /// warning noting the first (an error under `--strict-dtcg`, ``duplicateKeysAreAnErrorUnderStrict()``).
    @Test func duplicateKeyNotesTheFirstPlace() {
        let (root, diagnostics) = read("{\n  \"a\": 1,\n  \"b\": 0,\n  \"a\": 2\n}")
        #expect(
            diagnostics.map(\.message) == [
                "duplicate key 'a'; each key should appear once in an object: this later value is read, as JavaScript reads it"
            ])
        #expect(diagnostics.map { "\(place($0.location)) \($0.severity)" } == ["4:3 warning"])
        #expect(diagnostics.first?.notes.map { place($0.location) } == ["2:3"])
        #expect(root?.members?.map(\.key) == ["a", "b"])
        #expect(root?["a"]?.number == 2)
    }

    @Test func duplicateKeysAreFoundInLargeObjects() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let (root, diagnostics) = read("{\(members), \"k7\": 0, \"k7\": -1}")
        #expect(diagnostics.map(\.rule) == [.duplicateKey, .duplicateKey])
        #expect(root?.members?.count == 40)
        #expect(root?["k7"]?.number == -1)
    }

    /// YAML merge keys: the merged mapping's keys the mapping does not write join it where `<<` stands, an
    /// earlier mapping's first; a quoted `"<<"` is an ordinary key.
    @Test func yamlMergeKeysMerge() throws {
        let text = """
            base: &base { $type: color, $description: from base }
            other: &other { $description: from other, $deprecated: true }
            a:
              $value: "#000000"
              <<: [*base, *other]
              $description: own
            b: { "<<": x }
            """
        let (root, diagnostics) = readYAML(text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let a = try #require(root?["a"])
        #expect(a.members?.map(\.key) == ["$value", "$type", "$deprecated", "$description"])
        #expect(a["$description"]?.string == "own")
        #expect(root?["b"]?["<<"]?.string == "x")
        let (_, bad) = readYAML("a:\n  <<: 3\n")
        #expect(bad.map { "\(place($0.location)) \($0.rule)" } == ["2:7 syntax"])
    }

    @Test func duplicateKeysAreAnErrorUnderStrict() {
        let json = ##"{"c": {"$type": "color", "a": {"$value": "#000000"}, "a": {"$value": "#ffffff"}}}"##
        let lenient = Support.compile(json: json)
        #expect(Support.value(lenient, "c.a") == .color(ValueDecoder.parseHex("#ffffff")!))
        #expect(lenient.diagnostics.map { "\($0.rule) \($0.severity)" } == ["duplicate-key warning"])
        let strict = Support.compile(json: json, strict: true)
        #expect(strict.model == nil)
        #expect(Support.errors(strict) == ["1:54 duplicate-key"])
    }

    @Test func invalidUTF8IsLocated() {
        var bytes = Array("{\n  \"a\": \"".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"}".utf8)
        var bag = DiagnosticBag()
        _ = JSONReader(dialect: .strict).read(bytes, file: 0, diagnostics: &bag)
        #expect(bag.sorted().map { "\(place($0.location)) \($0.rule)" } == ["2:9 invalid-utf8"])
    }

    /// Short decimals are read without strtod (exact digits over an exact power of ten); every number must
    /// still be the double strtod gives, bit for bit, on both sides of the 15-digit limit and with exponents.
    @Test func numbersAreReadExactly() {
        var generator = SystemRandomNumberGenerator()
        var texts = [
            "0", "-0", "0.1", "0.3", "1.5", "-2.25", "9007199254740993", "123456789012345", "1234567890123456",
            "0.000001", "1e2", "-1.5E-3", "0.1000000000000001", "999999999999999.9",
        ]
        for _ in 0..<4_000 {
            let integer = String(UInt64.random(in: 0...999_999_999_999, using: &generator))
            let fraction = String(
                String(UInt64.random(in: 0...UInt64.max, using: &generator)).prefix(
                    Int.random(in: 0...12, using: &generator)))
            let sign = Bool.random(using: &generator) ? "-" : ""
            texts.append(
                sign + String(integer.prefix(Int.random(in: 1...integer.count, using: &generator)))
                    + (fraction.isEmpty ? "" : "." + fraction))
        }
        let (root, diagnostics) = read("[" + texts.joined(separator: ",") + "]")
        #expect(diagnostics.isEmpty)
        let numbers = root?.elements?.map { $0.number } ?? []
        #expect(numbers.count == texts.count)
        for (text, number) in zip(texts, numbers) {
            #expect(number?.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
    }

    /// The validator skips ASCII eight bytes at a time; a bad byte is found wherever it falls in or after a word.
    @Test func invalidUTF8IsFoundAtEveryOffset() {
        for offset in 0..<20 {
            for bad: [UInt8] in [[0xFF], [0xC3, 0x28], [0xE2, 0x82], [0xED, 0xA0, 0x80]] {
                let bytes =
                    Array(repeating: UInt8(ascii: "a"), count: offset) + bad
                    + Array(repeating: UInt8(ascii: "b"), count: 9)
                let found = bytes.withUnsafeBufferPointer { UTF8Validator.firstInvalidOffset(in: $0) }
                #expect(found == offset, "\(bad) at \(offset)")
            }
            let valid =
                Array(repeating: UInt8(ascii: "a"), count: offset) + Array("é€🎨".utf8)
                + Array(repeating: UInt8(ascii: "b"), count: offset)
            #expect(valid.withUnsafeBufferPointer { UTF8Validator.firstInvalidOffset(in: $0) } == nil)
        }
    }

    @Test func jsoncAllowsCommentsAndTrailingCommas() {
        let (root, diagnostics) = read("// head\n{\n  \"a\": [1, 2,], /* inline */\n  \"b\": {\"c\": 1,},\n}", .jsonc)
        #expect(diagnostics.isEmpty)
        #expect(root?["a"]?.elements?.count == 2)
        #expect(root?["b"]?["c"]?.location.line == 4)
    }

    @Test func json5AcceptsItsExtensions() throws {
        let (root, diagnostics) = read(
            "{unquoted: 'single', hex: 0xFF, lead: .5, trail: 5., plus: +1, str: 'a\\\nb', $key: 1,}", .json5)
        #expect(diagnostics.isEmpty)
        let node = try #require(root)
        #expect(node["unquoted"]?.string == "single")
        #expect(node["hex"]?.number == 255)
        #expect(node["lead"]?.number == 0.5)
        #expect(node["trail"]?.number == 5)
        #expect(node["plus"]?.number == 1)
        #expect(node["str"]?.string == "ab")
        #expect(node["$key"]?.number == 1)
    }

    @Test func json5RejectsNonFiniteNumbers() {
        let (_, diagnostics) = read("{a: Infinity}", .json5)
        #expect(diagnostics.map(\.rule) == [.invalidValue])
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let (root, diagnostics) = read(text)
        #expect(root == nil)
        #expect(diagnostics.map(\.rule) == [.nestingTooDeep])
        let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        #expect(read(objects).1.map(\.rule) == [.nestingTooDeep])
    }

    @Test func yamlNodesCarryLineAndColumn() throws {
        let (root, diagnostics) = readYAML("color:\n  $type: color\n  primary:\n    $value: \"#ff0000\"\n")
        #expect(diagnostics.isEmpty)
        let primary = try #require(root?.member("color")?.value.member("primary"))
        #expect(place(primary.keyLocation) == "3:3")
        #expect(place(primary.value["$value"]?.location) == "4:13")
    }

    @Test func yamlUsesTheCoreSchema() throws {
        let (root, _) = readYAML("a: yes\nb: true\nc: 0x10\nd: 1.5\ne: ~\nf: '12'\ng: off\n")
        let node = try #require(root)
        #expect(node["a"]?.string == "yes")
        if case .bool(true)? = node["b"]?.kind {} else { Issue.record("b is not true") }
        #expect(node["c"]?.number == 16)
        #expect(node["d"]?.number == 1.5)
        if case .null? = node["e"]?.kind {} else { Issue.record("e is not null") }
        #expect(node["f"]?.string == "12")
        #expect(node["g"]?.string == "off")
    }

    @Test func yamlErrorsAreLocated() {
        #expect(readYAML("a: 1\na: 2\n").1.map(\.rule) == [.duplicateKey])
        #expect(readYAML("a: [1, 2\n").1.map(\.rule) == [.syntax])
        #expect(readYAML("? [a]\n: 1\n").1.map(\.rule) == [.yamlKey])
        #expect(readYAML("").1.map(\.rule) == [.syntax])
    }

    @Test func yamlDeepNestingAndAliasBombsAreBounded() {
        let flow = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(readYAML(flow).1.map(\.rule) == [.nestingTooDeep])
        var block = ""
        for level in 0..<400 { block += String(repeating: " ", count: level * 2) + "k:\n" }
        #expect(readYAML(block).1.map(\.rule) == [.nestingTooDeep])
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<9 {
            bomb +=
                "l\(level): &l\(level) ["
                + Array(repeating: "*\(level == 1 ? "a" : "l\(level - 1)")", count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(readYAML(bomb).1.map(\.rule) == [.inputTooLarge])
    }

    /// Files are read whole into the parser's bytes; one too large for tokenc, one that is not there and a
    /// folder with no token files are each reported, and the readable ones are still read.
    @Test func inputFilesAreReadOrReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = #"{"a": {"$type": "number", "$value": 1}}"#
        try Data(text.utf8).write(to: folder.appendingPathComponent("a.tokens.json"))
        // Sparse: no disk space, but one byte past the limit.
        let huge = folder.appendingPathComponent("huge.tokens.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(InputDiscovery.maxFileSize + 1))
        try handle.close()
        let (files, bag) = InputDiscovery.load(
            ["a.tokens.json", "huge.tokens.json", "gone.tokens.json", "empty"], relativeTo: folder, displayBase: folder)
        #expect(files.map(\.path) == ["a.tokens.json"])
        #expect(files.first?.bytes == Array(text.utf8))
        #expect(bag.sorted().map(\.rule) == [.inputTooLarge, .ioError, .noInputs])
        #expect(
            bag.diagnostics.contains {
                $0.rule == .inputTooLarge
                    && $0.message == "huge.tokens.json is larger than 256 MiB, the most tokenc reads from one file"
            })
    }
}
