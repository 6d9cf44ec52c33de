# The single slider (0…100 on a 300° arc, gap at 6 o'clock, value 30 at bearing 300°) dragged
# by its handle clockwise all the way round to 100 (bearing 150°) and on across the gap to
# bearing 200°, next to the arc's start: the value must stop at 100 and stay there, never
# jump to the start. The drag follows the track (its radius comes from the dump).
scenario_slider_across_gap() {
    start_demo
    local before after changed fraction
    before=$(shot before)
    expect_near "$(value slider)" 30 0.001 "slider before"
    fraction=$(track_fraction slider)
    drag_arc slider 300 560 "$fraction" 52
    after=$(shot after)
    changed=$(pixels_changed "$before" "$after")
    expect_near "$(value slider)" 100 0.001 "slider after crossing the gap"
    expect_equal "$(field slider editing)" 0 "editing after release"
    expect_at_least "$changed" 500 "pixels changed"
}
