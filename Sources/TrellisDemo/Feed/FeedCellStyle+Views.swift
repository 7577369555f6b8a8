import Trellis
import TrellisFormats

extension FeedCellStyle {
    /// The feed cell as views and anchors, for a ``CellTemplate``: the same rules as the
    /// solver-level ``FeedCellTemplate`` and the arithmetic, written the way an iOS engineer
    /// writes them. The body wraps through a ``LayoutView/measure`` function (height for
    /// width); the one-line labels and the buttons have intrinsic sizes.
    ///
    /// ```swift
    /// let template = try FeedCellStyle.standard.cellTemplate(width: 375)
    /// let cell = template.layout(FeedDataGenerator().cell(at: 0))
    /// ```
    /// - Throws: ``LayoutError`` if a rule is rejected (a non-finite width).
    public func cellTemplate(width: Double) throws -> CellTemplate<FeedCellData> {
        try CellTemplate(width: width) { cell in try self.buildViews(in: cell) }
    }

    /// Adds the feed cell's parts to `cell` in ``FeedCellPart`` order, activates the rules and
    /// returns the function that fills in one cell's data.
    public func buildViews(in cell: LayoutView) throws(LayoutError) -> (FeedCellData) -> Void {
        let parts = FeedCellPart.allCases.dropFirst().map { LayoutView("\($0)") }
        for part in parts { cell.addSubview(part) }
        let (avatar, name, time, body, votes, like, comment, share) = (
            parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], parts[6], parts[7]
        )
        name.setContentCompressionResistancePriority(
            LayoutPriority(nameCompressionResistance), for: .horizontal)
        let p = padding
        try LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: p),
            avatar.topAnchor.constraint(equalTo: cell.topAnchor, constant: p),
            avatar.widthAnchor.constraint(equalToConstant: avatarSize),
            avatar.heightAnchor.constraint(equalToConstant: avatarSize),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: avatarToName),
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            name.trailingAnchor.constraint(lessThanOrEqualTo: time.leadingAnchor, constant: -nameToTime),
            time.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -p),
            time.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: p),
            body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -p),
            body.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: headerToBody),
            votes.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: p),
            votes.topAnchor.constraint(equalTo: body.bottomAnchor, constant: bodyToVotes),
            like.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: p),
            like.topAnchor.constraint(equalTo: votes.bottomAnchor, constant: votesToButtons),
            comment.leadingAnchor.constraint(equalTo: like.trailingAnchor, constant: buttonSpacing),
            comment.centerYAnchor.constraint(equalTo: like.centerYAnchor),
            share.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -p),
            share.centerYAnchor.constraint(equalTo: like.centerYAnchor),
            cell.bottomAnchor.constraint(equalTo: like.bottomAnchor, constant: bottomPadding),
        ])
        for (button, title) in [
            (like, buttonTitles.like), (comment, buttonTitles.comment), (share, buttonTitles.share),
        ] {
            let size = buttonSize(title)
            button.intrinsicContentSize = LayoutSize(width: size.width, height: size.height)
        }
        let style = self
        return { data in
            let nameSize = style.nameMeasurer.measure(data.name)
            name.intrinsicContentSize = LayoutSize(width: nameSize.width, height: nameSize.height)
            let timeSize = style.timeMeasurer.measure(data.time)
            time.intrinsicContentSize = LayoutSize(width: timeSize.width, height: timeSize.height)
            let votesSize = style.votesMeasurer.measure(data.votesText)
            votes.intrinsicContentSize = LayoutSize(width: votesSize.width, height: votesSize.height)
            let text = data.body
            body.measure = { width in
                let m = style.bodyMeasurer.measure(text, width: width, maximumLines: style.bodyMaximumLines)
                // A wrapping label has no intrinsic width of its own here: its width comes from
                // its leading and trailing constraints.
                return LayoutSize(
                    width: width.isFinite ? m.width : LayoutView.noIntrinsicMetric, height: m.height)
            }
        }
    }
}

extension CellLayout {
    /// The frames as ``FeedCellFrames``, for a cell built by ``FeedCellStyle/buildViews(in:)``.
    public var feedFrames: FeedCellFrames {
        var out = FeedCellFrames()
        for part in FeedCellPart.allCases where part.rawValue < frames.count {
            let r = frames[part.rawValue]
            out[part] = [r.minX, r.minY, r.width, r.height]
        }
        return out
    }
}
