import Foundation

/// Reads a JSON Lines stream (a file or standard input) line by line, in batches of whatever
/// lines have arrived, so a slow producer's lines are handled as soon as they come.
///
/// Lines end at `"\n"` (a `"\r"` before it is dropped); a last line without one still counts.
/// Every line is returned, blank ones included, so line numbers stay the stream's.
/// Not thread-safe: read from one thread at a time (a bulk run reads on its reader thread).
///
/// ```swift
/// let reader = try JSONLinesReader(path: "cells.jsonl")
/// while let batch = reader.nextBatch() {
///     for line in batch { print(line) }
/// }
/// ```
public final class JSONLinesReader: @unchecked Sendable {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    private var finished = false
    private let chunkSize: Int

    /// Reads standard input.
    public init(standardInput: Void = (), chunkSize: Int = 1 << 16) {
        descriptor = 0
        ownsDescriptor = false
        self.chunkSize = chunkSize
    }

    /// Reads an open file descriptor (a pipe, a socket); the caller keeps ownership of it.
    public init(fileDescriptor: Int32, chunkSize: Int = 1 << 16) {
        descriptor = fileDescriptor
        ownsDescriptor = false
        self.chunkSize = chunkSize
    }

    /// Reads the file at `path`.
    ///
    /// - Throws: ``BulkError/unreadableInput(path:reason:)`` when it cannot be opened.
    public init(path: String, chunkSize: Int = 1 << 16) throws(BulkError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unreadableInput(path: path, reason: "it is a directory")
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let text = String(cString: strerror(errno))
            throw .unreadableInput(path: path, reason: text.prefix(1).lowercased() + text.dropFirst())
        }
        self.descriptor = descriptor
        ownsDescriptor = true
        self.chunkSize = chunkSize
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The next lines available (at least one), or nil at the end of the stream. Blocks only
    /// while no complete line is available.
    public func nextBatch() -> [String]? {
        while true {
            var lines: [String] = []
            var start = 0
            for position in buffer.indices where buffer[position] == 0x0A {
                lines.append(Self.decode(buffer[start..<position]))
                start = position + 1
            }
            if !lines.isEmpty {
                buffer.removeFirst(start)
                return lines
            }
            if finished {
                if buffer.isEmpty { return nil }
                let last = Self.decode(buffer[...])
                buffer.removeAll()
                return [last]
            }
            if !readMore() { finished = true }
        }
    }

    /// Appends what one `read` returns (what has arrived, up to `chunkSize` bytes); false at
    /// the end of the stream or on a read error.
    private func readMore() -> Bool {
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunkSize))
        var got = -1
        while true {
            got = buffer.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress.map { $0 + old }, chunkSize)
            }
            if got < 0 && errno == EINTR { continue }
            break
        }
        buffer.removeLast(chunkSize - Swift.max(0, got))
        return got > 0
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var bytes = bytes
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
