#!/usr/bin/env bash
# Exercises the SwiftPM plugins end to end on Examples/TokensDemo, timing each step:
#   cold build through the build plugin, its test, a no-op rebuild (no regeneration: the generated file's
#   modification time and the build log are checked), a token change (regenerated and recompiled), a token
#   error (the build fails with a path:line:column: error: line), themes (a resolver document named by
#   tokenc.yaml, and one found in a target without a config, each keeping its contexts; an edit to a file the
#   resolver names regenerates; a file it does not name warns), the command plugin beside the build plugin and
#   without it, and the README's consumer manifest as written, from a folder not called tokenc.
set -euo pipefail
cd "$(dirname "$0")/TokensDemo"
tokens=Sources/DemoTokens/Tokens/brand.tokens.json
backup=$(mktemp)
cp "$tokens" "$backup"
dark=Sources/ThemedTokens/Tokens/themes/dark.tokens.json
dark_backup=$(mktemp)
cp "$dark" "$dark_backup"
config=Sources/DemoTokens/tokenc.yaml
config_backup=$(mktemp)
cp "$config" "$config_backup"
manifest_backup=$(mktemp)
cp Package.swift "$manifest_backup"
restore() {
  cp "$backup" "$tokens"; cp "$dark_backup" "$dark"; cp "$manifest_backup" Package.swift; cp "$config_backup" "$config"
  rm -rf "$backup" "$dark_backup" "$config_backup" ../ExtraTokens Sources/DemoTokens/Tokens/added.tokens.json Sources/FoundTokens/Tokens/extra.tokens.json "$manifest_backup" Sources/DemoTokens/GeneratedTokens.swift \
    Sources/DesignSystem
}
trap restore EXIT

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
# The Swift files the build plugin generated for a target (GeneratedTokens.swift and its parts).
generated() { find .build/plugins/outputs -path "*/${1:-DemoTokens}/*" -name 'GeneratedTokens*.swift' | sort; }

rm -rf .build
start=$(now)
swift build > /tmp/tokenc-plugin-cold.log 2>&1 || { cat /tmp/tokenc-plugin-cold.log; exit 1; }
cold=$(elapsed "$start" "$(now)")
grep -q "Generating tokens for DemoTokens" /tmp/tokenc-plugin-cold.log || { echo "plugin: the cold build did not run the build plugin"; exit 1; }
swift test 2>&1 | tail -3
# swift test builds the tokenc tool with test settings, and the tool is a declared input of the
# generation step, so settle with one more build before measuring a no-op rebuild.
swift build > /dev/null 2>&1

before=$(stat -c %.9Y $(generated))
start=$(now)
swift build > /tmp/tokenc-plugin-noop.log 2>&1
noop=$(elapsed "$start" "$(now)")
after=$(stat -c %.9Y $(generated))
if grep -q "Generating tokens" /tmp/tokenc-plugin-noop.log || [ "$before" != "$after" ]; then
  echo "plugin: a build with unchanged tokens regenerated them"; cat /tmp/tokenc-plugin-noop.log; exit 1
fi
echo "plugin: no-op rebuild did not regenerate ($(generated | wc -l) generated files, mtimes unchanged, no 'Generating tokens' step)"

sed -i 's/"value": 12, "unit": "px"/"value": 14, "unit": "px"/' "$tokens"
start=$(now)
swift build > /tmp/tokenc-plugin-change.log 2>&1 || { cat /tmp/tokenc-plugin-change.log; exit 1; }
change=$(elapsed "$start" "$(now)")
grep -q "Generating tokens for DemoTokens" /tmp/tokenc-plugin-change.log || { echo "plugin: a token change did not regenerate"; exit 1; }
grep -q "public static var card: CGFloat { 14 }" $(generated) || { echo "plugin: the regenerated file lacks the new value"; exit 1; }
rewritten=$(diff <(echo "$after") <(stat -c %.9Y $(generated)) | grep -c '^>' || true)
[ "$rewritten" -le 1 ] || { echo "plugin: one token change rewrote $rewritten generated files"; exit 1; }
echo "plugin: token change regenerated the Swift (radius.card is now 14), rewriting $rewritten of $(generated | wc -l) files"

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
grep -q "case increased" $(generated ThemedTokens) && grep -q "case dark" $(generated ThemedTokens) \
  || { echo "plugin: the themed target's Swift lacks its contexts"; exit 1; }
