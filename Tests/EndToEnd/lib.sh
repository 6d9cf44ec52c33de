# Helpers for e2e.sh scenarios (sourced). Coordinates are screen pixels.

DEMO_PID=""

# start_demo [ARGS...]: launch rotary-demo (with ARGS, e.g. --setting dial-coasts) and a dump
# file, and wait until every control has a size. The demo inherits the caller's environment:
# `GTK_THEME=Adwaita:dark start_demo` starts it in the dark theme.
start_demo() {
    DUMP="$E2E_OUT/$E2E_SCENARIO.dump"
    rm -f "$DUMP"
    "$RC_DEMO" --dump-file "$DUMP" "$@" >"$E2E_OUT/$E2E_SCENARIO.log" 2>&1 &
    DEMO_PID=$!
    for _ in $(seq 100); do
        if [ -s "$DUMP" ] && ! grep -q 'width=0' "$DUMP"; then break; fi
        sleep 0.1
    done
    [ -s "$DUMP" ] || { echo "  FAILED: the demo wrote no dump"; tail -5 "$E2E_OUT/$E2E_SCENARIO.log"; fail_scenario; return 1; }
    local window
    window=$(xdotool search --sync --name "RotaryControls demo" | head -1)
    eval "$(xdotool getwindowgeometry --shell "$window")"   # sets X Y WIDTH HEIGHT
    WINDOW_X=$X; WINDOW_Y=$Y
    sleep 0.5   # let the first frame reach the screen
}

# fail_scenario: marks the running scenario as failed (checked by e2e.sh after it returns).
fail_scenario() {
    echo failed >>"$E2E_OUT/$E2E_SCENARIO.failed"
}

# demo_alive: fails the scenario if the demo has exited (crashed).
demo_alive() {
    if [ -n "$DEMO_PID" ] && ! kill -0 "$DEMO_PID" 2>/dev/null; then
        echo "  FAILED: the demo exited; log: $E2E_OUT/$E2E_SCENARIO.log"; fail_scenario
    fi
}

stop_demo() {
    if [ -n "$DEMO_PID" ]; then kill "$DEMO_PID" 2>/dev/null || true; wait "$DEMO_PID" 2>/dev/null || true; fi
    DEMO_PID=""
}

# field NAME KEY: a field of a control's dump line (value, x, y, width, height, or an extra
# field the demo cell adds, e.g. turns, coasting).
field() {
    grep "^control=$1 " "$DUMP" | tr ' ' '\n' | sed -n "s/^$2=//p"
}

# value NAME: the control's value once the dump has been stable for 0.3 s.
value() {
    local before=""
    for _ in $(seq 30); do
        local now; now=$(cat "$DUMP")
        [ "$now" = "$before" ] && break
        before=$now; sleep 0.3
    done
    field "$1" value
}

# wait_field NAME KEY WANTED [TIMEOUT_S]: waits (default 10 s) until a dump field of a control
# reads WANTED; fails the scenario if it never does.
wait_field() {
    for _ in $(seq $(( ${4:-10} * 10 ))); do
        [ "$(field "$1" "$2")" = "$3" ] && return 0
        sleep 0.1
    done
    echo "  FAILED: $1 $2 never became $3 (now '$(field "$1" "$2")')"; fail_scenario
}

# centre NAME: sets CX CY (screen) and R (half the smaller side) for a control; for a spinner
# popped up over the window (dump field popup=1), R is its open ring's radius (field `ring`).
centre() {
    local x y w h
    x=$(field "$1" x); y=$(field "$1" y); w=$(field "$1" width); h=$(field "$1" height)
    CX=$((WINDOW_X + x + w / 2)); CY=$((WINDOW_Y + y + h / 2))
    R=$(( (w < h ? w : h) / 2 ))
    if [ "$(field "$1" popup)" = "1" ]; then R=$(field "$1" ring); fi
}

# wait_settled NAME KEY WANTED [TIMEOUT_S]: waits (wait_field) until KEY reads WANTED, then
# until the dump has been stable for 0.3 s, and checks KEY still reads WANTED — for counts that
# arrive late on a busy machine and must not overshoot.
wait_settled() {
    wait_field "$@"
    value "$1" >/dev/null
    expect_equal "$(field "$1" "$2")" "$3" "$1 $2 once settled"
}

# region_changed A B X Y W H: how many pixels differ between two screenshots inside the screen
# rectangle (X, Y, W, H).
region_changed() {
    local crop="${5}x${6}+${3}+${4}"
    convert "$1" -crop "$crop" +repage "${1%.png}-crop.png"
    convert "$2" -crop "$crop" +repage "${2%.png}-crop.png"
    compare -metric AE "${1%.png}-crop.png" "${2%.png}-crop.png" null: 2>&1 | cut -d' ' -f1 || true
}

# track_fraction NAME: the control's track radius (its dump field `radius`, in pixels) as a
# fraction of its half-size, for drag_arc and point_at (sets CX CY R as `centre` does).
track_fraction() {
    centre "$1"
    awk -v r="$(field "$1" radius)" -v h="$R" 'BEGIN { printf "%.4f", r / h }'
}

