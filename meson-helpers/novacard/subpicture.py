# SPDX-License-Identifier: GPL-3.0-or-later
"""DVD subpictures (VobSub: an .idx beside an MPEG program stream .sub) written from
scratch, since ffmpeg encodes bitmap subtitles only from bitmap ones.

Each event is a white box with a black outline (colour 2 inside colour 1 on a clear
colour 0), run-length coded two bits a pixel, top field lines first, then the bottom
field's, with a control sequence that shows it at once and hides it ``duration`` later.
"""

from .timecode import timecode

PACK = 2048
TICKS = 90000
# Palette: black, white, then grey for the unused entries.
PALETTE = ["000000", "ffffff"] + ["808080"] * 14


def _rle_line(pixels):
    """One line, byte-aligned: runs of (count, colour) in 1 to 4 nibbles."""
    nibbles = []
    i = 0
    while i < len(pixels):
        colour = pixels[i]
        j = i
        while j < len(pixels) and pixels[j] == colour and j - i < 255:
            j += 1
        n = j - i
        code = (n << 2) | colour
        if n < 4:
            nibbles.append(code)
        elif n < 16:
            nibbles += [code >> 4, code & 15]
        elif n < 64:
            nibbles += [0, code >> 4, code & 15]
        else:
            nibbles += [0, code >> 8, (code >> 4) & 15, code & 15]
        i = j
    if len(nibbles) % 2:
        nibbles.append(0)
    return bytes((nibbles[k] << 4) | nibbles[k + 1] for k in range(0, len(nibbles), 2))


def box_rows(width, height, outline=3):
    """The box's rows of colour indices."""
    rows = []
    for y in range(height):
        if y < outline or y >= height - outline:
            rows.append([1] * width)
        else:
            rows.append([1] * outline + [2] * (width - 2 * outline) + [1] * outline)
    return rows


def spu(rows, x, y, duration):
    """One subpicture unit: shown at its time, hidden ``duration`` seconds later."""
    width, height = len(rows[0]), len(rows)
    top = b"".join(_rle_line(rows[r]) for r in range(0, height, 2))
    bottom = b"".join(_rle_line(rows[r]) for r in range(1, height, 2))
    top_at = 4
    bottom_at = top_at + len(top)
    first = bottom_at + len(bottom)
    x2, y2 = x + width - 1, y + height - 1
    area = bytes([x >> 4, ((x & 15) << 4) | (x2 >> 8), x2 & 255,
                  y >> 4, ((y & 15) << 4) | (y2 >> 8), y2 & 255])
    commands = (b"\x03" + bytes([0x01, 0x00])        # colours 3,2,1,0 -> palette 0,1,0,0
                + b"\x04" + bytes([0x0f, 0xf0])      # 3 and 0 clear, 2 and 1 opaque
                + b"\x05" + area
                + b"\x06" + bytes([top_at >> 8, top_at & 255, bottom_at >> 8, bottom_at & 255])
                + b"\x01\xff")
    second = first + 4 + len(commands)
    if second % 2:  # keep the second sequence on an even offset, as DVD authoring does
        commands += b"\xff"
        second += 1
    date = int(round(duration * TICKS / 1024.0))
    control = (bytes([0, 0, second >> 8, second & 255]) + commands
               + bytes([date >> 8, date & 255, second >> 8, second & 255]) + b"\x02\xff")
    size = first + len(control)
    return bytes([size >> 8, size & 255, first >> 8, first & 255]) + top + bottom + control


def _scr(ticks):
    return bytes([0x44 | ((ticks >> 27) & 0x38) | ((ticks >> 28) & 0x03), (ticks >> 20) & 0xff,
                  0x04 | ((ticks >> 12) & 0xf8) | ((ticks >> 13) & 0x03), (ticks >> 5) & 0xff,
                  0x04 | ((ticks << 3) & 0xf8), 0x01])


def _pts(ticks):
    return bytes([0x21 | ((ticks >> 29) & 0x0e), (ticks >> 22) & 0xff,
                  0x01 | ((ticks >> 14) & 0xfe), (ticks >> 7) & 0xff, 0x01 | ((ticks << 1) & 0xfe)])


def pack(unit, start):
    """One 2048-byte program stream pack carrying ``unit`` as private stream 1, substream 0x20."""
    ticks = int(round(start * TICKS))
    header = b"\x00\x00\x01\xba" + _scr(ticks) + bytes([0x01, 0x89, 0xc3, 0xf8])
    payload = b"\x81\x80\x05" + _pts(ticks) + b"\x20" + unit
    pes = b"\x00\x00\x01\xbd" + bytes([len(payload) >> 8, len(payload) & 255]) + payload
    room = PACK - len(header) - len(pes)
    if room < 6:
        raise ValueError("a subpicture of %d bytes does not fit a pack" % len(unit))
    padding = b"\x00\x00\x01\xbe" + bytes([(room - 6) >> 8, (room - 6) & 255]) + b"\xff" * (room - 6)
    return header + pes + padding


def write_vobsub(base, width, height, events):
    """Writes ``base``.idx and ``base``.sub: one box for each (start, end) in ``events``,
    centred low in a ``width`` x ``height`` picture."""
    box_w, box_h = width // 3, height // 12
    rows = box_rows(box_w, box_h)
    x, y = (width - box_w) // 2, height - height // 10 - box_h
    lines = ["# VobSub index file, v7 (do not modify this line!)",
             "size: %dx%d" % (width, height),
             "org: 0, 0", "scale: 100%, 100%", "alpha: 100%", "smooth: OFF", "fadein/out: 0, 0",
             "align: OFF at LEFT TOP", "time offset: 0", "forced subs: OFF",
             "palette: " + ", ".join(PALETTE),
             "custom colors: OFF, tridx: 0000, colors: 000000, 000000, 000000, 000000",
             "langidx: 0", "id: en, index: 0"]
    with open(base + ".sub", "wb") as out:
        for start, end in events:
            lines.append("timestamp: %s, filepos: %09x" % (timecode(start, ":"), out.tell()))
            out.write(pack(spu(rows, x, y, end - start), start))
    with open(base + ".idx", "w", encoding="ascii") as out:
        out.write("\n".join(lines) + "\n")
