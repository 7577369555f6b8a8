import Testing
import Trellis
import TrellisFormats

/// Unknown names in layout and system files come with the closest known name, when one is
/// close enough to be a typo.
@Suite struct DidYouMeanTests {
    static let tree =
        #"{ "id": "cell", "frame": [0, 0, 100, 100] }, { "id": "avatar", "parent": "cell" }"#

    /// The one-line message a layout file gets, or nil when it is accepted.
    private func layoutMessage(_ json: String) -> String? {
        do {
            _ = try LayoutDocument(json: json).layOut()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        (
            #"{ "views": [\#(tree)], "constraints": ["avatr.width == 32"] }"#,
            "constraint 'k0': unknown view 'avatr' (did you mean 'avatar'?) at column 1 in 'avatr.width == 32'"
        ),
        (
            #"{ "views": [\#(tree)], "guides": [{"id": "spacer", "owner": "cell"}], "constraints": ["spacr.width == 32"] }"#,
            "constraint 'k0': unknown view 'spacr' (did you mean 'spacer'?) at column 1 in 'spacr.width == 32'"
        ),
        (
            #"{ "views": [\#(tree)], "constraints": ["avatar.widht == 32"] }"#,
            "constraint 'k0': unknown attribute 'widht' (did you mean 'width'?) at column 8 in 'avatar.widht == 32'"
        ),
        (
            #"{ "views": [\#(tree)], "constraints": ["avatar.leadingMargn == cell.leading"] }"#,
            "constraint 'k0': unknown attribute 'leadingMargn' (did you mean 'leadingMargin'?) at column 8 in 'avatar.leadingMargn == cell.leading'"
        ),
        (
            #"{ "views": [\#(tree)], "visualFormats": ["H:|-[avatr]"] }"#,
            "visual format vf0: 'avatr' is not a key in the views dictionary (did you mean 'avatar'?) at column 6 in 'H:|-[avatr]'"
        ),
        (
            #"{ "views": [\#(tree)], "visualFormats": [{"format": "H:|-pdd-[avatar]", "metrics": {"pad": 15}}] }"#,
            "visual format vf0: 'pdd' is not a key in the metrics dictionary (did you mean 'pad'?) at column 5 in 'H:|-pdd-[avatar]'"
        ),
        (
            #"{ "views": [{ "id": "cell" }, { "id": "avatar", "parent": "cel" }] }"#,
            "line 1, column 59: view 'avatar': unknown parent view 'cel' (did you mean 'cell'?)"
        ),
        (
            #"{ "views": [\#(tree)], "guides": [{"id": "g", "owner": "avatr"}] }"#,
            "line 1, column 129: guide 'g': unknown owner view 'avatr' (did you mean 'avatar'?)"
        ),
        (
            #"{ "views": [{ "id": "a", "frme": [0, 0, 1, 1] }] }"#,
            #"line 1, column 26: unknown key "frme" in view 'a' (did you mean "frame"?) (known keys: "baselines", "compressionResistance", "font", "frame", "hugging", "id", "intrinsicSize", "margins", "maximumLines", "parent", "stack", "text")"#
        ),
        // Nothing close: no guess.
        (
            #"{ "views": [\#(tree)], "constraints": ["zz.width == 32"] }"#,
            "constraint 'k0': unknown view 'zz' at column 1 in 'zz.width == 32'"
        ),
    ])
    func layoutFileNamesTheClosestName(json: String, expected: String) {
        #expect(layoutMessage(json) == expected)
    }

    @Test(arguments: [
        (
            #"{ "constraints": [{ "constraint": "x >= 1", "strenght": "weak" }] }"#,
            "constraint 'c0': unknown key 'strenght' (did you mean 'strength'?) (expected 'id', 'constraint' or 'strength')"
        ),
        (
            #"{ "constraints": [{ "constraint": "x >= 1", "strength": "stong" }] }"#,
            #"constraint 'c0': 'strength' must be "required", "strong", "medium", "weak" or a positive number, found the string "stong" (did you mean 'strong'?)"#
        ),
        (
            #"{ "constraint": [] }"#,
            "unknown top-level key 'constraint' (did you mean 'constraints'?) (expected 'variables', 'constraints' or 'edits')"
        ),
        (
            #"{ "constraints": [], "edits": [{ "variable": "x", "strength": "weak", "sugest": 1 }] }"#,
            "edit 0 ('x'): unknown key 'sugest' (did you mean 'suggest'?) (expected 'variable', 'strength' and 'suggest')"
        ),
    ])
    func systemFileNamesTheClosestKey(json: String, expected: String) {
        var message: String?
        do { _ = try SystemFile(json: json) } catch { message = "\(error)" }
        #expect(message == expected)
    }
}
