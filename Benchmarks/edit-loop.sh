#!/bin/sh
# The edit-build loop as a SwiftPM user has it: a consumer package whose target generates its tokens with
# tokenc's build plugin; one color value edited, then `swift build` (debug), timed as a whole process.
#
#   Benchmarks/edit-loop.sh setup N DIR [TOKENC]   # a consumer package of N generated tokens in DIR, built once
#                                                  # (TOKENC: the tokenc checkout to use, default this one)
#   Benchmarks/edit-loop.sh edit DIR               # edit one color value and rebuild: what farm-bench times
#
# Figures (median of 5, farm-bench): Benchmarks/README.md, "The edit-build loop".
set -e
here=$(cd "$(dirname "$0")/.." && pwd)
case "$1" in
setup)
    count=$2
    dir=$3
    tokenc=${4:-$here}
    rm -rf "$dir"
    mkdir -p "$dir/Sources/DesignSystem" "$dir/deps"
    # The dependency's folder name is its package identity: `tokenc`, whatever the checkout is called.
    ln -s "$(cd "$tokenc" && pwd)" "$dir/deps/tokenc"
    (cd "$here/Benchmarks" && swift run -c release tokenc-bench generate "$count" "$dir/generated" $5 >/dev/null)
    mv "$dir/generated/tokens" "$dir/Sources/DesignSystem/tokens"
    rm -rf "$dir/generated"
    cat >"$dir/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "EditLoop",
    dependencies: [.package(path: "deps/tokenc")],
    targets: [
        .target(name: "DesignSystem", plugins: [.plugin(name: "TokencBuildPlugin", package: "tokenc")])
    ]
)
SWIFT
    cat >"$dir/Sources/DesignSystem/Uses.swift" <<'SWIFT'
import Foundation

/// A use of the generated tokens, as an app's code has.
public let tokenCount = 1
SWIFT
    (cd "$dir" && swift build >/dev/null)
    ;;
edit)
    dir=$2
    # A new color for the first hex color token of the token files, different on every run.
    python3 - "$dir" <<'PY'
import glob, random, re, sys
pattern = r'"\$type": "color", "\$value": "(#[0-9A-Fa-f]{6})"'
for path in sorted(glob.glob(sys.argv[1] + "/Sources/DesignSystem/tokens/*.tokens.json")):
    text = open(path).read()
    match = re.search(pattern, text)
    if match:
        break
color = "#%06x" % random.randrange(1 << 24)
open(path, "w").write(text[:match.start(1)] + color + text[match.end(1):])
PY
    cd "$dir" && swift build >/dev/null
    ;;
*)
    echo "usage: edit-loop.sh setup N DIR [TOKENC] [--contexts] | edit-loop.sh edit DIR" >&2
    exit 64
    ;;
esac
