import Glibc

// rotary-frames: what one frame of each standard control costs through Cairo, at 1×, 2× and
// 3×, as time and as full-surface paints measured in the same run. Reports; asserts nothing.
//
//   swift run -c release rotary-frames [--frames N] [--scales 1,2,3] [--only TEXT] [--json] [--assets DIR]
//                                      [--gtk | --gtk-unhinted] [--layers | --no-layers] [--unprepared]
//                                      [--strip arc,circle,ellipse,path,text,image,gradient,fill,stroke,clip,opacity,layers]
//                                      [--dump DIR]   (each measurement's last frame as a PNG)
//                                      [--describe]   (each configuration's drawing as text, nothing measured)
//                                      [--cold-only]  (only cold frames: for profiling them)
//
// A cold frame's image store is prepared first (CairoImageStore.prepare(_:pixelScale:): its
// images decoded and each rendered at the pixel size the first drawing shows it at, upright, as
// the GTK host does when a widget is realised), timed apart as 'prepare ms'; --unprepared leaves
// that work in the cold frame.

/// The command line, parsed.
struct FrameOptions {
    var frames = 200
    var scales: [Double] = [1, 2, 3]
    var only: String?
    var json = false
    var assets: String?
    var strip = FrameStrip(kinds: [])
    var mode = FrameMode.image
    var dump: String?
    /// Keep layers rendered: on with `--gtk` (as the GTK host draws), off otherwise, unless told.
    var layers: Bool?
    /// Prepare each cold frame's image store before it (decode and render its images), timed apart (`--unprepared`: not).
    var prepared = true
    /// Print each configuration's first drawing as text instead of measuring (`--describe`).
    var describe = false
    /// Measure only cold frames (`--cold-only`, a diagnostic for profiling them).
    var coldOnly = false

    init(_ arguments: [String]) {
        var remaining = arguments.dropFirst()
        while let argument = remaining.popFirst() {
            switch argument {
            case "--frames": frames = Swift.max(1, Int(remaining.popFirst() ?? "") ?? frames)
            case "--scales": scales = (remaining.popFirst() ?? "").split(separator: ",").compactMap { Double($0) }.filter { $0 > 0 }
            case "--only": only = remaining.popFirst()
            case "--json": json = true
            case "--dump": dump = remaining.popFirst()
            case "--gtk": mode = .gtk
            case "--gtk-unhinted": mode = .gtkUnhinted
            case "--layers": layers = true
            case "--no-layers": layers = false
            case "--unprepared": prepared = false
            case "--describe": describe = true
            case "--cold-only": coldOnly = true
            case "--assets": assets = remaining.popFirst()
            case "--strip": strip = FrameStrip(kinds: Set((remaining.popFirst() ?? "").split(separator: ",").map(String.init)))
            default:
                print("usage: rotary-frames [--frames N] [--scales 1,2,3] [--only TEXT] [--json] [--assets DIR]"
                    + " [--gtk | --gtk-unhinted] [--layers | --no-layers] [--unprepared] [--strip KINDS] [--dump DIR] [--describe]"
                    + " [--cold-only]")
                exit(argument == "--help" || argument == "-h" ? 0 : 2)
            }
        }
    }
}

/// The icon folder: the given one, else `Linux/Assets` or `Assets` under the current
/// directory, else the `Assets` folder of the package this file was built from.
func assetsDirectory(_ option: String?) -> String {
    if let option { return option }
    for candidate in ["Linux/Assets", "Assets"] where access(candidate + "/star.png", R_OK) == 0 {
        return candidate
    }
    let source = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
    return source + "/Assets"
}

let options = FrameOptions(CommandLine.arguments)
let renderers = FrameRenderers(assets: assetsDirectory(options.assets), strip: options.strip, mode: options.mode,
                               layers: options.layers ?? (options.mode == .gtk), prepared: options.prepared,
                               coldOnly: options.coldOnly)
guard access(renderers.assets + "/star.png", R_OK) == 0 else {
    print("rotary-frames: no icons in \(renderers.assets) (pass --assets DIR)")
    exit(1)
}
var results: [FrameResult] = []
for configuration in FrameConfiguration.all where options.only.map({ configuration.name.contains($0) }) ?? true {
    if options.describe {
        print(configuration.name + ":\n" + configuration.describe())
        continue
    }
    for scale in options.scales {
        let surface = FrameSurface(points: FrameConfiguration.bounds.width, scale: scale, mode: options.mode)
        surface.dumpPrefix = options.dump.map { dir in
            dir + "/" + String(configuration.name.map { $0.isLetter || $0.isNumber ? $0 : "-" }) + "-\(Int(scale))x"
        }
        var result = configuration.measure(surface, renderers, options.frames)
        result.control = configuration.name
        results.append(result)
        if !options.json {
            let line = "measured \(configuration.name) at \(Int(scale))×\n"
            _ = line.withCString { write(2, $0, strlen($0)) }
        }
    }
}
print(options.json ? FrameReport.json(results)
      : FrameReport.table(results, frames: options.frames, mode: options.mode, layers: renderers.layers,
                          prepared: renderers.prepared))
