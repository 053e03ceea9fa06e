#!/bin/sh
# The hooks of .pre-commit-hooks.yaml through the pre-commit framework (`pre-commit try-repo`, which reads
# them from this repository as a user's config would), with the released refract on PATH, in a temporary
# git repository: a clean design system passes both, a broken alias fails refract-lint, a stale output
# fails refract-build-check. pre-commit missing skips, or fails when CI=true (make test-deps installs it).
# Usage: scripts/test-pre-commit.sh DIST VERSION
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
dist=$(cd "$1" && pwd)
version=$2
fail() { echo "test-pre-commit: FAIL: $*" >&2; exit 1; }
if ! command -v pre-commit >/dev/null; then
    [ "${CI:-}" = true ] && fail "pre-commit is not installed (make test-deps installs it)"
    echo "test-pre-commit: skipped: pre-commit is not installed (make test-deps installs it)"
    exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
os=$(uname -s | tr '[:upper:]' '[:lower:]'); [ "$os" = darwin ] && os=macos
tar -C "$work" -xzf "$dist/refract-$version-$os-$(uname -m).tar.gz"
PATH="$work/refract-$version-$os-$(uname -m)/bin:$PATH"
export PATH PRE_COMMIT_HOME="$work/pre-commit-home"
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.com GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.com

repository=$work/repository
mkdir "$repository"
cd "$repository"
git init -q
refract init >/dev/null 2>&1
refract build --quiet
git add -A
git commit -qm tokens
log=$work/log

hook() { pre-commit try-repo "$root" "$1" --all-files >"$log" 2>&1; }
hook refract-lint || { cat "$log"; fail "refract-lint on a clean design system"; }
hook refract-build-check || { cat "$log"; fail "refract-build-check on a clean design system"; }

sed -i.bak 's/{palette.teal}/{palette.tael}/' tokens/themes/standard.tokens.yaml && rm tokens/themes/standard.tokens.yaml.bak
git add -A
if hook refract-lint; then cat "$log"; fail "refract-lint passed a broken alias"; fi
grep -q "no token at path 'palette.tael'" "$log" || { cat "$log"; fail "refract-lint did not report the broken alias"; }

git checkout -q HEAD -- tokens
sed -i.bak 's/{palette.teal}/{palette.teal-light}/' tokens/themes/standard.tokens.yaml && rm tokens/themes/standard.tokens.yaml.bak
git add -A
hook refract-lint || { cat "$log"; fail "refract-lint on a valid change"; }
if hook refract-build-check; then cat "$log"; fail "refract-build-check passed a stale output"; fi
grep -q "output/css/tokens.css" "$log" || { cat "$log"; fail "refract-build-check did not name the stale file"; }
echo "test-pre-commit: ok (try-repo: both hooks pass a clean design system, fail a broken alias and a stale output)"
