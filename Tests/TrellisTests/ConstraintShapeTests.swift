import Testing

@testable import Trellis

/// What a constraint knows of its sides without reading them (whether it relates dimensions,
/// whether it names a leading/trailing attribute), the order in which validation reports
/// what is wrong with a constraint, and the engine's disjoint sets of variables.
@Suite struct ConstraintShapeTests {
    /// The attribute initialiser works out the sides' kinds from its arguments; they must be
    /// what the sides themselves say, for every pair of attributes, with and without a
    /// second item.
    @Test func attributeInitialiserKnowsItsSides() {
        let a = LayoutView("a")
        let b = LayoutView("b")
        for first in LayoutAttribute.allCases {
            for second in LayoutAttribute.allCases {
                for toItem in [b, nil] as [LayoutView?] {
                    let made = LayoutConstraint(
                        item: a, attribute: first, relatedBy: .equal, toItem: toItem, attribute: second)
                    let read = LayoutConstraint(
                        first: made.first, relation: .equal, second: made.second, multiplier: 1, constant: 0,
                        location: .unknown)
                    #expect(
                        made.relatesDimensions == read.relatesDimensions,
                        "\(first) \(second) \(toItem != nil)")
                    #expect(
                        made.namesDirectional == read.namesDirectional, "\(first) \(second) \(toItem != nil)")
                }
            }
        }
        let leading = LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, constant: 4)
        #expect(leading.namesDirectional && !leading.relatesDimensions)
        let width = LayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width)
        #expect(width.relatesDimensions && !width.namesDirectional)
        let toTrailing = LayoutConstraint(
            item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .trailing)
        #expect(toTrailing.namesDirectional)
        // A second attribute without a second item is malformed, and names no side.
        let dangling = LayoutConstraint(
            item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .trailing)
        #expect(!dangling.namesDirectional)
    }

    /// A leading constraint made with the attribute initialiser is mirrored under
    /// right-to-left, as one made with anchors.
    @Test func attributeInitialiserLeadingIsMirrored() throws {
        let root = LayoutView("root", frame: LayoutRect(x: 0, y: 0, width: 200, height: 100))
        let box = LayoutView("box")
        root.addSubview(box)
        root.layoutDirection = .rightToLeft
        try LayoutConstraint.activate([
            LayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
                constant: 10),
            LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, constant: 30),
            LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top),
            LayoutConstraint(item: box, attribute: .height, relatedBy: .equal, constant: 5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == LayoutRect(x: 160, y: 0, width: 30, height: 5))
    }

    /// The terms are checked before the sides' kinds: a second item that is gone is reported
    /// even when the attributes could not be related either.
    @Test func missingItemComesBeforeIncompatibleSides() {
        let root = LayoutView("root")
        let a = LayoutView("a")
        root.addSubview(a)
        let constraint = a.widthAnchor.constraint(equalTo: a.widthAnchor)
        let made = Self.constraintToFreedView(from: a)
        #expect(made.secondItem == nil)
        #expect(failure(of: made) == "missingItem")
        #expect((try? constraint.validate()) === a)
    }

    /// The sides' kinds and the numbers are checked before the common ancestor, which is
    /// reported last.
    @Test func commonAncestorIsReportedLast() {
        let a = LayoutView("a")
        let stranger = LayoutView("stranger")
        let incompatible = LayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: stranger, attribute: .left)
        #expect(failure(of: incompatible) == "incompatibleAttributes")
        let infinite = a.leftAnchor.constraint(equalTo: stranger.leftAnchor, constant: .infinity)
        #expect(failure(of: infinite) == "nonFinite")
        let apart = a.leftAnchor.constraint(equalTo: stranger.leftAnchor)
        #expect(failure(of: apart) == "noCommonAncestor")
        let mixed = a.leadingAnchor.constraint(equalTo: stranger.leftAnchor)
        #expect(failure(of: mixed) == "mixedDirectionalAttributes")
    }

    /// A distance's two ends are checked as a pair before the sides' kinds.
    @Test func distancePairIsChecked() throws {
        let root = LayoutView("root")
        let a = LayoutView("a")
        let b = LayoutView("b")
        root.addSubview(a)
        root.addSubview(b)
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 8)
        #expect(try gap.validate() === root)
        let mixed = a.leadingAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalTo: a.widthAnchor)
        #expect(failure(of: mixed) == "mixedDirectionalAttributes")
    }

    /// Joined variables share a representative; others keep their own.
    @Test func unionFindJoinsSets() {
        var sets = UnionFind(count: 6)
        sets.join(1, to: sets.find(0))
        sets.join(2, to: sets.find(1))
        sets.join(4, to: sets.find(5))
        #expect(sets.find(2) == sets.find(0))
        #expect(sets.find(1) == sets.find(0))
        #expect(sets.find(4) == sets.find(5))
        #expect(sets.find(3) == 3)
        #expect(sets.find(0) != sets.find(5))
        #expect(sets.find(3) != sets.find(0))
    }

    /// `a.width == gone.left`, where `gone` has been freed.
    private static func constraintToFreedView(from a: LayoutView) -> LayoutConstraint {
        let gone = LayoutView("gone")
        return LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: gone, attribute: .left)
    }

    /// The name of the case `validate()` throws for `constraint`, nil when it is valid.
    private func failure(of constraint: LayoutConstraint) -> String? {
        do {
            try constraint.validate()
            return nil
        } catch {
            return switch error {
            case .incompatibleAttributes: "incompatibleAttributes"
            case .mixedDirectionalAttributes: "mixedDirectionalAttributes"
            case .noCommonAncestor: "noCommonAncestor"
            case .nonFinite: "nonFinite"
            case .priorityOutOfRange: "priorityOutOfRange"
            case .invalidAttribute: "invalidAttribute"
            case .missingItem: "missingItem"
            case .unsupportedItem: "unsupportedItem"
            default: "other"
            }
        }
    }
}
