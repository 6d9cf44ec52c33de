# The open picker moves as the closed spinner does (issue 29: one rule): Up and wheel-up go to
# the next item (a higher index: the row below rolls up into the band), Down and wheel-down
# (button 5) back. Item 0 is selected at the start.
scenario_spinner_picker_direction() {
    start_demo
    click_at spinner-picker 0 0
    wait_field spinner-picker popup 1
    expect_equal "$(field spinner-picker value)" 0.000 "selected before"
    xdotool key Up
    wait_settled spinner-picker value 1.000 10
    centre spinner-picker
    xdotool mousemove "$CX" $(( CY + 40 )) click 4
    wait_settled spinner-picker value 2.000 10
    xdotool key Down
    wait_settled spinner-picker value 1.000 10
    xdotool click 5
    wait_settled spinner-picker value 0.000 10
    xdotool key Escape
    wait_field spinner-picker popup 0
}
