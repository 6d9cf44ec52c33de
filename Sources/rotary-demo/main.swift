import CGtk4
import Foundation
import RotaryControlsGTK

// rotary-demo: the interactive window of every control (see DemoOptions for the options).
// With no display it writes the gallery instead and prints the path of its index.html.

let options = DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
if !options.unknown.isEmpty {
    FileHandle.standardError.write(Data("rotary-demo: unknown option \(options.unknown[0])\n".utf8))
    FileHandle.standardError.write(
        Data("usage: rotary-demo [--dump-file PATH] [--gallery DIR] [--assets DIR] [--setting NAME]...\n".utf8))
    exit(2)
}
let assets = DemoAssets.directory(option: options.assetsDirectory)
let environment = ProcessInfo.processInfo.environment
let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty

if options.galleryDirectory != nil || !hasDisplay {
    do {
        let index = try DemoGallery.write(to: options.galleryDirectory ?? "gallery", assets: assets)
        print(index.path)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("rotary-demo: \(error)\n".utf8))
        exit(1)
    }
}

MainActor.assumeIsolated {
    gtk_init()
    let demo = DemoWindow(images: assets.map(NodeImageStore.init(directory:)), settings: options.settings)
    nonisolated(unsafe) var isOpen = true
    g_signal_connect_data(
        UnsafeMutableRawPointer(demo.window), "destroy",
        unsafeBitCast(
            { (_: gpointer?, data: gpointer?) in
                data?.assumingMemoryBound(to: Bool.self).pointee = false
            } as @convention(c) (gpointer?, gpointer?) -> Void, to: GCallback.self), &isOpen, nil,
        GConnectFlags(rawValue: 0))
    if let path = options.dumpFile {
        DemoDump(path: path, window: demo.window, cells: { demo.cells }).start()
    }
    gtk_window_present(cast(demo.window))
    while isOpen {
        g_main_context_iteration(nil, 1)
    }
}
