// Activation: validate, then install on the nearest common ancestor.

extension LayoutConstraint {
    /// Activates constraints, all or none: each is validated first, and if any is invalid
    /// the error names it and nothing is activated.
    ///
    /// Each is installed on its items' nearest common ancestor and takes part in the next
    /// layout. Activation order matters for conflicts: when required constraints cannot all
    /// hold, the most recently activated member of the conflicting set is the one broken.
    // snippet: given let cell = LayoutView("cell"), avatar = LayoutView("avatar")
    /// ```swift
    /// try LayoutConstraint.activate([
    ///     avatar.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 15),
    ///     avatar.widthAnchor.constraint(equalToConstant: 32),
    /// ])
    /// ```
    /// - Throws: ``LayoutError`` for the first invalid constraint.
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var hosts: [LayoutView] = []
        hosts.reserveCapacity(constraints.count)
        for constraint in constraints where !constraint.isActive {
            hosts.append(try constraint.validate())
        }
        var index = 0
        for constraint in constraints where !constraint.isActive {
            constraint.install(on: hosts[index])
            index += 1
        }
    }

    /// Deactivates constraints (inactive ones are skipped).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        guard constraints.count > 1 else {
            constraints.first?.deactivate()
            return
        }
        // Each host's list is filtered once for all of its constraints: taking them out one
        // at a time rescans the list for each, quadratic for a stack of thousands of views.
        var leaving: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
        var hosts: [LayoutView] = []
        var deactivated: [LayoutConstraint] = []
        for constraint in constraints where constraint.isActive {
            constraint.activeFlag = false
            if let host = constraint.installedOn {
                let key = ObjectIdentifier(host)
                if leaving[key] == nil { hosts.append(host) }
                leaving[key, default: []].insert(ObjectIdentifier(constraint))
            }
            constraint.installedOn = nil
            deactivated.append(constraint)
        }
        for host in hosts {
            guard let ids = leaving[ObjectIdentifier(host)] else { continue }
            host.installedConstraints.removeAll { ids.contains(ObjectIdentifier($0)) }
        }
        for constraint in deactivated {
            for engine in constraint.observers.engines { engine.constraintDidDeactivate(constraint) }
        }
    }

    /// Activates this constraint (see ``activate(_:)``).
    public func activate() throws(LayoutError) {
        try LayoutConstraint.activate([self])
    }

    /// Deactivates this constraint; the next layout no longer uses it.
    public func deactivate() {
        guard isActive else { return }
        activeFlag = false
        if let host = installedOn {
            host.installedConstraints.removeAll { $0 === self }
        }
        installedOn = nil
        for engine in observers.engines { engine.constraintDidDeactivate(self) }
    }

    /// Sets ``constant``, rejecting a non-finite value.
    /// - Throws: ``LayoutError/nonFinite(_:)``; the constant is unchanged then.
    public func setConstant(_ value: Double) throws(LayoutError) {
        guard value.isFinite else { throw .nonFinite(Reference(self)) }
        constant = value
    }

    /// Sets ``multiplier``, rejecting a non-finite value.
    /// - Throws: ``LayoutError/nonFinite(_:)``; the multiplier is unchanged then.
    public func setMultiplier(_ value: Double) throws(LayoutError) {
        guard value.isFinite else { throw .nonFinite(Reference(self)) }
        multiplier = value
    }

    /// Sets ``priority``, rejecting one outside 1...1000.
    /// - Throws: ``LayoutError/priorityOutOfRange(_:)``; the priority is unchanged then.
    public func setPriority(_ value: LayoutPriority) throws(LayoutError) {
        guard value.isValid else { throw .priorityOutOfRange(Reference(self)) }
        priority = value
    }

    /// Installs the (validated) constraint on `host` and tells the engines holding it.
    func install(on host: LayoutView) {
        activeFlag = true
        sequence = nextActivationSequence()
        installedOn = host
        host.installedConstraints.append(self)
        for engine in host.caches.observers.engines { engine.constraintDidActivate(self, on: host) }
    }
}
