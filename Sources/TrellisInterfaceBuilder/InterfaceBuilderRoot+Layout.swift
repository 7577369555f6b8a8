import Trellis

// A layout pass over a root, and what it found compared with the document.

extension InterfaceBuilderRoot {
    /// The largest difference, in points, between a stored and a computed coordinate that
    /// still counts as the same frame.
    public static let tolerance = 0.5

    /// Lays the tree out as it stands and recomputes the findings.
    func layout() {
        view.displayScale = context.options.snapsToPixels ? context.device.scale : nil
        report = view.layoutIfNeeded()
        var found = importDiagnostics
        brokenConstraints = report.conflicts.map { conflict in
            constraintIDs[conflict.broken.id] ?? conflict.broken.identifier ?? conflict.broken.description
        }
        for conflict in report.conflicts {
            let location = conflict.broken.location
            found.append(
                InterfaceBuilderDiagnostic(
                    kind: .conflict, file: context.file, line: location.line, column: 1,
                    message: conflict.description.replacingNewlines,
                    objectID: constraintIDs[conflict.broken.id]))
        }
        ambiguousIDs = viewIDs.filter { viewsByID[$0]?.hasAmbiguousLayout == true }
        for id in ambiguousIDs {
            found.append(diagnostic(.ambiguous, id, "\(describe(id)) has an ambiguous layout"))
        }
        misplacedIDs = []
        let rootSize = storedFrames[id]?.size
        if context.device == context.documentDevice, rootSize == view.frame.size {
            if let finding = misplacedRootFinding() {
                misplacedIDs.append(id)
                found.append(diagnostic(.misplaced, id, finding))
            }
            for viewID in viewIDs {
                guard let stored = storedFrames[viewID], let computed = frame(id: viewID),
                    !Self.matches(stored, computed)
                else { continue }
                if viewID == id && stored.size == computed.size { continue }
                misplacedIDs.append(viewID)
                found.append(
                    diagnostic(
                        .misplaced, viewID,
                        "\(describe(viewID)) is misplaced: stored \(Self.format(stored)), computed \(Self.format(computed))"
                    ))
            }
        }
        diagnostics = found
    }

    /// Whether two frames are within ``tolerance`` in every coordinate.
    static func matches(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// `(x, y, width, height)` with at most three decimals.
    static func format(_ rect: LayoutRect) -> String {
        "(\(formatPoints(rect.minX)), \(formatPoints(rect.minY)), \(formatPoints(rect.width)), \(formatPoints(rect.height)))"
    }

    func describe(_ viewID: String) -> String {
        let kind = elementLines[viewID]?.name ?? "view"
        if let label = userLabels[viewID] { return "\(kind) '\(viewID)' (\(label))" }
        return "\(kind) '\(viewID)'"
    }

    private func diagnostic(
        _ kind: InterfaceBuilderDiagnostic.Kind, _ viewID: String, _ message: String
    ) -> InterfaceBuilderDiagnostic {
        let position = elementLines[viewID]
        return InterfaceBuilderDiagnostic(
            kind: kind, file: context.file, line: position?.line ?? 0, column: position?.column ?? 0,
            message: message, objectID: viewID)
    }
}

extension String {
    /// The text on one line: newlines and tabs become spaces, runs of spaces one.
    var replacingNewlines: String {
        var result = ""
        var lastWasSpace = false
        for character in self {
            let isSpace = character.isWhitespace
            if isSpace {
                if !lastWasSpace && !result.isEmpty { result.append(" ") }
            } else {
                result.append(character)
            }
            lastWasSpace = isSpace
        }
        return result.hasSuffix(" ") ? String(result.dropLast()) : result
    }
}
