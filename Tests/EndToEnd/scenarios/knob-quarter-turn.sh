# The turning knob (0…1, value 0.5, ±135°) turned a quarter turn clockwise: from 12 o'clock
# to 3 o'clock at 60 % of its radius, in 18 moves of 5°. Touch-down must not move it; the
# value must rise by range × 90 / 270 = 1/3, to 0.833 (± 0.01), and the knob must visibly turn.
scenario_knob_quarter_turn() {
    start_demo
    local before after changed
    before=$(shot before)
    expect_near "$(value knob-rotary)" 0.5 0.0001 "knob before"
    drag_arc knob-rotary 0 90 0.6 18
    after=$(shot after)
    changed=$(pixels_changed "$before" "$after")
    expect_near "$(value knob-rotary)" 0.8333 0.01 "knob after a quarter turn"
    expect_equal "$(field knob-rotary editing)" 0 "editing after release"
    expect_at_least "$changed" 300 "pixels changed"
}
