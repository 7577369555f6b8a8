import CAllocator

/// How `trellis solve` asks the C allocator for memory.
///
/// glibc's allocator serves a block of 128 KiB or more with a mapping of its own, returned to
/// the system when the block is freed, but it raises that threshold each time such a block is
/// freed, up to 32 MiB. A large system's arrays, grown by doubling and then dropped, soon
/// fall under the raised threshold and come from the heap, whose freed space the process
/// keeps. Fixing the threshold at 2 MiB keeps every large array in a mapping of its own:
/// `trellis solve` on 100,000 cells peaks about 13 MB lower (1 MiB saves 2 MB more, 4 MiB
/// saves half as much), for about 8% more page faults, a hundredth of a second. (`trellis
/// layout`, whose arrays of a few MiB are many, would pay tenths of a second for a like
/// saving, and keeps glibc's default.) The library itself never changes the allocator's
/// settings.
enum MemoryPolicy {
    /// Fixes the allocator's mapping threshold; false where it could not (a C library other
    /// than glibc), and the process then goes on with the allocator's defaults.
    @discardableResult
    static func mapLargeBlocks() -> Bool {
        trellis_fix_mapping_threshold(2 << 20) == 1
    }
}
