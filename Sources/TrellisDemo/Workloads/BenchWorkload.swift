import Trellis
import TrellisFormats
public import TrellisSolver

/// A standard benchmark workload: a family of linear systems indexed by a size.
///
/// `trellis bench` times every backend on each workload at several sizes. The systems are
/// built once, before timing, so a measurement is exactly one `Backend.solve` call (or one
/// kiwisolver build + solve for the outside reference).
/// ```swift
/// let system = try BenchWorkload.grid.system(size: 1_000)   // 1,000 cells in 10 columns
/// let solution = try Backend.auto.solve(system)
/// ```
public enum BenchWorkload: String, Sendable, Hashable, CaseIterable {
    /// kiwi's own benchmark: one enaml window, 37 variables, 111 constraints, two strong
    /// edits. It has one size; the size argument is ignored.
    case enamlLike = "enaml-like"
    /// N views in a row, chained leading to trailing with 8-point gaps, between the edges of
    /// a container whose width is an edit; each view hugs (weak) and resists compression of
    /// (strong) its intrinsic width. One coupled component of about 6N rows.
    case chain
    /// N cells in 10 columns: chained x and y, every row aligned (top, height) and every
    /// column aligned (left, width: shared column widths), intrinsic sizes as strong
    /// (compression) and weak (hugging) preferences. One coupled component of about 10N rows;
    /// where an incremental solver's tableau fills in.
    case grid
    /// N independent cells in one system, each an avatar and a label whose height decides
    /// the cell's: N components of 14 rows, so `auto` can split it.
    case cells

    /// Whether the workload has one fixed size.
    public var hasFixedSize: Bool { self == .enamlLike }

    /// What the size counts, for tables and charts.
    public var sizeUnit: String {
        switch self {
        case .enamlLike: "window"
        case .chain: "views"
        case .grid, .cells: "cells"
        }
    }

    /// A one-line description for the table's footer.
    public var summary: String {
        switch self {
        case .enamlLike: "kiwi's enaml window (37 variables, 111 constraints)"
        case .chain: "N views chained in a row inside a container of edited width"
        case .grid: "N cells in 10 columns, shared column widths and row heights"
        case .cells: "N independent two-view cells in one system"
        }
    }

    /// The system of this workload at `size` (at least 1; ignored by ``enamlLike``).
    ///
    /// ```swift
    /// let chain = try BenchWorkload.chain.system(size: 100)
    /// print(chain.constraints.count)
    /// ```
    /// - Throws: ``BenchError/invalidSize(_:)`` for a size below 1 or above 1,000,000.
    public func system(size: Int) throws(BenchError) -> LinearSystem {
        if !hasFixedSize, size < 1 || size > 1_000_000 { throw .invalidSize(size) }
        switch self {
        case .enamlLike: return try Self.enamlLikeSystem()
        case .chain: return Self.chainSystem(views: size)
        case .grid: return Self.gridSystem(cells: size, columns: 10)
        case .cells: return Self.cellsSystem(cells: size)
        }
    }

    /// The enaml-like system, parsed from its embedded JSON.
    static func enamlLikeSystem() throws(BenchError) -> LinearSystem {
        do {
            return try SystemFile(json: enamlLikeJSON).system
        } catch {
            throw .workloadUnavailable("enaml-like: \(error)")
        }
    }
}
