// Activation: validate, then install on the nearest common ancestor.

extension LayoutConstraint {
    /// Activates constraints, all or none: each is validated first, and if any is invalid
    /// the error names it and nothing is activated.
    ///
    /// Each is installed on its items' nearest common ancestor and takes part in the next
    /// layout. Activation order matters for conflicts: when required constraints cannot all
    /// hold, the most recently activated member of the conflicting set is the one broken.
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
        for constraint in constraints { constraint.deactivate() }
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
            host.constraints.removeAll { $0 === self }
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
        host.constraints.append(self)
        for engine in host.observers.engines { engine.constraintDidActivate(self, on: host) }
    }
}
