public import TrellisSolver

extension LayoutConstraint {
    /// The options of ``constraints(withVisualFormat:options:metrics:views:fileID:line:)``,
    /// as `NSLayoutConstraint.FormatOptions`.
    public typealias FormatOptions = VisualFormatOptions

    /// The constraints a string of Apple's Visual Format Language describes, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: inactive,
    /// ready for ``activate(_:)``.
    ///
    /// `|` is the superview of the view next to it (a guide's owning view); a bare `-` is
    /// the standard spacing, 8 between views and 20 to the superview; horizontal rows run
    /// from leading to trailing unless a `direction…` option says otherwise.
    // snippet: given let avatar = LayoutView("avatar"), name = LayoutView("name")
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-pad-[avatar(32)]-10-[name(>=50@750)]-(>=8)-|",
    ///     options: [.alignAllCenterY], metrics: ["pad": 15],
    ///     views: ["avatar": avatar, "name": name])
    /// try LayoutConstraint.activate(constraints)
    /// ```
    /// - Throws: ``VisualFormatError`` naming the column and what was expected, an unknown
    ///   view or metric, a `|` next to a view without a superview, or options that do not
    ///   fit the format.
    public static func constraints(
        withVisualFormat format: String, options: VisualFormatOptions = [],
        metrics: [String: Double] = [:], views: [String: any LayoutItem],
        fileID: String = #fileID, line: Int = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let parsed = try VisualFormat(parsing: format, metrics: metrics, viewNames: Set(views.keys))
        return try parsed.constraints(
            options: options, identifier: nil, location: SourceLocation(fileID: fileID, line: line)
        ) { views[$0] }
    }
}

extension VisualFormat {
    /// The format's constraints with `options`, inactive, items looked up by name.
    ///
    // snippet: given let views = ["a": LayoutView("a")]
    /// ```swift
    /// let format = try VisualFormat(parsing: "V:|[a]|", viewNames: ["a"])
    /// let constraints = try format.constraints(options: [], identifier: "vf0") { views[$0] }
    /// ```
    /// - Throws: ``VisualFormatError`` for options that do not fit the format, a `|` next to
    ///   an item without a superview, or a name `item` does not know.
    public func constraints(
        options: VisualFormatOptions, identifier: String?, location: SourceLocation = .unknown,
        item: (String) -> (any LayoutItem)?
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        for rule in try rules(options: options) {
            constraints.append(
                try rule.constraint(format: self, identifier: identifier, location: location, item: item))
        }
        return constraints
    }
}
