#!/bin/sh
# The released binary on its own: its checksum holds, `ldd` lists only the C library's level (on Linux),
# and in an empty folder with no Swift toolchain on PATH `refract init && refract build` makes the
# example design system's output. The artifact bundle holds the same binary where its info.json says.
# Usage: scripts/test-release.sh DIST VERSION
set -eu
dist=$(cd "$1" && pwd)
version=$2
os=$(uname -s | tr '[:upper:]' '[:lower:]'); [ "$os" = darwin ] && os=macos
name=refract-$version-$os-$(uname -m)
fail() { echo "test-release: FAIL: $*" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

verify() { (cd "$dist" && if command -v sha256sum >/dev/null; then sha256sum -c "$1"; else shasum -a 256 -c "$1"; fi) >/dev/null; }
verify "$name.tar.gz.sha256" || fail "checksum of $name.tar.gz"
verify "refract-$version.artifactbundle.zip.sha256" || fail "checksum of the artifact bundle"
tar -C "$work" -xzf "$dist/$name.tar.gz"
refract=$work/$name/bin/refract
[ -x "$refract" ] || fail "$name.tar.gz has no executable bin/refract"

if [ "$os" = linux ]; then
    # Only what every glibc system has: libc and its companions, the dynamic loader, libstdc++ and libgcc_s.
    extra=$(ldd "$refract" | awk '{print $1}' \
        | grep -Ev '^(linux-vdso\.so\.1|/lib.*/ld-linux.*\.so\.[0-9]+|lib(c|m|dl|rt|pthread|util|stdc\+\+|gcc_s)\.so\.[0-9]+)$' || true)
    [ -z "$extra" ] || fail "the binary needs more than the C library: $extra"
fi

# An empty folder, an environment with nothing but a PATH of the system's own folders: no toolchain.
project=$work/empty
mkdir "$project"
run() { (cd "$project" && env -i HOME="$work" PATH=/usr/bin:/bin "$refract" "$@"); }
if env -i PATH=/usr/bin:/bin sh -c 'command -v swift' >/dev/null; then fail "a swift is on /usr/bin:/bin"; fi
run init >/dev/null 2>&1 || fail "refract init"
run build || fail "refract build"
for file in output/swift/Theme.swift output/css/tokens.css output/json/theme.json output/android/res/values/refract_colors.xml \
    output/compose/Theme.kt; do
    [ -s "$project/$file" ] || fail "refract build did not write $file"
done
grep -q -- '--color-primary' "$project/output/css/tokens.css" || fail "tokens.css has no --color-primary"
run build --check >/dev/null || fail "refract build --check after a build"
[ "$(run --version)" = "$version" ] || fail "--version is $(run --version)"

# The artifact bundle: info.json names the binary, which is the released one.
unzip -q "$dist/refract-$version.artifactbundle.zip" -d "$work/bundle"
bundle=$work/bundle/refract-$version.artifactbundle
path=$(python3 -c 'import json,sys; a=json.load(open(sys.argv[1]))["artifacts"]["refract"]; assert a["type"]=="executable"; print(a["variants"][0]["path"])' "$bundle/info.json") \
    || fail "info.json is not an executable artifact"
cmp -s "$bundle/$path" "$refract" || fail "the artifact bundle's $path is not the released binary"
echo "test-release: ok ($name: self-contained, init and build in an empty folder, artifact bundle)"
