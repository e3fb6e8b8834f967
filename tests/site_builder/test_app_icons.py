"""The app icons the build draws are PNGs a phone can read: each file is decoded here by the PNG
specification's rules (chunks and their CRCs, the palette, the bit depth, the scanline filter), and
the picture checked where it must be: the mark's yellow in the middle, the green square around it, the
rounded corners transparent on the "any" icons and filled on the maskable one."""
from __future__ import annotations

import struct
import zlib

import pytest

from site_builder.rendering.app_manifest import GREEN, ICONS, YELLOW, draw_icon


def decoded(data: bytes) -> tuple[int, int, list[list[tuple[int, int, int, int]]]]:
    """(width, height, rows of RGBA pixels) of a palette PNG, every chunk's CRC checked."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    chunks, at = {}, 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        assert struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0] == zlib.crc32(kind + body)
        chunks[kind] = chunks.get(kind, b"") + body
        at += 12 + length
    width, height, bits, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"])
    assert colour_type == 3 and interlace == 0 and bits in (1, 2, 4, 8)
    palette = [tuple(chunks[b"PLTE"][i:i + 3]) for i in range(0, len(chunks[b"PLTE"]), 3)]
    alpha = list(chunks.get(b"tRNS", b"")) + [255] * len(palette)
    raw = zlib.decompress(chunks[b"IDAT"])
    stride = (width * bits + 7) // 8
    assert len(raw) == height * (stride + 1)
    rows = []
    for y in range(height):
        line = raw[y * (stride + 1):(y + 1) * (stride + 1)]
        assert line[0] == 0, "filter type None"
        bits_of = "".join(f"{byte:08b}" for byte in line[1:])
        indexes = [int(bits_of[x * bits:(x + 1) * bits], 2) for x in range(width)]
        rows.append([(*palette[i], alpha[i]) for i in indexes])
    return width, height, rows


@pytest.mark.parametrize(("name", "size", "purpose"), ICONS)
def test_each_icon_is_a_readable_png_of_the_mark(name, size, purpose):
    data = draw_icon(size, purpose)
    width, height, rows = decoded(data)
    assert (width, height) == (size, size)
    middle = rows[size // 2][size // 2]
    assert middle == (*YELLOW, 255), name
    assert rows[size // 2][size // 20] == (*GREEN, 255), name  # the square beside the mark
    corner = rows[0][0]
    assert corner[3] == (255 if purpose == "maskable" else 0), name
    assert len(data) < size * size // 40, f"{name}: {len(data)} bytes, a palette PNG of three colours"
