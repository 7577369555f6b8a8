import Testing

/// The suites that use Pango in this process, run one at a time: the word cache's agreement
/// with Pango's own layout has been seen to fail, rarely, while other suites measured text
/// on other threads at the same time (never when the text suites run alone), so they do not
/// overlap here (the trait runs every test inside one after another).
@Suite(.serialized) enum PangoSuites {}
