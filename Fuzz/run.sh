#!/usr/bin/env bash
# Builds the libFuzzer target (Linux) and runs it for $1 seconds (default 60) over a corpus seeded with
# tokens/ and, when TOKENC_CORPUS is set, ../shared/corpus. Crashes land in Fuzz/findings/ and fail the run.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
swift build -c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 | tail -3
binary="$(swift build -c release --scratch-path .build-fuzz --show-bin-path)/TokencFuzz"
work="${FUZZ_WORK:-$(mktemp -d)}"
mkdir -p "$work/corpus" findings
# Seeds: each file once per reading (the first byte picks JSON, JSONC, JSON5 or YAML, token file or resolver).
seed() {
    local file="$1" selector
    case "$file" in
        */tokens-studio/*) selector='\x08' ;;
        *.resolver.json) selector='\x04' ;;
        *.resolver.yml | *.resolver.yaml) selector='\x07' ;;
        *.yaml | *.yml) selector='\x03' ;;
        *.json5) selector='\x02' ;;
        *.jsonc) selector='\x01' ;;
        *) selector='\x00' ;;
    esac
    { printf "$selector"; cat "$file"; } > "$work/corpus/$(printf '%s' "$file" | md5sum | cut -c1-16)"
}
while IFS= read -r -d '' file; do seed "$file"; done < <(find ../tokens ../Tests/TokencCoreTests/Fixtures/tokens-studio -type f -print0)
# Tokens Studio math on its own.
for expression in '{a} * 2' '({a} + {bb}) / 2' 'roundTo({ccc} / 3, 2)' '4 * 7px' '-{a} + 2rem' 'max(1, 2px, {bb})' '2 ^ 3 % 5'; do
    printf '\x10%s' "$expression" > "$work/corpus/math-$(printf '%s' "$expression" | md5sum | cut -c1-12)"
done
# What tokenc convert keeps in its extension, $root by group name, $ref into values and $defs, a resolver's merge.
for document in \
    '{"a": {"$extensions": {"dev.tokenc": {"token": {"$type": "string", "$value": "x"}}}}, "b": {"$root": {"$extensions": {"dev.tokenc": {"token": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}}}}}}}' \
    '{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 1, "unit": "px"}, "lineHeight": 1.4}, "$extensions": {"dev.tokenc": {"value": {"fontFamily": "Inter", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0.05, "unit": "em"}, "lineHeight": {"value": 28, "unit": "px"}, "textTransform": "uppercase"}}}}}' \
    '{"c": {"$root": {"$type": "color", "$value": "#fff"}, "h": {"$type": "color", "$value": "{c}"}}, "n": {"$type": "number", "$value": 0.5}, "d": {"$type": "dimension", "$value": {"value": {"$ref": "#/n/$value"}, "unit": "px"}}, "e": {"$type": "number", "$value": {"$ref": "#/n"}}, "$defs": {"x": {"$value": 1}}}'; do
    printf '\x00%s' "$document" > "$work/corpus/doc-$(printf '%s' "$document" | md5sum | cut -c1-12)"
done
printf '\x04%s' '{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/m"}], "sets": {"s": {"sources": [{"c": {"b": {"a": {"$type": "color", "$value": "{c.b}"}}}}]}}, "modifiers": {"m": {"name": "m", "contexts": {"x": [{"c": {"b": {"$type": "color", "$value": "#000"}}}], "y": []}}}}' > "$work/corpus/resolver-merge"
if [ -n "${TOKENC_CORPUS:-}" ]; then
    while IFS= read -r -d '' file; do seed "$file"; done < <(find "$TOKENC_CORPUS" -type f \( -name '*.json' -o -name '*.jsonc' -o -name '*.yml' -o -name '*.yaml' \) -size -200k -print0)
fi
"$binary" "$work/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix=findings/ -print_final_stats=1 2>&1 | tail -25
