import TrellisSolver

// Activating, deactivating and updating DSL constraints, and moving them between trees.

extension LayoutEngine {
  /// Adds a DSL constraint's parts to the solver.
  ///
  /// - Parameters:
  ///   - constraint: An inactive constraint.
  ///   - treesChecked: Whether the caller knows every item of the constraint is in this tree:
  ///     a constraint resolved a moment ago (which checked its items' trees), activated in its
  ///     first item's engine. Reading each part's item again costs a retain and a release of
  ///     it and of its name.
  /// - Throws: ``LayoutError/differentTrees(first:second:location:)`` when an item left the
  ///   tree; in strict mode ``LayoutError/conflict(_:)``. Otherwise a conflict is reported
  ///   and the constraint stays inactive (it is the most recently added of its conflict).
  func activate(_ constraint: LayoutConstraint, treesChecked: Bool = false) throws(LayoutError) {
    // The first item is only read (its tree holds it while it is activated): not retained.
    guard let first = constraint.unretainedFirstItem else {
      throw .differentTrees(
        first: constraint.firstName, second: root?.name ?? "?", location: constraint.location)
    }
    let partCount = constraint.parts.count
    if !treesChecked {
      let rootAddress = self.rootAddress
      guard rootAddress != nil,
        first._withUnsafeGuaranteedRef({ $0.treeRootAddress }) == rootAddress
      else {
        throw .differentTrees(
          first: constraint.firstName, second: root?.name ?? "?", location: constraint.location)
      }
      // The parts are read in place, by index: a copy of each would retain and release what
      // it holds.
      for index in 0..<partCount {
        guard let second = constraint.parts[index].secondItem else { continue }
        guard second.treeRootAddress == rootAddress else {
          throw .differentTrees(
            first: constraint.firstName, second: second.name, location: constraint.location)
        }
      }
    }
    // Rows of derived stack children the parts mention come first (with their own sequence).
    materializeDerived(mentionedBy: constraint)
    constraint.activationSequence = nextSequence()
    let direction = first._withUnsafeGuaranteedRef { $0.direction }
    // Made straight into the handle's list (an inactive constraint's is empty, a new one's
    // never filled: nothing to release): no second list to retain each one into and then to
    // hand over.
    if !constraint.solverParts.isEmpty { constraint.solverParts.removeAll() }
    constraint.solverParts.reserveCapacity(partCount)
    for index in 0..<partCount {
      let solverConstraint = first._withUnsafeGuaranteedRef {
        constraint.solverConstraint(forPartAt: index, of: $0, direction: direction)
      }
      let key = ObjectIdentifier(solverConstraint)
      dslIndex.add((constraint, index), for: key)
      do {
        try solver.add(solverConstraint)
      } catch {
        // Describe the conflict while every part can still be named, then roll back.
        var diagnostic: LayoutDiagnostic?
        if case .unsatisfiableConstraint(_, let conflicts) = error {
          diagnostic = conflictDiagnostic(
            victim: solverConstraint, conflicts: conflicts + [solverConstraint])
        }
        dslParts[key] = nil
        for added in constraint.solverParts {
          try? solver.remove(added)
          dslParts[ObjectIdentifier(added)] = nil
        }
        constraint.solverParts.removeAll()
        guard let diagnostic else { throw .solver(error) }
        if isStrict { throw .conflict(diagnostic) }
        report(diagnostic)
        return
      }
      constraint.solverParts.append(consume solverConstraint)
    }
    constraint.engine = self
    first._withUnsafeGuaranteedRef { item in
      if item.constraintEngine !== anchor {
        // Constraints of the item's may be left in the other engine (if it goes, orphaned).
        if item.constraintEngine != nil { item.mayOwnOrphans = true }
        item.constraintEngine = anchor
      }
    }
    // Indexed by item when first asked for (most trees never ask): a list of the constraints
    // to index, drained at the latest when it outgrows twice the active constraints' parts.
    unindexedConstraints.append(constraint)
    if unindexedConstraints.count > max(1024, 2 * dslIndex.count) { indexConstraints() }
  }

