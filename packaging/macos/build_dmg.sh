#!/usr/bin/env bash
# Packs Stich.app into a compressed disk image with hdiutil (macOS only): the app beside a link
# to /Applications, so installing is one drag.
#
#   packaging/macos/build_dmg.sh [APP [OUT.dmg]]   (defaults: dist/Stich.app,
#                                                   dist/release/Stich-<v>-macos-<arch>.dmg)
# The app is signed ad hoc by PyInstaller. With STICH_CODESIGN_IDENTITY set (a "Developer ID
# Application" certificate in the keychain), the spec signs with it instead and this script
# signs the image too; notarising (xcrun notarytool) is a separate, manual step, see README.md.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
python="${PYTHON:-python3}"
version="$("$python" "$root/packaging/prepare.py" --version)"
app="${1:-$root/dist/Stich.app}"
out="${2:-$root/dist/release/Stich-$version-macos-$(uname -m).dmg}"
[ -d "$app/Contents/MacOS" ] || { echo "build_dmg: no app bundle at $app" >&2; exit 1; }

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
mkdir -p "$(dirname "$out")"
rm -f "$out"
hdiutil create -quiet -volname "Stich $version" -srcfolder "$staging" -fs HFS+ \
  -format UDZO -imagekey zlib-level=9 -ov "$out"
if [ -n "${STICH_CODESIGN_IDENTITY:-}" ]; then
  codesign --sign "$STICH_CODESIGN_IDENTITY" --timestamp "$out"
fi
hdiutil verify -quiet "$out"
echo "$out"
