# A screen reader's view of the demo, through AT-SPI with a real client (libatspi from Python,
# the library Orca uses), on a session bus of its own (dbus-run-session starts the
# accessibility bus on demand): every control is a slider named by its heading whose value the
# client reads and sets (the dump shows the control moved), the range slider has two handle
# elements with their own values, and the open spinner's pop-up chooses an item. See
# atspi-client.py. Unlike the other scenarios, the demo runs with GTK's accessibility on.
scenario_atspi_client() {
    DUMP="$E2E_OUT/$E2E_SCENARIO.dump"
    rm -f "$DUMP"
    timeout 240 dbus-run-session -- env -u GTK_A11Y -u NO_AT_BRIDGE bash -c '
        "$1" --dump-file "$2" >"$3" 2>&1 &
        demo=$!
        python3 "$4" "$2"
        status=$?
        kill "$demo" 2>/dev/null; wait "$demo" 2>/dev/null
        exit "$status"' _ "$RC_DEMO" "$DUMP" "$E2E_OUT/$E2E_SCENARIO.log" "$here/atspi-client.py" || fail_scenario
}
