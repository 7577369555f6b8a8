import Foundation
import Trellis

/// What a finished subprocess printed.
struct ProcessOutput {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Why a subprocess gave no output.
struct ProcessFailure: Error, CustomStringConvertible {
    var description: String
}

/// A process handle the watchdog may terminate from another thread.
private final class ProcessBox: @unchecked Sendable {
    let process: Process
    init(_ process: Process) { self.process = process }
}

extension KiwiDriver {
    /// Runs `python3` with `arguments`, feeding `input` on stdin; kills it after `timeout`
    /// seconds.
    static func run(arguments: [String], input: Data, timeout: Double) -> Result<
        ProcessOutput, ProcessFailure
    > {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            return .failure(ProcessFailure(description: "cannot start python3: \(error)"))
        }
        let box = ProcessBox(process)
        let watchdog = DispatchWorkItem {
            if box.process.isRunning { box.process.terminate() }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        // Write stdin on another thread so a large input cannot deadlock against full pipes.
        let writer = stdin.fileHandleForWriting
        let writing = DispatchGroup()
        DispatchQueue.global().async(group: writing) {
            try? writer.write(contentsOf: input)
            try? writer.close()
        }
        let errorData = ErrorCollector(stderr.fileHandleForReading)
        let outData = stdout.fileHandleForReading.readDataToEndOfFile()
        writing.wait()
        process.waitUntilExit()
        watchdog.cancel()
        let errorText = errorData.finish()
        if process.terminationReason == .uncaughtSignal {
            let reason = errorText.split(separator: "\n").last.map(String.init) ?? ""
            let killed = process.terminationStatus == SIGTERM ? "killed after \(Int(timeout)) s" : "crashed"
            return .failure(
                ProcessFailure(
                    description: "python3 \(killed) (signal \(process.terminationStatus)) \(reason)"))
        }
        return .success(
            ProcessOutput(
                status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                stderr: errorText))
    }
}

/// Reads a pipe to its end on a background thread.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let group = DispatchGroup()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async(group: group) { [self] in
            data = handle.readDataToEndOfFile()
        }
    }

    /// Waits for the end of the pipe and returns its text.
    func finish() -> String {
        group.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
