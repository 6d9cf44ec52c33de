#!/usr/bin/env python3
"""The whole-frame benchmark's driver (run by scripts/frame-bench inside the GTK root; one
measurement is frame_bench_run.Run).

For each run, renderer and scale it starts one Xvfb per subject, starts rotary-frame-bench with
that subject, waits until it is shown and still, then drags it like a finger through XTest: a
press on the path the app printed, moves of 1 pt at 120 Hz for the whole motion window (3 s),
and the release (for the spinner and the picker a fast fling first, then coasting). CPU time
(utime + stime, /proc/PID/stat: all threads) of the app and of Xvfb is read at the start and the
end of the motion window: the figure is (app + Xvfb) ms of CPU per second of motion. The app's
paints (its frame clock's after-paint) inside the window give the frames drawn. Every figure is
also divided by GtkScale's in the same run, renderer and scale.
"""
import argparse
import json
import os
import signal
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from frame_bench_run import Run  # noqa: E402

SUBJECTS = ["gtkscale", "knob", "slider", "range", "dial", "spinner", "spinner:12", "spinner:10000", "picker"]
NAMES = {
    "gtkscale": "GtkScale (reference)", "knob": "knob (turn)", "slider": "circular slider",
    "range": "range slider (lower handle)", "dial": "rotation dial", "spinner": "open spinner, 40 items (drag + fling)",
    "spinner:12": "open spinner, 12 items", "spinner:10000": "open spinner, 10 000 items",
    "picker": "open picker wheel, 40 rows (drag + fling)",
}


def cell_text(values, digits=0):
    m = statistics.median(values)
    fmt = f"{{:.{digits}f}}"
    if len(values) < 2:
        return fmt.format(m)
    return f"{fmt.format(m)} ({fmt.format(min(values))}–{fmt.format(max(values))})"