grep -q "case dark" $(generated FoundTokens) || { echo "plugin: the resolver found in FoundTokens was not used"; exit 1; }
echo "plugin: themes through the build plugin keep light, dark and increased contrast"
sed -i 's/#f2f2f7/#f2f2f8/' "$dark"
swift build > /tmp/tokenc-plugin-theme.log 2>&1 || { cat /tmp/tokenc-plugin-theme.log; exit 1; }
grep -q "Generating tokens for ThemedTokens" /tmp/tokenc-plugin-theme.log \
  || { echo "plugin: an edit to a file the resolver names did not regenerate"; cat /tmp/tokenc-plugin-theme.log; exit 1; }
grep -q "0.972549" $(generated ThemedTokens) || { echo "plugin: the regenerated themed Swift lacks the new dark value"; exit 1; }
cp "$dark_backup" "$dark"
echo "plugin: an edit to a theme file the resolver names regenerated the Swift"
# A token file added beside a resolver document that does not name it: a warning at the resolver naming the file
# and the $ref to add, and the log counts the files the resolver names.
printf '{"extra": {"$type": "number", "four": {"$value": 4}}}\n' > Sources/FoundTokens/Tokens/extra.tokens.json
swift build > /tmp/tokenc-plugin-unnamed.log 2>&1 || { cat /tmp/tokenc-plugin-unnamed.log; exit 1; }
grep -qE '^/.*/Sources/FoundTokens/Tokens/design\.json:[0-9]+:[0-9]+: warning: .*extra\.tokens\.json is not named here, so its tokens are left out; add \{"\$ref": "extra\.tokens\.json"\}' /tmp/tokenc-plugin-unnamed.log \
  || { cat /tmp/tokenc-plugin-unnamed.log; echo "plugin: a token file the resolver does not name was left out silently"; exit 1; }
grep -q "Generating tokens for FoundTokens from 3 token file(s) named by design.json" /tmp/tokenc-plugin-unnamed.log \
  || { cat /tmp/tokenc-plugin-unnamed.log; echo "plugin: the log does not count the files compiled"; exit 1; }
rm Sources/FoundTokens/Tokens/extra.tokens.json
# Removed, the file is planned out and the warning goes (this build also settles the plan for what follows).
swift build > /tmp/tokenc-plugin-unnamed.log 2>&1 || { cat /tmp/tokenc-plugin-unnamed.log; exit 1; }
if grep -q "is not named here" /tmp/tokenc-plugin-unnamed.log; then
  cat /tmp/tokenc-plugin-unnamed.log; echo "plugin: the warning stayed after the file was removed"; exit 1
fi
echo "plugin: a token file the resolver does not name is a warning giving the \$ref to add, gone once it is removed"

# Plans that follow the config. SwiftPM plans again when the package or the target's files change, not when a
# folder outside the package does. A folder outside the package added to `sources`: tokenc.yaml is an input, so
# the build runs, compiles it, and tokenc says at tokenc.yaml that the plan does not list its file.
mkdir -p ../ExtraTokens
printf '{"extra": {"$type": "number", "one": {"$value": 1}}}\n' > ../ExtraTokens/one.tokens.json
sed -i 's|sources: \[Tokens\]|sources: [Tokens, ../../../ExtraTokens]|' "$config"
swift build > /tmp/tokenc-plugin-sources.log 2>&1 || { cat /tmp/tokenc-plugin-sources.log; exit 1; }
grep -q "static var one" $(generated) || { echo "plugin: a folder added to sources was not compiled"; exit 1; }
grep -qE "^/.*/Sources/DemoTokens/tokenc\.yaml: warning: the build read 1 file that the build plan does not list" /tmp/tokenc-plugin-sources.log \
  || { cat /tmp/tokenc-plugin-sources.log; echo "plugin: the stale plan was not reported at tokenc.yaml"; exit 1; }
