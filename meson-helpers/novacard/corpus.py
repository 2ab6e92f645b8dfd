# SPDX-License-Identifier: GPL-3.0-or-later
"""The format corpus: what people play, as short test cards that all carry the frame
band, so that a test can tell from the screen which frame is on show.

Every entry is made once (a file newer than this package is kept) into a folder of its own
under one folder with ``corpus.json``, which the suite and ``bench --formats`` read: for each
file its codecs as Video Information names them, the rate its band counts at, its
subtitle events and what else it carries (a turn, HDR, interlacing, cover art).

The band of a card counts the frames of its source at ``band_rate``: frame ``n`` of the
source is shown at ``n / band_rate`` s (from the first frame), so the frame covering a
time is known from the file's own timestamps even where frames were dropped (variable
frame rate) or two fields make one picture (interlaced).
"""

import json
import os
import shutil
import subprocess
import tempfile
from fractions import Fraction

from . import picture, rotation, subpicture
from .timecode import timecode

WIDTH, HEIGHT = 640, 360
DURATION = 6  # the suite's; the bench makes longer ones
# Subtitle events (start, end) in seconds: on at 1.0 and 2.8, none at 1.8.
EVENTS = [(0.4, 1.4), (2.2, 3.6)]
AAC_PRIMING = 1024 / 48000.0
OPUS_PRESKIP = 312 / 48000.0
AC3_PADDING = 256 / 48000.0
MP2_FRAME = 1152 / 48000.0
COVER_RGB = (0xe0, 0x70, 0x20)
SUBTITLE_WORDS = ["Nova subtitle one", "Nova subtitle two"]

H264 = ["-c:v", "libx264", "-preset", "veryfast", "-crf", "23"]
HEVC = ["-c:v", "libx265", "-preset", "superfast", "-crf", "26", "-x265-params", "log-level=error"]
VP9 = ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-b:v", "800k"]
AV1 = ["-c:v", "libsvtav1", "-preset", "12", "-crf", "40"]
MPEG2 = ["-c:v", "mpeg2video", "-q:v", "3", "-bf", "0"]
HDR10_X265 = ("log-level=error:colorprim=bt2020:transfer=smpte2084:colormatrix=bt2020nc:hdr10=1:"
              "master-display=G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)L(10000000,1):"
              "max-cll=1000,400")

