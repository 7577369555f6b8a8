import Trellis

/// SnapKit's name for an attribute of an item used as a target (`other.snp.lastBaseline`):
/// ``ItemAttribute``, which `other.dsl.lastBaseline` returns.
///
/// ```swift
/// func alignBaselines(_ label: LayoutView, to target: ConstraintItem) throws {
///     try label.makeConstraints { make in make.lastBaseline.equalTo(target) }
/// }
/// ```
public typealias ConstraintItem = ItemAttribute
