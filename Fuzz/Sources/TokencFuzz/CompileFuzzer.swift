import TokencCore

/// libFuzzer's entry point: the first byte picks how the rest is read (strict JSON, JSONC, JSON5, YAML; as
/// a token file or as a resolver document whose sources are the same bytes), and the rest is compiled in both
/// reading modes, then dumped. Any crash, hang or sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let selector = data[0]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let names = ["t.tokens.json", "t.jsonc", "t.json5", "t.tokens.yaml"]
    let name = names[Int(selector & 3)]
    let file = SourceFile(path: name, format: SourceFile.Format(fileName: name)!, bytes: bytes)
    for strict in [false, true] {
        let options = Pipeline.Options(strictDTCG: strict)
        let result: Pipeline.Result
        if selector & 4 == 0 {
            result = Pipeline.compile([file], options: options)
        } else {
            var resolver = file
            resolver.path = "t.resolver" + (selector & 3 == 3 ? ".yaml" : ".json")
            result = Pipeline.compile(resolver: resolver, loadFile: { _ in file }, options: options)
        }
        _ = DiagnosticRenderer(showsCodeFrames: true, warningsPerRule: 2).render(result.diagnostics, sources: result.sources)
        if let model = result.model {
            _ = ModelDumper.json(model, sources: result.sources)
        }
    }
    return 0
}
