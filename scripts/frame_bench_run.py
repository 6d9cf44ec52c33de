"""One measurement of the whole-frame benchmark (scripts/frame-bench.py): an Xvfb, the app with
one subject, a drag through XTest, the CPU of both over the motion window."""
import ctypes
import math
import os
import select
import signal
import subprocess
import time

RENDERERS = {"gl": "ngl", "cairo": "cairo"}
RATE = 120.0          # moves per second
STEP_PT = 1.0         # points per move
FLING_BEFORE_END = 0.6  # seconds before the end of the motion window: the fling's fast moves start
FLING_MOVES = 12      # fast moves of the fling (0.1 s at 120 Hz)
FLING_STEP_PT = 6.0   # points per fast move
TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    """utime + stime of a process (all its threads, live and exited), in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def sched_seconds(pid):
    """(running, waiting to run) of the live threads of a process, in seconds (/proc/PID/task/*/schedstat):
    how long it was runnable but waited for a CPU tells whether the machine held it back."""
    run = wait = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                fields = f.read().split()
            run += int(fields[0])
            wait += int(fields[1])
        except (FileNotFoundError, ProcessLookupError, IndexError):
            pass
    return run / 1e9, wait / 1e9


def now_us():
    return time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000


class XTest:
    """Pointer input through the XTEST extension (what xdotool uses), without a process per move."""

    def __init__(self, display):
        self.x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
        self.xtst = ctypes.cdll.LoadLibrary("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.dpy = self.x11.XOpenDisplay(display.encode())
        if not self.dpy:
            raise RuntimeError(f"cannot open display {display}")

    def move(self, x, y):
        self.xtst.XTestFakeMotionEvent(self.dpy, -1, int(round(x)), int(round(y)), 0)
        self.x11.XFlush(self.dpy)

    def button(self, down):
        self.xtst.XTestFakeButtonEvent(self.dpy, 1, 1 if down else 0, 0)
        self.x11.XFlush(self.dpy)

    def close(self):
        self.x11.XCloseDisplay(self.dpy)


def path_point(path, distance):
    """The point `distance` points along the path, going back and forth between its ends
    (unbounded=True: straight on past the end, for a fling)."""
    kind, values = path
    if kind == "arc":
        cx, cy, r, a, b = values
        length = abs(b - a) * math.pi / 180 * r
    else:
        x0, y0, x1, y1 = values
        length = math.hypot(x1 - x0, y1 - y0)
    period = 2 * length
    d = distance % period if length > 0 else 0
    t = (d if d <= length else period - d) / length if length > 0 else 0
    return point_at(path, t)


def point_at(path, t):
    kind, values = path
    if kind == "arc":
        cx, cy, r, a, b = values
        bearing = math.radians(a + (b - a) * t)
        return cx + r * math.sin(bearing), cy - r * math.cos(bearing)
    x0, y0, x1, y1 = values
    return x0 + (x1 - x0) * t, y0 + (y1 - y0) * t


def path_direction_t(path, distance):
    """(t, dt per point) at `distance`: where the path is and which way it goes there."""
    kind, values = path
    if kind == "arc":
        length = abs(values[4] - values[3]) * math.pi / 180 * values[2]
    else:
        length = math.hypot(values[2] - values[0], values[3] - values[1])
    d = distance % (2 * length)
    if d <= length:
        return d / length, 1 / length
    return (2 * length - d) / length, -1 / length


def plan(path, release, seconds):
    """[(time, x, y)] in points of the window, and the release time."""
    moves = []
    count = int(seconds * RATE)
    fling_index = int(max(0.0, seconds - FLING_BEFORE_END) * RATE) if release == "fling" else None
    for i in range(1, count + 1):
        if fling_index is not None and i > fling_index:
            if i > fling_index + FLING_MOVES:
                break
            t0, dt = path_direction_t(path, fling_index * STEP_PT)
            x, y = point_at(path, t0 + dt * (i - fling_index) * FLING_STEP_PT)
        else:
            x, y = path_point(path, i * STEP_PT)
        moves.append((i / RATE, x, y))
    release_at = moves[-1][0] + 0.5 / RATE if release == "fling" else seconds
    return moves, release_at


class Run:
    """One subject under one Xvfb."""

    def __init__(self, args, subject, renderer, scale, window):
        self.args, self.subject, self.renderer, self.scale, self.window = args, subject, renderer, scale, window

    def start_xvfb(self):
        read_fd, write_fd = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", self.args.screen, "-nolisten", "tcp", "-noreset"],
            pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_fd)
        number = b""
        while not number.endswith(b"\n"):
            ready, _, _ = select.select([read_fd], [], [], 20)
            if not ready:
                raise RuntimeError("Xvfb did not start")
            chunk = os.read(read_fd, 16)
            if not chunk:
                raise RuntimeError("Xvfb exited")
            number += chunk
        os.close(read_fd)
        self.display = ":" + number.decode().strip()

    def start_app(self):
        # "dial@vectors", "spinner:12@vectors": a variant of the subject (see BenchOptions).
        name, _, items = self.subject.partition(":")
        name, _, variant = name.partition("@")
        items, _, item_variant = items.partition("@")
        command = [self.args.app, name, "--window", self.window] + (["--items", items] if items else [])
        if variant or item_variant:
            command += ["--variant", variant or item_variant]
        env = dict(os.environ, DISPLAY=self.display, GSK_RENDERER=RENDERERS[self.renderer], GDK_SCALE=str(self.scale),
                   GTK_A11Y="none", NO_AT_BRIDGE="1")
        env.pop("WAYLAND_DISPLAY", None)
        self.app = subprocess.Popen(command, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=self.log, bufsize=0)
        self.pending = b""
        info = {}
        deadline = time.monotonic() + 120
        while True:
            line = self.read_line(deadline)
            words = line.split()
            if words[0] == "ready":
                break
            info[words[0]] = words[1:]
        self.info = info
        kind = info["path"][0]
        self.path = (kind, [float(v) for v in info["path"][1:]])
        self.release = info["release"][0]
        self.pixels = int(info["scale"][0])

    def read_line(self, deadline):
        """The app's next non-empty stdout line (its pipe read unbuffered: select sees every byte)."""
        while True:
            if b"\n" in self.pending:
                line, self.pending = self.pending.split(b"\n", 1)
                if line.strip():
                    return line.decode().strip()
                continue
            ready, _, _ = select.select([self.app.stdout], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                raise RuntimeError(f"{self.subject}: no answer from the app (log: {self.log.name})")
            chunk = os.read(self.app.stdout.fileno(), 65536)
            if not chunk:
                raise RuntimeError(f"{self.subject}: the app exited (log: {self.log.name})")
            self.pending += chunk

    def command(self, text):
        self.app.stdin.write((text + "\n").encode())
        self.app.stdin.flush()

    def window_origin(self):
        out = subprocess.run(["xdotool", "search", "--sync", "--name", "^rotary-frame-bench$", "getwindowgeometry", "--shell"],
                             env=dict(os.environ, DISPLAY=self.display), capture_output=True, text=True, timeout=30).stdout
        values = dict(line.split("=", 1) for line in out.split() if "=" in line)
        return int(values.get("X", 0)), int(values.get("Y", 0))

    def measure(self):
        os.makedirs(self.args.out, exist_ok=True)
        self.log = open(os.path.join(self.args.out, f"{self.subject.replace(':', '-')}-{self.renderer}-{self.scale}x.log"), "w")
        try:
            self.start_xvfb()
            self.start_app()
            ox, oy = self.window_origin()
            pointer = XTest(self.display)
            px = lambda x, y: (ox + x * self.pixels, oy + y * self.pixels)
            start = path_point(self.path, 0)
            # Warm-up: the same drag for a moment, out and back to the start (the first frames of
            # a drag compile shaders, render icons, lay out text: not what a second of dragging
            # costs), then rest.
            pointer.move(*px(*start))
            time.sleep(0.2)
            pointer.button(True)
            steps = int(self.args.warmup * RATE)
            for i in range(1, steps + 1):
                time.sleep(1 / RATE)
                pointer.move(*px(*path_point(self.path, min(i, steps - i) * STEP_PT)))
            pointer.button(False)
            time.sleep(self.args.settle)
            # At rest (a flung ring may still coast): wait until the app and Xvfb cost about
            # nothing over half a second (at most 15 s).
            for _ in range(30):
                idle0, idle_t0 = cpu_seconds(self.app.pid) + cpu_seconds(self.xvfb.pid), time.monotonic()
                time.sleep(0.5)
                idle_ms = (cpu_seconds(self.app.pid) + cpu_seconds(self.xvfb.pid) - idle0) * 1000 / (time.monotonic() - idle_t0)
                if idle_ms < 25:
                    break
            moves, release_at = plan(self.path, self.release, self.args.seconds)
            self.command("mark start")
            sched0 = [sched_seconds(p.pid) for p in (self.app, self.xvfb)]
            app0, xvfb0, t0 = cpu_seconds(self.app.pid), cpu_seconds(self.xvfb.pid), now_us()
            pointer.button(True)
            began = time.monotonic()
            released = False
            shot_at = len(moves) // 2 if self.args.shots else -1
            for index, (at, x, y) in enumerate(moves):
                delay = began + at - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
                pointer.move(*px(x, y))
                if index == shot_at:   # debugging only: the screenshot costs Xvfb time
                    subprocess.run(["import", "-window", "root", "-crop", f"{int(self.info['window'][0]) * self.pixels}x{int(self.info['window'][1]) * self.pixels}+0+0",
                                    os.path.join(self.args.out, f"{self.subject.replace(':', '-')}-{self.renderer}-{self.scale}x.png")],
                                   env=dict(os.environ, DISPLAY=self.display))
            delay = began + release_at - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            pointer.button(False)
            delay = began + self.args.seconds - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            app1, xvfb1, t1 = cpu_seconds(self.app.pid), cpu_seconds(self.xvfb.pid), now_us()
            sched1 = [sched_seconds(p.pid) for p in (self.app, self.xvfb)]
            self.command("mark end")
            pointer.close()
            time.sleep(0.3)
            self.command("quit")
            self.app.stdin.close()
            # "mark start" and "mark end", each followed by the widget's stats, then the paints.
            paints, stats, section = [], {}, None
            deadline = time.monotonic() + 60
            while True:
                try:
                    words = self.read_line(deadline).split()
                except RuntimeError:
                    break
                if words[0] == "paints":
                    paints, section = [int(v) for v in words[1:]], "exit"
                elif words[0] == "mark":
                    section = words[1]
                elif words[0] == "stat" and section:
                    name, _, value = words[1].partition("=")
                    stats.setdefault(section, {})[name] = float(value)
            # What the widget counted over the motion window (its own frames, build times…).
            widget_stats = {name: value - stats["start"][name] for name, value in stats.get("end", {}).items()
                            if name in stats.get("start", {})}
            self.app.wait(timeout=30)
            seconds = (t1 - t0) / 1e6
            frames = sum(1 for p in paints if t0 <= p <= t1)
            app_ms, xvfb_ms = (app1 - app0) * 1000 / seconds, (xvfb1 - xvfb0) * 1000 / seconds
            return {"subject": self.subject, "renderer": self.renderer, "scale": self.scale, "window": self.window,
                    "path": self.info["path"], "seconds": seconds, "app_ms_s": app_ms, "xvfb_ms_s": xvfb_ms, "total_ms_s": app_ms + xvfb_ms,
                    "fps": frames / seconds, "frames": frames, "moves": len(moves), "idle_ms_s": idle_ms,
                    "load": os.getloadavg()[0],
                    "app_wait_ms_s": (sched1[0][1] - sched0[0][1]) * 1000 / seconds,
                    "xvfb_wait_ms_s": (sched1[1][1] - sched0[1][1]) * 1000 / seconds, "nice": os.nice(0), "widget_stats": widget_stats}
        finally:
            for process in (getattr(self, "app", None), getattr(self, "xvfb", None)):
                if process and process.poll() is None:
                    process.send_signal(signal.SIGTERM)
                    try:
                        process.wait(timeout=10)
                    except subprocess.TimeoutExpired:
                        process.kill()
            self.log.close()
