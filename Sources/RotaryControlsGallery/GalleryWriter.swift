import Foundation

/// Writes a ``GalleryPage`` to a directory.
public enum GalleryWriter {
    /// Writes every file of `page` into `directory` (created with its parents when missing;
    /// existing files of the same names are replaced) and returns the absolute URL of
    /// `index.html`.
    ///
    /// - Throws: the file system's error when the directory cannot be created or a file
    ///   cannot be written.
    @discardableResult
    public static func write(_ page: GalleryPage, to directory: URL) throws -> URL {
        let directory = directory.standardizedFileURL
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in page.files {
            try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name), options: .atomic)
        }
        return directory.appendingPathComponent("index.html")
    }

    /// The gallery directory named by a command-line argument: `argument` (default
    /// `"gallery"`) resolved against `currentDirectory` when it is relative.
    public static func directory(argument: String?, currentDirectory: String) -> URL {
        let path = argument.flatMap { $0.isEmpty ? nil : $0 } ?? "gallery"
        if path.hasPrefix("/") { return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL }
        return URL(fileURLWithPath: currentDirectory, isDirectory: true)
            .appendingPathComponent(path, isDirectory: true).standardizedFileURL
    }
}
