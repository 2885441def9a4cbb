"""What a Stich bundle leaves out: Qt modules, plugins and translations it does not use, and
(on Linux) the desktop's own system libraries, which the ``.deb`` declares instead.

Shared by ``stich.spec`` and ``bare_hello.spec``, so the bare "hello window" comparison is built
exactly the same way. Pure functions over PyInstaller's TOC lists (``(dest, source, typecode)``
tuples), so ``tests/packaging`` can check them without a build.
"""

from __future__ import annotations

import posixpath
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import elffile

# The Qt modules Stich imports. Every other PySide6 module is excluded by name.
QT_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtSvg")

# Standard-library parts an offline desktop card game never needs (Tk alone is several MB;
# TLS would bring libssl, pulled in only by logging.handlers' HTTP and SMTP handlers).
STDLIB_EXCLUDES = (
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib", "lib2to3", "pydoc_data",
    "ensurepip", "venv", "test", "unittest", "doctest", "pdb", "curses", "_curses",
    "readline", "dbm", "_gdbm", "_dbm", "xmlrpc", "setuptools", "pkg_resources", "pip",
    "ssl", "_ssl", "smtplib",
)

# Qt plugins kept, per plugin folder; every other folder (generic input, EGL device
# integrations, network information, TLS, SQL drivers, multimedia...) goes.
#   platforms: the native one for each OS, Wayland and X11 on Linux, and offscreen for headless
#              checks (--smoke in CI). No eglfs/linuxfb/vnc/minimal.
#   platformthemes: the XDG desktop portal (native file dialogs through D-Bus); not GTK 3,
#              which would drag in the GTK stack and mismatch the desktop's own GTK.
#   platforminputcontexts: dead keys (compose) and input methods (ibus), for typing names.
#   imageformats / iconengines: SVG only (PNG is built into QtGui).
#   styles: the native look on Windows (modernwindows) and macOS (mac).
#   wayland-*: the xdg-shell (every current compositor) and the window decorations.
KEEP_PLUGINS: dict[str, set[str] | None] = {
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"},
    "platformthemes": {"qxdgdesktopportal"},
    "platforminputcontexts": {"composeplatforminputcontextplugin",
                              "ibusplatforminputcontextplugin"},
    "imageformats": {"qsvg"},
    "iconengines": {"qsvgicon"},
    "styles": None,  # None: every plugin in the folder
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": None,
}

# Windows: the software OpenGL renderer (20 MB) and ANGLE serve OpenGL, which Stich never uses.
DROP_WINDOWS = re.compile(r"(opengl32sw|libEGL|libGLESv2|d3dcompiler_\d+)\.dll$", re.I)

# Linux: libraries every desktop has, left to the system and declared in the .deb's Depends
# (packaging/linux/deb-depends). Bundling them is what breaks frozen apps on newer systems:
# an old GLib against the system's GIO modules, an old fontconfig against the system's
# fonts.conf, an old libstdc++ against the GPU driver. libGL/libEGL PyInstaller never bundles.
LINUX_SYSTEM_LIBS = re.compile(
    r"^(libX11|libX11-xcb|libxcb(-[a-z-]+)?|libXau|libXdmcp|libXext|libXrender"
    r"|libxkbcommon(-x11)?|libfontconfig|libfreetype|libdbus-1|libwayland-[a-z]+"
    r"|libglib-2\.0|libgthread-2\.0|libgobject-2\.0|libgio-2\.0|libgmodule-2\.0"
    r"|libstdc\+\+|libgcc_s|libGL|libEGL|libGLX|libOpenGL)\.so(\.\d+)*$"
)

TRANSLATION = re.compile(r"(^|/)translations/(qt|qtbase)_([a-z]{2}(_[A-Z]{2})?)\.qm$")
PLUGIN = re.compile(r"(^|/)plugins/([^/]+)/(lib)?([^/.]+)[^/]*$")

Toc = list[tuple[str, str, str]]


def python_excludes(pyside_dir: Path | None = None) -> list[str]:
    """Module names for Analysis(excludes=...): unused PySide6 modules and stdlib parts."""
    if pyside_dir is None:
        import PySide6

        pyside_dir = Path(PySide6.__file__).parent
    names = set()
    for f in pyside_dir.iterdir():
        m = re.match(r"(Qt[A-Za-z0-9]+)\.(abi3\.so|pyd|.*\.so|pyi)$", f.name)
        if m:
            names.add(m.group(1))
    qt = sorted(f"PySide6.{n}" for n in names if n not in QT_MODULES)
    return [*qt, *STDLIB_EXCLUDES]


def _posix(dest: str) -> str:
    return dest.replace("\\", "/")


