# Two full turns and a bit clockwise in one drag (the tracker counts turns across 12 o'clock),
# then a half turn back: 725° then 545°, and the dump's extra field reports the whole turns.
# (Ending at exactly 720° would leave the whole-turn count to the rounding of the samples' sum:
# 719.9999…° is one whole turn.)
# Also exercises point_at/click_at/drag_line helpers.
scenario_tracker_two_turns() {
    start_demo
    drag_arc tracker 0 725 0.7 73 0.01
    expect_near "$(value tracker)" 725 3 "after two turns and 5°"
    expect_near "$(field tracker turns)" 2 0 "turns field"
    drag_arc tracker 0 -180 0.7 18 0.01
    expect_near "$(value tracker)" 545 4 "after half a turn back"
    drag_line tracker 0 -80 80 0 10
    expect_near "$(value tracker)" 635 4 "after a straight drag from 12 to 3 o'clock"
    click_at tracker 45 0.5 2
    expect_near "$(value tracker)" 0 0.001 "after a double-click at 45°"
}
