# The range slider (20…70 of 0…100 on a 270° arc starting at bearing 225°, minimum distance
# 10): its lower handle (bearing 279°) dragged clockwise past the upper handle (bearing 54°)
# to bearing 120°. The lower handle must stop 10 below the upper one, which must not move:
# handles never cross or pass each other.
scenario_range_handles_pushed_together() {
    start_demo
    local before after changed fraction
    before=$(shot before)
    expect_near "$(value range)" 20 0.001 "lower before"
    expect_near "$(field range upper)" 70 0.001 "upper before"
    centre range
    fraction=$(awk -v r="$(field range radius)" -v h="$R" 'BEGIN { printf "%.4f", r / h }')
    drag_arc range 279 480 "$fraction" 40
    after=$(shot after)
    changed=$(pixels_changed "$before" "$after")
    expect_near "$(value range)" 60 0.001 "lower after pushing into the upper"
    expect_near "$(field range upper)" 70 0.001 "upper after"
    expect_at_least "$changed" 200 "pixels changed"
}