echo "plugin: a folder added to sources is compiled, and tokenc says at tokenc.yaml that the plan does not list it"
# A file added inside the target is planned at once.
printf '{"added": {"$type": "number", "three": {"$value": 3}}}\n' > Sources/DemoTokens/Tokens/added.tokens.json
swift build > /tmp/tokenc-plugin-added.log 2>&1 || { cat /tmp/tokenc-plugin-added.log; exit 1; }
grep -q "static var three" $(generated) || { echo "plugin: a token file added to the target was not compiled"; exit 1; }
rm Sources/DemoTokens/Tokens/added.tokens.json
echo "plugin: a token file added to the target is planned and compiled"
# A file added to a `sources` folder outside the package: the plan declares the folders, so the next build
# compiles it, and tokenc says that edits to it wait for a new plan, which touching Package.swift makes.
touch Package.swift
swift build > /tmp/tokenc-plugin-replan.log 2>&1 || { cat /tmp/tokenc-plugin-replan.log; exit 1; }
printf '{"later": {"$type": "number", "two": {"$value": 2}}}\n' > ../ExtraTokens/two.tokens.json
swift build > /tmp/tokenc-plugin-newfile.log 2>&1 || { cat /tmp/tokenc-plugin-newfile.log; exit 1; }
grep -q "static var two" $(generated) || { echo "plugin: a file added to a sources folder outside the package was not compiled"; cat /tmp/tokenc-plugin-newfile.log; exit 1; }
grep -qE "tokenc\.yaml: warning: the build read 1 file that the build plan does not list as inputs \(.*two\.tokens\.json\)" /tmp/tokenc-plugin-newfile.log \
  || { cat /tmp/tokenc-plugin-newfile.log; echo "plugin: the added file was not reported as unplanned"; exit 1; }
touch Package.swift
swift build > /tmp/tokenc-plugin-planned.log 2>&1 || { cat /tmp/tokenc-plugin-planned.log; exit 1; }
if grep -q "does not list" /tmp/tokenc-plugin-planned.log; then
  cat /tmp/tokenc-plugin-planned.log; echo "plugin: after a new plan the added file was still unplanned"; exit 1
fi
echo "plugin: a file added to a sources folder outside the package is compiled at the next build, and said to need a new plan"
# A sources path that does not exist: tokenc's error at its line in tokenc.yaml.
sed -i 's|../../../ExtraTokens\]|../../Missing]|' "$config"
if swift build > /tmp/tokenc-plugin-missing.log 2>&1; then echo "plugin: a missing sources path built"; exit 1; fi
grep -qE "Sources/DemoTokens/tokenc.yaml:[0-9]+:[0-9]+: error: no such file or folder: ../../Missing" /tmp/tokenc-plugin-missing.log \
  || { cat /tmp/tokenc-plugin-missing.log; echo "plugin: a missing sources path was not tokenc's located error"; exit 1; }
cp "$config_backup" "$config"
rm -rf ../ExtraTokens
echo "plugin: a missing sources path is tokenc's error at its line in tokenc.yaml"

# The command plugin beside the build plugin: it writes no Swift into a target the build plugin generates for,
# and says so; the package still builds.
swift package --allow-writing-to-package-directory generate-tokens > /tmp/tokenc-plugin-command.log 2>&1 \
  || { cat /tmp/tokenc-plugin-command.log; exit 1; }