def summarise(results, configs, subjects):
    """Markdown tables: (app + Xvfb) ms/s and × GtkScale; frames per second; app ms per frame."""
    def runs_of(subject, config):
        return [r for r in results if r["subject"] == subject and (r["renderer"], r["scale"]) == config]

    heads = [f"{s}× {'GL' if r == 'gl' else r}" for r, s in configs]
    lines = ["CPU of the app (all threads) + Xvfb per second of motion: median ms/s and × GtkScale of the same run "
             "(min–max over the runs).", "",
             "| subject | " + " | ".join(heads) + " |", "|---|" + "---|" * len(configs)]
    for subject in subjects:
        cells = []
        for config in configs:
            mine = runs_of(subject, config)
            if not mine:
                cells.append("—")
                continue
            total = [r["total_ms_s"] for r in mine]
            if subject == "gtkscale":
                cells.append(f"{cell_text(total)} ms/s")
                continue
            ratios = []
            for r in mine:
                reference = [g for g in runs_of("gtkscale", config) if g["run"] == r["run"]]
                if reference:
                    ratios.append(r["total_ms_s"] / reference[0]["total_ms_s"])
            ratio = f" · **{cell_text(ratios, 1)} ×**" if ratios else ""
            cells.append(f"{statistics.median(total):.0f} ms/s{ratio}")
        lines.append(f"| {NAMES.get(subject, subject)} | " + " | ".join(cells) + " |")
    lines += ["", "CPU of the app + Xvfb per frame painted: median ms and × GtkScale of the same run (min–max over "
              "the runs). Less sensitive than ms/s to a subject that cannot keep up with the frame clock.", "",
              "| subject | " + " | ".join(heads) + " |", "|---|" + "---|" * len(configs)]
    for subject in subjects:
        cells = []
        for config in configs:
            mine = [r for r in runs_of(subject, config) if r["frames"] > 0]
            if not mine:
                cells.append("—")
                continue
            per_frame = [r["total_ms_s"] / r["fps"] for r in mine]
            if subject == "gtkscale":
                cells.append(f"{cell_text(per_frame, 2)} ms")
                continue
            ratios = []
            for r in mine:
                reference = [g for g in runs_of("gtkscale", config) if g["run"] == r["run"] and g["frames"] > 0]
                if reference:
                    ratios.append((r["total_ms_s"] / r["fps"]) / (reference[0]["total_ms_s"] / reference[0]["fps"]))
            ratio = f" · **{cell_text(ratios, 1)} ×**" if ratios else ""
            cells.append(f"{statistics.median(per_frame):.1f} ms{ratio}")
        lines.append(f"| {NAMES.get(subject, subject)} | " + " | ".join(cells) + " |")
    lines += ["", "Split and frames (medians): app ms/s + Xvfb ms/s, frames per second, app ms per frame.", "",
              "| subject | " + " | ".join(heads) + " |", "|---|" + "---|" * len(configs)]
    for subject in subjects:
        cells = []
        for config in configs:
            mine = runs_of(subject, config)
            if not mine:
                cells.append("—")
                continue
            app = statistics.median(r["app_ms_s"] for r in mine)
            xvfb = statistics.median(r["xvfb_ms_s"] for r in mine)
            fps = statistics.median(r["fps"] for r in mine)
            per_frame = statistics.median(r["app_ms_s"] / r["fps"] for r in mine if r["fps"] > 0) if fps > 0 else float("nan")
            cells.append(f"{app:.0f} + {xvfb:.0f}, {fps:.0f} fps, {per_frame:.1f} ms")
        lines.append(f"| {NAMES.get(subject, subject)} | " + " | ".join(cells) + " |")
    # The widgets' own counters (BenchWidgetStats: frames drawn, node-building time…), as they
    # changed over the motion window, per frame painted.
    counters = sorted({(subject, name) for r in results for subject in [r["subject"]]
                       for name in r.get("widget_stats", {}) if not name.split(".")[-1].startswith("last")})
    if counters:
        lines += ["", "The widget's own counters over the motion window, per frame painted (medians; whatever the "
                  "widget exposes, found by name).", "",
                  "| subject | counter | " + " | ".join(heads) + " |", "|---|---|" + "---|" * len(configs)]
        for subject, name in counters:
            cells = []
            for config in configs:
                values = [r["widget_stats"][name] / r["frames"] for r in runs_of(subject, config)
                          if name in r.get("widget_stats", {}) and r["frames"] > 0]
                cells.append(f"{statistics.median(values):.3g}" if values else "—")
            lines.append(f"| {NAMES.get(subject, subject)} | `{name}` | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def copy_cost(args):
    """GtkScale under GL in windows of several sizes: Xvfb's and the app's CPU per frame against
    the window's pixels. A least-squares line gives the cost per megapixel (the whole-window copy
    at each swap, and in the app whatever scales with the window) and what is left at zero pixels."""
    rows = []
    for run in range(args.runs):
        for scale, window in [(1, "400x300"), (1, "800x600"), (1, "1600x1200"), (2, "400x300"), (2, "800x600"),
                              (2, "1600x1200")]:
            for renderer in args.renderers:
                r = Run(args, "gtkscale", renderer, scale, window).measure()
                r["run"] = run
                w, h = (int(v) for v in window.split("x"))
                r["megapixels"] = w * h * scale * scale / 1e6
                rows.append(r)
                print(f"  run {run + 1}: {renderer} {scale}× {window}: app {r['app_ms_s']:.0f} + Xvfb {r['xvfb_ms_s']:.0f} ms/s, "
                      f"{r['fps']:.0f} fps", flush=True)
    lines = ["| renderer | window | pixels | Mpx | fps | app ms/frame | Xvfb ms/frame |", "|---|---|---|---|---|---|---|"]
    fits = []
    for renderer in args.renderers:
        points = {}
        for r in rows:
            if r["renderer"] != renderer or r["fps"] <= 0:
                continue
            points.setdefault((r["megapixels"], r["scale"], r["window"]), []).append(r)
        xs, app_ys, xvfb_ys = [], [], []
        for (mpx, scale, window), rs in sorted(points.items()):
            fps = statistics.median(r["fps"] for r in rs)
            app = statistics.median(r["app_ms_s"] / r["fps"] for r in rs)
            xvfb = statistics.median(r["xvfb_ms_s"] / r["fps"] for r in rs)
            w, h = (int(v) * scale for v in window.split("x"))
            lines.append(f"| {renderer} | {window.replace('x', '×')} pt at {scale}× | {w}×{h} | {mpx:.2f} | {fps:.0f} | {app:.2f} | "
                         f"{xvfb:.2f} |")
            xs.append(mpx); app_ys.append(app); xvfb_ys.append(xvfb)
        if len(xs) >= 2:
            for who, ys in (("app", app_ys), ("Xvfb", xvfb_ys)):
                n = len(xs); mx = sum(xs) / n; my = sum(ys) / n
                slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
                fits.append(f"- {renderer}, {who}: {slope:.2f} ms per megapixel per frame + {my - slope * mx:.2f} ms")
    with open(os.path.join(args.out, "copy-cost.json"), "w") as f:
        json.dump(rows, f, indent=1)
    return "\n".join(lines + [""] + fits)


def prioritise(nice):
    """Runs the rest of the benchmark at `nice` in a session of its own. Linux schedules each
    session as one group (autogroup) against the others, so a process's own nice value only
    counts inside its session: the session's (/proc/self/autogroup) is what puts the
    measurement ahead of, say, compilations in other terminals. The parent stays in the
    caller's session, forwards Ctrl-C and SIGTERM to the benchmark and exits with its status."""
    child = os.fork()
    if child:
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, lambda n, _: os.kill(child, signal.SIGTERM))
        while True:
            try:
                _, status = os.waitpid(child, 0)
                break
            except InterruptedError:
                continue
        sys.exit(os.waitstatus_to_exitcode(status))
    os.setsid()
    try:
        with open("/proc/self/autogroup", "w") as f:
            f.write(str(nice))
        os.nice(nice)
    except OSError as error:
        print(f"frame-bench: cannot change the priority by {nice} ({error}); measuring at nice 0")


