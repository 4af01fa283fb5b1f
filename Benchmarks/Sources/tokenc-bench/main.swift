// tokenc-bench: makes synthetic token sets and times the real tokenc on them, as whole processes.
//
//   swift run -c release tokenc-bench generate N DIR [--contexts] [--tokens-studio]
//                                                   # a token set of N tokens (as DTCG, or as the Tokens Studio
//                                                   # export of the same tokens) and a tokenc.yaml
//   swift run -c release tokenc-bench whole TOKENC [N…]             # cold, no-op, one-token, dump, check, swiftc
//
// See README.md beside Package.swift for the method and the current figures.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "generate" where arguments.count >= 3:
    guard let count = Int(arguments[1]) else { break }
    let directory = URL(fileURLWithPath: arguments[2])
    try generate(count: count, into: directory)
    if arguments.dropFirst(3).contains("--contexts") { try addContexts(count: count, into: directory) }
    if arguments.dropFirst(3).contains("--tokens-studio") { try convertToTokensStudio(in: directory) }
    exit(0)
case "whole" where arguments.count >= 2:
    let tokenc = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path
    guard FileManager.default.isExecutableFile(atPath: tokenc) else {
        print("tokenc-bench whole: no tokenc executable at \(tokenc)")
        exit(1)
    }
    let sizes = arguments.dropFirst(2).compactMap { Int($0) }
    try WholeProcessBenchmark(tokenc: tokenc, runs: 5).run(counts: sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes)
    exit(0)
default:
    break
}
print("usage: tokenc-bench generate N DIR [--contexts] [--tokens-studio] | tokenc-bench whole TOKENC [N…]")
exit(64)
