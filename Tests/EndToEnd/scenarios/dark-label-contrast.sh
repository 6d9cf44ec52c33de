# The labels the controls draw are readable in both themes: the demo starts with
# GTK_THEME=Adwaita:dark, then with Adwaita (light); in each screenshot, every label the slider
# draws (0 … 100) and the rotation dial's angle (found through their dump field `labels`: centre,
# font size, length) is measured against the background around its glyphs (label-contrast.py:
# WCAG relative luminance, sRGB linearised). Every label must reach WCAG AA's 4.5:1. The
# background's luminance also tells that the theme was applied (dark below 0.2, light above 0.5).
scenario_dark_label_contrast() {
    local theme control
    for theme in Adwaita:dark Adwaita; do
        GTK_THEME=$theme start_demo || return 1
        value slider >/dev/null   # the dump has settled (the labels are where they are drawn)
        local file; file=$(shot "${theme//:/-}")
        for control in slider tracker; do
            measure_label_contrast "$file" "$theme" "$control"
        done
        demo_alive
        stop_demo
    done
}

# measure_label_contrast SCREENSHOT THEME CONTROL: prints the contrast of each label CONTROL
# draws and checks the lowest (≥ 4.5) and the background's luminance for THEME.
measure_label_contrast() {
    local places report minimum background
    places=$(field "$3" labels)
    [ -n "$places" ] || { echo "  FAILED: $3's dump names no labels"; fail_scenario; return; }
    report=$(python3 "$here/label-contrast.py" "$1" \
        $(( WINDOW_X + $(field "$3" x) )) $(( WINDOW_Y + $(field "$3" y) )) "$places")
    echo "$report" | sed "s/^/  $2 $3: /"
    minimum=$(echo "$report" | sed -n 's/^minimum //p')
    expect_not_below "${minimum:-0}" 4.5 "$2: $3's lowest label contrast"
    background=$(echo "$report" | sed -n 's/.*background L=\([0-9.]*\).*/\1/p' | head -1)
    if [ "$2" = Adwaita:dark ]; then
        expect_near "${background:-1}" 0.1 0.1 "$2: $3's background luminance (dark)"
    else
        expect_near "${background:-0}" 0.75 0.25 "$2: $3's background luminance (light)"
    fi
}
