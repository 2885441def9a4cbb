"""Writing files so that a crash, a kill or a power cut leaves either the old or the new file.

A file is written to a temporary file in the same folder, flushed, ``fsync``-ed, renamed over
the target (atomic on every OS we ship for), and the folder is ``fsync``-ed where the OS allows
it (POSIX), so the rename itself survives a power cut. A bad file is never deleted: it is set
aside under a new name in the same folder (:func:`set_aside`).
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .errors import WriteFailed

# Flush to the disk before and after the rename. Only the test suite turns this off (its
# temporary files need no power-cut safety, and fsync dominates its run time).
FSYNC = True


def write_bytes_atomic(path: Path | str, data: bytes) -> None:
    """Replace ``path`` with ``data``; on failure the old file is untouched and
    :class:`WriteFailed` is raised."""
    target = Path(path)
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as e:
        raise WriteFailed(target, f"cannot write ({e.strerror or e})", "unwritable") from None
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            _fsync_file(f.fileno())
        _replace(tmp, target)
    except BaseException as e:
        with contextlib.suppress(OSError):
            tmp.unlink()
        if isinstance(e, OSError):
            raise WriteFailed(target, f"cannot write ({e.strerror or e})", "unwritable") from None
        raise
    fsync_dir(folder)


def _replace(src: Path, dst: Path) -> None:
    """``os.replace``; on Windows a virus scanner or indexer holding the target briefly makes
    it fail with ``PermissionError``, so try a few times before giving up."""
    for attempt in range(5):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if os.name != "nt" or attempt == 4:
                raise
            time.sleep(0.02 * (attempt + 1))


def write_text_atomic(path: Path | str, text: str) -> None:
    write_bytes_atomic(path, text.encode("utf-8"))


def write_json_atomic(path: Path | str, data: Any, *, indent: int | None = None) -> None:
    """Write ``data`` as UTF-8 JSON, atomically."""
    text = json.dumps(data, ensure_ascii=False, indent=indent, allow_nan=False)
    write_text_atomic(path, text + "\n")


def fsync_dir(folder: Path | str) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no directory handles for it)."""
    if os.name == "nt" or not FSYNC:
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on a directory; the rename is still atomic
    finally:
        os.close(fd)


def _fsync_file(fd: int) -> None:
    if not FSYNC:
        return
    if sys.platform == "darwin":  # pragma: no cover - macOS only
        import fcntl

        full = getattr(fcntl, "F_FULLFSYNC", None)
        if full is not None:
            try:
                fcntl.fcntl(fd, full)
                return
            except OSError:
                pass
    os.fsync(fd)


def remove_stale_temps(folder: Path | str, older_than: float = 60.0) -> list[Path]:
    """Delete temporary files a killed write left in ``folder`` (``.NAME.*.tmp``, ours only,
    never the only copy of anything: the rename had not happened)."""
    removed = []
    now = time.time()
    try:
        candidates = list(Path(folder).glob(".*.tmp"))
    except OSError:
        return []
    for tmp in candidates:
        try:
            if now - tmp.stat().st_mtime >= older_than:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            continue
    return removed


def _bad_name(src: Path, companions: Iterable[str] = ()) -> Path:
    """``NAME.bad-YYYYMMDD-HHMMSS`` (``-2``, ``-3``... if taken) next to ``src``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 1
    while True:
        name = f"{src.name}.bad-{stamp}" + (f"-{n}" if n > 1 else "")
        dest = src.with_name(name)
        taken = dest.exists() or any(
            dest.with_name(dest.name + s).exists() for s in companions)
        if not taken:
            return dest
        n += 1


def set_aside(path: Path | str, companions: Iterable[str] = ()) -> Path:
    """Rename a bad file to ``NAME.bad-YYYYMMDD-HHMMSS`` (``-2``, ``-3``... if taken) in the
    same folder and return the new path. Nothing is deleted or rewritten.

    ``companions`` are suffixes of files that belong to it (SQLite's ``-wal`` and ``-shm``):
    they move along under the new name with the same suffix, so a stale journal is never
    applied to a fresh file of the old name.
    """
    src = Path(path)
    dest = _bad_name(src, companions)
    try:
        os.rename(src, dest)
        for suffix in companions:
            extra = src.with_name(src.name + suffix)
            if extra.exists():
                os.rename(extra, dest.with_name(dest.name + suffix))
    except OSError as e:
        raise WriteFailed(src, f"cannot set the file aside ({e.strerror or e})",
                          "unwritable") from None
    fsync_dir(src.parent)
    return dest


def keep_copy(path: Path | str) -> Path:
    """Copy a bad file that stays in use (repaired in place) to ``NAME.bad-YYYYMMDD-HHMMSS``
    beside it, byte for byte, and return the copy's path; :class:`WriteFailed` if it cannot
    be written (then nothing was written)."""
    src = Path(path)
    dest = _bad_name(src)
    try:
        data = src.read_bytes()
    except OSError as e:
        raise WriteFailed(src, f"cannot read the file to keep a copy ({e.strerror or e})",
                          "unreadable") from None
    write_bytes_atomic(dest, data)
    return dest
