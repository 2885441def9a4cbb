#!/usr/bin/env bash
# Installs the system libraries Stich's Linux builds need (packaging/linux/deb-depends), plus
# any extra packages named as arguments; for "a | b" the first one this system's apt knows.
# For the portable tar.xz, the AppImage and build machines (the .deb pulls them in itself).
#
#   sudo packaging/linux/install_depends.sh [EXTRA_PACKAGE...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
packages=()
while IFS= read -r line; do
  line="${line%%#*}"
  [ -n "${line// /}" ] || continue
  chosen=""
  IFS='|' read -ra alternatives <<< "$line"
  for alt in "${alternatives[@]}"; do
    alt="$(echo "$alt" | sed 's/(.*)//' | xargs)"
    if apt-cache show "$alt" > /dev/null 2>&1; then chosen="$alt"; break; fi
  done
  [ -n "$chosen" ] || { echo "install_depends: apt knows none of: $line" >&2; exit 1; }
  packages+=("$chosen")
done < "$here/deb-depends"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" "$@"
