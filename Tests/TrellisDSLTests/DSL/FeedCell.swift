import Testing
import Trellis
import TrellisDSL
import TrellisLayoutTestSupport

/// The feed cell of seed article 000 (PureLayout): avatar, user name, time, a multi-line
/// body, a vote label and three buttons, in `sv` under a 375-wide root.
///
/// The article's scroll view is a plain view here: its top, leading and trailing are pinned
/// to the root and its bottom follows the buttons, so its height is the cell's height.
/// Text sizes are fixed intrinsic sizes (body: 120 high at any width).
struct FeedCell {
    let root = LayoutView("root", frame: LayoutRect(x: 0, y: 0, width: 375, height: 667))
    let sv = LayoutView("sv")
    let avatar = LayoutView("avatar")
    let userName = LayoutView("userName")
    let time = LayoutView("time")
    let mainImage = LayoutView("mainImage")
    let vote = LayoutView("vote")
    let voteBtn = LayoutView("voteBtn")
    let commentBtn = LayoutView("commentBtn")
    let actionBtn = LayoutView("actionBtn")

    init() {
        root.addSubview(sv)
        for view in [avatar, userName, time, mainImage, vote, voteBtn, commentBtn, actionBtn] {
            sv.addSubview(view)
        }
        userName.intrinsicContentSize = LayoutSize(width: 80, height: 20)
        time.intrinsicContentSize = LayoutSize(width: 40, height: 16)
        mainImage.intrinsicContentSize = LayoutSize(width: LayoutView.noIntrinsicMetric, height: 120)
        vote.intrinsicContentSize = LayoutSize(width: 60, height: 18)
        voteBtn.intrinsicContentSize = LayoutSize(width: 44, height: 30)
        commentBtn.intrinsicContentSize = LayoutSize(width: 56, height: 30)
        actionBtn.intrinsicContentSize = LayoutSize(width: 48, height: 30)
    }

    /// Checks the hand-derived frames: avatar at (15, 15), the row centred on its centerY
    /// (31), the body 10 below the avatar (57) and 365 wide, the vote label 10 below the
    /// body (187), the buttons 10 below that (215), the cell 10 below the buttons (255).
    func expectFrames(sourceLocation: SourceLocation = #_sourceLocation) {
        root.layoutIfNeeded()
        expectFrame(sv, 0, 0, 375, 255, sourceLocation: sourceLocation)
        expectFrame(avatar, 15, 15, 32, 32, sourceLocation: sourceLocation)
        expectFrame(userName, 57, 21, 80, 20, sourceLocation: sourceLocation)
        expectFrame(time, 320, 23, 40, 16, sourceLocation: sourceLocation)
        expectFrame(mainImage, 5, 57, 365, 120, sourceLocation: sourceLocation)
        expectFrame(vote, 15, 187, 60, 18, sourceLocation: sourceLocation)
        expectFrame(voteBtn, 15, 215, 44, 30, sourceLocation: sourceLocation)
        expectFrame(commentBtn, 63, 215, 56, 30, sourceLocation: sourceLocation)
        expectFrame(actionBtn, 312, 215, 48, 30, sourceLocation: sourceLocation)
    }

    /// The frames of every view after layout.
    var frames: [LayoutRect] {
        root.layoutIfNeeded()
        return subtreeFrames(root)
    }

