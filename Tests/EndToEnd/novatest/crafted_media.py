# SPDX-License-Identifier: GPL-3.0-or-later
"""A corpus of crafted Matroska files, each with one hostile number and nothing else
wrong: durations of inf, 1e16 ms, 1e300, NaN and negative; cluster timestamps near and
past the ends of int64; frame durations of 1 ns, 2^32-1 ns, 2^64-1 ns and 0; chapters
starting at 2^64-1 ns; subtitle events 99,999,999 hours in. Made from a 3 s ffmpeg clip.

How a file stays well-formed: the whole file is parsed into an EBML tree (IDs and sizes
are EBML variable-length integers), one leaf's value is changed (widened when it no
longer fits), and the tree is written again with every master's size, every CRC-32 and
every byte offset the file keeps of itself (SeekHead, Cues) computed anew. A file
written back unchanged is byte for byte the one read (checked at every run), so the
hostile number is the only thing wrong with each file.

    python3 -m novatest.crafted_media OUTDIR
"""

import os
import shutil
import struct
import subprocess
import sys
import zlib

# ---------------------------------------------------------------- EBML ids
EBML_HEADER = 0x1A45DFA3
SEGMENT = 0x18538067
SEEKHEAD, SEEK, SEEKID, SEEKPOS = 0x114D9B74, 0x4DBB, 0x53AB, 0x53AC
INFO, TIMESTAMPSCALE, DURATION = 0x1549A966, 0x2AD7B1, 0x4489
TRACKS, TRACKENTRY, TRACKNUMBER, TRACKTYPE = 0x1654AE6B, 0xAE, 0xD7, 0x83
DEFAULTDURATION = 0x23E383
CLUSTER, CLUSTER_TS = 0x1F43B675, 0xE7
CUES, CUEPOINT, CUETIME, CUETRACKPOS = 0x1C53BB6B, 0xBB, 0xB3, 0xB7
CUECLUSTERPOS, CUERELPOS = 0xF1, 0xF0
CHAPTERS, EDITION, ATOM = 0x1043A770, 0x45B9, 0xB6
CHAP_START, CHAP_END = 0x91, 0x92
CRC32, VOID = 0xBF, 0xEC

MASTERS = {
    EBML_HEADER, SEGMENT, SEEKHEAD, SEEK, INFO, TRACKS, TRACKENTRY,
    0xE0, 0xE1,                      # Video, Audio
    0x6D80, 0x6240, 0x5035,          # ContentEncodings/Encoding/Encryption
    CLUSTER, 0xA0, 0x75A1, 0xA6,     # BlockGroup, BlockAdditions, BlockMore
    CUES, CUEPOINT, CUETRACKPOS, 0xDB,   # CueReference
    CHAPTERS, EDITION, ATOM, 0x80, 0x8F,  # ChapterDisplay, ChapterTrack
    0x1254C367, 0x7373, 0x63C0, 0x67C8,   # Tags, Tag, Targets, SimpleTag
    0x1941A469, 0x61A7,              # Attachments, AttachedFile
    0x55B0, 0x55D0,                  # Colour, MasteringMetadata
    0x7670,                          # Projection
}
LEVEL1 = {SEEKHEAD, INFO, TRACKS, CLUSTER, CUES, CHAPTERS, 0x1254C367,
          0x1941A469}


def read_vint(buf, pos, keep_marker):
    """Return (value, width, is_all_ones)."""
    first = buf[pos]
    if first == 0:
        raise ValueError("invalid vint at %d" % pos)
    width = 1
    mask = 0x80
    while not first & mask:
        width += 1
        mask >>= 1
    val = first if keep_marker else first & (mask - 1)
    for b in buf[pos + 1:pos + width]:
        val = (val << 8) | b
    all_ones = (not keep_marker) and val == (1 << (7 * width)) - 1
    return val, width, all_ones


