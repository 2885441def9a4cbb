"""Stich's translation tool: keeps the ``.ts`` files in step with the code and builds ``.qm``.

    python scripts/i18n.py sources   # rewrite desktop/stich/ui/rule_texts.py from the engine
    python scripts/i18n.py update    # sources, then pyside6-lupdate into i18n/stich_*.ts
    python scripts/i18n.py build     # pyside6-lrelease: i18n/stich_*.ts -> i18n/stich_*.qm
    python scripts/i18n.py stats     # strings per language, finished and unfinished

``.qm`` files are build output (gitignored). ``scripts/setup`` runs ``build`` so a fresh clone
has them; packaging runs it too and ships ``i18n/*.qm``.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "i18n"
UI = ROOT / "desktop" / "stich" / "ui"
RULE_TEXTS = UI / "rule_texts.py"
LANGUAGES = ("de", "es", "en")


def _tool(name: str) -> str:
    """``pyside6-<name>`` beside the running Python (the venv), else on PATH."""
    here = Path(sys.executable).parent / f"pyside6-{name}"
    if here.exists():
        return str(here)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} not found: run scripts/setup first")
    return found


def ts_file(lang: str) -> Path:
    return I18N / f"stich_{lang}.ts"


def source_files() -> list[Path]:
    """The modules lupdate reads: every UI module (labels, rule_texts and the widgets)."""
    return sorted(p for p in UI.rglob("*.py") if p.name != "__init__.py")


# ---------------------------------------------------------------- rule texts
def rule_texts_source() -> str:
    """``rule_texts.py``: every house rule's help text, keyed by game and rule key."""
    sys.path.insert(0, str(ROOT / "desktop"))
    from stich.engine.game import game_names, get_game

    lines = [
        '"""Every house rule\'s one-line explanation, for lupdate (generated: do not edit).',
        "",
        "The engine declares them in English with ``option(help=...)`` and knows no Qt. This",
        "module repeats each one in a literal ``QCoreApplication.translate(\"rules\", text,",
        "\"game.key\")`` call, which lupdate extracts (the rule's key is the disambiguation) and",
        "``labels.rule_help`` looks up the same way. Rewrite it with",
        "``python scripts/i18n.py sources`` (``update`` does it too); a test fails when it",
        "differs from the engine.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from PySide6.QtCore import QCoreApplication",
        "",
        "",
        "def help_texts() -> dict[tuple[str, str], str]:",
        "    \"\"\"(game, rule key) -> the rule's explanation in the current language.\"\"\"",
        "    return {",
    ]
    for name in game_names():
        for info in get_game(name).rules_class.options():
            if not info.help:
                continue
            lines.append(f"        (\"{name}\", \"{info.key}\"): QCoreApplication.translate(")
            lines.append("            \"rules\",")
            chunks = [f"            {_quote(chunk)}" for chunk in _chunks(info.help, 80)]
            chunks[-1] += ","
            lines.extend(chunks)
            lines.append(f"            \"{name}.{info.key}\"),")
    lines.append("    }")
    return "\n".join(lines) + "\n"


def _chunks(text: str, width: int) -> list[str]:
    """Split on spaces into pieces of at most ``width`` characters (each keeps its space)."""
    out: list[str] = []
    for word in text.split(" "):
        if out and len(out[-1]) + len(word) + 1 <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    return [c + " " for c in out[:-1]] + out[-1:]


def _quote(text: str) -> str:
    """A Python string literal lupdate reads (double quotes)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_sources() -> bool:
    text = rule_texts_source()
    if RULE_TEXTS.exists() and RULE_TEXTS.read_text(encoding="utf-8") == text:
        return False
    RULE_TEXTS.write_text(text, encoding="utf-8")
    return True


# ---------------------------------------------------------------- lupdate / lrelease
def lupdate(targets: Iterable[Path], quiet: bool = True) -> None:
    """Run lupdate over the UI into ``targets`` (no line numbers, no obsolete entries, so
    that the files change only when texts change)."""
    cmd = [_tool("lupdate"), "-locations", "none", "-no-obsolete",
           *(str(p) for p in source_files()), "-ts", *(str(t) for t in targets)]
    subprocess.run(cmd, check=True, cwd=ROOT,
                   stdout=subprocess.DEVNULL if quiet else None)


def update() -> None:
    write_sources()
    I18N.mkdir(exist_ok=True)
    lupdate([ts_file(lang) for lang in LANGUAGES], quiet=False)


def build(out_dir: Path | None = None) -> list[Path]:
    out_dir = out_dir or I18N
    out_dir.mkdir(parents=True, exist_ok=True)
    built = []
    for lang in LANGUAGES:
        ts = ts_file(lang)
        qm = out_dir / f"stich_{lang}.qm"
        subprocess.run([_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True,
                       cwd=ROOT)
        built.append(qm)
    return built


# ---------------------------------------------------------------- reading .ts files
def messages(ts: Path) -> list[dict[str, object]]:
    """Every message of a ``.ts`` file: context, source, comment, numerus, translation(s),
    and whether it is finished."""
    out = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            kind = tr.get("type") if tr is not None else "missing"
            forms = [f.text or "" for f in tr.iter("numerusform")] if tr is not None else []
            text = (tr.text or "") if tr is not None else ""
            out.append({
                "context": name,
                "source": msg.findtext("source") or "",
                "comment": msg.findtext("comment") or "",
                "numerus": msg.get("numerus") == "yes",
                "translation": text,
                "forms": forms,
                "finished": tr is not None and kind not in ("unfinished", "vanished", "obsolete")
                and (all(forms) if msg.get("numerus") == "yes" else bool(text)),
                "type": kind or "",
            })
    return out


def stats() -> None:
    for lang in LANGUAGES:
        msgs = messages(ts_file(lang))
        done = sum(1 for m in msgs if m["finished"])
        print(f"{lang}: {len(msgs)} strings, {done} finished, {len(msgs) - done} unfinished")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("sources", "update", "build", "stats"))
    args = parser.parse_args(argv)
    if args.command == "sources":
        print("rule_texts.py", "rewritten" if write_sources() else "up to date")
    elif args.command == "update":
        update()
    elif args.command == "build":
        for qm in build():
            print(qm.relative_to(ROOT))
    else:
        stats()
    return 0


if __name__ == "__main__":
    sys.exit(main())
