#!/usr/bin/env python3
"""A screen reader's view of rotary-demo, through AT-SPI (libatspi, the library Orca uses).

usage: atspi-client.py DUMP_FILE
Reads every control's role, name and value, sets values through the Value interface and
checks in the demo's dump file that the control moved, steps the range slider's two handle
elements, opens the spinner (a click), chooses an item through its Value interface, reads its
items (radio children: name, checked, disabled) and chooses one with its select action. Every
wait polls with a timeout (a busy machine is slow, never wrong). Prints one line per check;
exits 1 when one failed.
"""
import subprocess
import sys
import time
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

# PyGObject marks Atspi.Action.get_action_name deprecated (a GI naming clash); it is the
# libatspi call that returns the action's name.
warnings.filterwarnings("ignore", category=DeprecationWarning)

DUMP = sys.argv[1]
HEADINGS = {
    "tracker": "Rotation gesture", "slider": "Circular slider", "range": "Range slider",
    "knob-rotary": "Knob (turn)", "knob-horizontal": "Knob (drag sideways)",
    "knob-vertical": "Knob (drag up/down)", "knob-endless": "Endless knob",
    "spinner": "Spinner", "spinner-picker": "Spinner (picker)",
}
failures = 0


def check(ok, what):
    global failures
    print(("  ok: " if ok else "  FAILED: ") + what, flush=True)
    if not ok:
        failures += 1
    return ok


def poll(fn, timeout=20.0, every=0.1):
    """fn() until it returns something truthy, or None after `timeout` seconds."""
    end = time.monotonic() + timeout
    while True:
        result = fn()
        if result:
            return result
        if time.monotonic() > end:
            return None
        time.sleep(every)


def dump_fields(name):
    try:
        with open(DUMP) as f:
            for line in f:
                fields = dict(part.split("=", 1) for part in line.split())
                if fields.get("control") == name:
                    return fields
    except (OSError, ValueError):
        pass
    return None


def dump_value(name, key="value"):
    fields = dump_fields(name)
    return float(fields[key]) if fields and key in fields else None


def wait_dump(name, wanted, key="value", tolerance=0.01):
    got = poll(lambda: (lambda v: v is not None and abs(v - wanted) <= tolerance)(dump_value(name, key)))
    return got, dump_value(name, key)


def demo_app():
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is None:
            continue
        windows = [app.get_child_at_index(j) for j in range(app.get_child_count())]
        if any(w is not None and w.get_name() == "RotaryControls demo" for w in windows):
            return app
    return None


def sliders(root):
    """Every object with the slider role under root (depth first), with its parent."""
    found = []

    def walk(obj, parent, depth):
        if obj is None or depth > 40:
            return
        if obj.get_role() == Atspi.Role.SLIDER:
            found.append((obj, parent))
        for i in range(obj.get_child_count()):
            walk(obj.get_child_at_index(i), obj, depth + 1)

    walk(root, None, 0)
    return found


def named(app, name):
    for obj, parent in sliders(app):
        if obj.get_name() == name and (parent is None or parent.get_role() != Atspi.Role.SLIDER):
            return obj
    return None


def value_of(obj):
    return (Atspi.Value.get_current_value(obj), Atspi.Value.get_minimum_value(obj),
            Atspi.Value.get_maximum_value(obj), Atspi.Value.get_text(obj))


def item_states(item):
    states = item.get_state_set()
    return states.contains(Atspi.StateType.CHECKED), states.contains(Atspi.StateType.SENSITIVE)


