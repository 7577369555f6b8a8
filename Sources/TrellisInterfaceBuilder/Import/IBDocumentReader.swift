import Trellis

// The document-wide reading: the device, the image and designable tables, every id, and
// where the roots are.

enum IBDocumentReader {
    static func device(
        of document: IBElement, file: String, notes: inout [InterfaceBuilderDiagnostic]
    ) -> InterfaceBuilderDevice {
        var found: InterfaceBuilderDevice?
        var landscape = false
        if let element = document.child("device"), let id = element["id"] {
            landscape = element["orientation"] == "landscape"
            found = InterfaceBuilderDevice.named(id)
            if found == nil {
                notes.append(
                    InterfaceBuilderDiagnostic(
                        kind: .note, file: file, line: element.line, column: element.column,
                        message: "unknown device '\(id)'; laid out on \(InterfaceBuilderDevice.defaultDevice)"
                    ))
            }
        } else if let metrics = firstDescendant(document, named: "simulatedScreenMetrics", depth: 0),
            let type = metrics["type"]
        {
            found = InterfaceBuilderDevice.named(type)
        }
        var device = found ?? .defaultDevice
        // Xcode 12 and 13 (tools versions below 22000) stored a 44-point top inset for
        // retina6_1 (iPhone 11); Xcode 15 and later store 48, as iOS 14 and later report.
        if device.id == "retina6_1", let tools = Double(document["toolsVersion"] ?? ""), tools < 22000 {
            device.portraitInsets.top = 44
        }
        return landscape ? device.landscape : device
    }

    private static func firstDescendant(_ element: IBElement, named name: String, depth: Int) -> IBElement? {
        for child in element.children {
            if child.name == name { return child }
            if depth < 64, let found = firstDescendant(child, named: name, depth: depth + 1) { return found }
        }
        return nil
    }

    static func readTables(_ document: IBElement, into context: inout IBDocumentContext) {
        context.usesAutolayout = document["useAutolayout"] == "YES"
        context.usesSafeAreas = document["useSafeAreas"] == "YES"
        for image in document.child("resources")?.children ?? [] where image.name == "image" {
            if let name = image["name"], let width = image.number("width"),
                let height = image.number("height")
            {
                context.images[name] = LayoutSize(width: width, height: height)
            }
        }
        for designable in document.child("designables")?.children("designable") ?? [] {
            if let id = designable["name"] ?? designable.id,
                let size = designable.child("size", key: "intrinsicContentSize"),
                let width = size.number("width"), let height = size.number("height")
            {
                context.designables[id] = LayoutSize(width: width, height: height)
            }
        }
        collectIDs(document, into: &context.definedIDs)
    }

    private static func collectIDs(_ element: IBElement, into ids: inout Set<String>) {
        if let id = element.id { ids.insert(id) }
        for child in element.children { collectIDs(child, into: &ids) }
    }

    /// The roots: a xib's top-level views (and controllers' views); a storyboard scene's
    /// controller view and top-level views.
    static func rootSources(
        _ document: IBElement, context: IBDocumentContext, notes: inout [InterfaceBuilderDiagnostic]
    ) -> [IBRootSource] {
        var sources: [IBRootSource] = []
        var objectLists: [IBElement] = []
        if let objects = document.child("objects") { objectLists.append(objects) }
        for scene in document.child("scenes")?.children("scene") ?? [] {
            if let objects = scene.child("objects") { objectLists.append(objects) }
        }
        let bars = IBBars(document: document, idiom: context.device.idiom)
        for objects in objectLists {
            for object in objects.children {
                if object.name == "placeholder" { continue }
                if let view = object.children.first(where: {
                    $0.key == "view" && IBRootBuilder.frame(of: $0) != nil
                }) {
                    var source = IBRootSource(element: view, kind: object.name, controller: object)
                    source.topBarHeight = bars.top(object)
                    source.bottomBarHeight = bars.bottom(object)
                    source.topBarIsOpaque =
                        object.child(key: "simulatedTopBarMetrics")?["translucent"] == "NO"
                    source.simulatedSize = bars.simulatedViewSize(of: object, on: context.documentDevice)
                    sources.append(source)
                } else if IBRootBuilder.frame(of: object) != nil {
                    sources.append(IBRootSource(element: object, kind: object.name))
                }
            }
        }
        return sources
    }
}
