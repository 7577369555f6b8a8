/// Where a constraint was written, for conflict reports.
///
/// Every constraint-building operator captures `#fileID` and `#line`.
public struct SourceLocation: Sendable, Hashable {
    /// The file, as `#fileID` gives it (`Module/File.swift`).
    public var fileID: String
    /// The line (kept in 32 bits, clamped: a location is part of every row of a system, and
    /// 8 bytes of a row's 72 were the line's upper half).
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    private var storedLine: Int32

    /// Creates a location.
    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.storedLine = Int32(clamping: line)
    }

    /// A location for constraints that come from data (a JSON file) rather than code.
    public static let unknown = SourceLocation(fileID: "", line: 0)
}

extension SourceLocation: CustomStringConvertible {
    public var description: String { fileID.isEmpty ? "?" : "\(fileID):\(line)" }
}