def check_items(popup):
    """The open spinner's items: radio children named by their titles, the selected one
    checked, the disabled one (Flag) not sensitive; the Leaf item chosen with its action."""
    items = poll(lambda: [popup.get_child_at_index(i) for i in range(popup.get_child_count())]
                 if popup.get_child_count() >= 12 else None, 10) or []
    if not check(len(items) == 12, f"spinner pop-up: 12 item elements (has {len(items)})"):
        return
    names = [item.get_name() for item in items]
    print(f"  spinner items: {names}")
    check(all(item.get_role() == Atspi.Role.RADIO_BUTTON for item in items), "spinner items: role radio button")
    check(names[3] == "Leaf" and names[9] == "Flag", "spinner items: named by their titles")
    checked = [i for i, item in enumerate(items) if item_states(item)[0]]
    check(checked == [5], f"spinner items: only the selected item (5) is checked ({checked})")
    check(not item_states(items[9])[1] and item_states(items[3])[1], "spinner items: Flag disabled, Leaf enabled")
    leaf = items[3]
    actions = [Atspi.Action.get_action_name(leaf, i) for i in range(Atspi.Action.get_n_actions(leaf))]
    if not check("item.select" in actions, f"spinner item Leaf: has the select action ({actions})"):
        return
    Atspi.Action.do_action(leaf, actions.index("item.select"))
    ok, got = wait_dump("spinner", 3.0)
    check(bool(ok), f"spinner: Leaf chosen through its action (dump value {got})")
    check(bool(poll(lambda: item_states(leaf)[0], 10)), "spinner item Leaf: now checked")
    flag = items[9]
    flag_actions = Atspi.Action.get_n_actions(flag)
    check(flag_actions == 0, f"spinner item Flag (disabled): offers no action ({flag_actions})")


