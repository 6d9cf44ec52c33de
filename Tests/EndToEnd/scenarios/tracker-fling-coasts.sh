# With "Dial coasts after a fling" on, a fast quarter turn (6 moves 10 ms apart) keeps the dial
# turning after release (frame clock + core Inertia) until it rests beyond where the finger left it.
scenario_tracker_fling_coasts() {
    start_demo --setting dial-coasts
    local before after value changed
    before=$(shot before)
    drag_arc tracker 0 90 0.7 6 0.01
    value=$(value tracker)
    after=$(shot after)
    changed=$(pixels_changed "$before" "$after")
    expect_at_least "${value%.*}" 110 "rest angle after a fling (degrees)"
    expect_at_least "$changed" 1000 "pixels changed"
}
