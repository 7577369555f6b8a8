import Trellis

extension BulkLayout {
    /// Lays out `count` cells with a ``CellTemplate`` built once per chunk by `template`, the
    /// data of cell `i` coming from `data(i)`; results reach `emit` in order on the calling
    /// task. A cell that conflicts (or, with `checkAmbiguity`, is ambiguous) is reported in
    /// its ``CellLayout`` and the rest go on; a template that cannot be built is reported per
    /// cell as a ``BulkCellFailure``.
    ///
    // snippet: given let makeTemplate = { @Sendable () throws -> CellTemplate<String> in
    // snippet: given     try CellTemplate(width: 320) { _ in { _ in } }
    // snippet: given }
    /// ```swift
    /// try await BulkLayout.layout(
    ///     count: 10_000, template: makeTemplate, data: { "cell \($0)" }
    /// ) { index, result in
    ///     if case .success(let cell) = result, !cell.isClean { print("cell \(index):", cell.report) }
    /// }
    /// ```
    /// - Throws: ``BulkError`` for bad options or when cancelled.
    public static func layout<Data>(
        count: Int, options: BulkOptions = BulkOptions(), checkAmbiguity: Bool = false,
        template: @escaping @Sendable () throws -> CellTemplate<Data>,
        data: @escaping @Sendable (Int) -> Data,
        emit: (Int, Result<CellLayout, BulkCellFailure>) -> Void
    ) async throws(BulkError) {
        try await map(
            source: indices(count, batch: options.chunkSize), options: options,
            makeState: { TemplateSlot<Data>(make: template) },
            process: { slot, index, _ in
                slot.layout(data(index), index: index, checkAmbiguity: checkAmbiguity)
            },
            emit: emit)
    }
}

/// A chunk's engine-level template, built on first use.
struct TemplateSlot<Data> {
    let make: @Sendable () throws -> CellTemplate<Data>
    private var template: CellTemplate<Data>?

    init(make: @escaping @Sendable () throws -> CellTemplate<Data>) {
        self.make = make
    }

    mutating func layout(_ data: Data, index: Int, checkAmbiguity: Bool) -> Result<
        CellLayout, BulkCellFailure
    > {
        do {
            let template = try self.template ?? make()
            self.template = template
            return .success(template.layout(data, checkAmbiguity: checkAmbiguity))
        } catch {
            return .failure(BulkCellFailure(index: index, message: "cannot build the template: \(error)"))
        }
    }
}
