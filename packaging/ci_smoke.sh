#!/usr/bin/env bash
# Runs the built app and its installer the way a player would, after packaging/build.sh; the
# release workflow runs it on every OS of its matrix (Git Bash on Windows):
#
#   packaging/ci_smoke.sh [GAME]     (GAME: default skat; no fallback to another game)
#
# Every OS: the frozen app's --smoke and --autoplay GAME --hands 1, offscreen and on the native
# platform plugin. Then the installer:
#   Linux:   the .deb unpacked (dpkg-deb -x) and run, also on X11 under Xvfb when xvfb-run is
#            there; the .tar.xz unpacked and run; the AppImage, when one was built
#   macOS:   the .dmg attached read-only, Stich.app run from it, detached
#   Windows: the setup run silently for the current user into a temp folder, the installed
#            stich.exe run, the Start-menu entry checked, the uninstaller run and checked
set -euo pipefail
cd "$(dirname "$0")/.."
game="${1:-skat}"
python="${PYTHON:-python3}"
version="$("$python" packaging/prepare.py --version)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

run() {  # label, command...
  local label="$1"; shift
  echo "-- $label"
  if ! timeout 600 "$@"; then echo "FAIL: $label" >&2; exit 1; fi
}
app_checks() {  # where, executable
  QT_QPA_PLATFORM=offscreen run "$1: --smoke (offscreen)" "$2" --smoke
  QT_QPA_PLATFORM=offscreen run "$1: --autoplay $game --hands 1 (offscreen)" "$2" --autoplay "$game" --hands 1
}

case "$(uname -s)" in
  Linux)
    app_checks "frozen" dist/stich/stich
    deb="$(ls dist/release/stich_"$version"_*.deb)"
    dpkg-deb -x "$deb" "$tmp/root"
    [ "$(readlink "$tmp/root/usr/bin/stich")" = /opt/stich/stich ] || { echo "FAIL: /usr/bin/stich link" >&2; exit 1; }
    app_checks "$(basename "$deb")" "$tmp/root/opt/stich/stich"
    if command -v desktop-file-validate > /dev/null; then
      run "desktop-file-validate" desktop-file-validate "$tmp/root/usr/share/applications/stich.desktop"
    fi
    run "Depends cover the bundle's outside libraries" \
      "$python" packaging/linux/check_depends.py "$tmp/root/opt/stich"
    if command -v xvfb-run > /dev/null; then
      QT_QPA_PLATFORM=xcb run "$(basename "$deb"): --autoplay $game --hands 1 (X11 under Xvfb)" \
        xvfb-run -a "$tmp/root/opt/stich/stich" --autoplay "$game" --hands 1
    fi
    tarball="$(ls dist/release/stich-"$version"-linux-*.tar.xz)"
    mkdir "$tmp/portable" && tar -C "$tmp/portable" -xJf "$tarball"
    app_checks "$(basename "$tarball")" "$tmp/portable/stich-$version/stich"
    for image in dist/release/*.AppImage; do
      [ -e "$image" ] || continue
      APPIMAGE_EXTRACT_AND_RUN=1 app_checks "$(basename "$image")" "$image"
    done
    ;;
  Darwin)
    exe=dist/Stich.app/Contents/MacOS/stich
    app_checks "Stich.app" "$exe"
    run "Stich.app: --smoke (cocoa)" "$exe" --smoke
    dmg="$(ls dist/release/Stich-"$version"-macos-*.dmg)"
    hdiutil attach -quiet -nobrowse -readonly -mountpoint "$tmp/mnt" "$dmg"
    trap 'hdiutil detach -quiet "$tmp/mnt" || true; rm -rf "$tmp"' EXIT
    [ -L "$tmp/mnt/Applications" ] || { echo "FAIL: no Applications link in the image" >&2; exit 1; }
    app_checks "$(basename "$dmg")" "$tmp/mnt/Stich.app/Contents/MacOS/stich"
    run "$(basename "$dmg"): --smoke (cocoa)" "$tmp/mnt/Stich.app/Contents/MacOS/stich" --smoke
    run "codesign --verify" codesign --verify --deep --strict "$tmp/mnt/Stich.app"
    ;;
  MINGW*|MSYS*|CYGWIN*)
    export MSYS_NO_PATHCONV=1  # pass /VERYSILENT and friends through unchanged
    app_checks "frozen" dist/stich/stich.exe
    run "frozen: --smoke (windows)" dist/stich/stich.exe --smoke
    setup="$(ls dist/release/Stich-"$version"-windows-x64-setup.exe)"
    dir="$(cygpath -w "$tmp/installed")"
    run "$(basename "$setup") /VERYSILENT /CURRENTUSER" "$setup" /VERYSILENT /SUPPRESSMSGBOXES \
      /NORESTART /CURRENTUSER "/DIR=$dir" "/LOG=$(cygpath -w "$tmp/setup.log")"
    app_checks "installed" "$tmp/installed/stich.exe"
    run "installed: --smoke (windows)" "$tmp/installed/stich.exe" --smoke
    lnk="$(cygpath -u "$APPDATA")/Microsoft/Windows/Start Menu/Programs/Stich.lnk"
    [ -f "$lnk" ] || { echo "FAIL: no Start-menu entry at $lnk" >&2; exit 1; }
    echo "-- Start-menu entry: $lnk"
    [ -f "$tmp/installed/unins000.exe" ] || { echo "FAIL: no uninstaller" >&2; exit 1; }
    run "uninstall /VERYSILENT" "$tmp/installed/unins000.exe" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART
    # The uninstaller hands over to a copy of itself and returns at once: wait for it.
    for _ in $(seq 60); do [ -e "$tmp/installed/stich.exe" ] || break; sleep 2; done
    [ ! -e "$tmp/installed/stich.exe" ] || { echo "FAIL: uninstall left stich.exe" >&2; exit 1; }
    [ ! -e "$lnk" ] || { echo "FAIL: uninstall left the Start-menu entry" >&2; exit 1; }
    echo "-- uninstalled: program and Start-menu entry gone"
    ;;
  *) echo "ci_smoke.sh: unsupported system" >&2; exit 1 ;;
esac
echo "ci_smoke.sh: all checks passed ($game)"
