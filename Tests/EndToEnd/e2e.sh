#!/usr/bin/env bash
# End-to-end tests of rotary-demo: each scenario starts the demo under Xvfb, drives it with
# xdotool (one xdotool call per gesture, all moves in it), reads the values from the demo's
# dump file and compares screenshots taken before and after with ImageMagick.
#
# usage: Tests/EndToEnd/e2e.sh [scenario-name...]     (default: every scenarios/*.sh)
# env:   RC_DEMO   the demo binary (default .build-gtk/debug/rotary-demo; scripts/linux-test builds it)
#        E2E_OUT   where screenshots and dumps go (default .build-gtk/e2e)
# Adding a scenario: scenarios/<name>.sh defining a function scenario_<name with _ for ->;
# see scenarios/tracker-quarter-turn.sh and the helpers in lib.sh.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
top=$(cd "$here/../.." && pwd)

if [ -z "${RC_E2E_IN_XVFB:-}" ]; then
    exec env RC_E2E_IN_XVFB=1 xvfb-run -a -s "-screen 0 1280x900x24" "$0" "$@"
fi

export GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1
RC_DEMO=${RC_DEMO:-$top/.build-gtk/debug/rotary-demo}
E2E_OUT=${E2E_OUT:-$top/.build-gtk/e2e}
mkdir -p "$E2E_OUT"
# Everything printed (values, pixel counts, PASS/FAIL) is also kept in summary.txt.
exec > >(tee "$E2E_OUT/summary.txt") 2>&1
# shellcheck source=lib.sh
source "$here/lib.sh"

if [ $# -gt 0 ]; then names=("$@"); else
    names=(); for file in "$here"/scenarios/*.sh; do names+=("$(basename "$file" .sh)"); done
fi

failures=0
for name in "${names[@]}"; do
    # shellcheck source=/dev/null
    source "$here/scenarios/$name.sh"
    E2E_SCENARIO=$name
    rm -f "$E2E_OUT/$name.failed"
    "scenario_${name//-/_}" || fail_scenario
    demo_alive
    stop_demo
    if [ -e "$E2E_OUT/$name.failed" ]; then
        echo "FAIL $name"; failures=$((failures + 1))
    else
        echo "PASS $name"
    fi
done
echo "e2e: ${#names[@]} scenarios, $failures failed; screenshots in $E2E_OUT"
[ "$failures" -eq 0 ]
