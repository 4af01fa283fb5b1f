import TokencCore

/// libFuzzer's entry point: the first byte picks how the rest is read (bits 0-1: strict JSON, JSONC, JSON5, YAML;
/// bit 2: as a resolver document whose sources are the same bytes; bit 3: as a single-file Tokens Studio export;
/// bit 4: as Tokens Studio math, evaluated on its own), and the rest is compiled in both reading modes, the
/// lenient result's fixes are applied (as `tokenc fix` would), and the model is dumped. Any crash, hang or
/// sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let selector = data[0]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let names = ["t.tokens.json", "t.jsonc", "t.json5", "t.tokens.yaml"]
    let name = names[Int(selector & 3)]
    let file = SourceFile(path: name, format: SourceFile.Format(fileName: name)!, bytes: bytes)
    if selector & 16 != 0 {
        _ = MathExpression.evaluate(String(decoding: bytes, as: UTF8.self)) { path in
            path.count % 3 == 0
                ? nil : MathExpression.Quantity(Double(path.count), unit: path.count % 2 == 0 ? "px" : "")
        }
        return 0
    }
    for strict in [false, true] {
        let options = Pipeline.Options(strictDTCG: strict)
        let result: Pipeline.Result
        if selector & 8 != 0 {
            result = Pipeline.compile(
                .files([file], format: .tokensStudio, read: DiagnosticBag(), emptyMessage: nil, loadFile: nil),
                options: options)
        } else if selector & 4 == 0 {
            result = Pipeline.compile(.classify([file]), options: options)
        } else {
            var resolver = file
            resolver.path = "t.resolver" + (selector & 3 == 3 ? ".yaml" : ".json")
            result = Pipeline.compile(
                .resolver(resolver, read: DiagnosticBag(), loadFile: { _ in file }), options: options)
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
