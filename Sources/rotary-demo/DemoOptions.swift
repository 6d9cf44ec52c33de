/// Command-line options of rotary-demo.
///
/// `rotary-demo [--dump-file PATH] [--gallery DIR] [--assets DIR] [--setting NAME]...`
/// - `--dump-file PATH`: keep PATH up to date with every control's value and window geometry
///   (see `DemoDump`), for end-to-end tests.
/// - `--gallery DIR`: write the gallery (HTML, SVG and PNGs from render nodes) to DIR and exit; also what
///   happens with no DISPLAY / WAYLAND_DISPLAY (DIR defaults to ./gallery).
/// - `--assets DIR`: the PNG icon folder (default: Linux/Assets next to the executable's package,
///   else ./Linux/Assets, else ./Assets).
/// - `--setting NAME`: start with a switch on (`snapping`, `counter-clockwise`,
///   `reduce-motion`, `dial-coasts`); repeatable. Reduce Motion also starts on when GTK's
///   `gtk-enable-animations` setting is off.
struct DemoOptions {
    var dumpFile: String?
    var galleryDirectory: String?
    var assetsDirectory: String?
    var settings = DemoSettings()
    var unknown: [String] = []

    init(arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--dump-file": dumpFile = iterator.next()
            case "--gallery": galleryDirectory = iterator.next() ?? "gallery"
            case "--assets": assetsDirectory = iterator.next()
            case "--setting":
                let name = iterator.next() ?? ""
                if !settings.enable(name) { unknown.append("--setting " + name) }
            default: unknown.append(argument)
            }
        }
    }
}
