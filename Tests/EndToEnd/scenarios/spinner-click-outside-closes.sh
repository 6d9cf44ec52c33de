# An open spinner closes on a click outside its ring — anywhere in the window, here on the
# sideways knob's cell, which must not receive the click (its value stays). The selection is
# kept. Then it opens again and a click on the ring's empty far side (inside the pop-up's
# square, outside the ring) closes it too.
scenario_spinner_click_outside_closes() {
    start_demo
    local knob_before; knob_before=$(value knob-horizontal)
    click_at spinner 0 0
    wait_field spinner popup 1
    centre knob-horizontal
    xdotool mousemove "$CX" "$CY" click 1
    wait_field spinner open 0
    wait_field spinner popup 0
    expect_equal "$(value knob-horizontal)" "$knob_before" "the knob under the pop-up kept its value"
    expect_equal "$(field spinner value)" 0.000 "selection kept"
    click_at spinner 0 0
    wait_field spinner popup 1
    centre spinner
    # Just outside the ring's edge, towards the upper left (inside the window).
    local d; d=$(awk -v r="$R" 'BEGIN { printf "%d", (r + 12) / sqrt(2) }')
    xdotool mousemove $(( CX - d )) $(( CY - d )) click 1
    wait_field spinner open 0
    wait_field spinner popup 0
}
