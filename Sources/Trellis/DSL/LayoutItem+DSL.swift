// makeConstraints, remakeConstraints, updateConstraints and removeConstraints, as in SnapKit
// and Masonry — with errors thrown instead of crashes or silent duplicates.

extension LayoutItem {
  /// Makes constraints for this item and activates them in its tree's layout.
  ///
  /// ```swift
  /// try avatar.makeConstraints { make in
  ///   make.size.equalTo(Size(width: 40, height: 40))
  ///   make.leading.top.equalToSuperview().inset(16)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  ///   - closure: Writes the constraints with the maker.
  /// - Returns: The constraints made, active.
  /// - Throws: A ``LayoutError`` naming the node and the call site when a constraint is
  ///   incomplete or invalid (nothing is activated), or in strict mode on a conflict (nothing
  ///   stays activated).
  /// - Complexity: One solver addition per attribute.
  @discardableResult
  public func makeConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) throws(LayoutError) -> [LayoutConstraint] {
    let made = try prepareConstraints(closure, file: file, line: line)
    try activateAll(made)
    // An item's first constraints share the list returned (no copy).
    if ownedConstraints.isEmpty {
      ownedConstraints = made
    } else {
      ownedConstraints.append(contentsOf: made)
    }
    return made
  }

  /// Removes every constraint this item made, then makes new ones.
  ///
  /// - Parameters:
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  ///   - closure: Writes the constraints with the maker.
  /// - Returns: The constraints made, active.
  /// - Throws: As ``makeConstraints(file:line:_:)``; the old constraints are restored.
  /// - Complexity: One solver removal per old attribute and one addition per new one.
  @discardableResult
  public func remakeConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) throws(LayoutError) -> [LayoutConstraint] {
    let made = try prepareConstraints(closure, file: file, line: line)
    let old = ownedConstraints
    let wasActive = old.filter(\.isActive)
    for constraint in old { constraint.deactivate() }
    do {
      try activateAll(made)
    } catch {
      for constraint in wasActive { try? constraint.activate() }
      throw error
    }
    ownedConstraints = made
    return made
  }

  /// Changes the constants of existing constraints in place.
  ///
  /// Each constraint written must match an active one this item made: same attribute,
  /// relation, second item and attribute, multiplier and priority (SnapKit's rule). A part of
  /// a composite can be updated on its own (`make.top` of an `edges` constraint).
  ///
  /// - Parameters:
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  ///   - closure: Writes the constraints with their new constants.
  /// - Returns: The existing constraints that were updated.
  /// - Throws: ``LayoutError/noMatchingConstraint(node:attribute:location:)`` naming the
  ///   attribute when a constraint matches none (SnapKit crashes; Masonry silently adds a
  ///   duplicate); nothing changes then.
  /// - Complexity: One in-place constant update per attribute.
  @discardableResult
  public func updateConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) throws(LayoutError) -> [LayoutConstraint] {
    let updates = try prepareConstraints(closure, file: file, line: line)
    var plan: [(existing: LayoutConstraint, parts: [Int], update: LayoutConstraint)] = []
    for update in updates {
      guard let match = matchForUpdate(update) else {
        throw .noMatchingConstraint(
          node: name, attribute: update.attributes.map(\.description).joined(separator: "."),
          location: update.location)
      }
      plan.append((match.constraint, match.parts, update))
    }
    var saved: [(LayoutConstraint, [ConstraintPart], ConstraintTarget, ConstantModifier)] = []
    for (existing, parts, update) in plan {
      saved.append((existing, existing.parts, existing.target, existing.modifier))
      if parts.count == existing.parts.count {
        existing.target = update.target
        existing.modifier = update.modifier
        for index in existing.parts.indices { existing.parts[index].constantSource = nil }
      } else {
        for index in parts {
          existing.parts[index].constantSource = (update.target, update.modifier)
        }
      }
      do {
        try existing.engine?.updateConstants(of: existing)
      } catch {
        for (constraint, parts, target, modifier) in saved.reversed() {
          constraint.parts = parts
          constraint.target = target
          constraint.modifier = modifier
          try? constraint.engine?.updateConstants(of: constraint)
        }
        throw error
      }
    }
    return plan.map(\.existing)
  }

  /// Deactivates and forgets every constraint this item made.
  ///
  /// - Complexity: One solver removal per attribute.
  public func removeConstraints() {
    for constraint in ownedConstraints { constraint.deactivate() }
    ownedConstraints = []
  }

  /// The constraints this item made, active or not.
  public var constraints: [LayoutConstraint] {
    ownedConstraints
  }

  /// Runs the maker and checks every constraint it wrote.
  func prepareConstraints(
    _ closure: (ConstraintMaker) -> Void, file: String, line: Int
  ) throws(LayoutError) -> [LayoutConstraint] {
    let maker = ConstraintMaker(item: self)
    closure(maker)
    // The maker's own list, shared: no second list to retain each constraint into. Read by
    // index, from a constant list, so no element is retained for the call made on it.
    let made = maker.chains
    for index in made.indices {
      // Borrowed for the calls (the list holds it): not retained and released around them.
      try Unmanaged.passUnretained(made[index]).withBorrowed { constraint throws(LayoutError) in
        guard constraint.chain == .related else {
          throw .incompleteConstraint(node: name, location: CallSite(fileID: file, line: line))
        }
        try constraint.resolve()
      }
    }
    for index in made.indices {
      Unmanaged.passUnretained(made[index])._withUnsafeGuaranteedRef { $0.chain = .made }
    }
    return made
  }

  /// Activates constraints together: in strict mode a conflict deactivates those already
  /// activated and throws.
  ///
  /// The constraints are this item's, resolved by ``prepareConstraints(_:file:line:)`` a moment
  /// before (which checked that their items share its tree).
  func activateAll(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    // The constraints are new and this item's: its tree's engine, found once for all of them
    // (`activate()` finds it for each).
    guard let engine = treeNode?.engine else { return }
    for index in constraints.indices {
      // Each was resolved a moment ago against this item's tree. Borrowed for the call (the
      // list holds it): not retained and released around it.
      do throws(LayoutError) {
        try Unmanaged.passUnretained(constraints[index]).withBorrowed {
          constraint throws(LayoutError) in
          try engine.activate(constraint, treesChecked: true)
        }
      } catch {
        // Those before it that this call activated (the constraints are new: none was active
        // before; one a conflict left inactive stays so).
        for done in constraints[..<index] where done.isActive { done.deactivate() }
        throw error
      }
    }
  }

  /// The active owned constraint, and which of its parts, an update refers to.
  private func matchForUpdate(_ update: LayoutConstraint) -> (
    constraint: LayoutConstraint, parts: [Int]
  )? {
    for existing in ownedConstraints where existing.isActive {
      guard existing.relation == update.relation, existing.multiplier == update.multiplier,
        existing.priority == update.priority
      else { continue }
      var indices: [Int] = []
      for part in update.parts {
        guard
          let index = existing.parts.firstIndex(where: { candidate in
            candidate.firstAttribute == part.firstAttribute
              && candidate.secondAttribute == part.secondAttribute
              && candidate.secondItem?.item === part.secondItem?.item
          })
        else { break }
        indices.append(index)
      }
      if indices.count == update.parts.count { return (existing, indices) }
    }
    return nil
  }
}