# drag_arc NAME FROM_DEG TO_DEG RADIUS_FRACTION STEPS [PAUSE]: one xdotool call pressing at
# bearing FROM (degrees clockwise from 12 o'clock) on a circle around the control's centre,
# moving in STEPS along the arc to bearing TO (PAUSE seconds between moves, default 0.02),
# and releasing there.
drag_arc() {
    local pause=${6:-0.02}
    centre "$1"
    local args
    args=$(awk -v cx="$CX" -v cy="$CY" -v r="$R" -v f="$4" -v a="$2" -v b="$3" -v n="$5" -v p="$pause" 'BEGIN {
        pi = atan2(0, -1); rad = r * f
        for (i = 0; i <= n; i++) {
            t = (a + (b - a) * i / n) * pi / 180
            x = int(cx + rad * sin(t) + 0.5); y = int(cy - rad * cos(t) + 0.5)
            printf "mousemove %d %d ", x, y
            if (i == 0) printf "mousedown 1 sleep 0.05 "; else printf "sleep %s ", p
        }
        printf "mouseup 1"
    }')
    # shellcheck disable=SC2086
    xdotool $args
}

# point_at NAME BEARING_DEG RADIUS_FRACTION: sets PX PY, the screen point at that bearing
# (degrees clockwise from 12 o'clock) and fraction of the control's half-size from its centre.
point_at() {
    centre "$1"
    read -r PX PY < <(awk -v cx="$CX" -v cy="$CY" -v r="$R" -v f="$3" -v a="$2" 'BEGIN {
        pi = atan2(0, -1); t = a * pi / 180
        printf "%d %d\n", int(cx + r * f * sin(t) + 0.5), int(cy - r * f * cos(t) + 0.5) }')
}

# click_at NAME BEARING_DEG RADIUS_FRACTION [COUNT]: clicks (COUNT times, default 1, 80 ms apart)
# at that point of a control; `click_at spinner 0 0` clicks its centre.
click_at() {
    point_at "$1" "$2" "$3"
    xdotool mousemove "$PX" "$PY" click --repeat "${4:-1}" --delay 80 1
}

# drag_line NAME DX0 DY0 DX1 DY1 STEPS [PAUSE]: one xdotool call pressing at the control's
# centre + (DX0, DY0) pixels, moving in STEPS straight to centre + (DX1, DY1), releasing there
# (for the knob's horizontal and vertical drag styles).
drag_line() {
    centre "$1"
    local pause=${7:-0.02} args
    args=$(awk -v cx="$CX" -v cy="$CY" -v x0="$2" -v y0="$3" -v x1="$4" -v y1="$5" -v n="$6" -v p="$pause" 'BEGIN {
        for (i = 0; i <= n; i++) {
            printf "mousemove %d %d ", cx + x0 + (x1 - x0) * i / n, cy + y0 + (y1 - y0) * i / n
            if (i == 0) printf "mousedown 1 sleep 0.05 "; else printf "sleep %s ", p
        }
        printf "mouseup 1"
    }')
    # shellcheck disable=SC2086
    xdotool $args
}

# shot LABEL: screenshot of the whole screen to $E2E_OUT/<scenario>-LABEL.png; prints the path.
shot() {
    local file="$E2E_OUT/$E2E_SCENARIO-$1.png"
    import -window root "$file"
    echo "$file"
}

# shot_changed BEFORE LABEL MINIMUM [TIMEOUT_S]: takes screenshot LABEL until at least MINIMUM
# pixels differ from BEFORE (default 10 s: an opening animation, a busy machine), prints its
# path; the scenario checks the count (pixels_changed) as before.
shot_changed() {
    local file
    for _ in $(seq $(( ${4:-10} * 4 ))); do
        file=$(shot "$2")
        [ "$(pixels_changed "$1" "$file")" -ge "$3" ] && break
        sleep 0.25
    done
    echo "$file"
}

# pixels_changed A B: how many pixels differ between two screenshots (ImageMagick AE).
pixels_changed() {
    compare -metric AE "$1" "$2" "${2%.png}-diff.png" 2>&1 >/dev/null | cut -d' ' -f1 || true
}

# expect_near ACTUAL EXPECTED TOLERANCE WHAT
expect_near() {
    if awk -v a="$1" -v e="$2" -v t="$3" 'BEGIN { d = a - e; if (d < 0) d = -d; exit !(d <= t) }'; then
        echo "  ok: $4 = $1 (expected $2 ± $3)"
    else
        echo "  FAILED: $4 = $1, expected $2 ± $3"; fail_scenario
    fi
}

# expect_not_below ACTUAL MINIMUM WHAT (numbers, e.g. a contrast ratio)
expect_not_below() {
    if awk -v a="$1" -v m="$2" 'BEGIN { exit !(a + 0 >= m + 0) }'; then
        echo "  ok: $3 = $1 (≥ $2)"
    else
        echo "  FAILED: $3 = $1, expected ≥ $2"; fail_scenario
    fi
}

# expect_equal ACTUAL EXPECTED WHAT (strings)
expect_equal() {
    if [ "$1" = "$2" ]; then echo "  ok: $3 = $1"; else echo "  FAILED: $3 = '$1', expected '$2'"; fail_scenario; fi
}

# expect_at_least ACTUAL MINIMUM WHAT
expect_at_least() {
    if [ "$1" -ge "$2" ]; then echo "  ok: $3 = $1 (≥ $2)"; else echo "  FAILED: $3 = $1, expected ≥ $2"; fail_scenario; fi
}
