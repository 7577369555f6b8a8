import Trellis

// Views that keep `translatesAutoresizingMaskIntoConstraints` (Interface Builder's default
// unless the document writes NO), and views Interface Builder keeps at a fixed frame
// (`fixedFrame="YES"`, a view without constraints in an Auto Layout document): their stored frame and autoresizing mask become
// constraints, as UIKit makes them. At the superview's stored size they give the stored
// frame; when the superview grows by d, each flexible part (margin or size) of an axis takes
// a share of d proportional to its stored length (equal shares when all are zero).

extension IBRootBuilder {
    func addAutoresizingConstraints() {
        for id in order.dropFirst() {
            guard let element = elements[id], let view = views[id], let parent = view.superview,
                let frame = storedFrames[id], !(parent is LayoutStackView),
                element["translatesAutoresizingMaskIntoConstraints"] != "NO" || !context.usesAutolayout
                    || element.flag("fixedFrame")
            else { continue }
            let parentSize = parentID(of: id).flatMap { storedFrames[$0] }?.size ?? parent.frame.size
            var mask = element.child("autoresizingMask", key: "autoresizingMask")?.attributes ?? [:]
            if element.key == "contentView" || element.key == "tableHeaderView"
                || element.key == "tableFooterView"
            {
                // The cell or table sizes these to itself.
                mask["widthSizable"] = "YES"
                if element.key == "contentView" { mask["heightSizable"] = "YES" }
            }
            let flag = { (name: String) in mask[name] == "YES" }
            let horizontal = Self.shares(
                start: frame.minX, length: frame.width, total: parentSize.width,
                flexible: (flag("flexibleMinX"), flag("widthSizable"), flag("flexibleMaxX")))
            let vertical = Self.shares(
                start: frame.minY, length: frame.height, total: parentSize.height,
                flexible: (flag("flexibleMinY"), flag("heightSizable"), flag("flexibleMaxY")))
            let name = "\(id).autoresizing"
            activateSystem(
                [
                    parent.leftAnchor.anchorWithOffset(to: view.leftAnchor).constraint(
                        equalTo: parent.widthAnchor, multiplier: horizontal.start,
                        constant: frame.minX - horizontal.start * parentSize.width),
                    view.widthAnchor.constraint(
                        equalTo: parent.widthAnchor, multiplier: horizontal.length,
                        constant: frame.width - horizontal.length * parentSize.width),
                    parent.topAnchor.anchorWithOffset(to: view.topAnchor).constraint(
                        equalTo: parent.heightAnchor, multiplier: vertical.start,
                        constant: frame.minY - vertical.start * parentSize.height),
                    view.heightAnchor.constraint(
                        equalTo: parent.heightAnchor, multiplier: vertical.length,
                        constant: frame.height - vertical.length * parentSize.height),
                ].map { $0.withIdentifier(name) })
        }
    }

    func parentID(of id: String) -> String? { parentOf[id] }

    /// The share of a change in the superview's length that the start and the length of the
    /// view take along one axis.
    static func shares(
        start: Double, length: Double, total: Double, flexible: (start: Bool, length: Bool, end: Bool)
    ) -> (start: Double, length: Double) {
        let end = total - start - length
        let parts = [
            (flexible.start, max(start, 0)), (flexible.length, max(length, 0)), (flexible.end, max(end, 0)),
        ]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0 else { return (0, 0) }
        var sum = 0.0
        for part in parts where part.0 { sum += part.1 }
        func share(_ index: Int) -> Double {
            guard parts[index].0 else { return 0 }
            return sum > 0 ? parts[index].1 / sum : 1 / Double(flexibleCount)
        }
        return (share(0), share(1))
    }
}