def main():
    Atspi.init()
    if not poll(lambda: dump_fields("knob-rotary") and dump_fields("knob-rotary").get("width") != "0", 30):
        check(False, "the demo wrote its dump")
        return
    app = poll(demo_app, 30)
    if not check(app is not None, "the demo is on the accessibility bus"):
        desktop = Atspi.get_desktop(0)
        names = [desktop.get_child_at_index(i).get_name() for i in range(desktop.get_child_count())]
        print(f"  applications on the bus: {names}")
        return
    # Every control: a slider named by its heading, with a value the dump agrees with.
    controls = {}
    for name, heading in HEADINGS.items():
        obj = poll(lambda: named(app, heading), 20)
        if not check(obj is not None, f"{name}: a slider named '{heading}'"):
            continue
        controls[name] = obj
        current, minimum, maximum, text = value_of(obj)
        print(f"  {name}: role={obj.get_role_name()} name='{obj.get_name()}' value={current} "
              f"range={minimum}…{maximum} text='{text}'", flush=True)
        check(abs(current - dump_value(name)) < 0.01, f"{name}: value {current} = the dump's {dump_value(name)}")
        check(bool(text), f"{name}: has a value text")
        check(minimum <= current <= maximum and minimum < maximum, f"{name}: {minimum} ≤ {current} ≤ {maximum}")
    # Set through the Value interface: the control moves (the dump follows).
    for name, wanted in [("knob-rotary", 0.8), ("slider", 64.0), ("tracker", 90.0), ("knob-endless", 0.25)]:
        obj = controls.get(name)
        if obj is None:
            continue
        check(Atspi.Value.set_current_value(obj, wanted), f"{name}: set_current_value({wanted}) accepted")
        ok, got = wait_dump(name, wanted, tolerance=0.011)
        check(bool(ok), f"{name}: dump value became {wanted} (is {got})")
        back = poll(lambda: abs(Atspi.Value.get_current_value(obj) - wanted) < 0.011, 10)
        check(bool(back), f"{name}: reads back {wanted} (reads {Atspi.Value.get_current_value(obj)})")
    # The range slider's two handles: two child sliders, each with its value, each settable.
    rng = controls.get("range")
    if rng is not None:
        handles = [rng.get_child_at_index(i) for i in range(rng.get_child_count())]
        handles = [h for h in handles if h is not None and h.get_role() == Atspi.Role.SLIDER]
        if check(len(handles) == 2, f"range: two handle elements (has {len(handles)})"):
            lower, upper = handles
            print(f"  range handles: '{lower.get_name()}' {value_of(lower)}, '{upper.get_name()}' {value_of(upper)}")
            check(abs(Atspi.Value.get_current_value(lower) - dump_value("range")) < 0.01, "range: lower handle = dump value")
            check(abs(Atspi.Value.get_current_value(upper) - dump_value("range", "upper")) < 0.01, "range: upper handle = dump upper")
            check(lower.get_name() == "Lower value" and upper.get_name() == "Upper value",
                  f"range: the handles are 'Lower value' and 'Upper value' (are '{lower.get_name()}', '{upper.get_name()}')")
            Atspi.Value.set_current_value(upper, 85.0)
            ok, got = wait_dump("range", 85.0, "upper")
            check(bool(ok), f"range: upper handle set to 85 (dump upper {got})")
            # Each handle's extents are its frame: not empty, inside the control's, and they follow it.
            def box(obj):
                e = Atspi.Component.get_extents(obj, Atspi.CoordType.WINDOW)
                return (e.x, e.y, e.width, e.height)
            before = box(lower)
            Atspi.Value.set_current_value(lower, 40.0)
            ok, got = wait_dump("range", 40.0)
            check(bool(ok), f"range: lower handle set to 40 (dump value {got})")
            check(abs(dump_value("range", "upper") - 85.0) < 0.01, "range: upper handle stayed at 85")
            moved = poll(lambda: box(lower) != before, 5)
            check(bool(moved), f"range: the lower handle's extents followed it ({before} → {box(lower)})")
            outer = box(rng)
            inside = [b[2] > 0 and b[3] > 0 and outer[0] <= b[0] and outer[1] <= b[1]
                      and b[0] + b[2] <= outer[0] + outer[2] and b[1] + b[3] <= outer[1] + outer[3]
                      for b in (box(lower), box(upper))]
            check(all(inside), f"range: the handles' extents {box(lower)}, {box(upper)} lie inside the control's {outer}")
    # The spinner: closed, its value is the selected item; opened (a click on its centre), the
    # pop-up is a slider with the same name, and setting its value chooses an item as the user.
    spinner = controls.get("spinner")
    if spinner is not None:
        Atspi.Value.set_current_value(spinner, 2.0)
        ok, got = wait_dump("spinner", 2.0)
        check(bool(ok), f"spinner (closed): item 2 chosen (dump value {got})")
        window = subprocess.run(["xdotool", "search", "--sync", "--name", "RotaryControls demo"],
                                capture_output=True, text=True).stdout.split()[0]
        geometry = dict(line.split("=") for line in subprocess.run(
            ["xdotool", "getwindowgeometry", "--shell", window], capture_output=True, text=True).stdout.split())
        f = dump_fields("spinner")
        x = int(geometry["X"]) + int(f["x"]) + int(f["width"]) // 2
        y = int(geometry["Y"]) + int(f["y"]) + int(f["height"]) // 2
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"])
        check(bool(poll(lambda: (dump_fields("spinner") or {}).get("popup") == "1")), "spinner: popped up")
        popups = poll(lambda: [o for o, p in sliders(app) if o.get_name() == "Spinner" and o != spinner
                               and o.get_state_set().contains(Atspi.StateType.SHOWING)], 20) or []
        popup = next((o for o in popups if Atspi.Component.get_extents(o, Atspi.CoordType.WINDOW).width > 100), None)
        if check(popup is not None, "spinner: the open pop-up is a slider named 'Spinner'"):
            print(f"  spinner pop-up: {value_of(popup)}")
            check(Atspi.Value.set_current_value(popup, 5.0), "spinner pop-up: set_current_value(5) accepted")
            ok, got = wait_dump("spinner", 5.0)
            check(bool(ok), f"spinner: item 5 chosen through the pop-up (dump value {got})")
            text = poll(lambda: Atspi.Value.get_text(popup) if "Sun" in (Atspi.Value.get_text(popup) or "") else None, 10)
            check(bool(text), f"spinner pop-up: speaks the chosen item ({Atspi.Value.get_text(popup)})")
            check_items(popup)
        subprocess.run(["xdotool", "key", "Escape"])
        check(bool(poll(lambda: (dump_fields("spinner") or {}).get("popup") == "0")), "spinner: closed with Escape")


main()
print(f"atspi-client: {failures} failed", flush=True)
sys.exit(1 if failures else 0)