# name: what it is.  video: (encoder arguments, rate, pixel format, as Video Information
# names the codec); audio: (encoder arguments, as named) or None; subtitles: the kind.
VIDEOS = {
    "h264-25-srt.mkv": dict(video=(H264, "25", "yuv420p", "H.264"), audio=(["-c:a", "aac", "-b:a", "96k"], "AAC"),
                            subtitles="srt", label="H.264 8-bit, 25 fps, MKV, SubRip"),
    "h264-10bit-ntsc.mp4": dict(video=(H264 + ["-profile:v", "high10"], "30000/1001", "yuv420p10le", "H.264"),
                                audio=(["-c:a", "aac", "-b:a", "96k"], "AAC"), subtitles="mov_text",
                                label="H.264 10-bit, 29.97 fps, MP4, timed text"),
    "hevc-30.mp4": dict(video=(HEVC + ["-tag:v", "hvc1"], "30", "yuv420p", "HEVC"),
                        audio=(["-c:a", "aac", "-b:a", "96k"], "AAC"), label="HEVC 8-bit, 30 fps, MP4"),
    "hevc-10bit-film.mkv": dict(video=(HEVC, "24000/1001", "yuv420p10le", "HEVC"),
                                audio=(["-c:a", "libopus", "-b:a", "64k"], "Opus"), subtitles="ass",
                                label="HEVC 10-bit, 23.976 fps, MKV, styled ASS"),
    "vp9-30.webm": dict(video=(VP9, "30", "yuv420p", "VP9"), audio=(["-c:a", "libopus", "-b:a", "64k"], "Opus"),
                        subtitles="webvtt", label="VP9, 30 fps, WebM, WebVTT"),
    "av1-60.mp4": dict(video=(AV1, "60", "yuv420p", "AV1"), audio=(["-c:a", "aac", "-b:a", "96k"], "AAC"),
                       label="AV1, 60 fps, MP4"),
    "mpeg2-interlaced-dvd.mkv": dict(video=(MPEG2 + ["-flags", "+ilme+ildct", "-top", "1"], "25", "yuv420p",
                                            "MPEG-2"),
                                     audio=(["-c:a", "ac3", "-b:a", "192k"], "AC-3"), subtitles="dvdsub",
                                     interlaced=True, label="MPEG-2 interlaced (25i), MKV, DVD subtitles, AC-3"),
    "mpeg2-ntsc.ts": dict(video=(MPEG2, "30000/1001", "yuv420p", "MPEG-2"),
                          audio=(["-c:a", "mp2", "-b:a", "192k"], "MP2"), subtitles="dvbsub",
                          label="MPEG-2, 29.97 fps, MPEG-TS, DVB subtitles"),
    "h264-50-turned.mov": dict(video=(H264, "50", "yuv420p", "H.264"), audio=(["-c:a", "aac", "-b:a", "96k"], "AAC"),
                               rotation=90, label="H.264, 50 fps, MOV, turned 90° (phone)"),
    "h264-vfr.mp4": dict(video=(H264, "30", "yuv420p", "H.264"), audio=(["-c:a", "aac", "-b:a", "96k"], "AAC"),
                         vfr=True, label="H.264, variable frame rate, MP4"),
    "hevc-hdr10.mkv": dict(video=(HEVC + ["-x265-params", HDR10_X265], "24", "yuv420p10le", "HEVC"),
                           audio=(["-c:a", "libopus", "-b:a", "64k"], "Opus"), hdr=True,
                           label="HEVC 10-bit HDR10 (BT.2020, PQ), MKV"),
    "h264-silent.mkv": dict(video=(H264, "30", "yuv420p", "H.264"), audio=None, label="H.264, no audio, MKV"),
}

AUDIO = {
    "tone-cover.mp3": dict(audio=(["-c:a", "libmp3lame", "-b:a", "128k"], "MP3"), cover=True,
                           label="MP3 with cover art"),
    "tone.flac": dict(audio=(["-c:a", "flac"], "FLAC"), label="FLAC"),
    "tone.opus": dict(audio=(["-c:a", "libopus", "-b:a", "64k"], "Opus"), label="Opus"),
    "tone.m4a": dict(audio=(["-c:a", "aac", "-b:a", "96k"], "AAC"), label="AAC in MP4"),
    "tone.ac3": dict(audio=(["-c:a", "ac3", "-b:a", "192k"], "AC-3"), label="AC-3"),
}

# SVT-AV1 writes its settings to stderr unless told to say errors only.
QUIET = dict(os.environ, SVT_LOG="1")
SUBTITLE_CODECS = {"srt": "srt", "mov_text": "mov_text", "ass": "ass", "webvtt": "webvtt",
                   "dvdsub": "copy", "dvbsub": "dvbsub"}


def _ffmpeg():
    found = shutil.which("ffmpeg")
    if found is None:
        raise RuntimeError("ffmpeg not found")
    return [found, "-nostdin", "-hide_banner", "-loglevel", "error", "-y"]


