#!/usr/bin/env bash
# Regenerates the demo's icons (64×64 PNG, transparent) from ImageMagick drawing primitives.
# Our own shapes, nothing copied. Run from anywhere: bash Linux/Assets/make-icons.sh
# The *.svg files next to them are the same shapes written as SVG by hand (the Cairo renderer
# prefers them); change both together.
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
draw sun    '#ff9500' -draw "circle 32,32 32,18" -stroke '#ff9500' -strokewidth 5 \
    -draw "line 32,2 32,10" -draw "line 32,54 32,62" -draw "line 2,32 10,32" -draw "line 54,32 62,32" \
    -draw "line 11,11 17,17" -draw "line 47,47 53,53" -draw "line 11,53 17,47" -draw "line 47,17 53,11"
draw flame  '#ff5a1f' -draw "path 'M 32,2 C 44,18 54,28 52,42 C 50,56 40,62 32,62 C 22,62 12,56 12,42 C 12,30 22,26 24,14 C 30,22 32,26 32,2 Z'" \
    -fill '#ffc93c' -draw "ellipse 32,48 9,12 0,360"
draw bell   '#d4a017' -draw "path 'M 32,6 C 20,6 14,16 14,30 L 14,44 L 8,50 L 56,50 L 50,44 L 50,30 C 50,16 44,6 32,6 Z'" \
    -draw "circle 32,55 32,49" -draw "circle 32,6 32,2"
draw flag   '#c62828' -draw "polygon 16,8 54,16 16,32" -fill '#8d6e63' -draw "rectangle 12,4 17,62"
draw gift   '#8e44ad' -draw "rectangle 8,24 56,60" -fill '#f1c40f' -draw "rectangle 29,24 35,60" -draw "rectangle 8,24 56,30" \
    -fill none -stroke '#f1c40f' -strokewidth 4 -draw "ellipse 24,18 8,6 0,360" -draw "ellipse 40,18 8,6 0,360"
draw music  '#16a085' -draw "circle 18,50 18,40" -draw "circle 46,44 46,34" -draw "rectangle 24,10 28,50" -draw "rectangle 52,6 56,44" \
    -draw "polygon 24,10 56,4 56,14 24,20"
# The knob's images (128×128): a dark knurled body, a light cap with a pointer, a soft ring
# behind and a gloss in front. knob-highlighted is the cap lit up; knob-disabled is greyed.
convert -size 128x128 xc:none -fill '#2b2f36' -draw "circle 64,64 64,4" -fill '#3d434d' -draw "circle 64,64 64,12" -strip PNG32:knob-background.png
convert -size 128x128 xc:none -fill '#d9dde3' -stroke '#9aa1ab' -strokewidth 2 -draw "circle 64,64 64,20" \
    -stroke none -fill '#e0245e' -draw "roundrectangle 60,24 68,56 3,3" -strip PNG32:knob.png
convert -size 128x128 xc:none -fill '#f2f5f9' -stroke '#3b82f6' -strokewidth 3 -draw "circle 64,64 64,20" \
    -stroke none -fill '#ff2d6f' -draw "roundrectangle 60,24 68,56 3,3" -strip PNG32:knob-highlighted.png
convert -size 128x128 xc:none -fill '#b8bcc2' -stroke '#9aa1ab' -strokewidth 2 -draw "circle 64,64 64,20" \
    -stroke none -fill '#8a8f96' -draw "roundrectangle 60,24 68,56 3,3" -strip PNG32:knob-disabled.png
convert -size 128x128 xc:none -fill 'rgba(255,255,255,0.35)' -draw "ellipse 56,48 28,14 0,360" -strip PNG32:knob-foreground.png
ls -l ./*.png
