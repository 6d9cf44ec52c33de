import CGtk4
import Foundation
import RotaryControls
import RotaryControlsGTK

// rotary-nodes: what building a frame's render nodes costs the app, per control, while its value
// changes every frame (a knob turned, a slider dragged, an open 40-item spinner's ring dragged),
// with kept layers and with every layer built anew. It measures; it asserts nothing.
//
// usage: rotary-nodes [--frames N] [--scale S] [--assets DIR]
// Each line: the control, the core's drawing per frame, and node building per frame (append to a
// GtkSnapshot, free it to a node, release the node) — mean and median over N frames after a warm-up,
// in this thread's CPU time.

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let frames = option("--frames").flatMap(Int.init) ?? 2_000
let scale = option("--scale").flatMap(Double.init) ?? 2
let assets = option("--assets") ?? "Assets"

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
}
