import Foundation
import Synchronization

/// Keeps an interrupted command's standard output on whole lines.
///
/// SIGINT and SIGTERM end the process as usual, except while ``writing(_:)`` runs: then
/// they wait until the write is done (every buffered line out), and the process ends
/// right after it with the status the signal would have given (128 + its number). So
/// output piped into another tool never ends on a torn line.
/// ```swift
/// InterruptGuard.install()
/// InterruptGuard.writing { writeEverything(buffer) }
/// ```
enum InterruptGuard {
    /// Bit 0: a write is under way. Bits 8 and up: the signal that arrived meanwhile.
    static let state = Atomic<Int>(0)

    /// Installs the handler for SIGINT and SIGTERM, and unblocks them: a process started
    /// with them blocked (a parent's threads can hand their mask to the processes they
    /// start) would otherwise hold them pending and never stop. Call it on the thread that
    /// waits for the work.
    static func install() {
        signal(SIGINT, interruptHandler)
        signal(SIGTERM, interruptHandler)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Runs `body` with SIGINT and SIGTERM held until it returns.
    static func writing(_ body: () -> Void) {
        state.bitwiseOr(1, ordering: .sequentiallyConsistent)
        body()
        let (old, _) = state.bitwiseAnd(~1, ordering: .sequentiallyConsistent)
        let pending = old >> 8
        if pending != 0 { _exit(128 + Int32(truncatingIfNeeded: pending)) }
    }
}

/// The signal handler: ends the process at once, unless a write is under way (then the
/// write's end does). Only async-signal-safe calls: an atomic and `_exit`.
private let interruptHandler: @convention(c) (Int32) -> Void = { signal in
    let (old, _) = InterruptGuard.state.bitwiseOr(Int(signal) << 8, ordering: .sequentiallyConsistent)
    if old & 1 == 0 { _exit(128 + signal) }
}
