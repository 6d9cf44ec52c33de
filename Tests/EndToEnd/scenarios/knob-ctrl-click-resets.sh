# Ctrl-click resets a knob to its default (GTK's desktop idiom; the modifier comes from the
# click gesture's event state into PointerEvent.modifiers): the pan knob (−1…+1, neutral and
# default 0) starts at −0.4; a plain click leaves it there, a Ctrl-click puts it back to 0.
scenario_knob_ctrl_click_resets() {
    start_demo
    expect_near "$(value knob-pan)" -0.4 0.0001 "pan before"
    click_at knob-pan 0 0.3
    sleep 0.3
    expect_near "$(value knob-pan)" -0.4 0.0001 "pan after a plain click"
    point_at knob-pan 0 0.3
    xdotool mousemove "$PX" "$PY" keydown ctrl click 1 keyup ctrl
    sleep 0.8
    expect_near "$(value knob-pan)" 0 0.0001 "pan after a Ctrl-click"
    expect_equal "$(field knob-pan editing)" 0 "editing after the Ctrl-click"
}
