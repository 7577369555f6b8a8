import Foundation
import Testing

/// `trellis bulk` stopped by SIGINT or SIGTERM on an open stream: it ends at once with the
/// status a shell reports for that signal (128 + its number), and its output holds only
/// whole lines, in order from the first, each one JSON.
@Suite struct BulkInterruptTests {
    /// A running `trellis bulk --template feed` with its pipes, and what it wrote so far.
    final class Run: @unchecked Sendable {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        private let lock = NSLock()
        private var bytes = Data()
        let drained = DispatchSemaphore(value: 0)

        init() throws {
            // Writing to the stream after the command ended must fail, not end the tests.
            signal(SIGPIPE, SIG_IGN)
            process.executableURL = productsDirectory.appendingPathComponent("trellis")
            process.arguments = ["bulk", "--template", "feed", "--text", "average", "--threads", "2"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let handle = output.fileHandleForReading
            DispatchQueue.global().async { [self] in
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    lock.withLock { bytes.append(chunk) }
                }
                drained.signal()
            }
        }

        var written: Data { lock.withLock { bytes } }

        /// Whether the command ended within `seconds`.
        func waitForExit(seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning {
                if Date() > deadline { return false }
                usleep(10_000)
            }
            return true
        }

        /// Whole lines written so far.
        var lineCount: Int { written.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }

        /// Waits until `count` lines are out, at most `seconds`.
        func waitForLines(_ count: Int, seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while lineCount < count {
                if Date() > deadline { return false }
                usleep(10_000)
            }
            return true
        }
    }

    static func cell(_ i: Int) -> String {
        #"{"name": "n\#(i)", "body": "\#(String(repeating: "word ", count: i % 40))", "votes": \#(i)}"#
            + "\n"
    }

    /// The output's lines, each whole and JSON, with indices 0, 1, 2, ... in order.
    static func checkWholeLines(_ data: Data) throws -> Int {
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.isEmpty || text.hasSuffix("\n"), "a torn last line: \(text.suffix(80))")
        let lines = text.split(separator: "\n")
        for (i, line) in lines.enumerated() {
            let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
            let object = try #require(value as? [String: Any])
            #expect(object["index"] as? Int == i)
            #expect(object["status"] as? String == "ok")
        }
        return lines.count
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func anIdleStreamStopsWithEveryLineOut(signal: Int32, status: Int32) throws {
        let run = try Run()
        // 20 lines, the stream left open: every line is laid out and written while the
        // command waits for more.
        run.input.fileHandleForWriting.write(Data((0..<20).map(Self.cell).joined().utf8))
        #expect(run.waitForLines(20, seconds: 60))
        kill(run.process.processIdentifier, signal)
        let ended = run.waitForExit(seconds: 10)
        try? run.input.fileHandleForWriting.close()
        guard ended else {
            run.process.terminate()
            Issue.record("bulk did not stop on signal \(signal)")
            return
        }
        _ = run.drained.wait(timeout: .now() + 10)
        #expect(run.process.terminationReason == .exit)
        #expect(run.process.terminationStatus == status)
        #expect(try Self.checkWholeLines(run.written) == 20)
    }

    @Test func aStreamInterruptedWhileWritingEndsOnAWholeLine() throws {
        let run = try Run()
        // A fast producer: lines are laid out and written in large writes while the
        // interrupt comes.
        let producer = DispatchQueue(label: "producer")
        let writer = run.input.fileHandleForWriting
        producer.async {
            let batch = Data((0..<500).map(Self.cell).joined().utf8)
            for _ in 0..<40 {
                do { try writer.write(contentsOf: batch) } catch { return }
            }
        }
        #expect(run.waitForLines(1, seconds: 60))
        kill(run.process.processIdentifier, SIGINT)
        let ended = run.waitForExit(seconds: 10)
        try? writer.close()
        guard ended else {
            run.process.terminate()
            Issue.record("bulk did not stop on SIGINT")
            return
        }
        _ = run.drained.wait(timeout: .now() + 10)
        #expect(run.process.terminationStatus == 130)
        #expect(try Self.checkWholeLines(run.written) >= 1)
    }
}
