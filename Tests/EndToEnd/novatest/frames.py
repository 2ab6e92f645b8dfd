# SPDX-License-Identifier: GPL-3.0-or-later
"""Read the test card's frame number from pixels.

The test card (meson-helpers/make-test-card) carries a band in the top tenth
of the picture: 16 equal cells across the full width, most significant bit on
the left, white = 1, black = 0.  Below the band the picture is a solid
dark blue-grey, never black.

Images here are anything with ``pixel(x, y) -> (r, g, b)``; rows are
anything indexable by x giving ``(r, g, b)``.  :class:`Image` is a small
container for raw RGB/BGRX bytes (screen captures, ffmpeg rawvideo, PPM).
"""

from collections import namedtuple

CELLS = 16
DARK = 60          # luminance below this: clearly a 0 cell
BRIGHT = 190       # luminance above this: clearly a 1 cell
NEAR_BLACK = 24    # letterbox bars and the band's black are below this
BAND_SAMPLE = 0.05  # sample row, as a fraction of the picture height

Picture = namedtuple("Picture", "x y width height band_y")
Picture.__doc__ = """Where the test card's picture is, in window coordinates.

x, y, width, height: the picture rectangle; band_y: a row through the
middle of the frame-number band."""
Picture.rect = property(lambda self: (self.x, self.y, self.width, self.height))


def luminance(rgb):
    r, g, b = rgb[0], rgb[1], rgb[2]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def is_near_black(rgb, limit=NEAR_BLACK):
    return max(rgb[0], rgb[1], rgb[2]) < limit


class Row:
    """One row of an :class:`Image`; ``row[x]`` gives ``(r, g, b)``."""

    __slots__ = ("_data", "_offset", "_bpp", "_order", "width")

    def __init__(self, data, offset, width, bpp, order):
        self._data = data
        self._offset = offset
        self._bpp = bpp
        self._order = order
        self.width = width

    def __len__(self):
        return self.width

    def __getitem__(self, x):
        if not 0 <= x < self.width:
            raise IndexError("x %d outside row of width %d" % (x, self.width))
        i = self._offset + x * self._bpp
        d = self._data
        if self._order == "bgr":
            return (d[i + 2], d[i + 1], d[i])
        return (d[i], d[i + 1], d[i + 2])


class Image:
    """Raw pixels.  ``order`` is "rgb" (r, g, b first) or "bgr" (b, g, r
    first, as X11 ZPixmap BGRX); ``bpp`` bytes per pixel (3 or 4)."""

    def __init__(self, width, height, data, bpp=3, order="rgb", stride=None):
        if order not in ("rgb", "bgr"):
            raise ValueError("order must be 'rgb' or 'bgr'")
        self.width = width
        self.height = height
        self.data = data
        self.bpp = bpp
        self.order = order
        self.stride = stride if stride is not None else width * bpp
        if len(data) < self.stride * (height - 1) + width * bpp:
            raise ValueError("image data too short: %d bytes for %dx%d"
                             % (len(data), width, height))

    def row(self, y):
        if not 0 <= y < self.height:
            raise IndexError("y %d outside image of height %d" % (y, self.height))
        return Row(self.data, y * self.stride, self.width, self.bpp, self.order)

    def pixel(self, x, y):
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise IndexError("(%d, %d) outside %dx%d image" % (x, y, self.width, self.height))
        return self.row(y)[x]

    def crop(self, x, y, width, height):
        """A copy of a rectangle as a packed RGB image."""
        out = bytearray()
        for yy in range(y, y + height):
            row = self.row(yy)
            for xx in range(x, x + width):
                out.extend(row[xx])
        return Image(width, height, bytes(out))

    @classmethod
    def from_ppm(cls, path):
        """Load a binary PPM (P6, maxval 255), e.g. from ``ffmpeg -f image2
        -c:v ppm`` or ``convert x.png ppm:-``."""
        with open(path, "rb") as f:
            data = f.read()
        return cls.from_ppm_bytes(data)

    @classmethod
    def from_ppm_bytes(cls, data):
        fields = []
        pos = 0
        while len(fields) < 4:
            while data[pos:pos + 1].isspace():
                pos += 1
            if data[pos:pos + 1] == b"#":
                while data[pos:pos + 1] not in (b"\n", b""):
                    pos += 1
                continue
            start = pos
            while not data[pos:pos + 1].isspace():
                pos += 1
            fields.append(data[start:pos])
        pos += 1  # the single whitespace after maxval
        if fields[0] != b"P6" or int(fields[3]) != 255:
            raise ValueError("not a P6 PPM with maxval 255")
        width, height = int(fields[1]), int(fields[2])
        return cls(width, height, data[pos:pos + width * height * 3])

    def to_ppm_bytes(self):
        out = bytearray(b"P6\n%d %d\n255\n" % (self.width, self.height))
        for y in range(self.height):
            row = self.row(y)
            for x in range(self.width):
                out.extend(row[x])
        return bytes(out)


