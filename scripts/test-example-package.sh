#!/bin/sh
# Examples/ThemeApp as an app developer uses it: `swift build` runs the RefractBuildPlugin, `swift test`
# reads the values it generated, a build with nothing changed does not run refract, a touched token file
# does; `swift package refract lint|build|import` runs the command plugin.
set -eu
cd "$(dirname "$0")/../Examples/ThemeApp"
fail() { echo "test-example-package: FAIL: $*" >&2; exit 1; }
log=$(mktemp)
out=$(mktemp -d)
trap 'rm -rf "$log" "$out"' EXIT

swift test >"$log" 2>&1 || { cat "$log"; fail "swift test"; }
grep -q "wrote [0-9]* of 27 files" "$log" || { cat "$log"; fail "the build did not run the build-tool plugin"; }
grep -q "Test run with 4 tests in 1 suite passed" "$log" || { cat "$log"; fail "the example's 4 tests did not pass"; }
if grep -E "warning:" "$log"; then fail "the example's build has warnings"; fi

swift build >"$log" 2>&1 || { cat "$log"; fail "swift build"; }
swift build >"$log" 2>&1 || { cat "$log"; fail "swift build"; }
if grep -q "files to" "$log"; then cat "$log"; fail "refract ran again though no input changed"; fi
touch Sources/ThemeKit/tokens/forest.tokens.yaml
swift build >"$log" 2>&1 || { cat "$log"; fail "swift build"; }
grep -q "wrote 0 of 27 files" "$log" || { cat "$log"; fail "a changed token file did not run refract"; }

plugin() { swift package --allow-writing-to-package-directory refract "$@"; }
plugin lint --resolver Sources/ThemeKit/tokens/app.resolver.yaml >"$log" 2>&1 || { cat "$log"; fail "swift package refract lint"; }
# No errors and no warnings: the Material 3 roles the example's names leave out keep Material's baseline quietly.
grep -q "refract: 0 errors, 0 warnings" "$log" || { cat "$log"; fail "swift package refract lint: not 0 errors, 0 warnings"; }
plugin build --resolver Sources/ThemeKit/tokens/app.resolver.yaml --out "$out" --platform css >"$log" 2>&1 \
    || { cat "$log"; fail "swift package refract build"; }
grep -q -- "--color-primary" "$out/css/tokens.css" || fail "swift package refract build wrote no tokens.css"
printf '{ "color": { "brand": { "value": "#1b8188", "comment": "The brand teal" } } }\n' >"$out/sd.json"
plugin import --from style-dictionary "$out/sd.json" --out "$out/imported" >"$log" 2>&1 \
    || { cat "$log"; fail "swift package refract import"; }
grep -rq '"\$value"' "$out/imported" || { cat "$log"; fail "swift package refract import wrote no DTCG file"; }
if plugin import >"$log" 2>&1; then fail "swift package refract import without --from succeeded"; fi
if plugin frobnicate >"$log" 2>&1; then fail "an unknown verb succeeded"; fi
grep -q "usage: swift package refract build|lint|import" "$log" || { cat "$log"; fail "no usage for an unknown verb"; }
echo "test-example-package: ok (plugin-generated Swift built and tested, incremental, command plugin)"
