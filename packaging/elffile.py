"""Just enough of ELF to read what a shared library links to and which GLIBC versions it needs.

Pure standard library (no binutils), so the bundle filter and the .deb's dependency check run
the same on any build machine. Reads the section headers, which ``strip`` keeps.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

SHT_DYNAMIC = 6
SHT_GNU_VERNEED = 0x6FFFFFFE
DT_NEEDED = 1


@dataclass(frozen=True)
class ElfInfo:
    needed: tuple[str, ...]  # DT_NEEDED: the libraries it links to directly
    versions: tuple[tuple[str, str], ...]  # (library, version) pairs it needs, e.g. GLIBC_2.34


def is_elf(path: str | Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def _cstr(data: bytes, at: int) -> str:
    return data[at:data.index(b"\0", at)].decode("utf-8", "replace")


def read(path: str | Path) -> ElfInfo:
    """DT_NEEDED names and needed symbol versions; empty for a file that is not ELF."""
    data = Path(path).read_bytes()
    if data[:4] != b"\x7fELF":
        return ElfInfo((), ())
    is64, end = data[4] == 2, "<" if data[5] == 1 else ">"
    if is64:
        (shoff,) = struct.unpack_from(end + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x3A)
        sh_fmt, dyn_fmt = end + "IIQQQQIIQQ", end + "qQ"
    else:
        (shoff,) = struct.unpack_from(end + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x2E)
        sh_fmt, dyn_fmt = end + "IIIIIIIIII", end + "iI"
    # sh: name, type, flags, addr, offset, size, link, info, addralign, entsize
    sections = [struct.unpack_from(sh_fmt, data, shoff + i * shentsize) for i in range(shnum)]
    needed: list[str] = []
    versions: list[tuple[str, str]] = []
    for sh in sections:
        kind, offset, size, link, info = sh[1], sh[4], sh[5], sh[6], sh[7]
        strtab = sections[link][4] if link < len(sections) else 0
        if kind == SHT_DYNAMIC:
            step = struct.calcsize(dyn_fmt)
            for pos in range(offset, offset + size, step):
                tag, val = struct.unpack_from(dyn_fmt, data, pos)
                if tag == 0:
                    break
                if tag == DT_NEEDED:
                    needed.append(_cstr(data, strtab + val))
        elif kind == SHT_GNU_VERNEED:
            pos = offset
            for _ in range(info):  # Elf_Verneed: version, cnt, file, aux, next
                _ver, cnt, file_, aux, nxt = struct.unpack_from(end + "HHIII", data, pos)
                lib = _cstr(data, strtab + file_)
                apos = pos + aux
                for _ in range(cnt):  # Elf_Vernaux: hash, flags, other, name, next
                    _h, _fl, _ot, name, anext = struct.unpack_from(end + "IHHII", data, apos)
                    versions.append((lib, _cstr(data, strtab + name)))
                    apos += anext
                if not nxt:
                    break
                pos += nxt
    return ElfInfo(tuple(needed), tuple(versions))


def needed(path: str | Path) -> list[str]:
    return list(read(path).needed)
