# Two full turns clockwise in one drag (the tracker counts turns across 12 o'clock), then a
# half turn back: 720° then 540°, and the dump's extra field reports the whole turns.
# Also exercises point_at/click_at/drag_line helpers.
scenario_tracker_two_turns() {
    start_demo
    drag_arc tracker 0 720 0.7 72 0.01
    expect_near "$(value tracker)" 720 3 "after two turns"
    expect_near "$(field tracker turns)" 2 0 "turns field"
    drag_arc tracker 0 -180 0.7 18 0.01
    expect_near "$(value tracker)" 540 4 "after half a turn back"
    drag_line tracker 0 -80 80 0 10
    expect_near "$(value tracker)" 630 4 "after a straight drag from 12 to 3 o'clock"
    click_at tracker 45 0.5 2
    expect_near "$(value tracker)" 0 0.001 "after a double-click at 45°"
}