def turned(image, clockwise):
    """A copy of ``image`` turned a quarter: what a picture shown turned the other way
    looks like upright again (packed RGB)."""
    w, h = image.width, image.height
    rows = [image.row(y) for y in range(h)]
    out = bytearray()
    for y in range(w):
        for x in range(h):
            # Clockwise, the new row y is the old column y read bottom to top.
            out.extend(rows[h - 1 - x][y] if clockwise else rows[x][w - 1 - y])
    return Image(h, w, bytes(out))


def cell_centres(x0, width):
    """x of the centre of each of the 16 cells, most significant first."""
    return [int(x0 + (i + 0.5) * width / CELLS) for i in range(CELLS)]


def decode_band(pixels_row, x0, width):
    """The frame number read from one row through the band.

    ``pixels_row[x]`` gives ``(r, g, b)``; the picture spans
    ``x0 .. x0 + width``.  Returns None when any cell is neither clearly dark
    nor clearly bright (a transition, an overlay, not the test card) or lies
    outside the row.
    """
    value = 0
    for x in cell_centres(x0, width):
        if x < 0 or x >= len(pixels_row):
            return None
        lum = luminance(pixels_row[x])
        if lum < DARK:
            bit = 0
        elif lum > BRIGHT:
            bit = 1
        else:
            return None
        value = (value << 1) | bit
    return value


