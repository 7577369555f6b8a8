import Foundation

// Numbers as Interface Builder writes them.

enum IBNumber {
    /// A multiplier: `0.8`, a ratio `16:9`, or a fraction `1/3`; nil when it is none of them
    /// or not finite.
    static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2,
                let numerator = Double(parts[0].trimmingSpaces),
                let denominator = Double(parts[1].trimmingSpaces),
                denominator != 0
            else { return nil }
            let value = numerator / denominator
            return value.isFinite ? value : nil
        }
        guard let value = Double(text.trimmingSpaces), value.isFinite else { return nil }
        return value
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(self).trimmingCharacters(in: .whitespaces)
    }
}