[ ! -e Sources/DemoTokens/GeneratedTokens.swift ] || { echo "plugin: generate-tokens wrote Swift the build plugin generates"; exit 1; }
grep -q "GeneratedTokens.swift is not written, since the build plugin generates this target's Swift" /tmp/tokenc-plugin-command.log \
  && grep -q "target 'FoundTokens': nothing written, since the build plugin generates its Swift" /tmp/tokenc-plugin-command.log \
  || { cat /tmp/tokenc-plugin-command.log; echo "plugin: generate-tokens did not say why it wrote no Swift"; exit 1; }
swift build > /tmp/tokenc-plugin-command-build.log 2>&1 || { cat /tmp/tokenc-plugin-command-build.log; echo "plugin: both plugins on one package did not build"; exit 1; }
echo "plugin: swift package generate-tokens leaves the build plugin's Swift to it, and the package builds"
# Without the build plugin, generate-tokens writes the target's Swift beside its tokens.
sed -i '/name: "DemoTokens",$/{n;s/.*/            plugins: []/}' Package.swift
swift package --allow-writing-to-package-directory generate-tokens --target DemoTokens > /tmp/tokenc-plugin-command.log 2>&1 \
  || { cat /tmp/tokenc-plugin-command.log; exit 1; }
grep -q "public enum Brand" Sources/DemoTokens/GeneratedTokens.swift || { echo "plugin: generate-tokens wrote nothing"; exit 1; }
cp "$manifest_backup" Package.swift
echo "plugin: swift package generate-tokens wrote Sources/DemoTokens/GeneratedTokens.swift for a target without the build plugin"
# Committed tokenc Swift beside the build plugin: one plan-time error naming it, printed once.
if swift build > /tmp/tokenc-plugin-both.log 2>&1; then
  echo "plugin: a target with committed tokenc Swift and the build plugin built"; exit 1
fi
[ "$(grep -c "holds GeneratedTokens.swift, which tokenc generated" /tmp/tokenc-plugin-both.log)" = 1 ] \
  || { cat /tmp/tokenc-plugin-both.log; echo "plugin: the committed Swift was not one error, printed once"; exit 1; }
rm -f Sources/DemoTokens/GeneratedTokens.swift
echo "plugin: committed Swift beside the build plugin stops planning with one error naming the file, printed once"

# The README's consumer manifest, as written but for where the clone is, builds a target through the plugin.
awk '/<!-- consumer-manifest/ { found = 1; next } found && /^```swift/ { inside = 1; next } inside && /^```/ { exit } inside' \
  ../../README.md > Package.swift
grep -q 'path: "../tokenc"' Package.swift || { echo "plugin: the README's consumer manifest was not found"; exit 1; }
# Through a folder not called tokenc: `name:` is what the plugin's `package:` matches.
elsewhere=$(mktemp -d)
ln -s "$(cd ../.. && pwd)" "$elsewhere/design-tools"
sed -i "s|path: \"../tokenc\"|path: \"$elsewhere/design-tools\"|" Package.swift
mkdir -p Sources/DesignSystem
printf '{"radius": {"$type": "dimension", "card": {"$value": {"value": 12, "unit": "px"}}}}\n' \
  > Sources/DesignSystem/radius.tokens.json
printf 'import Foundation\n\npublic let cardRadius = DesignTokens.Radius.card\n' > Sources/DesignSystem/Card.swift
swift build > /tmp/tokenc-plugin-readme.log 2>&1 || { cat /tmp/tokenc-plugin-readme.log; echo "plugin: the README's manifest did not build"; exit 1; }
grep -q "public static var card: CGFloat { 12 }" $(generated DesignSystem) \
  || { echo "plugin: the README's manifest did not generate the target's tokens"; exit 1; }
cp "$manifest_backup" Package.swift
rm -rf Sources/DesignSystem "$elsewhere"
echo "plugin: the README's consumer manifest builds its DesignSystem target through the plugin, from a folder not called tokenc"

echo "plugin: cold build ${cold}s, no-op rebuild ${noop}s, token change to rebuilt module ${change}s"