def fit_16_9(x, y, width, height):
    """The largest centred 16:9 rectangle inside the given one."""
    if width * 9 >= height * 16:
        pic_h = height
        pic_w = int(round(height * 16 / 9.0))
    else:
        pic_w = width
        pic_h = int(round(width * 9 / 16.0))
    return (x + (width - pic_w) // 2, y + (height - pic_h) // 2, pic_w, pic_h)


def picture_in_area(x, y, width, height):
    """The :class:`Picture` a player shows in a video area of this size."""
    px, py, pw, ph = fit_16_9(x, y, width, height)
    return Picture(px, py, pw, ph, py + int(round(ph * BAND_SAMPLE)))


def is_body(rgb):
    """True for the card's blue-grey background (#30406a), as any player
    shows it (tolerant to BT.601/709 and range differences)."""
    r, g, b = rgb[0], rgb[1], rgb[2]
    return 70 <= b <= 200 and b >= r + 25 and b >= g + 20


def _inside(image, x, y):
    return 0 <= x < image.width and 0 <= y < image.height


def picture_visible(image, picture):
    """True when the card's body (below the band, beside the text) shows at
    a few points of ``picture``: something is drawn, and it is the card."""
    for fx, fy in ((0.03, 0.2), (0.03, 0.35), (0.97, 0.2)):
        x = picture.x + int(picture.width * fx)
        y = picture.y + int(picture.height * fy)
        if not _inside(image, x, y) or not is_body(image.pixel(x, y)):
            return False
    return True


def picture_fits(image, picture, slack=3):
    """True when ``picture``'s edges are where the card's are, within
    ``slack`` px: body just inside the left, right and band-bottom edges,
    and no body just outside the left and right edges."""
    if not picture_visible(image, picture):
        return False
    y = picture.y + int(picture.height * 0.2)
    left, right = picture.x, picture.x + picture.width - 1
    band_bottom = picture.y + int(round(picture.height * 0.1))
    column = picture.x + max(slack + 1, int(picture.width * 0.02))
    checks = [
        (left + slack, y, True), (right - slack, y, True),
        (left - slack, y, False), (right + slack, y, False),
        (column, band_bottom + slack, True), (column, band_bottom - slack - 1, False),
    ]
    for x, yy, body in checks:
        if not _inside(image, x, yy):
            if body:
                return False
            continue
        if is_body(image.pixel(x, yy)) != body:
            return False
    return True


def find_video_top(image, win_h, column=3, start_y=14, run=3):
    """y of the top of the video area: the first run of ``run`` near-black
    rows in ``column`` from ``start_y`` down, extended upwards while still
    black (a window without header bar, or fullscreen).  None if not found."""
    count = 0
    top = None
    for y in range(start_y, win_h):
        if is_near_black(image.pixel(column, y)):
            count += 1
            if count >= run:
                top = y - run + 1
                break
        else:
            count = 0
    if top is None:
        return None
    while top > 0 and is_near_black(image.pixel(column, top - 1)):
        top -= 1
    return top


def locate_by_layout(image, win_w, win_h, column=3, start_y=14):
    """The picture for the expected layout: header bar (not black, maybe
    none) on top, video area from there to the bottom across the full
    width, picture 16:9 centred in it.  The video area's top is the first
    run of near-black rows in ``column`` (3 px from the left: in a black bar
    or in the band's left-most cell, bit 15, always black) from ``start_y``
    (below rounded corners) down.  None if not found or not fitting."""
    win_w = min(win_w, image.width)
    win_h = min(win_h, image.height)
    top = find_video_top(image, win_h, column=column, start_y=start_y)
    if top is None or win_h - top < 16:
        return None
    picture = picture_in_area(0, top, win_w, win_h - top)
    return picture if picture_fits(image, picture) else None


def find_picture(image, step=16):
    """Find the test card's picture anywhere in ``image`` from its body
    colour, whatever surrounds it (window frames, insets, controls below).
    None if not found.

    A coarse grid finds the body; the row with most body samples (between
    the band and the text) gives the left and right edges, hence the width
    and, by 16:9, the height; the band (a tenth of the height) sits on top
    of the body.
    """
    w, h = image.width, image.height
    best_y, best_count, best_x = None, 0, None
    for y in range(0, h, max(1, step // 2)):
        row = image.row(y)
        count = 0
        first = None
        for x in range(step // 2, w, step):
            if is_body(row[x]):
                count += 1
                if first is None:
                    first = x
        if count > best_count:
            best_y, best_count, best_x = y, count, first
    if best_y is None or best_count < 4:
        return None
    row = image.row(best_y)
    left = best_x
    while left > 0 and is_body(row[left - 1]):
        left -= 1
    right = left
    while right + 1 < w and is_body(row[right + 1]):
        right += 1
    width = right - left + 1
    if width < 4 * step:
        return None
    height = int(round(width * 9 / 16.0))
    column = left + max(1, int(width * 0.03))
    body_top = best_y
    while body_top > 0 and is_body(image.pixel(column, body_top - 1)):
        body_top -= 1
    top = body_top - int(round(height * 0.1))
    if top < 0:
        return None
    picture = Picture(left, top, width, height, top + int(round(height * BAND_SAMPLE)))
    return picture if picture_visible(image, picture) else None


def locate_picture(image, win_w, win_h, column=3, start_y=14):
    """Find the test card's picture in a capture of a player's window.

    First by the expected layout (:func:`locate_by_layout`: header bar, then
    the video area down to the bottom across the full width, picture 16:9
    centred, black bars); then, when that does not fit what is on screen (a
    window frame: GTK draws a solid few-pixel border around client-side
    decorated windows when no compositing manager runs, as under plain
    Xvfb; controls below the video), by the card's body colour
    (:func:`find_picture`).

    Returns a :class:`Picture` (window coordinates) or None when no card is
    visible (nothing drawn yet, a black frame, another picture).  The
    picture is right within a pixel or two, whichever way the player rounds;
    the sample points (cell centres, band_y at 5 % of the height) are far
    from every edge, so that does not matter for reading the frame number.
    """
    picture = locate_by_layout(image, win_w, win_h, column=column, start_y=start_y)
    if picture is None:
        picture = find_picture(image)
    return picture


def video_area(image, picture):
    """(x, y, width, height) of the video area around ``picture``: the
    picture plus the black bars beside it (assumed symmetric: the picture
    is centred).  The top bar is measured above the band's left-most cell,
    which is black and joins it; the side bars on a row through the body."""
    column = picture.x + max(2, int(picture.width * 0.02))
    y = picture.y - 1
    while y >= 0 and is_near_black(image.pixel(column, y)):
        y -= 1
    bar_top = picture.y - 1 - y
    row_y = picture.y + int(picture.height * 0.2)
    x = picture.x - 1
    while x >= 0 and is_near_black(image.pixel(x, row_y)):
        x -= 1
    bar_left = picture.x - 1 - x
    return (picture.x - bar_left, picture.y - bar_top,
            picture.width + 2 * bar_left, picture.height + 2 * bar_top)


def read_frame(image, picture):
    """Frame number shown in ``picture`` of ``image``, or None."""
    if picture is None or not 0 <= picture.band_y < image.height:
        return None
    return decode_band(image.row(picture.band_y), picture.x, picture.width)


def locate_and_read(image, win_w=None, win_h=None):
    """(frame number or None, Picture or None) for a window capture."""
    win_w = image.width if win_w is None else win_w
    win_h = image.height if win_h is None else win_h
    picture = locate_picture(image, win_w, win_h)
    return read_frame(image, picture), picture
