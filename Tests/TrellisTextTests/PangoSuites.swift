import Testing

/// The suites that use Pango in this process, run one at a time. Measuring on several threads
/// at once agrees with one thread (``PangoThreadAgreementTests``), but while another thread
/// draws with Cairo a few texts (tabs, widths near zero) have been seen to measure differently,
/// so no test here measures while another draws (the trait runs every test inside one after
/// another).
@Suite(.serialized) enum PangoSuites {}
