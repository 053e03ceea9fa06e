#!/bin/sh
# Packs a self-contained refract binary for release, in OUT (default dist/):
#   refract-VERSION-OS-ARCH.tar.gz                 bin/refract
#   refract-VERSION.artifactbundle.zip             the same binary as a SwiftPM artifact bundle (binaryTarget)
# and beside each its .sha256 (`sha256sum -c` reads it; SwiftPM's checksum of a zip is the same digest).
# Usage: scripts/package-release.sh BINARY VERSION [OUT]
set -eu
binary=$1
version=$2
out=${3:-dist}

case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=macos ;;
    *) echo "package-release: unsupported system $(uname -s)" >&2; exit 1 ;;
esac
arch=$(uname -m)
case "$os-$arch" in
    linux-x86_64) triple=x86_64-unknown-linux-gnu ;;
    linux-aarch64) triple=aarch64-unknown-linux-gnu ;;
    macos-arm64) triple=arm64-apple-macosx ;;
    macos-x86_64) triple=x86_64-apple-macosx ;;
    *) echo "package-release: no target triple for $os-$arch" >&2; exit 1 ;;
esac
command -v zip >/dev/null || { echo "package-release: zip is needed (apt-get install zip)" >&2; exit 1; }

checksum() {
    # From the folder of the file, so the .sha256 names it without a path.
    (cd "$(dirname "$1")" && if command -v sha256sum >/dev/null; then sha256sum "$(basename "$1")"; \
        else shasum -a 256 "$(basename "$1")"; fi) > "$1.sha256"
}

name=refract-$version-$os-$arch
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
mkdir -p "$out" "$staging/$name/bin"
cp "$binary" "$staging/$name/bin/refract"
chmod 755 "$staging/$name/bin/refract"
tar -C "$staging" -czf "$out/$name.tar.gz" "$name"
checksum "$out/$name.tar.gz"

bundle=refract-$version.artifactbundle
mkdir -p "$staging/$bundle/$name/bin"
cp "$staging/$name/bin/refract" "$staging/$bundle/$name/bin/refract"
cat > "$staging/$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "refract": {
      "type": "executable",
      "version": "$version",
      "variants": [
        { "path": "$name/bin/refract", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
JSON
rm -f "$out/$bundle.zip"
(cd "$staging" && zip -qr -X - "$bundle") > "$out/$bundle.zip"
checksum "$out/$bundle.zip"
echo "package-release: $out/$name.tar.gz and $out/$bundle.zip, each with its .sha256"