def main():
    parser = argparse.ArgumentParser(description="The whole-frame benchmark (see docs/Rendering-on-Linux.md).")
    parser.add_argument("--app", required=True, help="the rotary-frame-bench executable")
    parser.add_argument("--subjects", default=",".join(SUBJECTS), help="comma-separated; gtkscale is always measured first")
    parser.add_argument("--renderers", default="gl,cairo")
    parser.add_argument("--scales", default="1,2")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=3.0, help="the motion window")
    parser.add_argument("--settle", type=float, default=1.5, help="seconds of rest after the warm-up")
    parser.add_argument("--warmup", type=float, default=0.6, help="seconds of warm-up drag (out and back)")
    parser.add_argument("--window", default="800x600", help="the window's size in points (every subject)")
    parser.add_argument("--screen", default="3300x2500x24", help="Xvfb's screen")
    parser.add_argument("--out", default=".build-gtk/frame-bench")
    parser.add_argument("--nice", type=int, default=-10 if os.geteuid() == 0 else 0,
                        help="run the driver, the app and Xvfb at this priority in a session of their own (e.g. -10, as "
                             "root: ahead of compilations in other sessions on a shared machine; the default as root, else 0); "
                             "the same for every subject")
    parser.add_argument("--shots", action="store_true", help="a screenshot in the middle of each drag (skews the figures)")
    parser.add_argument("--copy-cost", action="store_true", help="measure the whole-window copy instead (GtkScale, GL)")
    args = parser.parse_args()
    args.renderers = args.renderers.split(",")
    # Ctrl-C and SIGTERM unwind through each measurement's cleanup (its app and Xvfb end too).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    if args.nice:
        prioritise(args.nice)
    os.makedirs(args.out, exist_ok=True)
    with open("/proc/self/autogroup") as f:
        group = f.read().strip()
    print(f"frame-bench: load average {os.getloadavg()[0]:.1f} at the start; nice {os.nice(0)}, session {group}; "
          f"{os.cpu_count()} CPUs", flush=True)
    if args.copy_cost:
        print(copy_cost(args))
        return
    subjects = ["gtkscale"] + [s for s in args.subjects.split(",") if s and s != "gtkscale"]
    configs = [(r, int(s)) for s in args.scales.split(",") for r in args.renderers]
    results = []
    for run in range(args.runs):
        for renderer, scale in configs:
            for subject in subjects:
                r = Run(args, subject, renderer, scale, args.window).measure()
                r["run"] = run
                results.append(r)
                print(f"  run {run + 1}/{args.runs} {renderer} {scale}× {subject}: app {r['app_ms_s']:.0f} + Xvfb "
                      f"{r['xvfb_ms_s']:.0f} = {r['total_ms_s']:.0f} ms/s, {r['fps']:.0f} fps, idle before {r['idle_ms_s']:.0f} ms/s, "
                      f"waited for a CPU {r['app_wait_ms_s']:.0f} + {r['xvfb_wait_ms_s']:.0f} ms/s, "
                      f"load {r['load']:.1f}", flush=True)
                with open(os.path.join(args.out, "results.json"), "w") as f:
                    json.dump(results, f, indent=1)
    print(f"frame-bench: load average {os.getloadavg()[0]:.1f} at the end", flush=True)
    print()
    table = summarise(results, configs, subjects)
    print(table)
    with open(os.path.join(args.out, "table.md"), "w") as f:
        f.write(table + "\n")


if __name__ == "__main__":
    main()
