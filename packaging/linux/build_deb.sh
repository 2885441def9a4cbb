#!/usr/bin/env bash
# Packs the frozen Linux bundle into a .deb with dpkg-deb (no debhelper needed):
#   /opt/stich/            the PyInstaller onedir bundle
#   /usr/bin/stich         a link to /opt/stich/stich
#   /usr/share/applications/stich.desktop, /usr/share/icons/hicolor/*/apps/stich.{png,svg}
#   /usr/share/doc/stich/copyright
# Depends: packaging/linux/deb-depends, plus libc6 (>= the newest GLIBC version the bundle uses).
# The icon cache and the menu are refreshed by dpkg's triggers of the hicolor theme and
# desktop-file-utils, so the package needs no maintainer scripts.
#
#   packaging/linux/build_deb.sh [BUNDLE [STAGE [OUTDIR]]]
#   (defaults: dist/stich, build/stage, dist/release; run packaging/build.sh first)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bundle="${1:-$root/dist/stich}"
stage="${2:-$root/build/stage}"
outdir="${3:-$root/dist/release}"
python="${PYTHON:-python3}"

[ -x "$bundle/stich" ] || { echo "build_deb: no frozen app at $bundle/stich" >&2; exit 1; }
[ -f "$stage/icon/png/stich-256.png" ] || { echo "build_deb: no icons in $stage/icon" >&2; exit 1; }
version="$("$python" "$root/packaging/prepare.py" --version)"
arch="$(dpkg --print-architecture)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pkg="$work/pkg"

install -d "$pkg/opt/stich" "$pkg/usr/bin" "$pkg/DEBIAN"
cp -a "$bundle/." "$pkg/opt/stich/"
ln -s /opt/stich/stich "$pkg/usr/bin/stich"
install -Dm644 "$here/stich.desktop" "$pkg/usr/share/applications/stich.desktop"
for png in "$stage"/icon/png/stich-*.png; do
  size="$(basename "$png" .png)"; size="${size#stich-}"
  install -Dm644 "$png" "$pkg/usr/share/icons/hicolor/${size}x${size}/apps/stich.png"
done
install -Dm644 "$root/assets/icon/stich.svg" "$pkg/usr/share/icons/hicolor/scalable/apps/stich.svg"
install -Dm644 "$root/packaging/THIRD-PARTY-NOTICES.txt" "$pkg/usr/share/doc/stich/copyright"

# Modes as a package wants them: folders and programs 755, everything else 644.
find "$pkg" -type d -exec chmod 755 {} +
find "$pkg" -type f -exec chmod 644 {} +
chmod 755 "$pkg/opt/stich/stich"
find "$pkg/opt/stich" -type f \( -name '*.so' -o -name '*.so.*' \) -exec chmod 755 {} +

# libc6: the newest GLIBC_x.y symbol version any bundled ELF file asks for; libstdc++6: the
# gcc release that brought the newest GLIBCXX version asked for.
glibc="$("$python" "$here/check_depends.py" --glibc "$pkg/opt/stich")"
gcc="$("$python" "$here/check_depends.py" --glibcxx "$pkg/opt/stich")"
depends="libc6 (>= $glibc)"
while IFS= read -r line; do
  line="${line%%#*}"; line="$(echo "$line" | xargs)"
  [ "$line" = "libstdc++6" ] && [ -n "$gcc" ] && line="libstdc++6 (>= $gcc)"
  [ -n "$line" ] && depends="$depends, $line"
done < "$here/deb-depends"

installed_kb="$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)"
cat > "$pkg/DEBIAN/control" <<EOF
Package: stich
Version: $version
Section: games
Priority: optional
Architecture: $arch
Maintainer: ${STICH_MAINTAINER:-Stich developers <stich@example.org>}
Installed-Size: $installed_kb
Depends: $depends
Description: Schafkopf-family card games against bots, offline
 Stich plays Bavarian Schafkopf, Wisconsin Sheepshead, Skat and Sjavs (Danish
 Klørsjavs and Faroese Sjavs) against computer players, with the house rules
 real tables argue about, in English, German and Spanish. No network needed.
EOF

mkdir -p "$outdir"
deb="$outdir/stich_${version}_${arch}.deb"
SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}" \
  dpkg-deb --root-owner-group -Zxz --build "$pkg" "$deb" >/dev/null
echo "$deb"
