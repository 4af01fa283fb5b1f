import Foundation
import Testing

/// The GitHub Action's script (`Action/review.py`) end to end: a throwaway repository, a recorded `pull_request`
/// event and a local server answering the GitHub REST calls it makes (`Fixtures/action/github-api.py`).
@Suite(
    "The review action's script",
    .enabled(
        if: CLI.executable != nil && SwiftToolchain.run(["python3", "--version"]).status == 0,
        "needs the tokenc executable and python3"))
struct ReviewActionTests {
    static let colors = ##"""
        {"color": {"$type": "color",
          "ink": {"$value": "#1d1d1f", "$extensions": {"dev.tokenc": {"contrast": {"against": "{color.paper}"}}}},
          "paper": {"$value": "#ffffff"}},
         "radius": {"$type": "dimension", "card": {"$value": {"value": 12, "unit": "px"}},
          "chip": {"$value": {"value": 8, "unit": "px"}}}}
        """##

    /// A repository whose main branch builds, and the sha of its commit.
    func repository() throws -> (CLI, String) {
        let cli = try CLI()
        try cli.write("tokens/base.tokens.json", Self.colors)
        try cli.write("tokenc.yaml", "sources: [tokens]\njson: { output: generated/tokens.json }\n")
        #expect(try cli.run(["build"]).status == 0)
        return (cli, try commit(cli, "v1", branch: "main"))
    }

    func commit(_ cli: CLI, _ message: String, branch: String? = nil) throws -> String {
        if let branch { DiffEndToEndTests.git(["init", "-q", "-b", branch], in: cli) }
        DiffEndToEndTests.git(["add", "-A"], in: cli)
        DiffEndToEndTests.git(["commit", "-q", "-m", message], in: cli)
        return SwiftToolchain.run(["git", "rev-parse", "HEAD"], in: cli.directory).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The server, started; its log and port. Stopped by the returned closure.
    func server(in cli: CLI) throws -> (log: URL, port: Int, stop: () -> Void) {
        let log = cli.directory.appendingPathComponent("../\(UUID().uuidString)-requests.log").standardizedFileURL
        let portFile = cli.directory.appendingPathComponent("../\(UUID().uuidString)-port").standardizedFileURL
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3",
            Support.packageRoot.appendingPathComponent("Tests/TokencCoreTests/Fixtures/action/github-api.py").path,
            log.path, portFile.path,
        ]
        try process.run()
        var port: Int?
        for _ in 0..<200 where port == nil {
            port = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0) }
            if port == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        let stop = {
            // SIGKILL: the test runner may ignore SIGTERM, and a child inherits that.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: log)
            try? FileManager.default.removeItem(at: portFile)
        }
        guard let port else {
            stop()
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the server did not start"])
        }
        return (log, port, stop)
    }

    /// Runs both steps as action.yml does, for a pull request from `base` to `head`; the report step's status,
    /// output, the comment body it sent (if any), the summary and the step outputs.
    func review(
        _ cli: CLI, event: String = "pull_request", base: String, head: String, port: Int, failOn: String = "breaking"
    ) throws -> (status: Int32, output: String, summary: String, outputs: String) {
        let temp = cli.directory.appendingPathComponent(".runner")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        let eventFile = temp.appendingPathComponent("event.json")
        let payload = #"{"pull_request": {"number": 7, "base": {"sha": "\#(base)"}, "head": {"sha": "\#(head)"}}}"#
        try payload.write(to: eventFile, atomically: true, encoding: .utf8)
        let summary = temp.appendingPathComponent("summary.md")
        let outputs = temp.appendingPathComponent("outputs.txt")
        try? FileManager.default.removeItem(at: summary)
        try? FileManager.default.removeItem(at: outputs)
        let environment = [
            "GITHUB_EVENT_NAME=\(event)", "GITHUB_EVENT_PATH=\(eventFile.path)", "GITHUB_REPOSITORY=octo/tokens",
            "GITHUB_API_URL=http://127.0.0.1:\(port)", "GITHUB_TOKEN=test-token", "RUNNER_TEMP=\(temp.path)",
            "GITHUB_STEP_SUMMARY=\(summary.path)", "GITHUB_OUTPUT=\(outputs.path)", "TOKENC=\(CLI.executable!.path)",
            "INPUT_CONFIG=tokenc.yaml", "INPUT_FAIL_ON=\(failOn)", "INPUT_COMMENT=true",
            "INPUT_ARTIFACT_URL=https://github.com/octo/tokens/actions/runs/1/artifacts/2",
        ]
        let script = Support.packageRoot.appendingPathComponent("Action/review.py").path
        let prepare = SwiftToolchain.run(["env"] + environment + ["python3", script, "prepare"], in: cli.directory)
        #expect(prepare.status == 0, "\(prepare.output)")
        let report = SwiftToolchain.run(["env"] + environment + ["python3", script, "report"], in: cli.directory)
        return (
            report.status, prepare.output + report.output,
            (try? String(contentsOf: summary, encoding: .utf8)) ?? "",
            (try? String(contentsOf: outputs, encoding: .utf8)) ?? ""
        )
    }

    func requests(_ log: URL) -> [[String: Any]] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    @Test func oneCommentIsPostedThenEditedAndABreakingChangeFails() throws {
        let (cli, base) = try repository()
        let (log, port, stop) = try server(in: cli)
        defer { stop() }
        // A changed value, built and committed: no breaking change.
        try cli.write("tokens/base.tokens.json", Self.colors.replacingOccurrences(of: "#1d1d1f", with: "#3a3a3c"))
        #expect(try cli.run(["build"]).status == 0)
        let head = try commit(cli, "darker ink")

        let first = try review(cli, base: base, head: head, port: port)
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains("posted the review comment 1000"), "\(first.output)")
        #expect(first.summary.contains("Token changes: **patch**") && first.summary.contains("#3A3A3C"))
        #expect(first.summary.contains("Generated outputs: up to date") && first.summary.contains("Lint: passed"))
        let html = try #require(
            first.outputs.split(separator: "\n").first { $0.hasPrefix("html=") }.map { String($0.dropFirst(5)) })
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("data-color=\"#3a3a3c\"") && page.contains("on color.paper"), "\(page.prefix(400))")

        let second = try review(cli, base: base, head: head, port: port)
        #expect(second.status == 0 && second.output.contains("updated the review comment 1000"), "\(second.output)")

        // A token removed: breaking, so fail-on breaking fails, and the same comment says so.
        try cli.write(
            "tokens/base.tokens.json",
            Self.colors.replacingOccurrences(of: #",\#n  "chip": {"$value": {"value": 8, "unit": "px"}}"#, with: ""))
        #expect(try cli.run(["build"]).status == 0)
        let breaking = try commit(cli, "no chip")
        let third = try review(cli, base: base, head: breaking, port: port)
        #expect(third.status == 1, "\(third.output)")
        #expect(third.output.contains("token changes fail this check (fail-on: breaking): major"), "\(third.output)")
        let lenient = try review(cli, base: base, head: breaking, port: port, failOn: "none")
        #expect(lenient.status == 0, "\(lenient.output)")

        let seen = requests(log)
        let calls = seen.map { "\($0["method"]!) \($0["path"]!)" }
        let list = "GET /repos/octo/tokens/issues/7/comments?per_page=100&page=1"
        let edit = "PATCH /repos/octo/tokens/issues/comments/1000"
        #expect(
            calls == [list, "POST /repos/octo/tokens/issues/7/comments", list, edit, list, edit, list, edit],
            "\(calls)")
        #expect(seen.allSatisfy { $0["token"] as? Bool == true })
        let bodies = seen.compactMap { ($0["body"] as? [String: Any])?["body"] as? String }
        #expect(bodies.allSatisfy { $0.hasPrefix("<!-- tokenc-review -->\n### Token changes") })
        #expect(bodies[0].contains("artifacts/2") && bodies.last!.contains("**major**"), "\(bodies)")
    }

    /// On a push, check and lint only: no diff, no request; stale outputs fail.
    @Test func aPushChecksAndLintsOnly() throws {
        let (cli, base) = try repository()
        let (log, port, stop) = try server(in: cli)
        defer { stop() }
        let clean = try review(cli, event: "push", base: base, head: base, port: port)
        #expect(clean.status == 0 && clean.outputs.contains("pull-request=false"), "\(clean.output)")
        try cli.write("tokens/base.tokens.json", Self.colors.replacingOccurrences(of: "#ffffff", with: "#fafafa"))
        let stale = try review(cli, event: "push", base: base, head: base, port: port)
        #expect(stale.status == 1 && stale.summary.contains("Generated outputs: **stale**"), "\(stale.output)")
        #expect(requests(log).isEmpty)
    }

    /// action.yml and the workflow Diff.md documents validate against GitHub's schemas (as the schemastore
    /// package caches them from json.schemastore.org).
    @Test(
        .enabled(
            if: LintCommandTests.canValidate
                || ProcessInfo.processInfo.environment["TOKENC_REQUIRE_SARIF_SCHEMA"] == "1",
            "needs python3 with jsonschema, schemastore and requests-cache"))
    func theActionAndTheDocumentedWorkflowValidate() throws {
        let docs = try String(
            contentsOf: Support.packageRoot.appendingPathComponent("Documentation/Diff.md"), encoding: .utf8)
        let marker = try #require(docs.range(of: "<!-- review-workflow -->"))
        let start = try #require(docs.range(of: "```yaml\n", range: marker.upperBound..<docs.endIndex))
        let end = try #require(docs.range(of: "```\n", range: start.upperBound..<docs.endIndex))
        let workflow = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-\(UUID()).yml")
        try String(docs[start.upperBound..<end.lowerBound]).write(to: workflow, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: workflow) }
        #expect(docs[start.upperBound..<end.lowerBound].contains("uses: "))
        let validator = """
            import json, sys, yaml, requests_cache, schemastore, jsonschema, pathlib
            cache = pathlib.Path(schemastore.__file__).parent / "cache"
            session = requests_cache.CachedSession(str(cache), backend="sqlite")
            failed = False
            for url, path in (("https://json.schemastore.org/github-action.json", sys.argv[1]),
                              ("https://json.schemastore.org/github-workflow.json", sys.argv[2])):
                schema = next(json.loads(r.content) for r in session.cache.responses.values() if r.url == url)
                document = yaml.safe_load(open(path))
                if True in document: document["on"] = document.pop(True)  # YAML 1.1 reads the key on as true.
                validator = jsonschema.validators.validator_for(schema)(schema)
                for error in sorted(validator.iter_errors(document), key=str):
                    failed = True
                    print(path, error.message, "at", list(error.absolute_path))
            sys.exit(1 if failed else 0)
            """
        let run = SwiftToolchain.run([
            "python3", "-c", validator, Support.packageRoot.appendingPathComponent("action.yml").path, workflow.path,
        ])
        #expect(run.status == 0, "\(run.output)")
    }
}
