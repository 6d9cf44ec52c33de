# The rotation-gesture dial turned a quarter turn clockwise: from 12 o'clock to 3 o'clock at
# 70 % of its radius, in 18 moves of 5°. The tracker must read +90° (±3°) and the dial must
# have visibly turned. The widget's accessible role must be slider.
scenario_tracker_quarter_turn() {
    start_demo
    local before after value changed
    before=$(shot before)
    expect_near "$(value tracker)" 0 0.001 "tracker before"
    expect_equal "$(field tracker role)" slider "accessible role"
    drag_arc tracker 0 90 0.7 18
    value=$(value tracker)
    after=$(shot after)
    changed=$(pixels_changed "$before" "$after")
    expect_near "$value" 90 3 "tracker after a quarter turn"
    expect_at_least "$changed" 1000 "pixels changed"
}
