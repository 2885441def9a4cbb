#!/usr/bin/env python3
"""Stage what a frozen build bundles besides the code: compiled translations and exported icons.

``stich.spec`` calls :func:`stage` before PyInstaller's analysis; the installers' scripts use
the same folder (default ``build/stage``)::

    python packaging/prepare.py [--out DIR]     # compile i18n/*.ts, export the icon
    python packaging/prepare.py --version       # print the version from pyproject.toml

Translations: every ``i18n/stich_<code>.ts`` is compiled with ``pyside6-lrelease`` into
``DIR/i18n/stich_<code>.qm`` (``.qm`` files are build outputs, never committed). With no
``.ts`` files (a tree without translations yet) nothing is compiled and the build goes on.
Icons: ``assets/icon/make_icon.py --export DIR/icon`` (PNGs, ``stich.ico``, ``stich.icns``).
Nothing in the source tree is written.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_STAGE = ROOT / "build" / "stage"
# Interface languages besides English whose Qt catalogue (qtbase_<code>.qm: standard buttons,
# the line edit's menu) is kept in the bundle even before our own .ts files exist.
BASE_LANGUAGES = ("de", "es")


@dataclass(frozen=True)
class Staged:
    root: Path
    qm_files: tuple[Path, ...]
    languages: tuple[str, ...]  # every language the bundle should carry Qt's catalogue for
    icon_dir: Path

    @property
    def ico(self) -> Path:
        return self.icon_dir / "stich.ico"

    @property
    def icns(self) -> Path:
        return self.icon_dir / "stich.icns"

    def png(self, size: int) -> Path:
        return self.icon_dir / "png" / f"stich-{size}.png"


def version(root: Path = ROOT) -> str:
    with (root / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def ts_files(root: Path = ROOT) -> list[Path]:
    return sorted((root / "i18n").glob("stich_*.ts"))


def language_of(path: Path) -> str:
    return path.stem.removeprefix("stich_")


def lrelease() -> list[str]:
    """The command that compiles .ts to .qm: PySide6's wrapper, beside this Python first."""
    bindir = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        if (bindir / name).is_file():
            return [str(bindir / name)]
    found = shutil.which("pyside6-lrelease")
    if found:
        return [found]
    raise SystemExit("pyside6-lrelease not found: install PySide6 into the build environment")


def compile_translations(root: Path, out: Path) -> list[Path]:
    if out.exists():
        shutil.rmtree(out)
    sources = ts_files(root)
    if not sources:
        return []
    out.mkdir(parents=True)
    compiled = []
    for ts in sources:
        qm = out / f"{ts.stem}.qm"
        subprocess.run([*lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True)
        if not qm.is_file():
            raise SystemExit(f"pyside6-lrelease wrote no {qm}")
        compiled.append(qm)
    return compiled


def export_icons(root: Path, out: Path) -> Path:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    subprocess.run([sys.executable, str(root / "assets" / "icon" / "make_icon.py"),
                    "--export", str(out)], check=True, env=env, stdout=subprocess.DEVNULL)
    return out


def write_windows_version_file(out: Path, ver: str) -> Path:
    """The version resource of stich.exe (Explorer's Details tab), in PyInstaller's format."""
    nums = [int(n) for n in ver.split(".")[:4] if n.isdigit()]
    nums += [0] * (4 - len(nums))
    t = tuple(nums)
    text = f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={t}, prodvers={t}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'Stich'),
      StringStruct('FileDescription', 'Stich card games'),
      StringStruct('FileVersion', '{ver}'),
      StringStruct('InternalName', 'stich'),
      StringStruct('LegalCopyright', 'Stich contributors, MIT licence'),
      StringStruct('OriginalFilename', 'stich.exe'),
      StringStruct('ProductName', 'Stich'),
      StringStruct('ProductVersion', '{ver}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""
    out.mkdir(parents=True, exist_ok=True)
    path = out / "windows_version.txt"
    path.write_text(text, encoding="utf-8")
    return path


def stage(root: Path = ROOT, out: Path = DEFAULT_STAGE) -> Staged:
    qm = compile_translations(root, out / "i18n")
    icon_dir = export_icons(root, out / "icon")
    languages = sorted({*BASE_LANGUAGES, *(language_of(p) for p in qm)} - {"en"})
    return Staged(out, tuple(qm), tuple(languages), icon_dir)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Stage translations and icons for a build.")
    parser.add_argument("--out", type=Path, default=DEFAULT_STAGE, help="default build/stage")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    args = parser.parse_args(argv)
    if args.version:
        print(version())
        return 0
    staged = stage(ROOT, args.out)
    names = ", ".join(p.name for p in staged.qm_files) or "none (no i18n/stich_*.ts)"
    print(f"staged in {staged.root}: translations {names}; icons in {staged.icon_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
