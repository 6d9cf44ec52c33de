# The focus outline after the mouse: a click on the turning knob focuses it without an outline
# (focus from the pointer is not shown); the first Tab moves focus on and Shift-Tab comes back:
# the knob now shows its outline (keyboard focus is visible), so its picture changes.
scenario_focus_ring_first_tab() {
    start_demo
    local clicked back
    click_at knob-rotary 0 0
    sleep 0.5
    clicked=$(shot clicked)
    xdotool key Tab
    sleep 0.3
    xdotool key shift+Tab
    sleep 0.5
    back=$(shot back)
    local x y w h
    x=$(( WINDOW_X + $(field knob-rotary x) )); y=$(( WINDOW_Y + $(field knob-rotary y) ))
    w=$(field knob-rotary width); h=$(field knob-rotary height)
    expect_at_least "$(region_changed "$clicked" "$back" "$x" "$y" "$w" "$h")" 300 "knob pixels changed by the outline"
    expect_near "$(value knob-rotary)" 0.5 0.001 "knob value (the keys only moved focus)"
}