def keep_plugin(dest: str) -> bool:
    """False for a Qt plugin Stich does not need; True for everything that is not a plugin."""
    d = _posix(dest)
    if "PySide6/" not in d:
        return True
    m = PLUGIN.search(d)
    if not m:
        return True
    folder, name = m.group(2), m.group(4)
    if folder not in KEEP_PLUGINS:
        return False
    allowed = KEEP_PLUGINS[folder]
    return allowed is None or name in allowed


def keep_translation(dest: str, languages: Iterable[str]) -> bool:
    """Qt's catalogues: only ``qtbase_<code>.qm`` for the languages the app speaks."""
    m = TRANSLATION.search(_posix(dest))
    if not m:
        return True
    return m.group(2) == "qtbase" and m.group(3).split("_")[0] in set(languages)


def is_system_lib(dest: str, platform: str = sys.platform) -> bool:
    return platform.startswith("linux") and bool(LINUX_SYSTEM_LIBS.match(Path(dest).name))


def _link_target(entry: tuple[str, str, str]) -> str:
    """The destination a SYMLINK entry points at (its source is relative to its own folder)."""
    dest, src, _ = entry
    return posixpath.normpath(posixpath.join(posixpath.dirname(_posix(dest)), _posix(src)))


def reachable(binaries: Toc, links: Toc, imports_of: Callable[[str], Iterable[str]]) -> Toc:
    """The binaries needed at run time: Python extensions, the Python library and Qt plugins,
    and what they link to, transitively; never through a system library (which stays out).

    ``links`` are the SYMLINK entries (PyInstaller links ``libQt6Core.so.6`` at the top to the
    copy under ``PySide6/Qt/lib``). ``imports_of(source)`` gives the names a binary links to.
    Libraries that only the dropped plugins or the system libraries needed (EGLFS support, the
    GTK stack...) fall away."""
    by_name: dict[str, list[tuple[str, str, str]]] = {}
    by_dest = {_posix(e[0]): e for e in binaries}
    for entry in [*binaries, *links]:
        by_name.setdefault(posixpath.basename(_posix(entry[0])), []).append(entry)
    todo = [e for e in binaries
            if e[2] == "EXTENSION" or posixpath.basename(_posix(e[0])).startswith("libpython")
            or "/plugins/" in _posix(e[0])]
    seen: set[str] = set()
    while todo:
        entry = todo.pop()
        dest = _posix(entry[0])
        if dest in seen:
            continue
        seen.add(dest)
        if entry[2] == "SYMLINK":
            target = by_dest.get(_link_target(entry))
            if target is not None:
                todo.append(target)
            continue
        for name in imports_of(entry[1]):
            todo.extend(by_name.get(posixpath.basename(_posix(name)), []))
    return [e for e in binaries if _posix(e[0]) in seen]


def prune(binaries: Toc, datas: Toc, languages: Iterable[str],
          platform: str = sys.platform,
          imports_of: Callable[[str], Iterable[str]] | None = None,
          listing: Path | None = None) -> tuple[Toc, Toc]:
    """Drop unused plugins, foreign translations, (Windows) OpenGL fallbacks, and (Linux) the
    system libraries and whatever only they or the dropped plugins pulled in; then the links
    that pointed at a dropped file. Returns the new ``(binaries, datas)``."""
    languages = tuple(languages)
    before = {_posix(e[0]) for e in [*binaries, *datas]}
    bins = [e for e in binaries if keep_plugin(e[0])]
    if platform.startswith("win"):
        bins = [e for e in bins if not DROP_WINDOWS.search(e[0])]
    if platform.startswith("linux"):
        bins = [e for e in bins if not is_system_lib(e[0], platform)]
        links = [e for e in datas if e[2] == "SYMLINK"]
        bins = reachable(bins, links, imports_of or elffile.needed)
    kept = [e for e in datas if keep_plugin(e[0]) and keep_translation(e[0], languages)]
    files = {_posix(e[0]) for e in [*bins, *kept]}
    # A link whose target was collected and is now dropped would dangle. (Links to folders,
    # such as a macOS framework's Versions/Current, point at no collected file: they stay.)
    kept = [e for e in kept if e[2] != "SYMLINK"
            or _link_target(e) in files or _link_target(e) not in before]
    after = {_posix(e[0]) for e in [*bins, *kept]}
    dropped = sorted(before - after)
    where = ""
    if listing is not None:
        listing.parent.mkdir(parents=True, exist_ok=True)
        listing.write_text("".join(f"{d}\n" for d in dropped), encoding="utf-8")
        where = f", listed in {listing}"
    print(f"bundle_filter: left out {len(dropped)} files (plugins, translations, system "
          f"libraries){where}")
    return bins, kept