    /// The same cell with plain anchors.
    func buildWithAnchors() throws {
        try LayoutConstraint.activate([
            sv.topAnchor.constraint(equalTo: root.topAnchor),
            sv.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            sv.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            sv.widthAnchor.constraint(equalTo: root.widthAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 32),
            avatar.heightAnchor.constraint(equalToConstant: 32),
            avatar.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 15),
            avatar.topAnchor.constraint(equalTo: sv.topAnchor, constant: 15),
            userName.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 10),
            time.trailingAnchor.constraint(equalTo: sv.trailingAnchor, constant: -15),
            userName.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            time.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            mainImage.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 5),
            mainImage.trailingAnchor.constraint(equalTo: sv.trailingAnchor, constant: -5),
            mainImage.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -10),
            mainImage.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 10),
            vote.topAnchor.constraint(equalTo: mainImage.bottomAnchor, constant: 10),
            vote.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 15),
            voteBtn.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 15),
            commentBtn.leadingAnchor.constraint(equalTo: voteBtn.trailingAnchor, constant: 4),
            actionBtn.trailingAnchor.constraint(equalTo: sv.trailingAnchor, constant: -15),
            commentBtn.centerYAnchor.constraint(equalTo: voteBtn.centerYAnchor),
            actionBtn.centerYAnchor.constraint(equalTo: voteBtn.centerYAnchor),
            voteBtn.topAnchor.constraint(equalTo: vote.bottomAnchor, constant: 10),
            sv.bottomAnchor.constraint(equalTo: voteBtn.bottomAnchor, constant: 10),
        ])
    }

    /// The cell as the article writes it, with PureLayout.
    func buildWithPureLayout() throws {
        try sv.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .bottom)
        try sv.autoMatch(.width, to: .width, of: root)
        try avatar.autoSetDimensions(to: LayoutSize(width: 32, height: 32))
        try avatar.autoPinEdge(toSuperviewEdge: .leading, withInset: 15)
        try avatar.autoPinEdge(toSuperviewEdge: .top, withInset: 15)
        try userName.autoPinEdge(.leading, to: .trailing, of: avatar, withOffset: 10)
        try time.autoPinEdge(toSuperviewEdge: .trailing, withInset: 15)
        try [avatar, userName, time].autoAlignViews(to: ALAxis.horizontal)
        try mainImage.autoPinEdge(toSuperviewEdge: .leading, withInset: 5)
        try mainImage.autoPinEdge(toSuperviewEdge: .trailing, withInset: 5)
        try mainImage.autoMatch(.width, to: .width, of: root, withOffset: -10)
        try mainImage.autoPinEdge(.top, to: .bottom, of: avatar, withOffset: 10)
        try vote.autoPinEdge(.top, to: .bottom, of: mainImage, withOffset: 10)
        try vote.autoPinEdge(toSuperviewEdge: .leading, withInset: 15)
        try voteBtn.autoPinEdge(toSuperviewEdge: .leading, withInset: 15)
        try commentBtn.autoPinEdge(.leading, to: .trailing, of: voteBtn, withOffset: 4)
        try actionBtn.autoPinEdge(toSuperviewEdge: .trailing, withInset: 15)
        try [voteBtn, commentBtn, actionBtn].autoAlignViews(to: ALAxis.horizontal)
        try voteBtn.autoPinEdge(.top, to: .bottom, of: vote, withOffset: 10)
        try sv.autoPinEdge(.bottom, to: .bottom, of: voteBtn, withOffset: 10)
    }

    /// The cell with the maker.
    func buildWithMaker() throws {
        try sv.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.width.equalTo(root)
            make.bottom.equalTo(voteBtn.dsl.bottom).offset(10)
        }
        try avatar.makeConstraints { make in
            make.size.equalTo(LayoutSize(width: 32, height: 32))
            make.leading.top.equalToSuperview().offset(15)
        }
        try userName.makeConstraints { make in
            make.leading.equalTo(avatar.dsl.trailing).offset(10)
            make.centerY.equalTo(avatar)
        }
        try time.makeConstraints { make in
            make.trailing.equalToSuperview().inset(15)
            make.centerY.equalTo(avatar)
        }
        try mainImage.makeConstraints { make in
            make.horizontalEdges.equalToSuperview().inset(5)
            make.width.equalTo(root).offset(-10)
            make.top.equalTo(avatar.dsl.bottom).offset(10)
        }
        try vote.makeConstraints { make in
            make.top.equalTo(mainImage.dsl.bottom).offset(10)
            make.leading.equalTo(15)
        }
        try voteBtn.makeConstraints { make in
            make.leading.equalTo(15)
            make.top.equalTo(vote.dsl.bottom).offset(10)
        }
        try commentBtn.makeConstraints { make in
            make.leading.equalTo(voteBtn.dsl.trailing).offset(4)
            make.centerY.equalTo(voteBtn)
        }
        try actionBtn.makeConstraints { make in
            make.trailing.equalTo(-15)
            make.centerY.equalTo(voteBtn)
        }
    }

    /// The cell with Cartography-style operators.
    func buildWithOperators() throws {
        try constrain([root, sv, avatar, userName, time, mainImage, vote, voteBtn, commentBtn, actionBtn]) {
            p in
            let (root, sv, avatar, userName, time) = (p[0], p[1], p[2], p[3], p[4])
            let (mainImage, vote, voteBtn, commentBtn, actionBtn) = (p[5], p[6], p[7], p[8], p[9])
            sv.top == root.top
            sv.leading == root.leading
            sv.trailing == root.trailing
            sv.width == root.width
            sv.bottom == voteBtn.bottom + 10
            avatar.size == LayoutSize(width: 32, height: 32)
            avatar.leading == sv.leading + 15
            avatar.top == sv.top + 15
            userName.leading == avatar.trailing + 10
            userName.centerY == avatar.centerY
            time.trailing == sv.trailing - 15
            time.centerY == avatar.centerY
            mainImage.leading == sv.leading + 5
            mainImage.trailing == sv.trailing - 5
            mainImage.width == root.width - 10
            mainImage.top == avatar.bottom + 10
            vote.top == mainImage.bottom + 10
            vote.leading == sv.leading + 15
            voteBtn.leading == sv.leading + 15
            voteBtn.top == vote.bottom + 10
            commentBtn.leading == voteBtn.trailing + 4
            commentBtn.centerY == voteBtn.centerY
            actionBtn.trailing == sv.trailing - 15
            actionBtn.centerY == voteBtn.centerY
        }
    }

    /// The cell with DLSimpleAutolayout chains.
    func buildWithChains() throws {
        try [
            sv.dl_top.equalTo(root), sv.dl_leading.equalTo(root), sv.dl_trailing.equalTo(root),
            sv.dl_width.equalTo(root), sv.dl_bottom.equalTo(voteBtn).offset(10),
            avatar.dl_width.equalTo(32), avatar.dl_height.equalTo(32),
            avatar.dl_leading.equalTo(sv).offset(15), avatar.dl_top.equalTo(sv).offset(15),
            userName.dl_leading.equalTo(avatar.dl_trailing).offset(10), userName.dl_centerY.equalTo(avatar),
            time.dl_trailing.equalTo(sv).offset(-15), time.dl_centerY.equalTo(avatar),
            mainImage.dl_leading.equalTo(sv).offset(5), mainImage.dl_trailing.equalTo(sv).offset(-5),
            mainImage.dl_width.equalTo(root).offset(-10),
            mainImage.dl_top.equalTo(avatar.dl_bottom).offset(10),
            vote.dl_top.equalTo(mainImage.dl_bottom).offset(10), vote.dl_leading.equalTo(sv).offset(15),
            voteBtn.dl_leading.equalTo(sv).offset(15), voteBtn.dl_top.equalTo(vote.dl_bottom).offset(10),
            commentBtn.dl_leading.equalTo(voteBtn.dl_trailing).offset(4),
            commentBtn.dl_centerY.equalTo(voteBtn),
            actionBtn.dl_trailing.equalTo(sv).offset(-15), actionBtn.dl_centerY.equalTo(voteBtn),
        ].install()
    }
}
