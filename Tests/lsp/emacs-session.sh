#!/bin/sh
# A headless Emacs session against `refract lsp` through Eglot (emacs_session.el). Emacs or Eglot missing: a
# skip with a note, a failure under CI=true.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
if ! command -v emacs >/dev/null || ! emacs --batch -q --eval "(require 'eglot)" >/dev/null 2>&1; then
  if [ "${CI:-}" = true ]; then echo "emacs or eglot is missing (apt-get install emacs-nox elpa-eglot)"; exit 1; fi
  echo "emacs or eglot is missing: the Emacs LSP session is skipped (apt-get install emacs-nox elpa-eglot)"
  exit 0
fi
REFRACT="${REFRACT:-$repo/.build/debug/refract}" REPO="$repo" \
  timeout 120 emacs --batch -q -l "$here/emacs_session.el"
