import CGtk4
import Foundation

// rotary-frame-bench: one subject (GtkScale or a control) in a window of a fixed size, for
// scripts/frame-bench to drag under Xvfb and measure. It prints on stdout, once the subject is
// shown and still:
//   scale N                   the window's scale factor (GDK_SCALE): pixels per point
//   window W H                the window's size in points
//   path arc CX CY R FROM TO  where to drag (points of the window's surface; bearings in degrees
//   path line X0 Y0 X1 Y1     clockwise from 12 o'clock), back and forth between the two ends
//   release fling|still       how the drag ends
//   ready
// then answers lines on stdin: "mark NAME" prints `mark NAME time=µs paints=N` and the widget's
// own frame statistics (`stat name=value`, whatever it exposes); "quit" or the end of input
// prints `paints T…` (every after-paint time, µs of CLOCK_MONOTONIC) and exits.

guard let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data((BenchOptions.usage + "\n").utf8))
    exit(2)
}

@MainActor
final class BenchApp {
    let window: UnsafeMutablePointer<GtkWidget>
    /// The window as the `GtkWindow *` GTK's window functions take.
    let windowPointer: UnsafeMutablePointer<GtkWindow>
    let scene: BenchScene
    let frames = BenchFrames()
    var hasStarted = false
    var paintsWanted = 0
    var hasAnnounced = false

    init(options: BenchOptions) {
        window = gtk_window_new()
        windowPointer = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_title(windowPointer, "rotary-frame-bench")
        gtk_window_set_default_size(windowPointer, options.windowWidth, options.windowHeight)
        gtk_window_set_resizable(windowPointer, 0)
        scene = BenchScene(options: options)
        // A GtkOverlay as the window's content: the spinner pops up in it.
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(OpaquePointer(overlay), scene.widget)
        gtk_window_set_child(windowPointer, overlay)
    }

    func run() {
        gtk_window_present(windowPointer)
        frames.attach(to: window)
        frames.onPaint = { [unowned self] in self.check() }
        let poll: @convention(c) (gpointer?) -> gboolean = { data in
            let app = Unmanaged<BenchApp>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { app.check() ? 0 : 1 }
        }
        g_timeout_add(50, poll, Unmanaged.passUnretained(self).toOpaque())
        let channel = g_io_channel_unix_new(0)
        let input: @convention(c) (UnsafeMutablePointer<GIOChannel>?, GIOCondition, gpointer?) -> gboolean = {
            _, _, data in
            let app = Unmanaged<BenchApp>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { app.readInput() ? 1 : 0 }
        }
        g_io_add_watch(
            channel, GIOCondition(G_IO_IN.rawValue | G_IO_HUP.rawValue), input,
            Unmanaged.passUnretained(self).toOpaque())
        while true { g_main_context_iteration(nil, 1) }
    }

    /// After the first paint: starts the scene; once it is ready, prints where to drag (once).
    /// Answers whether that is done.
    @discardableResult
    func check() -> Bool {
        guard !frames.times.isEmpty, !hasAnnounced else { return hasAnnounced }
        if !hasStarted {
            hasStarted = true
            // Two paints after opening the spinner: its model has the pop-up's square as its bounds.
            paintsWanted = frames.times.count + (scene.start() ? 2 : 0)
        }
        guard frames.times.count >= paintsWanted, scene.isReady, let path = scene.path(in: window) else { return false }
        hasAnnounced = true
        emit("scale \(gtk_widget_get_scale_factor(window))")
        emit("window \(gtk_widget_get_width(window)) \(gtk_widget_get_height(window))")
        emit(path.description)
        emit("release \(scene.subject.release)")
        emit("ready")
        return true
    }

    private var pendingInput: [UInt8] = []

    /// Reads stdin and runs its complete lines; answers whether to keep watching it.
    func readInput() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = read(0, &buffer, buffer.count)
        guard count > 0 else { quit() }
        pendingInput += buffer[0..<count]
        while let newline = pendingInput.firstIndex(of: 10) {
            let line = String(decoding: pendingInput[..<newline], as: UTF8.self)
            pendingInput.removeSubrange(...newline)
            let words = line.split(separator: " ")
            switch words.first {
            case "mark":
                emit(
                    "mark \(words.dropFirst().joined(separator: " ")) time=\(g_get_monotonic_time()) paints=\(frames.times.count)"
                )
                for stat in BenchWidgetStats.describe(scene.control) { emit("stat \(stat)") }
            case "quit":
                quit()
            default:
                FileHandle.standardError.write(Data("rotary-frame-bench: unknown command \(line)\n".utf8))
            }
        }
        return true
    }

    func quit() -> Never {
        emit("paints " + frames.times.map { String($0) }.joined(separator: " "))
        for stat in BenchWidgetStats.describe(scene.control) { emit("stat \(stat)") }
        exit(0)
    }
}

/// Writes `line` to stdout at once (the driver waits for it; stdout is a pipe).
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

MainActor.assumeIsolated {
    gtk_init()
    BenchApp(options: options).run()
}