def _ass_time(seconds):
    cs = int(round(seconds * 100))
    return "%d:%02d:%02d.%02d" % (cs // 360_000, cs // 6000 % 60, cs // 100 % 60, cs % 100)


def write_subtitles(kind, work):
    """The subtitle input for ``kind``: a text file, or a VobSub made from scratch."""
    if kind in ("dvdsub", "dvbsub"):
        base = os.path.join(work, "boxes")
        subpicture.write_vobsub(base, WIDTH, HEIGHT, EVENTS)
        return base + ".idx"
    if kind == "ass":
        path = os.path.join(work, "styled.ass")
        # Yellow, bold, a thick blue outline: what only a styled renderer shows.
        lines = ["[Script Info]", "ScriptType: v4.00+", "PlayResX: %d" % WIDTH, "PlayResY: %d" % HEIGHT, "",
                 "[V4+ Styles]",
                 "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, "
                 "Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, "
                 "Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
                 "Style: Yellow,DejaVu Sans,28,&H0000FFFF,&H0000FFFF,&H00800000,&H00000000,-1,0,0,0,100,100,0,0,"
                 "1,3,0,2,10,10,24,1", "",
                 "[Events]", "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text"]
        for (start, end), words in zip(EVENTS, SUBTITLE_WORDS):
            lines.append("Dialogue: 0,%s,%s,Yellow,,0,0,0,,%s" % (_ass_time(start), _ass_time(end), words))
        text = "\n".join(lines) + "\n"
    elif kind == "webvtt":
        path = os.path.join(work, "lines.vtt")
        text = "WEBVTT\n\n" + "".join("%s --> %s\n%s\n\n" % (timecode(s, "."), timecode(e, "."), w)
                                      for (s, e), w in zip(EVENTS, SUBTITLE_WORDS))
    else:
        path = os.path.join(work, "lines.srt")
        text = "".join("%d\n%s --> %s\n%s\n\n" % (i + 1, timecode(s, ","), timecode(e, ","), w)
                       for i, ((s, e), w) in enumerate(zip(EVENTS, SUBTITLE_WORDS)))
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)
    return path


def _video_chain(spec, duration):
    encoder, rate, pixel_format, _ = spec["video"]
    if spec.get("interlaced"):
        # Fields from a source at twice the rate, a picture's two fields numbered alike.
        chain = picture.card_chain(WIDTH, HEIGHT, "50", duration, number_every=2, moving_bar=True)
        chain.append("interlace=scan=tff:lowpass=off")
    else:
        chain = picture.card_chain(WIDTH, HEIGHT, rate, duration, with_grey_patch=spec.get("hdr", False))
    if spec.get("vfr"):
        chain.append("select='lt(mod(n\\,10)\\,7)'")  # seven frames of ten: gaps of 133 ms
    if spec.get("rotation") == 90:
        chain.append("transpose=1")  # stored turned a quarter counter to how it is shown
    if spec.get("hdr"):
        chain.append("zscale=tin=bt709:pin=bt709:min=bt709:rin=limited:t=smpte2084:p=bt2020:m=bt2020nc:"
                     "r=limited:npl=203")
    chain.append("format=%s" % pixel_format)
    return ",".join(chain)


def band_rate(spec):
    return "25" if spec.get("interlaced") else spec["video"][1]


def _make_video(name, spec, out, work, duration):
    encoder, rate, _, _ = spec["video"]
    fps = Fraction(band_rate(spec))
    # Two seconds between keyframes; MPEG-2 as DVDs and broadcasts have it, half a second.
    gop = str(12 if encoder is MPEG2 or encoder[:2] == MPEG2[:2] else int(round(2 * fps)))
    cmd = _ffmpeg() + ["-f", "lavfi", "-i", _video_chain(spec, duration)]
    maps = ["-map", "0:v"]
    audio = spec.get("audio")
    if audio:
        # AAC starts 1024 samples before its input, Opus 312, AC-3 256: start the tone that much
        # later, so that no stream starts before the picture and every player's time
        # begins at the first frame (MP4's edit list does this for AAC itself).
        if "aac" in audio[0] and not name.endswith((".mp4", ".mov")):
            cmd += ["-itsoffset", "%.6f" % AAC_PRIMING]
        elif "libopus" in audio[0]:
            cmd += ["-itsoffset", "%.6f" % OPUS_PRESKIP]
        elif "ac3" in audio[0]:
            cmd += ["-itsoffset", "%.6f" % AC3_PADDING]
        elif name.endswith(".ts"):
            # The TS muxer starts MPEG-2 a frame late and MP2 a frame of its own late.
            cmd += ["-itsoffset", "%.6f" % (float(1 / fps) - MP2_FRAME)]
        cmd += ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=%d" % duration]
        maps += ["-map", "1:a"]
    subtitles = spec.get("subtitles")
    if subtitles:
        cmd += ["-i", write_subtitles(subtitles, work)]
        maps += ["-map", "%d:s" % (2 if audio else 1)]
    cmd += maps + encoder + ["-g", gop, "-pix_fmt", spec["video"][2]]
    if spec.get("vfr"):
        cmd += ["-fps_mode", "vfr"]
    if audio:
        cmd += audio[0] + ["-ac", "2", "-ar", "48000"]
    if subtitles:
        cmd += ["-c:s", SUBTITLE_CODECS[subtitles], "-disposition:s:0", "default",
                "-metadata:s:s:0", "language=eng"]
    if spec.get("hdr"):
        cmd += ["-color_primaries", "bt2020", "-color_trc", "smpte2084", "-colorspace", "bt2020nc"]
    cmd += ["-metadata", "title=Nova corpus: %s" % spec["label"], "-t", str(duration)]
    if not spec.get("rotation"):
        subprocess.run(cmd + [out], check=True, env=QUIET)
        return
    # The display matrix is written when copying (novacard.rotation).
    pixels = os.path.join(work, "pixels" + os.path.splitext(name)[1])
    subprocess.run(cmd + [pixels], check=True, env=QUIET)
    rotation.tag(pixels, out, spec["rotation"])


