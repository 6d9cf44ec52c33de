#!/usr/bin/env python3
"""WCAG contrast of text drawn on a screenshot.

usage: label-contrast.py SCREENSHOT.png ORIGIN_X ORIGIN_Y PLACES

PLACES is a dump field `X:Y:SIZE:LENGTH,...` (demo's DemoDump.textPlaces): each text's centre
relative to ORIGIN (the control's top-left on the screen), font size and character count. For
each text, the box it is drawn in (0.65 em per character wide, 1.3 em tall) is read from the
screenshot; the background is the median colour of the box (glyphs cover well under half of
it) and the text colour the mean of the 1 % of box pixels (at least 3) farthest from it in
relative luminance. Prints one line per text: `label N at (x, y): text L=…, background L=…,
contrast R:1, glyph pixels G` (pixels at least halfway from the background to the text) and
last `minimum R`, the smallest ratio — a label whose box is uniform (nothing drawn) prints
`no text` and counts as 0.
Relative luminance and contrast ratio as WCAG 2.x defines them (sRGB linearised).
"""
import statistics
import subprocess
import sys


def read_rgb(path):
    """The screenshot as (width, height, bytes R G B per pixel, rows top down): ImageMagick's binary PPM."""
    ppm = subprocess.run(["convert", path, "-depth", "8", "ppm:-"], check=True, capture_output=True).stdout
    fields, index = [], 0
    while len(fields) < 4:   # magic, width, height, maximum; whitespace-separated, no comments
        while ppm[index:index + 1].isspace():
            index += 1
        start = index
        while not ppm[index:index + 1].isspace():
            index += 1
        fields.append(ppm[start:index])
    width, height = int(fields[1]), int(fields[2])
    return width, height, ppm[index + 1:index + 1 + width * height * 3]


def channel(value):
    """An 8-bit sRGB channel linearised (WCAG 2.x)."""
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


LINEAR = [channel(v) for v in range(256)]


def luminance(r, g, b):
    """WCAG relative luminance of an 8-bit sRGB colour."""
    return 0.2126 * LINEAR[r] + 0.7152 * LINEAR[g] + 0.0722 * LINEAR[b]


def box_luminances(image, left, top, right, bottom):
    """The relative luminance of every pixel in the box (clipped to the image)."""
    width, height, pixels = image
    values = []
    for y in range(max(0, top), min(height, bottom)):
        for x in range(max(0, left), min(width, right)):
            i = 3 * (y * width + x)
            values.append(luminance(pixels[i], pixels[i + 1], pixels[i + 2]))
    return values


def contrast(a, b):
    light, dark = max(a, b), min(a, b)
    return (light + 0.05) / (dark + 0.05)


def main():
    image = read_rgb(sys.argv[1])
    origin_x, origin_y = float(sys.argv[2]), float(sys.argv[3])
    places = [place.split(":") for place in sys.argv[4].split(",") if place]
    if not places:
        print("no text")
        return 1
    ratios = []
    for number, (x, y, size, length) in enumerate(places, 1):
        size, length = float(size), int(length)
        cx, cy = origin_x + float(x), origin_y + float(y)
        half_width, half_height = 0.65 * size * length / 2 + 2, 0.65 * size + 1
        lum = box_luminances(image, int(cx - half_width), int(cy - half_height),
                             int(cx + half_width) + 1, int(cy + half_height) + 1)
        if not lum:
            print(f"label {number} at ({cx:.0f}, {cy:.0f}): outside the screenshot")
            ratios.append(0.0)
            continue
        background = statistics.median(lum)
        count = max(3, len(lum) // 100)
        farthest = sorted(lum, key=lambda value: abs(value - background))[-count:]
        text = statistics.fmean(farthest)
        if abs(text - background) < 0.003:
            print(f"label {number} at ({cx:.0f}, {cy:.0f}): no text")
            ratios.append(0.0)
            continue
        glyphs = sum(1 for value in lum if abs(value - background) >= abs(text - background) / 2)
        ratio = contrast(text, background)
        ratios.append(ratio)
        print(f"label {number} at ({cx:.0f}, {cy:.0f}): text L={text:.3f}, background L={background:.3f}, "
              f"contrast {ratio:.2f}:1, glyph pixels {glyphs}")
    print(f"minimum {min(ratios):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
