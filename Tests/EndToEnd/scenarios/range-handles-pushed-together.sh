# The range slider (20…70 of 0…100 on a 270° arc starting at bearing 225°, minimum distance
# 10 points of arc, as MSCircularSlider measures it): its lower handle (bearing 279°) dragged
# clockwise past the upper handle (bearing 54°) to bearing 120°. The lower handle must stop 10
# points of arc below the upper one (100 × 10 / (radius × 3π/2) value units, radius from the
# dump), which must not move: handles never cross or pass each other.
scenario_range_handles_pushed_together() {
    start_demo
    local before after changed fraction expected
    before=$(shot before)
    expect_near "$(value range)" 20 0.001 "lower before"
    expect_near "$(field range upper)" 70 0.001 "upper before"
    fraction=$(track_fraction range)
    drag_arc range 279 480 "$fraction" 40
    after=$(shot after)
    changed=$(pixels_changed "$before" "$after")
    expected=$(awk -v r="$(field range radius)" 'BEGIN { printf "%.4f", 70 - 100 * 10 / (r * 3 * atan2(0, -1) / 2) }')
    expect_near "$(value range)" "$expected" 0.001 "lower after pushing into the upper"
    expect_near "$(field range upper)" 70 0.001 "upper after"
    expect_at_least "$changed" 200 "pixels changed"
}
