#!/usr/bin/env bash
# Builds Stich's frozen app and this OS's installers, from the repository root or anywhere:
#
#   packaging/build.sh               # bundle + installers into dist/ and dist/release/
#   packaging/build.sh --bundle-only # just the PyInstaller bundle (dist/stich, dist/Stich.app)
#
# Python: $PYTHON if set (it must have PyInstaller and Stich's dependencies), else .venv,
# created and filled with `pip install -e .[build]` when needed. Runs on Linux, macOS and,
# under Git Bash, Windows (the release workflow uses it on all three):
#   Linux:   dist/release/stich_<v>_<arch>.deb, stich-<v>-linux-<machine>.tar.xz, and
#            Stich-<v>-<machine>.AppImage when appimagetool is on PATH (or $APPIMAGETOOL)
#   macOS:   dist/Stich.app and dist/release/Stich-<v>-macos-<arch>.dmg
#   Windows: dist/release/Stich-<v>-windows-x64-setup.exe when Inno Setup's ISCC is found
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

bundle_only=0
for arg in "$@"; do
  case "$arg" in
    --bundle-only) bundle_only=1 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "build.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=macos ;;
  MINGW*|MSYS*|CYGWIN*) os=windows ;;
  *) echo "build.sh: unsupported system $(uname -s)" >&2; exit 1 ;;
esac

if [ -z "${PYTHON:-}" ]; then
  if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python
  elif [ -x .venv/Scripts/python.exe ]; then PYTHON=.venv/Scripts/python.exe
  else
    base=""  # the first Python 3.11+ on PATH (on Windows, `python3` may be the Store's stub)
    for candidate in python3 python; do
      if "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
        base="$candidate"; break
      fi
    done
    [ -n "$base" ] || { echo "build.sh: no Python 3.11 or newer on PATH" >&2; exit 1; }
    "$base" -m venv .venv
    if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=.venv/Scripts/python.exe; fi
  fi
  if ! "$PYTHON" -c "import PyInstaller, PySide6, stich" 2>/dev/null; then
    "$PYTHON" -m pip install --quiet --disable-pip-version-check -e ".[build]"
  fi
fi
export PYTHON
version="$("$PYTHON" packaging/prepare.py --version)"
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"

echo "== PyInstaller: Stich $version for $os"
rm -rf dist/stich dist/Stich.app
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/stich.spec
[ "$bundle_only" = 1 ] && { echo "bundle: dist/stich"; exit 0; }

mkdir -p dist/release
machine="$(uname -m)"
case "$os" in
  linux)
    echo "== .deb";     packaging/linux/build_deb.sh dist/stich build/stage dist/release
    echo "== .tar.xz";  packaging/linux/build_tarball.sh dist/stich build/stage dist/release
    echo "== AppImage"; packaging/linux/build_appimage.sh dist/stich build/stage dist/release
    ;;
  macos)
    echo "== .dmg";     packaging/macos/build_dmg.sh dist/Stich.app "dist/release/Stich-$version-macos-$machine.dmg"
    ;;
  windows)
    iscc="${ISCC:-$(command -v iscc || command -v ISCC || true)}"
    for guess in "/c/Program Files (x86)/Inno Setup 6/ISCC.exe" "/c/Program Files/Inno Setup 6/ISCC.exe"; do
      [ -z "$iscc" ] && [ -f "$guess" ] && iscc="$guess"
    done
    if [ -z "$iscc" ]; then
      echo "Inno Setup's ISCC not found: no installer (set ISCC=/path/to/ISCC.exe)" >&2
      exit 1
    fi
    echo "== Inno Setup"
    "$iscc" //Q "//DAppVersion=$version" "//DSourceDir=$(cygpath -w "$root/dist/stich")" \
      "//DIconFile=$(cygpath -w "$root/build/stage/icon/stich.ico")" \
      "//DOutputDir=$(cygpath -w "$root/dist/release")" packaging/windows/stich.iss
    ;;
esac
echo "== done"
ls -l dist/release
