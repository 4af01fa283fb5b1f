#!/usr/bin/env bash
# Exercises the SwiftPM plugins end to end on Examples/TokensDemo, timing each step:
#   cold build through the build plugin, its test, a no-op rebuild (no regeneration: the generated file's
#   modification time and the build log are checked), a token change (regenerated and recompiled), a token
#   error (the build fails with a path:line:column: error: line), themes (a resolver document named by
#   tokenc.yaml, and one found in a target without a config, each keeping its contexts; an edit to a file the
#   resolver names regenerates), and the command plugin.
set -euo pipefail
cd "$(dirname "$0")/TokensDemo"
tokens=Sources/DemoTokens/Tokens/brand.tokens.json
backup=$(mktemp)
cp "$tokens" "$backup"
dark=Sources/ThemedTokens/Tokens/themes/dark.tokens.json
dark_backup=$(mktemp)
cp "$dark" "$dark_backup"
restore() { cp "$backup" "$tokens"; cp "$dark_backup" "$dark"; rm -f "$backup" "$dark_backup" Sources/DemoTokens/GeneratedTokens.swift; }
trap restore EXIT

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
generated() { find .build/plugins/outputs -path "*/${1:-DemoTokens}/*" -name GeneratedTokens.swift | head -1; }

rm -rf .build
start=$(now)
swift build > /tmp/tokenc-plugin-cold.log 2>&1 || { cat /tmp/tokenc-plugin-cold.log; exit 1; }
cold=$(elapsed "$start" "$(now)")
grep -q "Generating tokens for DemoTokens" /tmp/tokenc-plugin-cold.log || { echo "plugin: the cold build did not run the build plugin"; exit 1; }
swift test 2>&1 | tail -3
# swift test builds the tokenc tool with test settings, and the tool is a declared input of the
# generation step, so settle with one more build before measuring a no-op rebuild.
swift build > /dev/null 2>&1

file=$(generated)
before=$(stat -c %.9Y "$file")
start=$(now)
swift build > /tmp/tokenc-plugin-noop.log 2>&1
noop=$(elapsed "$start" "$(now)")
after=$(stat -c %.9Y "$file")
if grep -q "Generating tokens" /tmp/tokenc-plugin-noop.log || [ "$before" != "$after" ]; then
  echo "plugin: a build with unchanged tokens regenerated them"; cat /tmp/tokenc-plugin-noop.log; exit 1
fi
echo "plugin: no-op rebuild did not regenerate (GeneratedTokens.swift mtime $before unchanged, no 'Generating tokens' step)"

sed -i 's/"value": 12, "unit": "px"/"value": 14, "unit": "px"/' "$tokens"
start=$(now)
swift build > /tmp/tokenc-plugin-change.log 2>&1 || { cat /tmp/tokenc-plugin-change.log; exit 1; }
change=$(elapsed "$start" "$(now)")
grep -q "Generating tokens for DemoTokens" /tmp/tokenc-plugin-change.log || { echo "plugin: a token change did not regenerate"; exit 1; }
grep -q "public static var card: CGFloat { 14 }" "$(generated)" || { echo "plugin: the regenerated file lacks the new value"; exit 1; }
echo "plugin: token change regenerated the Swift (radius.card is now 14)"

cp "$backup" "$tokens"
sed -i 's/"{radius.card}"/"{radius.crad}"/' "$tokens"
if swift build > /tmp/tokenc-plugin-error.log 2>&1; then
  echo "plugin: a token error did not fail the build"; exit 1
fi
grep -E "^/.*/Sources/DemoTokens/Tokens/brand\.tokens\.json:[0-9]+:[0-9]+: error: unknown alias '\{radius\.crad\}'; did you mean '\{radius\.card\}'\? \[unknown-alias\]" /tmp/tokenc-plugin-error.log \
  || { echo "plugin: the failed build did not show an absolute path:line:column: error: line"; cat /tmp/tokenc-plugin-error.log; exit 1; }
cp "$backup" "$tokens"

# Themes through the build plugin: every context is in the generated Swift (the package's tests read them).
for target in ThemedTokens FoundTokens; do
  grep -q "Generating tokens for $target" /tmp/tokenc-plugin-cold.log || { echo "plugin: $target was not generated"; exit 1; }
done
grep -q "case increased" "$(generated ThemedTokens)" && grep -q "case dark" "$(generated ThemedTokens)" \
  || { echo "plugin: the themed target's Swift lacks its contexts"; exit 1; }
grep -q "case dark" "$(generated FoundTokens)" || { echo "plugin: the resolver found in FoundTokens was not used"; exit 1; }
echo "plugin: themes through the build plugin keep light, dark and increased contrast"
sed -i 's/#f2f2f7/#f2f2f8/' "$dark"
swift build > /tmp/tokenc-plugin-theme.log 2>&1 || { cat /tmp/tokenc-plugin-theme.log; exit 1; }
grep -q "Generating tokens for ThemedTokens" /tmp/tokenc-plugin-theme.log \
  || { echo "plugin: an edit to a file the resolver names did not regenerate"; cat /tmp/tokenc-plugin-theme.log; exit 1; }
grep -q "0.972549" "$(generated ThemedTokens)" || { echo "plugin: the regenerated themed Swift lacks the new dark value"; exit 1; }
cp "$dark_backup" "$dark"
echo "plugin: an edit to a theme file the resolver names regenerated the Swift"

swift package --allow-writing-to-package-directory generate-tokens --target DemoTokens > /tmp/tokenc-plugin-command.log 2>&1 \
  || { cat /tmp/tokenc-plugin-command.log; exit 1; }
grep -q "public enum Brand" Sources/DemoTokens/GeneratedTokens.swift || { echo "plugin: generate-tokens wrote nothing"; exit 1; }
echo "plugin: swift package generate-tokens wrote Sources/DemoTokens/GeneratedTokens.swift"
# Both plugins on one target: the committed Swift beside the build plugin is one plan-time error naming it.
if swift build > /tmp/tokenc-plugin-both.log 2>&1; then
  echo "plugin: a target with committed tokenc Swift and the build plugin built"; exit 1
fi
grep -q "holds GeneratedTokens.swift, Swift tokenc generated" /tmp/tokenc-plugin-both.log \
  || { cat /tmp/tokenc-plugin-both.log; echo "plugin: both plugins on one target did not say why"; exit 1; }
rm -f Sources/DemoTokens/GeneratedTokens.swift
echo "plugin: both plugins on one target stop planning with one error naming the committed file"

echo "plugin: cold build ${cold}s, no-op rebuild ${noop}s, token change to rebuilt module ${change}s"
