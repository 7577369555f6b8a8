import Trellis

extension FeedCellStyle {
    /// The feed cell's frames by hand-written frame arithmetic: the floor that constraint-based
    /// layout is measured against. Follows the rules in ``FeedCellStyle`` step by step.
    ///
    // snippet: given let data = FeedDataGenerator().cell(at: 0)
    /// ```swift
    /// let frames = FeedCellStyle.standard.frames(for: data, width: 375)
    /// ```
    /// - Complexity: O(length of the texts), for measuring them.
    public func frames(for data: FeedCellData, width: Double) -> FeedCellFrames {
        frames(sizes: contentSizes(for: data, width: width), width: width)
    }

    /// The frames from already measured content sizes.
    public func frames(sizes: FeedCellContentSizes, width: Double) -> FeedCellFrames {
        var out = FeedCellFrames()
        let p = padding
        out[.avatar] = [p, p, avatarSize, avatarSize]
        let headerCenter = p + avatarSize / 2
        let timeX = width - p - sizes.time.width
        let nameX = p + avatarSize + avatarToName
        let nameWidth = Swift.min(sizes.name.width, timeX - nameToTime - nameX)
        out[.name] = [nameX, headerCenter - sizes.name.height / 2, nameWidth, sizes.name.height]
        out[.time] = [timeX, headerCenter - sizes.time.height / 2, sizes.time.width, sizes.time.height]
        let bodyY = p + avatarSize + headerToBody
        out[.body] = [p, bodyY, bodyWidth(inCellOfWidth: width), sizes.bodyHeight]
        let votesY = bodyY + sizes.bodyHeight + bodyToVotes
        out[.votes] = [p, votesY, sizes.votes.width, sizes.votes.height]
        let buttonsY = votesY + sizes.votes.height + votesToButtons
        let like = buttonSize(buttonTitles.like)
        let comment = buttonSize(buttonTitles.comment)
        let share = buttonSize(buttonTitles.share)
        out[.likeButton] = [p, buttonsY, like.width, like.height]
        let buttonsCenter = buttonsY + like.height / 2
        out[.commentButton] = [
            p + like.width + buttonSpacing, buttonsCenter - comment.height / 2, comment.width, comment.height,
        ]
        out[.shareButton] = [
            width - p - share.width, buttonsCenter - share.height / 2, share.width, share.height,
        ]
        out[.cell] = [0, 0, width, buttonsY + like.height + bottomPadding]
        return out
    }
}
