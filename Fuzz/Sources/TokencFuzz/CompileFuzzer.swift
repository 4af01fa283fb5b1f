import TokencCore

/// libFuzzer's entry point: the first byte picks how the rest is read (strict JSON, JSONC, JSON5, YAML; as
/// a token file or as a resolver document whose sources are the same bytes), and the rest is compiled in both
/// reading modes, the lenient result's fixes are applied (as `tokenc fix` would), and the model is dumped. Any crash, hang or sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
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
        _ = DiagnosticRenderer(showsCodeFrames: true, warningsPerRule: 2).render(
            result.diagnostics, sources: result.sources)
        if !strict { _ = SourceFixer.fix(result.diagnostics, sources: result.sources) }
        if let model = result.model {
            _ = ModelDumper.json(model, sources: result.sources)
        }
    }
    return 0
}

/// libFuzzer's driver, which runs `fuzz` over the corpus and mutations as the command line says.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The executable's entry point: SwiftPM links an executable target's `main` to `<module>_main`, which
/// -parse-as-library leaves to us, so it starts libFuzzer's driver.
@_cdecl("TokencFuzz_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzz(data, size) }
}
