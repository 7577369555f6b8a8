import Testing
import TrellisSolver

@testable import Trellis

/// The constraints a format asks for, written out by hand as `first.attr REL second.attr + c`.
@Suite struct VisualFormatRuleTests {
    func rules(_ text: String, _ options: VisualFormatOptions = [], metrics: [String: Double] = [:]) throws
        -> [String]
    {
        let format = try VisualFormat(parsing: text, metrics: metrics, viewNames: ["a", "b", "c"])
        return try format.rules(options: options).map(describe)
    }

    func describe(_ rule: VisualFormatRule) -> String {
        func item(_ item: VisualFormatRule.Item) -> String {
            switch item {
            case .view(let name): return name
            case .superview(of: let name): return "super(\(name))"
            }
        }
        var text = "\(item(rule.first)).\(rule.firstAttribute.rawValue) \(rule.relation.rawValue) "
        if let second = rule.second, let attribute = rule.secondAttribute {
            text += "\(item(second)).\(attribute.rawValue) + \(VisualFormatError.format(rule.constant))"
        } else {
            text += VisualFormatError.format(rule.constant)
        }
        if rule.priority != 1000 { text += " @\(VisualFormatError.format(rule.priority))" }
        return text
    }

    @Test func standardSpacingIs20ToSuperviewAnd8BetweenViews() throws {
        #expect(
            try rules("H:|-[a]-[b]-|") == [
                "a.leading == super(a).leading + 20",
                "b.leading == a.trailing + 8",
                "super(b).trailing == b.trailing + 20",
            ])
    }

    @Test func flushAndExplicitSpacing() throws {
        #expect(
            try rules("V:|[a][b]-12-[c]|") == [
                "a.top == super(a).top + 0",
                "b.top == a.bottom + 0",
                "c.top == b.bottom + 12",
                "super(c).bottom == c.bottom + 0",
            ])
    }

    @Test func predicatesBecomeOneConstraintEach() throws {
        #expect(
            try rules("[a(>=50,<=b@750)]-(>=8@250,<=pad)-[b(==c)]", metrics: ["pad": 30]) == [
                "a.width >= 50",
                "a.width <= b.width + 0 @750",
                "b.leading >= a.trailing + 8 @250",
                "b.leading <= a.trailing + 30",
                "b.width == c.width + 0",
            ])
    }

    @Test func verticalSizesAreHeights() throws {
        #expect(try rules("V:[a(20)]") == ["a.height == 20"])
    }

    @Test func leftToRightUsesLeftAndRight() throws {
        #expect(
            try rules("|-5-[a]-[b]-5-|", .directionLeftToRight) == [
                "a.left == super(a).left + 5",
                "b.left == a.right + 8",
                "super(b).right == b.right + 5",
            ])
    }

    @Test func rightToLeftRunsRowsFromTheRight() throws {
        // a is rightmost: its right edge is 5 inside the superview's right edge, b sits left of a.
        #expect(
            try rules("|-5-[a]-(>=8)-[b]-5-|", .directionRightToLeft) == [
                "super(a).right == a.right + 5",
                "a.left >= b.right + 8",
                "b.left == super(b).left + 5",
            ])
    }

    @Test func verticalFormatsIgnoreDirection() throws {
        #expect(try rules("V:|-[a]", .directionRightToLeft) == ["a.top == super(a).top + 20"])
    }

    @Test func alignmentsRelateNeighbours() throws {
        #expect(
            try rules("[a][b][c]", [.alignAllTop, .alignAllCenterY]) == [
                "b.leading == a.trailing + 0",
                "c.leading == b.trailing + 0",
                "b.top == a.top + 0",
                "c.top == b.top + 0",
                "b.centerY == a.centerY + 0",
                "c.centerY == b.centerY + 0",
            ])
        #expect(try rules("V:[a][b]", .alignAllLeading).last == "b.leading == a.leading + 0")
        #expect(try rules("V:[a][b]", .alignAllCenterX).last == "b.centerX == a.centerX + 0")
        #expect(try rules("[a][b]", .alignAllFirstBaseline).last == "b.firstBaseline == a.firstBaseline + 0")
        #expect(try rules("[a][b]", .alignAllLastBaseline).last == "b.lastBaseline == a.lastBaseline + 0")
    }

    @Test func eachAlignmentMapsToItsAttribute() throws {
        let expected: [(VisualFormatOptions, String, String)] = [
            (.alignAllLeft, "V:", "left"), (.alignAllRight, "V:", "right"),
            (.alignAllLeading, "V:", "leading"), (.alignAllTrailing, "V:", "trailing"),
            (.alignAllCenterX, "V:", "centerX"), (.alignAllTop, "H:", "top"),
            (.alignAllBottom, "H:", "bottom"), (.alignAllCenterY, "H:", "centerY"),
            (.alignAllFirstBaseline, "H:", "firstBaseline"), (.alignAllLastBaseline, "H:", "lastBaseline"),
        ]
        for (option, orientation, attribute) in expected {
            #expect(try rules("\(orientation)[a][b]", option).last == "b.\(attribute) == a.\(attribute) + 0")
        }
    }

    @Test func alignmentAlongTheFormatsAxisIsRejected() throws {
        #expect(throws: VisualFormatError(.alignmentAlongAxis("alignAllLeft"), column: 1, format: "H:[a][b]"))
        {
            try rules("H:[a][b]", .alignAllLeft)
        }
        #expect(throws: VisualFormatError(.alignmentAlongAxis("alignAllTop"), column: 1, format: "V:[a][b]"))
        {
            try rules("V:[a][b]", .alignAllTop)
        }
    }

    @Test func twoDirectionsAreRejected() throws {
        #expect(throws: VisualFormatError(.conflictingDirections, column: 1, format: "[a]")) {
            try rules("[a]", [.directionLeftToRight, .directionRightToLeft])
        }
    }
}
