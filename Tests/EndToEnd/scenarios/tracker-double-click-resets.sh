# A double-click reaches the model as a press with tapCount 2 (GtkGestureClick's n_press):
# after a quarter turn, a double-click on the dial puts it back to 0°.
scenario_tracker_double_click_resets() {
    start_demo
    drag_arc tracker 0 90 0.7 18
    expect_near "$(value tracker)" 90 3 "after a quarter turn"
    centre tracker
    xdotool mousemove "$CX" $((CY - R / 2)) click --repeat 2 --delay 80 1
    expect_near "$(value tracker)" 0 0.001 "after a double-click"
}