extension Array where Element: LayoutItem {
  /// Makes the same constraints for every item (Masonry's `mas_makeConstraints` on an array).
  ///
  /// - Parameters:
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  ///   - closure: Writes the constraints; it runs once per item.
  /// - Returns: Every constraint made.
  /// - Throws: The first error; the items before it keep their constraints.
  @discardableResult
  public func makeConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) throws(LayoutError) -> [LayoutConstraint] {
    var all: [LayoutConstraint] = []
    for item in self {
      all += try item.makeConstraints(file: file, line: line, closure)
    }
    return all
  }

  /// Removes every constraint each item made, then makes new ones for each.
  ///
  /// - Parameters:
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  ///   - closure: Writes the constraints; it runs once per item.
  /// - Returns: Every constraint made.
  /// - Throws: The first error.
  @discardableResult
  public func remakeConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) throws(LayoutError) -> [LayoutConstraint] {
    var all: [LayoutConstraint] = []
    for item in self {
      all += try item.remakeConstraints(file: file, line: line, closure)
    }
    return all
  }

  /// Updates the constants of matching constraints on every item.
  ///
  /// - Parameters:
  ///   - file: The call site (filled in).
  ///   - line: The call site (filled in).
  ///   - closure: Writes the constraints; it runs once per item.
  /// - Returns: Every constraint updated.
  /// - Throws: The first error.
  @discardableResult
  public func updateConstraints(
    file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void
  ) throws(LayoutError) -> [LayoutConstraint] {
    var all: [LayoutConstraint] = []
    for item in self {
      all += try item.updateConstraints(file: file, line: line, closure)
    }
    return all
  }

  /// Removes every constraint each item made.
  public func removeConstraints() {
    for item in self { item.removeConstraints() }
  }
}
