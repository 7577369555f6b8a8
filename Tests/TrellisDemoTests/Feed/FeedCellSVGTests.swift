import Testing
import Trellis
import TrellisDemo

/// The demo's SVG sets text with the average model, so text fits the frames it is drawn in.
@Suite struct FeedCellSVGTests {
    /// A measurer that puts any text on one short line, as a narrower real font would.
    struct OneLine: TextMeasurerProvider {
        struct Measurer: TextMeasuring {
            func measure(_ text: String, width: Double, maximumLines: Int) -> TextMeasurement {
                TextMeasurement(width: min(width, 10), height: 10, lineCount: 1)
            }
        }
        func measurer(for font: FontDescription) -> any TextMeasuring { Measurer() }
    }

    @Test func cellsMeasuredByAnotherModelAreDrawnAtTheAverageModelsFrames() {
        let data = FeedDataGenerator().cells(3)
        let other = FeedCellStyle.standard.measuring(with: OneLine())
        let measured = data.map { ($0, other.frames(for: $0, width: 375)) }
        let average = data.map { ($0, FeedCellStyle.standard.frames(for: $0, width: 375)) }
        #expect(measured.map(\.1.height) != average.map(\.1.height))
        let drawn = FeedCellSVG(style: other, width: 375).render(measured.map { (data: $0.0, frames: $0.1) })
        let expected = FeedCellSVG(style: .standard, width: 375).render(average.map { (data: $0.0, frames: $0.1) })
        #expect(drawn == expected)
    }

    @Test func textIsSetAtASizeThatFitsItsMeasuredWidth() {
        let data = FeedDataGenerator().cells(1)
        let svg = FeedCellSVG(width: 375).render(data.map { (data: $0, frames: FeedCellStyle.standard.frames(for: $0, width: 375)) })
        // The buttons' font advances 6.5 points a character: at 0.55 em, 11.81 points.
        #expect(svg.contains(#"font-size="11.81""#))
        #expect(!svg.contains(#"font-size="13""#))
    }
}
