# An open spinner closes when its window stops being the active one: another X window (an
# xmessage beside the demo) takes the focus, as when the user switches windows or clicks
# outside the window and the window manager focuses what was clicked. Under Xvfb there is no
# window manager: `xdotool windowfocus` moves the focus itself. The selection is kept. Then the
# demo is focused again, the ring opened and pressed and turned; the focus leaves while the
# button is still down: the finger is let go, the ring lands on an item and the spinner closes.
scenario_spinner_closes_when_window_deactivated() {
    start_demo
    local demo other other_pid
    demo=$(xdotool search --name "RotaryControls demo" | head -1)
    xmessage -title rc-other-window -geometry +1100+700 "another window" >/dev/null 2>&1 &
    other_pid=$!
    for _ in $(seq 100); do
        other=$(xdotool search --name '^rc-other-window$' 2>/dev/null | head -1)
        [ -n "$other" ] && break
        sleep 0.1
    done
    [ -n "$other" ] || { echo "  FAILED: xmessage showed no window"; fail_scenario; kill "$other_pid"; return 1; }
    click_at spinner 0 0
    wait_field spinner popup 1
    wait_field spinner moving 0
    xdotool windowfocus --sync "$other"
    wait_field spinner open 0
    wait_field spinner popup 0
    expect_equal "$(field spinner value)" 0.000 "selection kept"

    xdotool windowfocus --sync "$demo"
    click_at spinner 0 0
    wait_field spinner popup 1
    wait_field spinner moving 0
    # Press on the ring's right side and turn 40° counter-clockwise, then keep the button down.
    centre spinner
    local args
    args=$(awk -v cx="$CX" -v cy="$CY" -v r="$R" 'BEGIN {
        pi = atan2(0, -1); rad = 0.8 * r
        for (i = 0; i <= 8; i++) {
            t = (90 - 5 * i) * pi / 180
            printf "mousemove %d %d ", int(cx + rad * sin(t) + 0.5), int(cy - rad * cos(t) + 0.5)
            if (i == 0) printf "mousedown 1 sleep 0.05 "; else printf "sleep 0.02 "
        }
    }')
    # shellcheck disable=SC2086
    xdotool $args
    wait_field spinner editing 1
    xdotool windowfocus --sync "$other"
    wait_field spinner editing 0
    wait_field spinner open 0
    wait_field spinner popup 0
    xdotool mouseup 1
    sleep 0.3
    expect_equal "$(field spinner open)" 0 "still closed after the button came up"
    kill "$other_pid" 2>/dev/null || true
    wait "$other_pid" 2>/dev/null || true
}
