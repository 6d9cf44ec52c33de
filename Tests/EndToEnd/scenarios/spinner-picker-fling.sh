# The picker-mode spinner (40 items, Item 1 selected) opened by a click on its centre shows a
# picker wheel instead of the ring. A fast upward flick (60 px in 5 moves 10 ms apart) flings
# the wheel toward later items; it must come to rest exactly on the row the model predicted
# at the release, with editing ended and the picker still open; a click on the selected row
# (the centre) then closes it, keeping the selection.
scenario_spinner_picker_fling() {
    start_demo
    local before opened after
    before=$(shot before)
    expect_equal "$(value spinner-picker)" 0.000 "selected before"
    click_at spinner-picker 0 0
    wait_field spinner-picker open 1
    wait_field spinner-picker moving 0   # the opening animation ended
    opened=$(shot_changed "$before" opened 3000)   # and its last frame is on screen
    expect_at_least "$(pixels_changed "$before" "$opened")" 3000 "pixels changed by opening the picker"
    drag_line spinner-picker 0 30 0 -30 5 0.01
    sleep 0.3   # let the dump see the release
    wait_field spinner-picker moving 0 20
    after=$(shot flung)
    local selected predicted
    selected=$(value spinner-picker); selected=${selected%.*}
    predicted=$(field spinner-picker predicted)
    echo "  selected $selected, predicted at release $predicted"
    expect_equal "$selected" "$predicted" "resting row = prediction"
    expect_at_least "$selected" 2 "rows the flick moved"
    expect_equal "$(field spinner-picker editing)" 0 "editing after the wheel rested"
    expect_equal "$(field spinner-picker open)" 1 "open after the fling"
    expect_at_least "$(pixels_changed "$opened" "$after")" 500 "pixels changed by the fling"
    click_at spinner-picker 0 0
    wait_field spinner-picker open 0
    expect_equal "$(value spinner-picker)" "$selected.000" "selection kept after closing"
    shot closed >/dev/null
}
