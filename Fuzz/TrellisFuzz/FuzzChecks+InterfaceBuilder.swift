import Foundation
import Trellis
import TrellisInterfaceBuilder

extension FuzzChecks {
    /// Reads an Interface Builder document and lays every root out, on its own device and on
    /// another: reading either throws a typed error or gives roots whose frames are finite.
    static func interfaceBuilder(_ bytes: [UInt8]) {
        guard let document = try? InterfaceBuilderDocument(data: Data(bytes), file: "fuzz.xib") else { return }
        for root in document.roots {
            for (id, frame) in root.frames {
                precondition(frame.isFinite || root.status != .clean, "frame of '\(id)' not finite")
            }
        }
        if let small = InterfaceBuilderDevice.named("retina4_0") { try? document.layout(device: small) }
    }
}
