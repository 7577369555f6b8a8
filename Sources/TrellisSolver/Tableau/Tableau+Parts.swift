/// The groups of a ``Tableau``'s state besides its symbols, rows and objective, each kept
/// by the part of the tableau named in its documentation.

/// For each symbol, the rows that hold it: kept as lists once the tableau outgrows
/// ``limit`` (see ``Tableau/unindexedRowLimit``), counted before.
struct ColumnIndex {
    /// For each symbol, the slots of the rows that have a cell for it (unordered), once
    /// ``isOn``; empty lists before.
    var columns: [[Int32]] = []
    /// Whether ``ColumnIndex/columns`` is kept: false until the tableau outgrows ``limit``.
    var isOn = false
    /// Live rows up to which no column index is kept (``Tableau/unindexedRowLimit``; the
    /// tests set 0, an index from the first row, to compare the two ways).
    var limit = Tableau.unindexedRowLimit
    /// Until ``isOn``: for each symbol, how many rows have a cell for it (what the column
    /// lists would count), so that a scan for a symbol's rows stops once it has found them
    /// all, and skips a symbol no row holds.
    var holderCounts: [Int32] = []
    /// Bumped by every change to a row's cells (not its constant): a ``ColumnCache``
    /// stamped with an older version is stale.
    var version: UInt = 0
    /// For each symbol, its column's coefficients as of ``ColumnCache/version`` (filled on
    /// demand by ``Tableau/refreshColumnCache(_:)``: edits read them on every suggestion).
    /// Only as long as the largest symbol asked for: most symbols are never suggested.
    var caches: [ColumnCache] = []
}

/// Symbol ids and row slots free for reuse.
struct FreeLists {
    var symbols: [Int32] = []
    var rows: [Int32] = []
}

/// What the simplex phases leave for later.
struct OptimizationState {
    /// The phase-1 objective while a required row is being added, else `nil`.
    var artificial: Row?
    /// Slots of rows whose restricted basic symbol may have gone negative (dual simplex).
    var infeasible: [Int32] = []
    /// Whether the objective may not be at its optimum: changes that keep the tableau
    /// feasible set it instead of optimising at once, and whatever reads the solution or
    /// needs optimal reduced costs optimises first (``Solver/settle()``). A run of
    /// additions then costs one optimisation, as a batch does.
    var needsOptimize = false
}

/// Reusable buffers of ``Tableau/addRow(_:times:to:skipping:)``.
struct MergeScratch {
    /// The symbols a merge adds or cancels.
    var symbols: [Int32] = []
    /// The merge output (its count is its usable size, never trimmed).
    var cells: [Cell] = []
}

/// The rows holding ``symbol`` as of ``ColumnIndex/version``: each cell's `symbol` is a row slot and
/// its coefficient the symbol's there, in increasing slots (``Tableau/listHolders(of:)``; a
/// tableau without a column index only).
struct HeldColumn {
    var cells: [Cell] = []
    /// The symbol ``cells`` lists the rows of, or `-1`.
    var symbol: Int32 = -1
    /// The ``ColumnIndex/version`` at which ``cells`` was listed.
    var version: UInt = 0
}

/// While a phase-1 attempt may have to be undone, the prior rows and columns it touched
/// (see ``TableauJournal``).
struct JournalRecording {
    /// The journal, `nil` outside an attempt.
    var journal: TableauJournal?
    /// `journal != nil`, as a flag cheap to test in the merge loops.
    var isOn = false
    /// Per row slot and per symbol, the epoch of the last journal that recorded it.
    var rowMarks: [UInt32] = []
    var columnMarks: [UInt32] = []
    /// The epoch of the current or last journal.
    var epoch: UInt32 = 0
}

/// Counts the tableau keeps as it changes.
struct TableauCounts {
    /// Number of live rows.
    var rows = 0
    /// How many external symbols are non-basic: while none is, pricing passes over the
    /// objective's positive costs without reading their kinds (only a free external may
    /// enter against a positive cost). Kept by ``Tableau/makeSymbol(_:)``,
    /// ``Tableau/releaseSymbol(_:)`` and ``Tableau/setRowOf(_:_:)``; a rollback restores it
    /// with the rest of the snapshot.
    var nonbasicExternals = 0
    /// Pivots done so far (to tell whether an optimisation moved).
    var pivots = 0
    /// Rows rewritten by ``Tableau/substitute(_:by:)`` so far: what pivots cost, whatever
    /// the machine (the tests read it to tell a sparse pivot order from a dense one).
    var substitutedRows = 0
}

/// The linked rows (see `Tableau+Links.swift`).
struct LinkState {
    /// Their records, `nil` until the first one: one reference for a snapshot of the solver
    /// to retain, shared until either copy changes it.
    var table: LinkTable?
    /// Live linked rows.
    var count = 0
    /// Size of a new external's row, counted as the cells its definitions would bring in,
    /// above which the row is kept linked instead of expanded (the tests set 0 to link
    /// every row that can be).
    var limit = Tableau.linkWidthLimit
}
