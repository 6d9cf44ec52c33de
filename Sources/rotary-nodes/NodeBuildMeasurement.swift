import CGtk4
import Glibc
import RotaryControls
import RotaryControlsGTK

/// Times one control's frames: the core's drawing, then building its nodes.
@MainActor
struct NodeBuildMeasurement {
    let control: NodeBuildControl
    let keepsLayers: Bool
    let images: NodeImageStore
    let scale: Double

    struct Result {
        let line: String
    }

    func run(frames: Int) -> Result {
        let renderer = NodeRenderer(images: images)
        renderer.keepsLayers = keepsLayers
        var drawingTimes: [Double] = [], nodeTimes: [Double] = []
        let warmUp = 100
        for frame in 0..<(frames + warmUp) {
            let start = Self.threadTime()
            let drawing = control.nextDrawing(frame)
            let drawn = Self.threadTime()
            let snapshot = gtk_snapshot_new()!
            renderer.append(drawing, to: snapshot, pixelScale: scale)
            if let node = gtk_snapshot_free_to_node(snapshot) { gsk_render_node_unref(node) }
            let built = Self.threadTime()
            if frame >= warmUp {
                drawingTimes.append(drawn - start)
                nodeTimes.append(built - drawn)
            }
        }
        let counts = renderer.layerCounts
        let name = control.name + (keepsLayers ? ", layers kept" : ", layers rebuilt")
        let line =
            name.padding(toLength: 40, withPad: " ", startingAt: 0)
            + Self.format(Self.mean(drawingTimes)) + "      "
            + Self.format(Self.mean(nodeTimes)) + " / " + Self.format(Self.median(nodeTimes))
            + "      \(counts.built) / \(counts.reused)"
        return Result(line: line)
    }

    /// This thread's CPU time in microseconds (time the scheduler gave other processes is not
    /// counted: the machine may be busy).
    static func threadTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e6 + Double(now.tv_nsec) / 1e3
    }

    static func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(Swift.max(values.count, 1)) }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let text = "\(tenths / 10).\(tenths % 10)"
        return String(repeating: " ", count: Swift.max(0, 7 - text.count)) + text
    }
}
