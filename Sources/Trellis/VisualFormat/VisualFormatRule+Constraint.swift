import TrellisSolver

extension VisualFormatRule {
    /// The rule as an inactive ``LayoutConstraint``, with items looked up by `item`.
    ///
    /// `item(name)` returns the view or guide of that name; a `superview(of:)` item is that
    /// item's ``LayoutItem/parentView``.
    /// - Throws: ``VisualFormatError`` (reason `.noSuperview`, at the `|`) when an item
    ///   has no superview, or `.unknownView` when `item` does not know a name.
    func constraint(
        format: VisualFormat, identifier: String?, location: SourceLocation,
        item: (String) -> (any LayoutItem)?
    ) throws(VisualFormatError) -> LayoutConstraint {
        func resolve(_ reference: Item) throws(VisualFormatError) -> any LayoutItem {
            switch reference {
            case .view(let name):
                guard let found = item(name) else {
                    throw VisualFormatError(.unknownView(name), column: column, format: format.source)
                }
                return found
            case .superview(of: let name):
                guard let found = item(name) else {
                    throw VisualFormatError(.unknownView(name), column: column, format: format.source)
                }
                guard let parent = found.parentView else {
                    throw VisualFormatError(
                        .noSuperview(name), column: self.barColumn ?? column, format: format.source)
                }
                return parent
            }
        }
        let firstItem = try resolve(first)
        var secondItem: (any LayoutItem)?
        if let second { secondItem = try resolve(second) }
        let relation: LayoutRelation =
            switch self.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LayoutConstraint(
            item: firstItem, attribute: firstAttribute.layoutAttribute, relatedBy: relation,
            toItem: secondItem,
            attribute: secondAttribute?.layoutAttribute ?? .notAnAttribute, multiplier: 1, constant: constant,
            priority: LayoutPriority(priority), identifier: identifier, fileID: location.fileID,
            line: location.line)
    }
}
