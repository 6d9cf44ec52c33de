# The closed spinner is only its centre (a small widget); a click on it pops the ring up over
# the window: the pop-up's square is far larger than the widget, the ring's radius is the
# demo's set radius (150), and the screen changes well outside the widget's allocation (above
# it, where the top icons are drawn over the cells). The window-sized layer is announced as
# presentation, the open ring as a slider, like the closed widget. Escape closes it again, through the
# closing animation, and the picture outside the widget is back as before.
scenario_spinner_popup_over_window() {
    start_demo
    local width height before opened closed above
    width=$(field spinner width); height=$(field spinner height)
    expect_at_least $(( 100 - width )) 0 "closed widget no wider than 100 px (is $width)"
    before=$(shot before)
    click_at spinner 0 0
    wait_field spinner popup 1
    wait_field spinner moving 0   # the opening animation ended
    opened=$(shot_changed "$before" opened 3000)
    expect_equal "$(field spinner ring)" 150 "open ring radius"
    expect_at_least "$(field spinner popupwidth)" 300 "pop-up square side"
    expect_equal "$(field spinner role)" slider "closed widget's accessible role"
    expect_equal "$(field spinner ringrole)" slider "open ring's accessible role"
    expect_equal "$(field spinner layerrole)" presentation "pop-up layer's accessible role"
    centre spinner
    # A band 150 × 60 px lying entirely above the widget's allocation, under the top icons.
    local top=$(( CY - height / 2 - 70 ))
    above=$(region_changed "$before" "$opened" $(( CX - 75 )) "$top" 150 60)
    expect_at_least "$above" 500 "pixels changed above the widget's allocation"
    xdotool key Escape
    wait_field spinner open 0
    wait_field spinner popup 0
    sleep 0.5
    closed=$(shot closed)
    local after; after=$(region_changed "$before" "$closed" $(( CX - 75 )) "$top" 150 60)
    expect_equal "$after" 0 "pixels above the widget once closed"
}
