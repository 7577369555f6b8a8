import Foundation
import Synchronization
import Testing
import Trellis
import TrellisFormats
import TrellisText

/// Text measured on several threads at once, each with text systems of its own, against the
/// same text measured on one thread: the word cache and Pango's own layout should agree however
/// many engines load fonts and shape text at the same time.
///
/// Pango 1.50 on its own does not: with layouts computed on several threads at once, a word
/// broken inside with a hyphen is sometimes broken as if the hyphen took no room (the cause of
/// texts with tabs at width 30 measuring 30.3154296875 points wide instead of 28.18359375).
/// The engines hold one lock for every Pango call; ``concurrentLayoutsBreakWordsAsOneThreadDoes()``
/// fails without it. The longer stress test runs when `TRELLIS_TEXT_THREAD_ROUNDS` says how many
/// rounds each thread measures (`TRELLIS_TEXT_THREAD_DRAWING=1` adds two threads drawing the
/// same texts with Cairo).
extension PangoSuites {
@Suite struct PangoThreadAgreementTests {
    static var rounds: Int {
        ProcessInfo.processInfo.environment["TRELLIS_TEXT_THREAD_ROUNDS"].flatMap { Int($0) } ?? 0
    }

    static var draws: Bool { ProcessInfo.processInfo.environment["TRELLIS_TEXT_THREAD_DRAWING"] == "1" }

    /// One measurement to make: the text, its font, width and line limit.
    struct Job: Sendable {
        let text: String
        let font: FontDescription
        let width: Double
        let lines: Int
    }

    static func jobs(count: Int) -> [Job] {
        let widths: [Double] = [.infinity, 300, 140, 75, 30, 0]
        let body = FontDescription(size: 15, lineHeight: 20)
        let small = FontDescription(size: 13)
        let strings = PangoSuites.WordCacheAgreementTests.mixedStrings(count: count)
        var jobs: [Job] = []
        for (index, text) in strings.enumerated() {
            let lines = index % 5 == 0 ? 1 + index % 3 : 0
            jobs.append(
                Job(text: text, font: index % 2 == 0 ? body : small, width: widths[index % widths.count], lines: lines))
        }
        return jobs
    }

    /// Draws pictures of the jobs' texts, `rounds` times, with a text system of its own.
    static func draw(_ jobs: [Job], scale: Double, rounds: Int, found: borrowing Mutex<[String]>) {
        guard let system = try? PangoTextSystem() else {
            found.withLock { $0.append("drawing: no text system") }
            return
        }
        let renderer = PictureRenderer(SVGRenderOptions(scale: scale, showsLegend: false), text: system)
        for _ in 0..<rounds {
            // Forty texts a picture, each in a box 300 points wide.
            for first in stride(from: 0, to: jobs.count, by: 40) {
                let chunk = jobs[first..<min(first + 40, jobs.count)]
                var boxes = [RenderBox(id: "root", rect: LayoutRect(x: 0, y: 0, width: 320, height: 1_600))]
                boxes[0].isContainer = true
                for (index, job) in chunk.enumerated() {
                    var box = RenderBox(
                        id: "t\(index)", rect: LayoutRect(x: 10, y: 40 * Double(index), width: 300, height: 40),
                        depth: 1)
                    box.text = RenderText(job.text, font: job.font)
                    boxes.append(box)
                }
                do {
                    _ = try renderer.bitmap(RenderScene(boxes: boxes))
                } catch {
                    found.withLock { $0.append("drawing: \(error)") }
                    return
                }
            }
        }
    }

    /// Hand-derived: "here" in 15-point type wrapped at 30 points is broken inside the word
    /// with a hyphen. Laid out on four threads at once, each with new text systems (new font
    /// maps) and no caches, every layout must break it as one thread does; Pango 1.50 itself
    /// sometimes leaves the hyphen's width out of the line when layouts run concurrently
    /// ("her-", 30.3 points, past the width), which the engines' one lock for Pango calls
    /// prevents.
    @Test func concurrentLayoutsBreakWordsAsOneThreadDoes() throws {
        let font = FontDescription(size: 15)
        let reference = try PangoTextSystem(cacheCapacity: 0, wordCacheCapacity: 0)
        let expected = reference.measure("here", font: font, width: 30, maximumLines: 0)
        #expect(expected.width <= 30 && expected.lineCount == 2)
        let found = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<25 {
                guard let system = try? PangoTextSystem(cacheCapacity: 0, wordCacheCapacity: 0) else {
                    found.withLock { $0.append("thread \(thread): no text system") }
                    return
                }
                let got = system.measure("here", font: font, width: 30, maximumLines: 0)
                if got != expected {
                    found.withLock { $0.append("thread \(thread) round \(round): \(got) != \(expected)") }
                }
            }
        }
        let differences = found.withLock { $0 }
        #expect(differences.isEmpty, "\(differences.count) of 100 differ: \(differences.prefix(3))")
    }

    @Test(.enabled(if: rounds > 0, "set TRELLIS_TEXT_THREAD_ROUNDS to run it"))
    func fourThreadsMeasureAsOneThreadDoes() throws {
        let jobs = Self.jobs(count: 600)
        let reference = try PangoTextSystem(cacheCapacity: 0, wordCacheCapacity: 0)
        let expected = jobs.map { reference.measure($0.text, font: $0.font, width: $0.width, maximumLines: $0.lines) }
        let threads = 4
        let rounds = Self.rounds
        let found = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: threads + (Self.draws ? 2 : 0)) { thread in
            if thread >= threads {
                Self.draw(jobs, scale: thread == threads ? 1 : 2.5, rounds: rounds, found: found)
                return
            }
            for round in 0..<rounds {
                // Even threads measure through the word cache, odd ones lay out in full; each
                // round starts new systems (new font maps) while the others measure.
                guard
                    let system = try? PangoTextSystem(
                        cacheCapacity: 0, wordCacheCapacity: thread % 2 == 0 ? 32_768 : 0)
                else {
                    found.withLock { $0.append("thread \(thread): no text system") }
                    return
                }
                // Each thread starts at another place in the list.
                for k in jobs.indices {
                    let i = (k + thread * jobs.count / threads) % jobs.count
                    let job = jobs[i]
                    let got = system.measure(job.text, font: job.font, width: job.width, maximumLines: job.lines)
                    if got != expected[i] {
                        found.withLock {
                            $0.append(
                                "thread \(thread) round \(round) \(job.text.debugDescription) width \(job.width): "
                                    + "\(got) != \(expected[i])")
                        }
                    }
                }
            }
        }
        let differences = found.withLock { $0 }
        #expect(differences.isEmpty, "\(differences.count) differ: \(differences.prefix(5))")
    }
}
}
