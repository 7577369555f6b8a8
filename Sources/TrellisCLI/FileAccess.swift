import Foundation
import TrellisFormats

/// Why a file could not be read or written, worded the same way by every command:
/// `PATH: cannot read the file: it is a directory`.
struct FileAccessError: Error, CustomStringConvertible {
    /// Reading an input or writing an output.
    enum Operation: String {
        case read, write
    }

    /// The path as the user typed it.
    var path: String
    var operation: Operation
    /// Why, in lower case (`no such file or directory`, `permission denied`).
    var reason: String

    var description: String { "\(path): cannot \(operation.rawValue) the file: \(reason)" }
}

/// Reads inputs and writes outputs through POSIX calls, so every failure has a reason in plain
/// words (never a Foundation error domain and code).
enum FileAccess {
    /// The bytes of the file at `path`, or of standard input for `-`.
    static func read(_ path: String) throws(FileAccessError) -> [UInt8] {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        func failure(_ reason: String) -> FileAccessError {
            FileAccessError(path: path, operation: .read, reason: reason)
        }
        let descriptor = try openForReading(path)
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        // A regular file's size is known: one buffer of that size, never grown and copied.
        var status = stat()
        if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && status.st_size > 0
            && status.st_size < 1 << 32
        {
            bytes.reserveCapacity(Int(status.st_size) + 1)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(reason(errno, path: path))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// An open descriptor on the file at `path` (the caller closes it).
    static func openForReading(_ path: String) throws(FileAccessError) -> Int32 {
        func failure(_ reason: String) -> FileAccessError {
            FileAccessError(path: path, operation: .read, reason: reason)
        }
        if path.isEmpty { throw failure("the path is empty") }
        if isDirectory(path) { throw failure("it is a directory") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(reason(errno, path: path)) }
        return descriptor
    }

    /// The text of the file at `path` (or standard input for `-`), decoded as UTF-8; bytes
    /// that are not UTF-8 are an error naming the first one and its offset (never replaced).
    static func readText(_ path: String) throws(FileAccessError) -> String {
        let bytes = try read(path)
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let bad = UTF8Validation.firstInvalidByte(in: bytes) ?? (offset: 0, byte: bytes.first ?? 0)
        throw FileAccessError(
            path: path, operation: .read, reason: UTF8Validation.message(offset: bad.offset, byte: bad.byte))
    }

    /// Fails early, before a long run, when `path` clearly cannot be written: it is a
    /// directory, or its folder does not exist.
    static func checkWritable(_ path: String) throws(FileAccessError) {
        func failure(_ reason: String) -> FileAccessError {
            FileAccessError(path: path, operation: .write, reason: reason)
        }
        if path.isEmpty { throw failure("the path is empty") }
        if isDirectory(path) { throw failure("it is a directory") }
        let folder = parentFolder(of: path)
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            throw failure("the folder '\(folder)' does not exist")
        }
    }

    /// Writes `text` to `path`, replacing what was there.
    static func write(_ text: String, to path: String) throws(FileAccessError) {
        func failure(_ reason: String) -> FileAccessError {
            FileAccessError(path: path, operation: .write, reason: reason)
        }
        if path.isEmpty { throw failure("the path is empty") }
        if isDirectory(path) { throw failure("it is a directory") }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure(reason(errno, path: path)) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                Foundation.write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                throw failure(reason(code, path: path))
            }
            offset += count
        }
        if close(descriptor) != 0 { throw failure(reason(errno, path: path)) }
    }

    /// The folder part of `path`: what comes before its last `/` (`/` itself for a file at
    /// the root), or nothing when it has none. Written here because Foundation's
    /// `deletingLastPathComponent` traps on a one-character path (`-`, `a`) on Linux.
    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        let folder = path[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue
    }

    /// `errno` in words, with the cases people meet most said more helpfully.
    static func reason(_ code: Int32, path: String) -> String {
        switch code {
        case ENOENT:
            let folder = parentFolder(of: path)
            if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
                return "the folder '\(folder)' does not exist"
            }
            return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a directory"
        case ENOTDIR: return "a part of the path is not a folder"
        case EROFS: return "the file system is read-only"
        case ENOSPC: return "no space left on the device"
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}
