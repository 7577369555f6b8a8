import Testing
import TrellisSolver

@testable import Trellis

@Suite struct VisualFormatParserTests {
    let names: Set<String> = ["a", "b", "c", "view2"]

    func parse(_ text: String, metrics: [String: Double] = [:]) throws -> VisualFormat {
        try VisualFormat(parsing: text, metrics: metrics, viewNames: names)
    }

    func failure(_ text: String, metrics: [String: Double] = [:]) -> VisualFormatError? {
        do {
            _ = try VisualFormat(parsing: text, metrics: metrics, viewNames: names)
            return nil
        } catch {
            return error
        }
    }

    @Test func orientationDefaultsToHorizontal() throws {
        #expect(try parse("[a]").orientation == .horizontal)
        #expect(try parse("H:[a]").orientation == .horizontal)
        #expect(try parse("V:[a]").orientation == .vertical)
    }

    @Test func superviewBarsAndConnections() throws {
        let format = try parse("H:|-[a]-10-[b][c]-|")
        #expect(format.leadingEdge?.spacing == .standard)
        #expect(format.leadingBarColumn == 3)
        #expect(format.views.map(\.name) == ["a", "b", "c"])
        #expect(format.connections.count == 2)
        guard case .predicates(let gap) = format.connections[0].spacing else {
            Issue.record("expected predicates")
            return
        }
        #expect(gap.count == 1)
        #expect(gap[0].operand == .constant(10))
        #expect(gap[0].relation == .equal)
        #expect(gap[0].priority == 1000)
        #expect(format.connections[1].spacing == .flush)
        #expect(format.trailingEdge?.spacing == .standard)
        #expect(format.trailingBarColumn == 19)
    }

    @Test func flushToSuperview() throws {
        let format = try parse("V:|[a]|")
        #expect(format.leadingEdge?.spacing == .flush)
        #expect(format.trailingEdge?.spacing == .flush)
    }

    @Test func noBarsMeansNoEdges() throws {
        let format = try parse("[a]-[b]")
        #expect(format.leadingEdge == nil)
        #expect(format.trailingEdge == nil)
        #expect(format.connections[0].spacing == .standard)
    }

    @Test func metricsAreSubstituted() throws {
        let format = try parse("|-pad-[a(width)]", metrics: ["pad": 15, "width": 32])
        #expect(
            format.leadingEdge?.spacing
                == .predicates([.init(relation: .equal, operand: .constant(15), priority: 1000, column: 3)]))
        #expect(format.views[0].predicates.map(\.operand) == [.constant(32)])
    }

    @Test func connectionPredicateLists() throws {
        let format = try parse("[a]-(>=8@750,<=20)-[b]")
        guard case .predicates(let list) = format.connections[0].spacing else {
            Issue.record("expected predicates")
            return
        }
        #expect(list.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(list.map(\.operand) == [.constant(8), .constant(20)])
        #expect(list.map(\.priority) == [750, 1000])
        #expect(list.map(\.column) == [6, 14])
    }

    @Test func viewPredicatesWithRelationsViewsAndPriorities() throws {
        let format = try parse("[a(>=50,<=view2@750,==b,44.5@prio)]", metrics: ["prio": 300])
        let predicates = format.views[0].predicates
        #expect(predicates.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual, .equal, .equal])
        #expect(predicates.map(\.operand) == [.constant(50), .view("view2"), .view("b"), .constant(44.5)])
        #expect(predicates.map(\.priority) == [1000, 750, 1000, 300])
    }

    @Test func negativeAndExponentNumbersInsideParentheses() throws {
        let format = try parse("|-(-5)-[a(1e2)]")
        #expect(
            format.leadingEdge?.spacing
                == .predicates([.init(relation: .equal, operand: .constant(-5), priority: 1000, column: 4)]))
        #expect(format.views[0].predicates.map(\.operand) == [.constant(100)])
    }

    @Test func metricShadowsViewOfSameName() throws {
        let format = try parse("[a(b)]", metrics: ["b": 7])
        #expect(format.views[0].predicates.map(\.operand) == [.constant(7)])
    }

    @Test func spacesAreAllowedBetweenTokens() throws {
        let format = try parse(" H: | - [ a ( >= 10 ) ] - 5 - [ b ] | ")
        #expect(format.views.map(\.name) == ["a", "b"])
        #expect(format.trailingEdge?.spacing == .flush)
    }

    @Test(arguments: [
        ("H:|-[a(50]-|", "Expected ',' or ')'", 10),
        ("H:|-[a", "Expected '(' or ']'", 7),
        ("H:|-[a(50)-|", "Expected ']'", 11),
        ("H:|-[]-|", "Expected a view name", 6),
        ("H:|-[zz]-|", "'zz' is not a key in the views dictionary", 6),
        ("X:[a]", "Expected 'H:' or 'V:'", 1),
        ("H:|-", "Expected a number, a metric name, '(', '[' or '|' after '-'", 5),
        ("H:|-10[a]", "Expected '-'", 7),
        ("H:|-pad-[a]", "'pad' is not a key in the metrics dictionary", 5),
        ("H:[a]-(==b)-[c]", "'b' is not a key in the metrics dictionary", 10),
        ("H:[a]|[b]", "Expected the end of the format", 7),
        ("H:[a]x", "Expected '-', '[', '|' or the end of the format", 6),
        ("H:[a]-[b", "Expected '(' or ']'", 9),
        ("H:[a(>=)]", "Expected a number, a metric or a view name", 8),
        ("H:[a(50@1001)]", "Priority 1001 is outside 1...1000", 9),
        ("H:[a(50@0)]", "Priority 0 is outside 1...1000", 9),
        ("H:[a(50@)]", "Expected a number or a metric name", 9),
        ("H:|-", "Expected a number, a metric name, '(', '[' or '|' after '-'", 5),
        ("", "Expected '['", 1),
        ("H:|-|", "Expected '['", 5),
        ("H:[a(1e999)]", "The number '1e999' is not finite", 6),
        ("H:[a]-[b]-", "Expected a number, a metric name, '(', '[' or '|' after '-'", 11),
        ("H:[a]--[b]", "Expected a number, a metric name, '(', '[' or '|' after '-'", 7),
    ])
    func errorsNameTheColumnAndWhatWasExpected(format: String, message: String, column: Int) throws {
        let error = try #require(failure(format))
        #expect(error.message == message)
        #expect(error.column == column)
        #expect(error.format == format)
        #expect(error.description == "\(message) at column \(column) in '\(format)'")
    }

    @Test func nonFiniteMetricIsRejected() throws {
        let error = try #require(failure("[a(w)]", metrics: ["w": .infinity]))
        #expect(error.reason == .nonFiniteNumber("w"))
        #expect(error.column == 4)
    }

    @Test func optionsFromNames() throws {
        let options = try VisualFormatOptions(names: [
            "alignAllCenterY", "directionRightToLeft", "alignAllBaseline",
        ])
        #expect(options == [.alignAllCenterY, .directionRightToLeft, .alignAllLastBaseline])
        #expect(throws: VisualFormatError.self) { try VisualFormatOptions(names: ["alignAllMiddle"]) }
        for (name, option) in VisualFormatOptions.named {
            #expect(try VisualFormatOptions(names: [name]) == option)
        }
    }
}
