import CGtk4
import Foundation
import RotaryControls
import RotaryControlsGTK

// rotary-nodes: what building a frame's render nodes costs the app, per control, while its value
// changes every frame (a knob turned, a slider dragged, an open 40-item spinner's ring dragged),
// with kept layers and with every layer built anew. It measures; it asserts nothing.
//
// usage: rotary-nodes [--frames N] [--scale S] [--assets DIR] [--render cairo|gl [--elements]]
// Each line: the control, the core's drawing per frame, and node building per frame (append to a
// GtkSnapshot, free it to a node, release the node) — mean and median over N frames after a warm-up,
// in this thread's CPU time. With --render, GSK's cairo or GL renderer (GL needs a display) also
// renders every frame's nodes into a texture, timed in the process's CPU time (all threads).

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let frames = option("--frames").flatMap(Int.init) ?? 2_000
let scale = option("--scale").flatMap(Double.init) ?? 2
let assets = option("--assets") ?? "Assets"
let rendererName = option("--render")

MainActor.assumeIsolated {
    NodePNG.prepareGTK()
    let images = NodeImageStore(directory: assets)
    print("frames \(frames), pixel scale \(scale), assets \(assets)")
    print("control                  drawing µs/frame   nodes µs/frame (mean / median)   layers built / reused")
    for control in NodeBuildControl.all {
        for keepsLayers in [true, false] {
            let result = NodeBuildMeasurement(control: control, keepsLayers: keepsLayers, images: images, scale: scale)
                .run(frames: frames)
            print(result.line)
        }
    }
    guard let rendererName else { return }
    let timing = NodeRenderTiming(rendererName: rendererName, images: images, scale: scale)
    guard let renderer = timing.makeRenderer() else { return }
    print("rendered by \(rendererName) into a texture, process CPU µs/frame over \(Swift.min(frames, 300)) frames:")
    for control in NodeBuildControl.rendered {
        let micros = timing.run(control, frames: Swift.min(frames, 300), renderer: renderer)
        print("  " + control.name.padding(toLength: 28, withPad: " ", startingAt: 0) + "\(Int(micros.rounded()))")
    }
    if arguments.contains("--elements") {
        for control in NodeBuildControl.rendered {
            print("  \(control.name), each top-level element alone:")
            for (name, micros) in timing.elementCosts(of: control.nextDrawing(0), frames: 40, renderer: renderer) {
                print("    \(Int(micros.rounded()))  \(name)")
            }
        }
    }
    gsk_renderer_unrealize(renderer)
    g_object_unref(UnsafeMutableRawPointer(renderer))
}
