import Testing

/// The suites that use Pango in this process, run one at a time: measurements on several
/// threads at once have been seen to differ, rarely, from the same measurements on one thread
/// (``PangoThreadAgreementTests`` reproduces it), so no test here measures while another
/// does (the trait runs every test inside one after another).
@Suite(.serialized) enum PangoSuites {}
