#!/usr/bin/env python3
"""Checks a Linux bundle against the .deb's Depends, and computes the versioned ones.

    check_depends.py --glibc BUNDLE            print the newest GLIBC version BUNDLE needs
    check_depends.py --glibcxx BUNDLE          print the gcc release whose libstdc++ it needs
    check_depends.py BUNDLE [--depends FILE]   check every outside library is declared

The check reads every ELF file in BUNDLE (e.g. ``/opt/stich`` of an unpacked .deb), takes the
libraries they link to that the bundle does not carry, finds each on this machine
(``ldconfig -p``) and the Debian package that installed it (``dpkg -S``), and fails when that
package is not in Depends (``packaging/linux/deb-depends`` plus libc6), or when a library is
not installed here at all (``--allow-unresolved`` reports those instead of failing).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import elffile  # noqa: E402

# libstdc++'s symbol versions and the first gcc release that provides each.
GLIBCXX_GCC = {28: 10, 29: 11, 30: 12, 31: 13, 32: 13, 33: 14, 34: 15}


def elf_files(bundle: Path) -> list[Path]:
    return sorted(p for p in bundle.rglob("*")
                  if p.is_file() and not p.is_symlink() and elffile.is_elf(p))


def _version_key(v: str) -> tuple[int, ...]:
    return tuple(int(n) for n in v.split("."))


def newest(bundle: Path, prefix: str) -> str | None:
    found = set()
    for f in elf_files(bundle):
        for _lib, ver in elffile.read(f).versions:
            m = re.fullmatch(rf"{prefix}_([\d.]+)", ver)
            if m:
                found.add(m.group(1))
    return max(found, key=_version_key) if found else None


def depends_groups(path: Path) -> list[set[str]]:
    groups = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            groups.append({re.sub(r"\s*\(.*\)", "", alt).strip() for alt in line.split("|")})
    return groups


def outside_libraries(bundle: Path) -> dict[str, list[str]]:
    """Linked libraries the bundle does not carry -> the bundled files that link to them."""
    carried = {p.name for p in bundle.rglob("*")}
    outside: dict[str, list[str]] = {}
    for f in elf_files(bundle):
        for name in elffile.read(f).needed:
            if name not in carried:
                outside.setdefault(name, []).append(str(f.relative_to(bundle)))
    return outside


def _ldconfig() -> dict[str, str]:
    out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    paths: dict[str, str] = {}
    for line in out.splitlines():
        m = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        if m and ("x86-64" in m.group(2) or "64" in m.group(2) or m.group(1) not in paths):
            paths.setdefault(m.group(1), m.group(3))
    return paths


def package_of(path: str) -> str | None:
    candidates = {path, str(Path(path).resolve())}
    for p in list(candidates):  # merged /usr: dpkg may know either spelling
        if p.startswith("/usr/lib/"):
            candidates.add(p[len("/usr"):])
        elif p.startswith("/lib/"):
            candidates.add("/usr" + p)
    for p in sorted(candidates):
        r = subprocess.run(["dpkg", "-S", p], capture_output=True, text=True)
        if r.returncode == 0:
            return r.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def check(bundle: Path, depends: Path, allow_unresolved: bool) -> int:
    groups = [{"libc6"}, *depends_groups(depends)]
    declared = set().union(*groups)
    where = _ldconfig()
    problems, unresolved, used = [], [], set()
    outside = outside_libraries(bundle)
    for soname in sorted(outside):
        path = where.get(soname)
        pkg = package_of(path) if path else None
        users = ", ".join(outside[soname][:2]) + (" ..." if len(outside[soname]) > 2 else "")
        if pkg is None:
            unresolved.append(soname)
            print(f"  ?  {soname:28} not installed here (needed by {users})")
            continue
        base = pkg.split(":")[0]
        ok = base in declared
        used.add(base)
        print(f"  {'ok' if ok else '!!'} {soname:28} {base}")
        if not ok:
            problems.append(f"{soname} comes from {base}, which Depends does not list")
    unused = sorted(g for g in (sorted(x)[0] for x in groups if not (x & used)))
    print(f"{len(outside)} outside libraries; {len(problems)} undeclared; "
          f"{len(unresolved)} not installed here")
    if unused:
        print("declared, but no bundled file needs a library found here from it: "
              + ", ".join(unused))
    for p in problems:
        print(f"error: {p}", file=sys.stderr)
    if unresolved and not allow_unresolved:
        print("error: install the Depends first (see packaging/README.md) to check "
              + ", ".join(unresolved), file=sys.stderr)
        return 1
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--glibc", action="store_true", help="print the newest GLIBC version")
    parser.add_argument("--glibcxx", action="store_true",
                        help="print the gcc release whose libstdc++ the bundle needs")
    parser.add_argument("--depends", type=Path, default=HERE / "deb-depends")
    parser.add_argument("--allow-unresolved", action="store_true")
    args = parser.parse_args(argv)
    if args.glibc:
        print(newest(args.bundle, "GLIBC") or "2.17")
        return 0
    if args.glibcxx:
        v = newest(args.bundle, "GLIBCXX")
        minor = int(v.split(".")[-1]) if v and v.count(".") == 2 else 0
        print(GLIBCXX_GCC.get(minor, ""))
        return 0
    return check(args.bundle, args.depends, args.allow_unresolved)


if __name__ == "__main__":
    sys.exit(main())
