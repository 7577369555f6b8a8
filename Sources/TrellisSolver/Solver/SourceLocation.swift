/// Where a constraint was written, for conflict reports.
///
/// Every constraint-building operator captures `#fileID` and `#line`.
public struct SourceLocation: Sendable, Hashable {
    /// The file, as `#fileID` gives it (`Module/File.swift`).
    public var fileID: String
    /// The line.
    public var line: Int

    /// Creates a location.
    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// A location for constraints that come from data (a JSON file) rather than code.
    public static let unknown = SourceLocation(fileID: "", line: 0)
}

extension SourceLocation: CustomStringConvertible {
    public var description: String { fileID.isEmpty ? "?" : "\(fileID):\(line)" }
}