  /// The active DSL constraints involving `item`, by identity.
  ///
  /// - Complexity: O(1) expected, plus the constraints activated since the last question.
  func constraints(involving item: LayoutItem) -> [ObjectIdentifier: LayoutConstraint]? {
    indexConstraints()
    // A tree without DSL constraints (a container's children, say) hashes no identity.
    guard !constraintsByItem.isEmpty, item.wasIndexedByConstraints else { return nil }
    return constraintsByItem[ObjectIdentifier(item)]
  }

  /// Brings ``constraintsByItem`` up to date with the constraints activated since it was last
  /// asked for; those deactivated meanwhile (or active elsewhere now) are left out.
  ///
  /// - Complexity: O(parts of the constraints activated since).
  func indexConstraints() {
    guard !unindexedConstraints.isEmpty else { return }
    let pending = unindexedConstraints
    unindexedConstraints = []
    for constraint in pending where constraint.isActive(in: self) {
      // Registering an item twice stores the same entry again: no list of distinct items
      // needed.
      let key = ObjectIdentifier(constraint)
      constraint.forEachItem { item in
        item.wasIndexedByConstraints = true
        // Room for an item's usual handful of constraints at once, instead of regrowing the
        // table at its first, second and fourth.
        constraintsByItem[ObjectIdentifier(item), default: Dictionary(minimumCapacity: 6)][key] =
          constraint
      }
    }
  }

  /// Removes a DSL constraint's parts from the solver.
  func deactivate(_ constraint: LayoutConstraint) {
    for solverConstraint in constraint.solverParts {
      if solver.contains(solverConstraint) { try? solver.remove(solverConstraint) }
      dslParts[ObjectIdentifier(solverConstraint)] = nil
    }
    constraint.solverParts.removeAll()
    constraint.engine = nil
    let key = ObjectIdentifier(constraint)
    constraint.forEachItem { item in constraintsByItem[ObjectIdentifier(item)]?[key] = nil }
  }

  /// Brings an active constraint's constants in line with its target, modifier and items'
  /// margins, in place.
  func updateConstants(of constraint: LayoutConstraint) throws(LayoutError) {
    for index in constraint.parts.indices where index < constraint.solverParts.count {
      let current = constraint.solverParts[index]
      guard let fresh = constraint.solverConstraint(forPartAt: index) else { continue }
      // Read with every variable on the left, the constraint's constant is −(lhs − rhs).c.
      let constant = fresh.rhs.constant - fresh.lhs.constant
      guard solver.constant(of: current) != constant else { continue }
      let applied = try performResolvingConflicts(subject: current, strict: isStrict) {
        solver throws(SolverError) in
        try solver.updateConstant(of: current, to: constant)
      }
      if !applied { return }
    }
  }

  /// Brings an active constraint's priority in line with its handle, in place.
  func updatePriority(of constraint: LayoutConstraint) throws(LayoutError) {
    let priority = constraint.priority
    for current in constraint.solverParts {
      let applied = try performResolvingConflicts(subject: current, strict: isStrict) {
        solver throws(SolverError) in
        try solver.updatePriority(of: current, to: priority)
      }
      if !applied { return }
    }
  }

  /// Re-derives the leading/trailing constraints involving items whose layout direction
  /// changed: all of them out first, then all back in their original order, so no transient
  /// mix of directions conflicts.
  func reactivateDirectionalConstraints(of items: [LayoutItem]) {
    var affected: [ObjectIdentifier: LayoutConstraint] = [:]
    for item in items {
      for (key, constraint) in constraints(involving: item) ?? [:]
      where constraint.parts.contains(where: { $0.firstAttribute.isDirectional }) {
        affected[key] = constraint
      }
    }
    let ordered = affected.values.sorted { $0.activationSequence < $1.activationSequence }
    for constraint in ordered { deactivate(constraint) }
    for constraint in ordered { try? activateReporting(constraint) }
  }

