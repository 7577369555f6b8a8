// How a constraint prints: UIKit's form, which FORMATS.md's grammar also reads.

extension LayoutConstraint: CustomStringConvertible {
    /// The constraint as UIKit prints it:
    /// `avatar.leading == cell.leading + 15 @750 'id'`, `avatar.width == 32`,
    /// `avatar.height == 0.5 * cell.width - 4`. The priority is shown when not required, the
    /// identifier when set.
    public var description: String {
        var text = "\(first.description) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
            text += second.description
            if constant > 0 {
                text += " + \(formatNumber(constant))"
            } else if constant < 0 {
                text += " - \(formatNumber(-constant))"
            }
        } else {
            text += formatNumber(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text += " '\(identifier)'" }
        return text
    }

    /// ``description`` followed by the source location when known:
    /// `avatar.width == 32 'w' (App/Cell.swift:42)`.
    public var debugDescription: String {
        location.fileID.isEmpty ? description : "\(description) (\(location))"
    }

    /// The name reports use: the identifier, or the description.
    public var reportName: String { identifier ?? description }
}
