#!/usr/bin/env bash
# The portable Linux build: stich-<version>-linux-<machine>.tar.xz holding stich-<version>/
# (the onedir bundle: run ./stich), the icon, the desktop entry and the notices. It needs the
# same system libraries as the .deb (packaging/linux/deb-depends; README.md has the apt line).
#
#   packaging/linux/build_tarball.sh [BUNDLE [STAGE [OUTDIR]]]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bundle="${1:-$root/dist/stich}"
stage="${2:-$root/build/stage}"
outdir="${3:-$root/dist/release}"
python="${PYTHON:-python3}"
[ -x "$bundle/stich" ] || { echo "build_tarball: no frozen app at $bundle/stich" >&2; exit 1; }

version="$("$python" "$root/packaging/prepare.py" --version)"
name="stich-$version"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -a "$bundle" "$work/$name"
install -m644 "$stage/icon/png/stich-256.png" "$work/$name/stich.png"
install -m644 "$here/stich.desktop" "$work/$name/stich.desktop"
install -m644 "$root/packaging/THIRD-PARTY-NOTICES.txt" "$work/$name/THIRD-PARTY-NOTICES.txt"

mkdir -p "$outdir"
out="$(cd "$outdir" && pwd)/$name-linux-$(uname -m).tar.xz"
epoch="${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}"
tar -C "$work" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" \
  -cf - "$name" | xz -T0 -6 > "$out"
echo "$out"
