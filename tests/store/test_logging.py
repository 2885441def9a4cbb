"""The rotating log and the crash handler: the match is saved before the error is logged."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from stich.store.errors import WriteFailed
from stich.store.logging_setup import (
    CrashReport,
    RotatingLog,
    crash_handler,
    log_path,
    record_crash,
    setup_logging,
    teardown_logging,
)
from stich.store.paths import StorePaths


@pytest.fixture
def paths(tmp_path: Path) -> Iterator[StorePaths]:
    p = StorePaths(tmp_path)
    yield p
    teardown_logging()


def _exc() -> tuple[type[BaseException], BaseException, object]:
    try:
        raise ZeroDivisionError("division by zero in the table")
    except ZeroDivisionError:
        info = sys.exc_info()
    assert info[0] is not None and info[1] is not None
    return info[0], info[1], info[2]


def test_rotating_log_file(paths: StorePaths) -> None:
    assert setup_logging(paths) == paths.log_file
    assert setup_logging(paths) == paths.log_file  # idempotent
    handlers = [h for h in logging.getLogger().handlers if isinstance(h, RotatingLog)]
    assert len(handlers) == 1 and handlers[0].max_bytes == 1_000_000
    assert handlers[0].backups == 3
    logging.getLogger("stich.test").info("hello log")
    handlers[0].flush()
    assert "hello log" in paths.log_file.read_text(encoding="utf-8")
    assert log_path() == paths.log_file


def test_the_log_starts_afresh_when_full_and_keeps_three_old_files(tmp_path: Path) -> None:
    path = tmp_path / "stich.log"
    handler = RotatingLog(path, max_bytes=200, backups=3)
    handler.setFormatter(logging.Formatter("%(message)s"))
    log = logging.getLogger("stich.test.rotate")
    log.propagate = False
    log.addHandler(handler)
    try:
        for i in range(40):
            log.warning("line %02d %s", i, "x" * 30)  # 39 bytes a line: 5 lines a file
    finally:
        log.removeHandler(handler)
        handler.close()
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["stich.log", "stich.log.1", "stich.log.2", "stich.log.3"]
    for p in tmp_path.iterdir():
        assert 0 < p.stat().st_size < 200
    newest = path.read_text(encoding="utf-8").splitlines()
    assert newest[-1].startswith("line 39")
    previous = (tmp_path / "stich.log.1").read_text(encoding="utf-8").splitlines()
    assert int(previous[-1].split()[1]) + 1 == int(newest[0].split()[1])  # nothing lost between


def test_unwritable_log_folder_does_not_stop_the_app(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    paths = StorePaths(blocker)  # "logs" would have to be inside a file
    assert setup_logging(paths) is None


def test_crash_saves_first_then_logs(paths: StorePaths) -> None:
    setup_logging(paths)
    order: list[str] = []

    def save() -> bool:
        order.append("saved")
        return True

    shown: list[CrashReport] = []
    hook = crash_handler(save, shown.append)
    hook(*_exc())  # type: ignore[arg-type]
    assert order == ["saved"]
    assert len(shown) == 1
    report = shown[0]
    assert report.saved and report.save_error is None
    assert report.log_path == paths.log_file
    assert report.summary == "ZeroDivisionError: division by zero in the table"
    text = paths.log_file.read_text(encoding="utf-8")
    assert "Traceback" in text and "division by zero in the table" in text


def test_crash_when_saving_fails_too(paths: StorePaths) -> None:
    setup_logging(paths)

    def save() -> None:
        raise WriteFailed(paths.autosave, "disk full", "unwritable")

    report = record_crash(*_exc(), save=save)  # type: ignore[arg-type]
    assert not report.saved and report.save_error is not None
    assert "disk full" in report.save_error
    assert "could not be saved" in paths.log_file.read_text(encoding="utf-8")
    assert not record_crash(*_exc(), save=lambda: False).saved  # type: ignore[arg-type]


def test_a_failing_dialog_is_logged_not_raised(paths: StorePaths) -> None:
    setup_logging(paths)

    def dialog(report: CrashReport) -> None:
        raise RuntimeError("dialog broke")

    hook = crash_handler(None, dialog)
    hook(*_exc())  # type: ignore[arg-type]
    assert "the crash dialog failed" in paths.log_file.read_text(encoding="utf-8")
    assert len(hook.reports) == 1
