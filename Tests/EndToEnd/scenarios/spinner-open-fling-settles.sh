# The radial spinner (12 icons, the flag — item 9 — disabled, Star selected) opened by a click
# on its centre (it pops up over the window), then flung: a fast drag of 120° around the ring
# at 75 % of its radius in 12 moves 10 ms apart (10° each: on a busy machine GTK merges queued
# moves, and a merged sample beyond the tracker's 45° jump guard that continues no earlier
# motion is dropped as a wrap-around — 6 moves of 20° once merged into one 120° jump). After the release the ring coasts (frame clock + core Inertia) and must
# come to rest exactly on the item the model predicted at the release, never on the flag,
# with editing ended and the spinner still open; a click on the centre then closes it.
scenario_spinner_open_fling_settles() {
    start_demo
    local before opened after changed
    before=$(shot before)
    expect_equal "$(value spinner)" 0.000 "selected before"
    click_at spinner 0 0
    wait_field spinner open 1
    wait_field spinner moving 0   # the opening animation ended
    opened=$(shot_changed "$before" opened 3000)   # and its last frame is on screen
    expect_at_least "$(pixels_changed "$before" "$opened")" 3000 "pixels changed by opening"
    drag_arc spinner 30 150 0.75 12 0.01
    sleep 0.3   # the dump is rewritten every 50 ms: let it see the release first
    expect_equal "$(field spinner moving)" 1 "coasting after the release"
    wait_field spinner moving 0 20
    after=$(shot flung)
    local selected predicted
    selected=$(value spinner); selected=${selected%.*}
    predicted=$(field spinner predicted)
    echo "  selected $selected, predicted at release $predicted"
    expect_equal "$selected" "$predicted" "resting item = prediction"
    [ "$predicted" != "-1" ] || { echo "  FAILED: no prediction was seen"; fail_scenario; }
    # (A fast fling may come round to Star again: that the ring moved is told by the items it passed.)
    expect_at_least "$(field spinner changes)" 1 "items the ring passed"
    [ "$selected" != "9" ] || { echo "  FAILED: the ring rested on the disabled flag"; fail_scenario; }
    expect_equal "$(field spinner editing)" 0 "editing after the ring rested"
    expect_equal "$(field spinner open)" 1 "open after the fling"
    changed=$(pixels_changed "$opened" "$after")
    expect_at_least "$changed" 1000 "pixels changed by the fling"
    click_at spinner 0 0
    wait_field spinner open 0
    expect_equal "$(value spinner)" "$selected.000" "selection kept after closing"
    shot closed >/dev/null
}
