# SPDX-License-Identifier: GPL-3.0-or-later
"""The test card's picture as an ffmpeg filter chain (see make-test-card for the layout):
a 16-cell frame-number band at the top, the number and time drawn large on a dark
blue-grey body, a patch of one-pixel lines near the bottom-left corner.

Options for the format corpus: the band can count every ``number_every``-th frame (an
interlaced card counts its pictures, not its fields), a white bar can cross a strip below
the band (``moving_bar``: combing shows on its edges), and a grey patch of a known SDR
value can sit at the right (``grey_patch``: the HDR card's tone mapping is judged on it).
"""

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
BACKGROUND = "0x30406a"
BITS = 16
DETAIL_LINES = 16
GREY_PATCH = 0x80  # R = G = B of the grey patch, as an SDR picture shows it


def even(value):
    return int(round(value / 2.0)) * 2


def band_height(height):
    return even(height / 10.0)


def strip(height):
    """(top, height) of the moving bar's strip: just below the band, clear of the rows at
    a fifth of the height and below where a reader looks for the card's body."""
    return band_height(height) + 2, height // 14


def strip_span(width):
    """(left, width) of the moving bar's strip: the middle four fifths."""
    return width // 10, width * 4 // 5


def grey_patch(width, height):
    """(x, y, size) of the grey patch: at the right, halfway down."""
    size = height // 6
    return width - size - width // 24, height // 2 - size // 2, size


def card_chain(width, height, rate, duration, number_every=1, moving_bar=False, with_grey_patch=False):
    """The filters that draw the card in BT.709 limited-range yuv420p.

    ``rate`` is ffmpeg's rate: "30", "30000/1001". The source's frame ``n`` carries
    ``floor(n / number_every)`` in its band."""
    band_h = band_height(height)
    # Margin inside every cell: black, so a person can tell cells apart.
    margin = max(2, height // 180)
    chain = [
        "color=c=%s:s=%dx%d:r=%s:d=%s" % (BACKGROUND, width, height, rate, duration),
        "format=rgb24",
        "scale=out_color_matrix=bt709:out_range=tv",
        "format=yuv420p",
        "setparams=colorspace=bt709:color_primaries=bt709:color_trc=bt709:range=tv",
        "drawbox=x=0:y=0:w=%d:h=%d:color=black:t=fill" % (width, band_h),
    ]
    for i in range(BITS):
        x0 = int(round(i * width / float(BITS)))
        x1 = int(round((i + 1) * width / float(BITS)))
        bit = BITS - 1 - i
        chain.append(
            "drawbox=x=%d:y=%d:w=%d:h=%d:color=white:t=fill:"
            "enable='eq(mod(floor(n/%d),2),1)'"
            % (x0 + margin, margin, x1 - x0 - 2 * margin, band_h - 2 * margin, (1 << bit) * number_every))
    detail_x, detail_y, detail_h = width // 32, height - height // 12, max(8, height // 36)
    for line in range(DETAIL_LINES):
        chain.append("drawbox=x=%d:y=%d:w=1:h=%d:color=white:t=fill" % (detail_x + 2 * line, detail_y, detail_h))
    if moving_bar:
        top, strip_h = strip(height)
        left, strip_w = strip_span(width)
        # On black, across the middle only: a reader looking for the card's body by its
        # colour finds the rows beside the strip whole. The bar is a full block drawn as
        # text (drawtext, unlike drawbox, places it anew each frame); a field apart it has
        # moved a third of its width, so each field's edge differs.
        chain.append("drawbox=x=%d:y=%d:w=%d:h=%d:color=black:t=fill" % (left, top, strip_w, strip_h))
        chain.append("drawtext=fontfile=%s:text='\u2588':fontcolor=white:fontsize=%d:"
                     "x='%d+mod(n*%d\\,%d)':y=%d" % (FONT, strip_h, left, strip_h // 3, strip_w - strip_h, top))
    if with_grey_patch:
        x, y, size = grey_patch(width, height)
        chain.append("drawbox=x=%d:y=%d:w=%d:h=%d:color=0x%02x%02x%02x:t=fill"
                     % (x, y, size, size, GREY_PATCH, GREY_PATCH, GREY_PATCH))
    body_top = band_h
    body_h = height - band_h
    number_size = int(body_h * 0.30)
    time_size = int(body_h * 0.11)
    number = "%{frame_num}" if number_every == 1 else "%%{eif\\:floor(n/%d)\\:d}" % number_every
    chain.append(
        "drawtext=fontfile=%s:text='%s':fontcolor=white:fontsize=%d:"
        "x=(w-text_w)/2:y=%d" % (FONT, number, number_size, body_top + int(body_h * 0.22)))
    chain.append(
        "drawtext=fontfile=%s:text='%%{pts\\:hms}':fontcolor=white:fontsize=%d:"
        "x=(w-text_w)/2:y=%d" % (FONT, time_size, body_top + int(body_h * 0.62)))
    return chain


def video_filter(width, height, fps, duration):
    """The test card's whole chain, as one lavfi source."""
    return ",".join(card_chain(width, height, str(fps), duration))
