import Foundation
import Synchronization
import Trellis

/// Reads a JSON Lines stream (a file or standard input) line by line, in batches of whatever
/// lines have arrived, so a slow producer's lines are handled as soon as they come.
///
/// Lines end at `"\n"` (a `"\r"` before it is dropped); a last line without one still counts.
/// Every line is returned, blank ones included, so line numbers stay the stream's. Each byte
/// is scanned once, however long its line. Safe to share between tasks: calls are serialized
/// by a lock (a bulk run calls it from one task at a time).
///
/// ```swift
/// let reader = try JSONLinesReader(path: "cells.jsonl")
/// while let batch = reader.nextBatch() {
///     for line in batch { print(line) }
/// }
/// ```
public final class JSONLinesReader: Sendable {
    /// The bytes read and not yet returned, and how far they have been searched for `"\n"`.
    private struct Buffer {
        var bytes: [UInt8] = []
        var scanned = 0
        var finished = false
    }

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let chunkSize: Int
    private let buffer = Mutex(Buffer())

    /// Reads standard input.
    public init(standardInput: Void = (), chunkSize: Int = 1 << 16) {
        descriptor = 0
        ownsDescriptor = false
        self.chunkSize = max(1, chunkSize)
    }

    /// Reads an open file descriptor (a pipe, a socket); the caller keeps ownership of it.
    public init(fileDescriptor: Int32, chunkSize: Int = 1 << 16) {
        descriptor = fileDescriptor
        ownsDescriptor = false
        self.chunkSize = max(1, chunkSize)
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
        self.chunkSize = max(1, chunkSize)
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The next lines available (at least one), or nil at the end of the stream. Blocks only
    /// while no complete line is available.
    public func nextBatch() -> [String]? {
        buffer.withLock { buffer in
            while true {
                if let lines = Self.takeLines(from: &buffer) { return lines }
                if buffer.finished {
                    if buffer.bytes.isEmpty { return nil }
                    let last = Self.decode(buffer.bytes[...])
                    buffer.bytes.removeAll()
                    buffer.scanned = 0
                    return [last]
                }
                if !readMore(into: &buffer.bytes) { buffer.finished = true }
            }
        }
    }

    /// The complete lines in `buffer`, searching only the bytes not searched before.
    private static func takeLines(from buffer: inout Buffer) -> [String]? {
        var lines: [String] = []
        var start = 0
        buffer.bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var position = buffer.scanned
            // The C library's byte search, many bytes at a time.
            while position < bytes.count, let found = memchr(base + position, 0x0A, bytes.count - position) {
                let newline = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                lines.append(decode(bytes[start..<newline]))
                start = newline + 1
                position = newline + 1
            }
        }
        if lines.isEmpty {
            buffer.scanned = buffer.bytes.count
            return nil
        }
        buffer.bytes.removeFirst(start)
        buffer.scanned = buffer.bytes.count
        return lines
    }

    /// Appends what one `read` returns (what has arrived, up to `chunkSize` bytes, more when a
    /// long line is being collected); false at the end of the stream or on a read error.
    private func readMore(into bytes: inout [UInt8]) -> Bool {
        let old = bytes.count
        let size = max(chunkSize, min(old, 16 << 20))
        bytes.append(contentsOf: repeatElement(0, count: size))
        var got = -1
        while true {
            got = bytes.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress.map { $0 + old }, size)
            }
            if got < 0 && errno == EINTR { continue }
            break
        }
        bytes.removeLast(size - Swift.max(0, got))
        return got > 0
    }

    /// The line's text; a line that is not UTF-8 becomes ``undecodablePrefix`` and the reason
    /// (never text with U+FFFD in place of its bad bytes), which a bulk run reports as the
    /// line's error.
    private static func decode<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> String {
        let content = bytes.last == 0x0D ? bytes.dropLast() : bytes[...]
        if let text = String(validating: content, as: UTF8.self) { return text }
        let bad = UTF8Validation.firstInvalidByte(in: Array(content)) ?? (offset: 0, byte: content.first ?? 0)
        return undecodablePrefix + UTF8Validation.message(offset: bad.offset, byte: bad.byte)
    }

    /// What starts a line that was not UTF-8: U+FFFF, a noncharacter that cannot start a JSON
    /// text, followed by the reason.
    package static let undecodablePrefix = "\u{FFFF}"

    /// The reason `line` could not be decoded (`invalid UTF-8: byte 0xFF at offset 3`), or
    /// nil for a line of text.
    package static func undecodableReason(_ line: String) -> String? {
        line.utf8.starts(with: undecodablePrefix.utf8) ? String(line.dropFirst()) : nil
    }
}
