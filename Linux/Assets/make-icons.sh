#!/usr/bin/env bash
# Regenerates the demo's icons (64×64 PNG, transparent) from ImageMagick drawing primitives.
# Our own shapes, nothing copied. Run from anywhere: bash Linux/Assets/make-icons.sh
set -euo pipefail
cd "$(dirname "$0")"
draw() { # name colour primitive...
    local name=$1 colour=$2; shift 2
    convert -size 64x64 xc:none -fill "$colour" -stroke none "$@" -strip "PNG32:$name.png"
}
draw star   '#f5b400' -draw "polygon 32,4 39,24 60,24 43,37 49,58 32,45 15,58 21,37 4,24 25,24"
draw heart  '#e0245e' -draw "circle 21,22 21,8" -draw "circle 43,22 43,8" -draw "polygon 8,28 56,28 32,58"
draw bolt   '#ffb000' -draw "polygon 36,2 10,36 28,36 22,62 54,24 35,24 44,2"
draw leaf   '#2e9e44' -draw "ellipse 32,32 16,28 0,360" -stroke '#1c6b2c' -strokewidth 3 -draw "line 32,10 32,60"
draw moon   '#5b6ee1' -draw "circle 32,32 32,4" \
    \( -size 64x64 xc:none -fill black -draw "circle 44,22 44,2" \) -compose DstOut -composite
draw drop   '#1e90ff' -draw "polygon 32,4 14,36 50,36" -draw "circle 32,40 32,22"
ls -l ./*.png
