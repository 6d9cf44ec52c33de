# The endless knob (12 detents a turn) turned one whole turn clockwise at 60 % of its radius:
# it comes back to 0.5 and ticks exactly 12 times (one per detent crossed).
scenario_knob_endless_detents() {
    start_demo
    drag_arc knob-endless 10 370 0.6 72
    expect_near "$(value knob-endless)" 0.5 0.01 "endless knob after a whole turn"
    expect_equal "$(field knob-endless ticks)" 12 "detent ticks"
}