def _make_audio(name, spec, out, work, duration):
    cmd = _ffmpeg() + ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=%d" % duration]
    if spec.get("cover"):
        cover = os.path.join(work, "cover.png")
        subprocess.run(_ffmpeg() + ["-f", "lavfi", "-i", "color=c=0x%02x%02x%02x:s=300x300" % COVER_RGB,
                                    "-frames:v", "1", cover], check=True)
        cmd += ["-i", cover, "-map", "0:a", "-map", "1:v", "-c:v", "png", "-disposition:v", "attached_pic",
                "-metadata:s:v", "comment=Cover (front)", "-id3v2_version", "3"]
    cmd += spec["audio"][0] + ["-metadata", "title=Nova corpus: %s" % spec["label"],
                               "-metadata", "artist=Nova", out]
    subprocess.run(cmd, check=True)


def folder_of(name):
    return name.replace(".", "-")


def manifest_entry(name, spec):
    entry = {"file": name, "path": "%s/%s" % (folder_of(name), name), "label": spec["label"],
             "audio": spec["audio"][1] if spec.get("audio") else None}
    if name in VIDEOS:
        entry.update(kind="video", video=spec["video"][3], band_rate=band_rate(spec),
                     subtitles=spec.get("subtitles"), vfr=spec.get("vfr", False),
                     interlaced=spec.get("interlaced", False), rotation=spec.get("rotation", 0),
                     hdr=spec.get("hdr", False))
    else:
        entry.update(kind="audio", cover=list(COVER_RGB) if spec.get("cover") else None)
    return entry


def make(directory, names=None, log=None, duration=DURATION):
    """Makes what is missing of the corpus into ``directory``, each file ``duration`` s
    long (one folder holds one duration); returns the manifest."""
    os.makedirs(directory, exist_ok=True)
    package = os.path.dirname(os.path.abspath(__file__))
    newest_source = max(os.path.getmtime(os.path.join(package, f)) for f in os.listdir(package)
                        if f.endswith(".py"))
    entries = []
    for name, spec in list(VIDEOS.items()) + list(AUDIO.items()):
        if names and name not in names:
            continue
        # A folder each: Nova takes the videos of a folder for episodes and goes on to the next.
        out = os.path.join(directory, folder_of(name), name)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        if not (os.path.exists(out) and os.path.getmtime(out) > newest_source):
            if log:
                log("making %s (%s)" % (name, spec["label"]))
            with tempfile.TemporaryDirectory(prefix="nova-corpus-") as work:
                part = os.path.join(work, name)  # the extension tells ffmpeg the container
                (_make_video if name in VIDEOS else _make_audio)(name, spec, part, work, duration)
                shutil.move(part, out)
        entries.append(manifest_entry(name, spec))
    manifest = {"width": WIDTH, "height": HEIGHT, "duration": duration, "events": EVENTS,
                "grey_patch": picture.GREY_PATCH, "files": entries}
    with open(os.path.join(directory, "corpus.json"), "w", encoding="utf-8") as out:
        json.dump(manifest, out, indent=1)
    return manifest
