#!/usr/bin/env bash
# An AppImage recipe: lays out Stich.AppDir (AppRun, the desktop entry, the icon, the bundle in
# usr/lib/stich) and packs it with appimagetool when that tool is available ($APPIMAGETOOL or
# `appimagetool` on PATH; the release workflow downloads it). Without the tool the AppDir is
# left in build/ and the step is skipped (exit 0), so the other installers still get built.
# The system libraries are left to the host, as for the .deb (AppImage's own exclude list
# leaves out the same X11/GL/fontconfig/glib libraries).
#
#   packaging/linux/build_appimage.sh [BUNDLE [STAGE [OUTDIR]]]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bundle="${1:-$root/dist/stich}"
stage="${2:-$root/build/stage}"
outdir="${3:-$root/dist/release}"
python="${PYTHON:-python3}"
[ -x "$bundle/stich" ] || { echo "build_appimage: no frozen app at $bundle/stich" >&2; exit 1; }

version="$("$python" "$root/packaging/prepare.py" --version)"
appdir="$root/build/Stich.AppDir"
rm -rf "$appdir"
install -d "$appdir/usr/lib" "$appdir/usr/bin"
cp -a "$bundle" "$appdir/usr/lib/stich"
ln -s ../lib/stich/stich "$appdir/usr/bin/stich"
install -Dm644 "$here/stich.desktop" "$appdir/usr/share/applications/stich.desktop"
ln -s usr/share/applications/stich.desktop "$appdir/stich.desktop"
install -Dm644 "$stage/icon/png/stich-256.png" "$appdir/usr/share/icons/hicolor/256x256/apps/stich.png"
ln -s usr/share/icons/hicolor/256x256/apps/stich.png "$appdir/stich.png"
ln -s stich.png "$appdir/.DirIcon"
cat > "$appdir/AppRun" <<'EOF'
#!/bin/sh
here="$(dirname "$(readlink -f "$0")")"
exec "$here/usr/lib/stich/stich" "$@"
EOF
chmod 755 "$appdir/AppRun"

tool="${APPIMAGETOOL:-$(command -v appimagetool || true)}"
if [ -z "$tool" ]; then
  echo "appimagetool not found: AppDir left at $appdir, no AppImage built"
  exit 0
fi
mkdir -p "$outdir"
out="$(cd "$outdir" && pwd)/Stich-$version-$(uname -m).AppImage"
# APPIMAGE_EXTRACT_AND_RUN: the tool is itself an AppImage; this needs no FUSE on the builder.
ARCH="$(uname -m)" APPIMAGE_EXTRACT_AND_RUN=1 "$tool" --no-appstream "$appdir" "$out"
echo "$out"
