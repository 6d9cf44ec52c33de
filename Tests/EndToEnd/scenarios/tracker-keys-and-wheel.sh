# Keyboard and scroll wheel on the rotation dial: a click focuses it without turning it
# (press and release at one point), two Right arrows turn +30°, one wheel notch up +15°,
# Page Down −90°: −45° in the end.
scenario_tracker_keys_and_wheel() {
    start_demo
    centre tracker
    xdotool mousemove "$CX" $((CY - R / 2)) click 1
    expect_near "$(value tracker)" 0 0.001 "after a click"
    xdotool key Right Right
    expect_near "$(value tracker)" 30 0.001 "after two Right arrows"
    xdotool click 4
    expect_near "$(value tracker)" 45 0.001 "after one wheel notch up"
    xdotool key Page_Down
    expect_near "$(value tracker)" -45 0.001 "after Page Down"
    shot after >/dev/null
}
