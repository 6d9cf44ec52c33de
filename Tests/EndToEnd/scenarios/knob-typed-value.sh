# Typing an exact value on the focused knob: a digit opens the value entry (a popover) with that
# digit, Enter applies the text through the knob's format as the user's change. The frequency
# knob (20 Hz – 20 kHz, logarithmic) goes from 1000 to 440; text that is not a number
# ("abc") changes nothing and Escape closes the entry.
scenario_knob_typed_value() {
    start_demo
    expect_near "$(value knob-frequency)" 1000 0.001 "frequency before"
    click_at knob-frequency 0 0.3
    sleep 0.3
    xdotool type --delay 60 "440"
    xdotool key Return
    sleep 0.5
    expect_near "$(value knob-frequency)" 440 0.001 "frequency after typing 440"
    xdotool key ctrl+e
    sleep 0.3
    xdotool type --delay 60 "abc"
    xdotool key Return
    sleep 0.3
    xdotool key Escape
    sleep 0.3
    expect_near "$(value knob-frequency)" 440 0.001 "frequency after typing abc and Escape"
}
