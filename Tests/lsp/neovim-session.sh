#!/bin/sh
# A headless Neovim session against `refract lsp` (neovim_session.lua). Neovim missing: a skip with a
# note, a failure under CI=true.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
if ! command -v nvim >/dev/null; then
  if [ "${CI:-}" = true ]; then echo "neovim is missing (apt-get install neovim)"; exit 1; fi
  echo "neovim is missing: the Neovim LSP session is skipped (apt-get install neovim)"
  exit 0
fi
REFRACT="${REFRACT:-$repo/.build/debug/refract}" REPO="$repo" \
  timeout 120 nvim --headless -u NONE -i NONE -n -c "luafile $here/neovim_session.lua"
