import Testing
import TrellisSolver

@testable import Trellis
@testable import TrellisFormats

@Suite struct LayoutFileConstraintTests {
    @Test func fullForm() throws {
        let c = try LayoutFileConstraint(parsing: "a.width <= 0.5 * b.height + 10 @750")
        #expect(c.first.item == "a")
        #expect(c.first.attribute == .width)
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.second?.item == "b")
        #expect(c.second?.attribute == .height)
        #expect(c.second?.itemColumn == 18)
        #expect(c.multiplier == 0.5)
        #expect(c.constant == 10)
        #expect(c.priority == 750)
        #expect(c.priorityColumn == 33)
    }

    @Test func multiplierAfterTheItemAndMinusConstant() throws {
        let c = try LayoutFileConstraint(parsing: "a.centerX>=b.centerX*2-7.5")
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.multiplier == 2)
        #expect(c.constant == -7.5)
        #expect(c.priority == nil)
    }

    @Test func divisionIsAMultiplierAndSpacesAreOptional() throws {
        let c = try LayoutFileConstraint(parsing: "a.width==b.width/4+-2@999.5")
        #expect(c.multiplier == 0.25)
        #expect(c.constant == -2)
        #expect(c.priority == 999.5)
    }

    @Test func bareConstants() throws {
        let c = try LayoutFileConstraint(parsing: "avatar.width == 32")
        #expect(c.second == nil)
        #expect(c.constant == 32)
        #expect(c.multiplier == 1)
        let negative = try LayoutFileConstraint(parsing: "a.left == -1e1 @ 1")
        #expect(negative.constant == -10)
        #expect(negative.priority == 1)
    }

    @Test func everyAttributeName() throws {
        for attribute in LayoutFileAttribute.allCases {
            let c = try LayoutFileConstraint(parsing: "a.\(attribute.rawValue) == b.\(attribute.rawValue)")
            #expect(c.first.attribute == attribute)
            #expect(attribute.layoutAttribute.rawValue == attribute.rawValue)
        }
    }

    @Test(arguments: [
        ("a.width", "expected '==', '<=' or '>='", 8),
        ("a.width = 3", "expected '==', '<=' or '>='", 9),
        ("a == b.width", "expected '.' and an attribute after 'a'", 3),
        ("a. == b.width", "expected an attribute after 'a.'", 4),
        ("a.wide == 3", "unknown attribute 'wide'", 3),
        ("a.width == b.heigth", "unknown attribute 'heigth' (did you mean 'height'?)", 14),
        ("a.width == ", "expected a number or an item", 12),
        ("a.width == 2 * ", "expected an item name", 16),
        ("a.width == b.width +", "expected a number", 21),
        ("a.width == b.width @", "expected a priority after '@'", 21),
        ("a.width == 3 + 4", "expected '@' or the end of the constraint", 14),
        ("a.width == b.width @750 x", "expected the end of the constraint", 25),
        ("a.width == b.width * c.width", "expected a number", 22),
        ("1 == a.width", "expected an item name", 1),
        ("a.width == 1e999", "the number 1e999 is not finite", 12),
        ("a.width == b.width $", "expected '+', '-', '*', '/', '@' or the end of the constraint", 20),
        ("a.width == b.width / 0", "division by zero", 22),
    ])
    func errorsHaveColumns(text: String, message: String, column: Int) {
        do {
            _ = try LayoutFileConstraint(parsing: text)
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.message == message)
            #expect(error.column == column)
        }
    }

    @Test func attributePairs() {
        let width = LayoutFileAttribute.width
        #expect(width.pairingProblem(with: .height) == nil)
        #expect(LayoutFileAttribute.leading.pairingProblem(with: .leadingMargin) == nil)
        #expect(LayoutFileAttribute.left.pairingProblem(with: .centerX) == nil)
        #expect(LayoutFileAttribute.leading.pairingProblem(with: .centerXWithinMargins) == nil)
        #expect(LayoutFileAttribute.leading.pairingProblem(with: .leftMargin) != nil)
        #expect(LayoutFileAttribute.right.pairingProblem(with: .trailing) != nil)
        #expect(LayoutFileAttribute.top.pairingProblem(with: .lastBaseline) == nil)
        #expect(LayoutFileAttribute.left.pairingProblem(with: .top) != nil)
        #expect(LayoutFileAttribute.centerY.pairingProblem(with: .centerXWithinMargins) != nil)
        #expect(LayoutFileAttribute.leading.pairingProblem(with: .width) != nil)
        #expect(width.pairingProblem(with: .centerX) != nil)
    }
}