def id_bytes(eid):
    return eid.to_bytes((eid.bit_length() + 7) // 8, "big")


def size_width_needed(n):
    w = 1
    while n >= (1 << (7 * w)) - 1:      # all-ones is reserved (unknown size)
        w += 1
    if w > 8:
        raise ValueError("size too large")
    return w


def size_bytes(n, width):
    return ((1 << (7 * width)) | n).to_bytes(width, "big")


def unknown_size_bytes(width):
    return ((1 << (7 * width + 1)) - 1).to_bytes(width, "big")


class El:
    __slots__ = ("id", "swidth", "unknown", "off", "doff", "end", "children",
                 "payload", "new_off", "new_doff")

    def __init__(self, eid):
        self.id = eid
        self.children = None
        self.payload = None

    def find(self, eid):
        return [c for c in (self.children or []) if c.id == eid]

    def first(self, eid):
        r = self.find(eid)
        return r[0] if r else None

    def walk(self):
        yield self
        for c in self.children or []:
            yield from c.walk()

    # leaf accessors
    def uint(self):
        return int.from_bytes(self.payload, "big")

    def set_uint(self, v, min_width=None):
        """Set an unsigned int, keeping the old width if the value fits."""
        assert 0 <= v <= 0xFFFFFFFFFFFFFFFF, "EBML uint is at most 8 bytes"
        need = max(1, (v.bit_length() + 7) // 8)
        w = max(need, len(self.payload) if min_width is None else min_width)
        self.payload = v.to_bytes(w, "big")


def parse(buf, start, end, parent_unknown=False):
    out = []
    pos = start
    while pos < end:
        if buf[pos] == 0:            # padding / garbage: stop
            break
        eid, iw, _ = read_vint(buf, pos, True)
        if parent_unknown and out and eid in LEVEL1 | {SEGMENT}:
            break
        size, sw, unk = read_vint(buf, pos + iw, False)
        el = El(eid)
        el.off, el.swidth, el.unknown = pos, sw, unk
        el.doff = pos + iw + sw
        if unk:
            if eid not in MASTERS:
                raise ValueError("unknown-size leaf 0x%X" % eid)
            el.children = parse(buf, el.doff, end, True)
            dend = el.children[-1].end if el.children else el.doff
        else:
            dend = el.doff + size
            if eid in MASTERS:
                el.children = parse(buf, el.doff, dend)
            else:
                el.payload = bytes(buf[el.doff:dend])
        el.end = dend
        out.append(el)
        pos = dend
    return out


def serialise(nodes, base):
    """Serialise a list of nodes starting at absolute offset `base`."""
    out = bytearray()
    for el in nodes:
        el.new_off = base + len(out)
        ib = id_bytes(el.id)
        if el.children is not None:
            # payload offset depends on the size width, which depends on the
            # payload length: serialise assuming the old width, re-do if wider
            w = el.swidth
            while True:
                el.new_doff = el.new_off + len(ib) + w
                body = bytearray(serialise(el.children, el.new_doff))
                if el.children and el.children[0].id == CRC32:
                    c0 = el.children[0]
                    hdr = len(id_bytes(CRC32)) + c0.swidth
                    crc = zlib.crc32(bytes(body[hdr + 4:])) & 0xFFFFFFFF
                    c0.payload = crc.to_bytes(4, "little")
                    body[hdr:hdr + 4] = c0.payload
                if el.unknown:
                    sb = unknown_size_bytes(w)
                    break
                need = size_width_needed(len(body))
                if need <= w:
                    sb = size_bytes(len(body), w)
                    break
                w = need
            el.swidth = w
        else:
            body = el.payload
            w = max(el.swidth, size_width_needed(len(body)))
            el.swidth = w
            sb = size_bytes(len(body), w)
            el.new_doff = el.new_off + len(ib) + w
        out += ib + sb + body
    return bytes(out)


class Mkv:
    def __init__(self, data):
        self.data = data
        self.top = parse(data, 0, len(data))
        self.seg = [e for e in self.top if e.id == SEGMENT][0]
        # remember original positions for the index fix-ups
        self.seg_doff0 = self.seg.doff
        self.by_off = {}
        for el in self.seg.walk():
            self.by_off[el.off] = el
        self.ptrs = []   # (leaf, kind, target element, cluster)
        for el in self.seg.walk():
            if el.id == SEEK:
                pos = el.first(SEEKPOS)
                tgt = self.by_off.get(self.seg_doff0 + pos.uint())
                if tgt is not None:
                    self.ptrs.append((pos, "seg", tgt, None))
            if el.id == CUETRACKPOS:
                cp = el.first(CUECLUSTERPOS)
                cl = self.by_off.get(self.seg_doff0 + cp.uint())
                if cl is not None:
                    self.ptrs.append((cp, "seg", cl, None))
                    rp = el.first(CUERELPOS)
                    if rp is not None:
                        blk = self.by_off.get(cl.doff + rp.uint())
                        if blk is not None:
                            self.ptrs.append((rp, "rel", blk, cl))

    # convenience lookups ------------------------------------------------
    def level1(self, eid):
        return self.seg.find(eid)

    def info(self):
        return self.level1(INFO)[0]

    def clusters(self):
        return self.level1(CLUSTER)

    def video_track(self):
        for t in self.level1(TRACKS)[0].find(TRACKENTRY):
            if t.first(TRACKTYPE).uint() == 1:
                return t
        raise ValueError("no video track")

    def chapter_atoms(self):
        out = []
        for ch in self.level1(CHAPTERS):
            for ed in ch.find(EDITION):
                out += ed.find(ATOM)
        return out

    def cluster_of_cuepoint(self, cp):
        for tp in cp.find(CUETRACKPOS):
            for leaf, kind, tgt, _ in self.ptrs:
                if kind == "seg" and leaf is tp.first(CUECLUSTERPOS):
                    return tgt
        return None

    def build(self):
        for _ in range(10):
            out = serialise(self.top, 0)
            changed = False
            for leaf, kind, tgt, cl in self.ptrs:
                val = (tgt.new_off - self.seg.new_doff if kind == "seg"
                       else tgt.new_off - cl.new_doff)
                if leaf.uint() != val:
                    leaf.set_uint(val)
                    changed = True
            if not changed:
                return out
        raise RuntimeError("offset fix-up did not converge")


# ---------------------------------------------------------------- base file
FFMETA = """;FFMETADATA1
[CHAPTER]
TIMEBASE=1/1000
START=0
END=1500
title=Chapter One
[CHAPTER]
TIMEBASE=1/1000
START=1500
END=3000
title=Chapter Two
"""

FAR_SRT = """1
00:00:00,500 --> 00:00:02,500
normal subtitle at 0.5 s

2
99999999:00:00,000 --> 99999999:00:05,000
subtitle at 99999999 hours

"""

FAR_ASS = """[Script Info]
ScriptType: v4.00+
PlayResX: 320
PlayResY: 180

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,1,0,2,10,10,10,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:00.50,0:00:02.50,Default,,0,0,0,,normal ASS line at 0.5 s
Dialogue: 0,9999999:00:00.00,9999999:00:05.00,Default,,0,0,0,,ASS line at 9999999 hours
Dialogue: 0,0:00:01.00,9999999:00:00.00,Default,,0,0,0,,ASS line from 1 s lasting ~1141 years
"""


def ffmpeg(*args):
    cmd = ["ffmpeg", "-nostdin", "-v", "error", "-y"] + list(args)
    subprocess.run(cmd, check=True)


def make_base(outdir):
    meta = os.path.join(outdir, "_chapters.ffmeta")
    with open(meta, "w") as f:
        f.write(FFMETA)
    base = os.path.join(outdir, "base.mkv")
    ffmpeg("-f", "lavfi", "-i", "testsrc2=size=320x180:rate=30:duration=3",
           "-f", "lavfi", "-i", "sine=frequency=440:duration=3",
           "-i", meta, "-map", "0:v", "-map", "1:a", "-map_chapters", "2",
           "-c:v", "libx264", "-preset", "ultrafast", "-g", "10",
           "-c:a", "aac", "-b:a", "64k", base)
    return base, meta


# ---------------------------------------------------------------- patches
# Every patch only rewrites the payload of one kind of leaf element; Mkv.build()
# then recomputes sizes / CRC-32 / SeekHead+Cues offsets (see module doc), so:
#  * Duration (0x4489): ffmpeg writes an 8-byte IEEE double; we write another
#    8-byte double (inf/nan/1e300/...), so not even a size changes.  An 8-byte
#    float is legal EBML for any bit pattern, NaN and inf included.
#  * Cluster Timestamp (0xE7), CueTime (0xB3), DefaultDuration (0x23E383),
#    ChapterTimeStart/End (0x91/0x92) are EBML unsigned ints of 1..8 bytes;
#    ffmpeg writes them with minimal width.  set_uint() keeps the old width if
#    the new value fits, else widens the element (max 8 bytes = 2^64-1), and
#    the parent Cluster/Cues/ChapterAtom/EditionEntry/Chapters/Segment sizes,
#    their CRC-32s and any byte offsets after the change are fixed by build().
def p_duration(value):
    def f(m):
        d = m.info().first(DURATION)
        assert d is not None and len(d.payload) == 8, "expected 8-byte Duration"
        d.payload = struct.pack(">d", value)   # same 8 bytes -> same size
    return f


def p_cluster_ts(newts):
    """newts(index, old_ts) -> new cluster timestamp (TimestampScale units).
    CueTime of cue points is moved by the same delta as the cluster they
    point to, so the index stays consistent with the clusters."""
    def f(m):
        delta = {}
        for i, cl in enumerate(m.clusters()):
            ts = cl.first(CLUSTER_TS)
            old = ts.uint()
            new = newts(i, old)
            delta[id(cl)] = new - old
            ts.set_uint(new)                   # widened if needed
        for cues in m.level1(CUES):
            for cp in cues.find(CUEPOINT):
                cl = m.cluster_of_cuepoint(cp)
                if cl is not None and id(cl) in delta:
                    ct = cp.first(CUETIME)
                    # clamp: an EBML uint cannot exceed 8 bytes
                    ct.set_uint(min(max(ct.uint() + delta[id(cl)], 0), U64MAX))
    return f


def p_default_duration(value):
    def f(m):
        t = m.video_track()
        dd = t.first(DEFAULTDURATION)
        assert dd is not None
        dd.set_uint(value)
    return f


def p_chapter(index, start=None, end=None):
    def f(m):
        atom = m.chapter_atoms()[index]
        if start is not None:
            atom.first(CHAP_START).set_uint(start)
        if end is not None and atom.first(CHAP_END) is not None:
            atom.first(CHAP_END).set_uint(end)
    return f


U64MAX = (1 << 64) - 1
# mpv computes cluster_tc = num * TimestampScale in uint64 and stores it in an
# int64 (ns).  The largest ms value that does not overflow int64 ns:
I64_MS = ((1 << 63) - 1) // 1000000          # 9223372036854 ms ~ 292 years
VARIANTS = [
    ("duration-inf.mkv", "Info/Duration = +inf", p_duration(float("inf"))),
    ("duration-1e16ms.mkv", "Info/Duration = 1e16 (ms)", p_duration(1e16)),
    ("duration-1e300.mkv", "Info/Duration = 1e300", p_duration(1e300)),
    ("duration-nan.mkv", "Info/Duration = NaN", p_duration(float("nan"))),
    ("duration-negative.mkv", "Info/Duration = -5000", p_duration(-5000.0)),
    # all clusters (and their CueTimes) shifted, relative timing intact
    ("timestamps-absurd.mkv", "ClusterTS += 2^63/1e6 - 3100 ms (~int64 max ns)",
     p_cluster_ts(lambda i, t: I64_MS - 3100 + t)),
    ("timestamps-2pow62.mkv", "ClusterTS += 2^62 ms",
     p_cluster_ts(lambda i, t: (1 << 62) + t)),
    ("timestamps-int64wrap.mkv", "ClusterTS += 2^63/1e6 - 1500 ms "
     "(crosses INT64_MAX ns mid-file)",
     p_cluster_ts(lambda i, t: I64_MS - 1500 + t)),
    ("timestamps-u64max.mkv", "ClusterTS = 2^64-1 - 3000 + t ms",
     p_cluster_ts(lambda i, t: U64MAX - 3000 + t)),
    ("timestamps-uintinvalid.mkv", "first ClusterTS = 2^64-1 exactly",
     p_cluster_ts(lambda i, t: U64MAX if i == 0 else t)),
    ("timestamps-31years.mkv", "ClusterTS += 1e12 ms (~31.7 years)",
     p_cluster_ts(lambda i, t: 10**12 + t)),
    ("timestamps-jump.mkv", "2nd and later clusters jump by +1e12 ms",
     p_cluster_ts(lambda i, t: t if i == 0 else 10**12 + t)),
    ("framerate-absurd.mkv", "video DefaultDuration = 1 ns (1e9 fps)",
     p_default_duration(1)),
    ("framerate-tiny.mkv", "video DefaultDuration = 2^32-1 ns (0.233 fps)",
     p_default_duration((1 << 32) - 1)),
    ("framerate-u64max.mkv", "video DefaultDuration = 2^64-1 ns",
     p_default_duration(U64MAX)),
    ("framerate-zero.mkv", "video DefaultDuration = 0", p_default_duration(0)),
    ("chapter-huge.mkv", "chapter 2 start = 2^64-1 ns",
     p_chapter(1, start=U64MAX)),
    ("chapter-huge-end.mkv", "chapter 2 start = 2^63 ns, end = 2^64-1 ns",
     p_chapter(1, start=1 << 63, end=U64MAX)),
    ("chapter-reversed.mkv", "chapter 1 start = 2^62 ns, end = 0",
     p_chapter(0, start=1 << 62, end=0)),
]


def own_folder(outdir, name):
    """Where the file ``name`` goes: a folder of its own under ``outdir`` (Nova takes a
    folder's videos for episodes and would go on to the next crafted file by itself)."""
    folder = os.path.join(outdir, os.path.splitext(name)[0])
    os.makedirs(folder, exist_ok=True)
    return os.path.join(folder, name)


def make_all(outdir):
    os.makedirs(outdir, exist_ok=True)
    base, meta = make_base(outdir)
    with open(base, "rb") as f:
        data = f.read()
    # sanity: an unmodified parse/serialise round trip must be byte-identical
    if Mkv(data).build() != data:
        raise SystemExit("round-trip self-check failed; refusing to patch")
    made = []
    for name, desc, patch in VARIANTS:
        m = Mkv(data)
        patch(m)
        out = m.build()
        with open(own_folder(outdir, name), "wb") as f:
            f.write(out)
        made.append((name, desc))

    # 9a: embedded SRT track with an event at 99999999 h (muxed by ffmpeg)
    srt = os.path.join(outdir, "_far.srt")
    with open(srt, "w") as f:
        f.write(FAR_SRT)
    ffmpeg("-i", base, "-i", srt, "-map", "0", "-map", "1", "-c", "copy",
           "-c:s", "srt", own_folder(outdir, "subtitle-far.mkv"))
    made.append(("subtitle-far.mkv", "embedded SRT event at 99999999:00:00"))
    # 9b: external subtitles next to an unmodified copy of the base file
    film = own_folder(outdir, "subtitle-far-ext.mkv")
    shutil.copy(base, film)
    with open(os.path.splitext(film)[0] + ".srt", "w") as f:
        f.write(FAR_SRT)
    with open(os.path.splitext(film)[0] + ".ass", "w") as f:
        f.write(FAR_ASS)
    made.append(("subtitle-far-ext.mkv", "+ .srt (99999999 h) and .ass "
                 "(9999999 h) sidecars"))
    shutil.move(base, own_folder(outdir, "base.mkv"))
    os.remove(meta)
    os.remove(srt)
    return made


def make_corpus(directory):
    """Makes the corpus in ``directory`` (once); returns its media files, sorted by name."""
    directory = str(directory)
    # Named for the layout (a folder a file): a corpus made flat by an older suite is made again.
    marker = os.path.join(directory, ".complete-folders")
    if not os.path.exists(marker):
        shutil.rmtree(directory, ignore_errors=True)
        make_all(directory)
        open(marker, "w").close()
    files = [os.path.join(directory, folder, n) for folder in os.listdir(directory)
             if os.path.isdir(os.path.join(directory, folder))
             for n in os.listdir(os.path.join(directory, folder)) if n.endswith(".mkv")]
    return sorted(files, key=os.path.basename)


if __name__ == "__main__":
    for made_name, made_description in make_all(sys.argv[1]):
        print("%-26s %s" % (made_name, made_description))