  /// Updates the constants of the constraints involving an item (its margins or baselines
  /// changed).
  func refreshConstants(of item: LayoutItem) {
    guard let constraints = constraints(involving: item)?.values else { return }
    for constraint in constraints.sorted(by: { $0.activationSequence < $1.activationSequence }) {
      _ = try? performResolvingUpdate(constraint)
    }
  }

  private func performResolvingUpdate(_ constraint: LayoutConstraint) throws(LayoutError) {
    let strict = isStrict
    isStrict = false
    defer { isStrict = strict }
    try updateConstants(of: constraint)
  }

  /// Activates without throwing for conflicts (they become diagnostics).
  func activateReporting(_ constraint: LayoutConstraint) throws(LayoutError) {
    let strict = isStrict
    isStrict = false
    defer { isStrict = strict }
    try activate(constraint)
  }

  /// Takes over the constraints of a tree joining this one.
  func absorb(_ other: LayoutEngine, subtree: Node) {
    let moved = other.activeConstraints()
    for constraint in moved { other.deactivate(constraint) }
    structureDirty = true
    for constraint in moved { try? activateReporting(constraint) }
  }

  /// Notes that a subtree without an engine joined the tree.
  func subtreeAttached(_ node: Node) {
    structureDirty = true
  }

  /// Takes a subtree out: its records go; constraints between it and the rest of the tree are
  /// removed (as UIKit does); constraints inside it are deactivated and returned, to be
  /// activated in the subtree's own engine once it is detached.
  func subtreeWillDetach(_ node: Node) -> [LayoutConstraint] {
    var items: [LayoutItem] = []
    for member in node.subtree {
      items.append(member)
      items.append(contentsOf: member.layoutGuides)
    }
    let inside = Set(items.map(ObjectIdentifier.init))
    var moving: [ObjectIdentifier: LayoutConstraint] = [:]
    for item in items {
      for constraint in constraints(involving: item)?.values.map({ $0 }) ?? [] {
        let allInside = constraint.items.allSatisfy { inside.contains(ObjectIdentifier($0)) }
        if allInside { moving[ObjectIdentifier(constraint)] = constraint }
        deactivate(constraint)
      }
    }
    for item in items { removeRecord(for: item) }
    structureDirty = true
    return moving.values.sorted { $0.activationSequence < $1.activationSequence }
  }

  /// Notes that a guide joined the tree.
  func itemAttached(_ guide: LayoutGuide) {
    structureDirty = true
  }

  /// Takes a guide out with every constraint involving it.
  func itemWillDetach(_ guide: LayoutGuide) {
    for constraint in constraints(involving: guide)?.values.map({ $0 }) ?? [] {
      deactivate(constraint)
    }
    removeRecord(for: guide)
    structureDirty = true
  }

  /// Every active DSL constraint, oldest first.
  func activeConstraints() -> [LayoutConstraint] {
    indexConstraints()
    var all: [ObjectIdentifier: LayoutConstraint] = [:]
    for constraints in constraintsByItem.values {
      for (key, constraint) in constraints { all[key] = constraint }
    }
    return all.values.sorted { $0.activationSequence < $1.activationSequence }
  }
}

extension LayoutConstraint {
  /// Calls `body` with every item the constraint relates that is still there, first item first;
  /// an item that several parts target comes once per part.
  ///
  /// - Complexity: O(parts).
  func forEachItem(_ body: (LayoutItem) -> Void) {
    if let first = firstItem { body(first) }
    for part in parts {
      if let second = part.secondItem?.item { body(second) }
    }
  }

  /// The items the constraint relates, each once, first item first.
  var items: [LayoutItem] {
    var result: [LayoutItem] = []
    forEachItem { item in
      if !result.contains(where: { $0 === item }) { result.append(item) }
    }
    return result
  }
}
