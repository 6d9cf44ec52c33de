# The endless knob (12 detents a turn, value 0.5 — on a detent — at the start) turned clockwise
# a whole turn and half a detent more (375°) at 60 % of its radius: it ticks exactly 12 times
# (one per detent crossed) and shows 0.5 + 15/360.
#
# Two things keep this exact on a busy machine. The turn ends between two detents: a turn of
# exactly 360° ends *on* the starting detent, where the last tick depends on the last bit of
# the summed rotation — and which motion samples GTK coalesces under load changes that bit (it
# once counted 11). And the scenario waits for the ticks to arrive (then checks they settle at
# 12, not more) instead of reading them after a fixed sleep.
scenario_knob_endless_detents() {
    start_demo
    drag_arc knob-endless 10 385 0.6 75
    wait_settled knob-endless ticks 12 20
    wait_field knob-endless editing 0
    expect_near "$(value knob-endless)" 0.5417 0.01 "endless knob after a turn and 15°"
}
