# The two linear drag styles (200 px for the full range): the sideways knob dragged 50 px to
# the right must read 0.75, the up/down knob dragged 50 px up 0.75 then 100 px down 0.25;
# a click focuses the sideways knob without moving it, then arrows and the wheel step by 1 % of
# the range (the step every control uses when it has none of its own).
scenario_knob_drag_styles() {
    start_demo
    local before after
    before=$(shot before)
    drag_line knob-horizontal -20 0 30 0 10
    expect_near "$(value knob-horizontal)" 0.75 0.01 "sideways knob after 50 px right"
    drag_line knob-vertical 0 20 0 -30 10
    expect_near "$(value knob-vertical)" 0.75 0.01 "up/down knob after 50 px up"
    drag_line knob-vertical 0 -40 0 60 20
    expect_near "$(value knob-vertical)" 0.25 0.01 "up/down knob after 100 px down"
    centre knob-horizontal
    xdotool mousemove "$CX" "$CY" click 1
    expect_near "$(value knob-horizontal)" 0.75 0.01 "sideways knob after a click (focus, no change)"
    xdotool key Left Left click 4
    expect_near "$(value knob-horizontal)" 0.74 0.001 "sideways knob after ←, ←, wheel up (1 % of the range each)"
    expect_near "$(value knob-vertical)" 0.25 0.01 "up/down knob untouched by those keys"
    after=$(shot after)
    expect_at_least "$(pixels_changed "$before" "$after")" 300 "pixels changed"
}
