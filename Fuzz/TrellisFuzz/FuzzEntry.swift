import Foundation
import Trellis
import TrellisFormats
import TrellisSolver

/// The libFuzzer entry point: the first byte picks the input kind, the rest is the input.
///
/// - 0: a `trellis solve` system file, parsed, then solved by every backend (weighted and
///   strict); an optimal answer must meet its required constraints and report finite numbers.
/// - 1: a `trellis layout` file, parsed and laid out (weighted, strict, and on GLPK); an `ok`
///   answer must have finite frames.
/// - 2: `trellis bulk` layout lines (one per line), with template reuse.
/// - 3: `trellis bulk` feed-cell lines.
/// - 4: an Interface Builder document (`trellis ib`), read and laid out on its device and on
///   another; a clean root must have finite frames.
///
/// Any trap or failed check is a finding. Built only by `scripts/fuzz.sh`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    switch data[0] % 5 {
    case 0: FuzzChecks.system(bytes)
    case 1: FuzzChecks.layout(bytes)
    case 2: FuzzChecks.bulk(bytes, feed: false)
    case 3: FuzzChecks.bulk(bytes, feed: true)
    default: FuzzChecks.interfaceBuilder(bytes)
    }
    return 0
}

/// libFuzzer's driver (exported by the `-sanitize=fuzzer` runtime).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// The executable's entry point as SwiftPM links it (`main` is aliased to it): hands over to
/// libFuzzer's driver.
@_cdecl("TrellisFuzz_main")
public func trellisFuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
