import Testing

/// The suites that use Pango in this process, run one at a time. Pango 1.50 breaks words
/// differently when layouts run on several threads at once; the engines hold one lock for
/// every Pango call (`PangoEngine+Serialized.swift`), and ``PangoThreadAgreementTests`` checks
/// that threads agree. Running the suites one after another keeps their timings and their
/// counts of engines and cache hits their own.
@Suite(.serialized) enum PangoSuites {}
