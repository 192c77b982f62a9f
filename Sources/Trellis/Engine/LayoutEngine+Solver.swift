import TrellisSolver

// Every change to the solver goes through here, so conflicts among required constraints are
// resolved the same way everywhere: the most recently added constraint of the conflict is
// deactivated, a diagnostic lists the whole conflict, and the engine goes on.

extension LayoutEngine {
  /// Adds a constraint of the engine's own.
  ///
  /// - Parameters:
  ///   - constraint: The constraint, `lhs relation [rhs +] constant`.
  ///   - role: What it is for, and where the engine keeps it.
  ///   - sequence: Its activation sequence, when one was reserved for it (a derived placement's
  ///     rows); by default the next one.
  /// - Returns: Whether the solver took it (otherwise it was reported and forgotten).
  @discardableResult
  func addSystem(_ constraint: Constraint, role: SystemRole, sequence: Int? = nil) -> Bool {
    materializeChains(mentionedBy: constraint, required: constraint.priority.isRequired)
    systemIndex.add(
      SystemConstraint(sequence: sequence ?? nextSequence(), role: role),
      for: ObjectIdentifier(constraint))
    do {
      try solver.add(constraint)
      return true
    } catch {
      if case .unsatisfiableConstraint(_, let conflicts) = error {
        reportConflict(victim: constraint, conflicts: conflicts + [constraint])
      } else if case .container(let note) = role {
        reportInvalid("\(constraint) (\(note)): \(error)")
      } else {
        let text = systemText(of: role)
        reportInvalid("\(text.lhs) \(constraint.relation) … (\(text.note)): \(error)")
      }
      forget(constraint)
      return false
    }
  }

  /// The engine's own constraints: each one's activation sequence and role, by identity.
  ///
  /// Additions are listed and indexed here, when something first looks one up (a removal, a
  /// conflict, a dump): a build adds thousands and looks up none (see ``LazyIdentityIndex``).
  var systemInfo: [ObjectIdentifier: SystemConstraint] {
    _read { yield systemIndex.entries }
    _modify { yield &systemIndex.entries }
  }

  /// The DSL constraint and part of each solver constraint from the DSL, by identity, indexed
  /// when first looked up (a deactivation, a conflict, a dump), as ``systemInfo`` is.
  var dslParts: [ObjectIdentifier: (constraint: LayoutConstraint, part: Int)] {
    _read { yield dslIndex.entries }
    _modify { yield &dslIndex.entries }
  }

  /// How a constraint of the engine's own prints, from its role: its left side
  /// (`title.width`), the item attribute on its right side if any (`screen.left`), and why the
  /// engine made it (`hugging`).
  ///
  /// - Parameter role: The constraint's role.
  /// - Returns: The two sides and the note.
  func systemText(of role: SystemRole) -> (
    lhs: String, rhs: String?, note: String
  ) {
    let names = Self.fallbackNames
    let rootName = root?.name ?? "?"
    switch role {
    case .hug(let key, let index), .resist(let key, let index):
      let name = records[key]?.item?.name ?? "?"
      let note = if case .hug = role { "hugging" } else { "compression resistance" }
      return ("\(name).\(index == 0 ? "width" : "height")", nil, note)
    case .rootPin(let index):
      return ("\(rootName).\(names[index])", nil, "root size")
    case .safeArea(let index):
      return ("safeArea.\(names[index])", "\(rootName).\(names[index])", "safe area")
    case .container(let note):
      return ("", nil, note)
    }
  }

  /// Reads the solver where it is stored.
  ///
  /// A query called on `solver` can copy the whole solver first (a retain and a release of each
  /// of its hundred-odd storage buffers), as a read of a class's stored value may: the compiler
  /// keeps the value safe from the class changing it during the call. Reached through an
  /// in-place access it is not copied. For queries made once per item or container, which a
  /// large tree makes thousands of times.
  ///
  /// - Parameter body: The query; it must not change the solver.
  /// - Returns: What `body` returns.
  /// - Complexity: That of `body`.
  @inline(__always)
  func readSolverInPlace<Result>(_ body: (inout Solver) -> Result) -> Result {
    body(&solver)
  }

  /// Removes a constraint of the engine's own.
  func removeSystem(_ constraint: Constraint) {
    if solver.contains(constraint) { try? solver.remove(constraint) }
    systemInfo[ObjectIdentifier(constraint)] = nil
  }

  /// Changes the constant of a constraint of the engine's own in place.
  func updateSystemConstant(_ constraint: Constraint, to constant: Double) {
    // One lookup: `nil` when the solver does not hold the constraint.
    guard let current = solver.constant(of: constraint), current != constant else { return }
    attemptedConstants[ObjectIdentifier(constraint)] = constant
    defer { attemptedConstants[ObjectIdentifier(constraint)] = nil }
    do {
      try performResolvingConflicts(subject: constraint) { solver throws(SolverError) in
        try solver.updateConstant(of: constraint, to: constant)
      }
    } catch {
      reportInvalid("\(describe(constraint)): \(error)")
    }
  }

  /// Changes the priority of a constraint of the engine's own in place.
  func updateSystemPriority(_ constraint: Constraint, to priority: Priority) {
    guard let current = solver.priority(of: constraint), current != priority else { return }
    materializeChains(mentionedBy: constraint, required: priority.isRequired)
    _ = try? performResolvingConflicts(subject: constraint) { solver throws(SolverError) in
      try solver.updatePriority(of: constraint, to: priority)
    }
  }

  /// Runs an in-place update; on a conflict deactivates the most recently added constraint of
  /// it (the subject itself, or another one, after which the update is tried again).
  ///
  /// - Returns: Whether the update was applied.
  ///
  /// With `strict`, a conflict throws instead and nothing is deactivated.
  @discardableResult
  func performResolvingConflicts(
    subject: Constraint, strict: Bool = false,
    _ operation: (inout Solver) throws(SolverError) -> Void
  ) throws(LayoutError) -> Bool {
    for _ in 0..<64 {
      do {
        try operation(&solver)
        return true
      } catch {
        guard case .unsatisfiableConstraint(_, let conflicts) = error else {
          throw .solver(error)
        }
        let all = conflicts + [subject]
        let victim = all.max { sequence(of: $0) < sequence(of: $1) } ?? subject
        let diagnostic = conflictDiagnostic(victim: victim, conflicts: all)
        if strict { throw .conflict(diagnostic) }
        report(diagnostic)
        deactivateSolverConstraint(victim)
        if victim === subject { return false }
      }
    }
    return false
  }

  /// The activation sequence of a solver constraint (DSL or the engine's own).
  func sequence(of constraint: Constraint) -> Int {
    let key = ObjectIdentifier(constraint)
    if let info = systemInfo[key] { return info.sequence }
    if let owner = dslParts[key] { return owner.constraint.activationSequence }
    return 0
  }

  /// Takes a solver constraint out: a DSL part deactivates its whole handle; one of the
  /// engine's own is removed and forgotten.
  func deactivateSolverConstraint(_ constraint: Constraint) {
    if let owner = dslParts[ObjectIdentifier(constraint)] {
      deactivate(owner.constraint)
    } else {
      removeSystem(constraint)
      forget(constraint)
    }
  }

  /// Clears a constraint of the engine's own from wherever the engine keeps it.
  func forget(_ constraint: Constraint) {
    guard let info = systemInfo.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    switch info.role {
    case .container:
      // The arrangement keeps the constraint: one outside the solver is simply never updated,
      // and removing it again does nothing.
      break
    case .hug(let node, let index):
      if let record = records[node], record.hug[index]?.isConstraint(constraint) == true {
        record.hug[index] = nil
      }
    case .resist(let node, let index):
      if let record = records[node], record.resist[index]?.isConstraint(constraint) == true {
        record.resist[index] = nil
      }
    case .rootPin(let index):
      if rootPins.indices.contains(index), rootPins[index] === constraint { rootPins = [] }
    case .safeArea(let index):
      if safeAreaConstraints.indices.contains(index), safeAreaConstraints[index] === constraint {
        safeAreaConstraints = []
      }
    }
  }

  /// Reports a constraint of the engine's own that the solver refused (a non-finite
  /// intrinsic size or default, for instance).
  func reportInvalid(_ text: String) {
    report(LayoutDiagnostic(kind: .invalidConstraint, deactivated: text, constraints: []))
  }

  /// Reports a conflict: the constraint deactivated and every constraint involved.
  func reportConflict(victim: Constraint, conflicts: [Constraint]) {
    report(conflictDiagnostic(victim: victim, conflicts: conflicts))
  }

  /// A conflict diagnostic: the constraint deactivated and every constraint involved, once each.
  func conflictDiagnostic(victim: Constraint, conflicts: [Constraint]) -> LayoutDiagnostic {
    var seen = Set<ObjectIdentifier>()
    var unique: [Constraint] = []
    for constraint in conflicts where seen.insert(ObjectIdentifier(constraint)).inserted {
      unique.append(constraint)
    }
    // Oldest first, whatever order the solver found them in.
    let ordered = unique.enumerated().sorted {
      let (a, b) = (sequence(of: $0.element), sequence(of: $1.element))
      return a != b ? a < b : $0.offset < $1.offset
    }
    let lines = ordered.map { describe($0.element) }
    return LayoutDiagnostic(kind: .conflict, deactivated: describe(victim), constraints: lines)
  }

  /// The printed form of a solver constraint:
  /// `card.width == 120 @required (label, Cards.swift:42)` for the DSL, a description of its
  /// role for the engine's own.
  func describe(_ constraint: Constraint) -> String {
    let key = ObjectIdentifier(constraint)
    if let owner = dslParts[key] { return owner.constraint.describePart(owner.part) }
    if let info = systemInfo[key] {
      if case .container(let note) = info.role { return "\(constraint) (\(note))" }
      let priority = solver.priority(of: constraint) ?? constraint.priority
      // One the solver refused (a conflict as it was added) prints the constant it was made with.
      var constant =
        attemptedConstants[key] ?? solver.constant(of: constraint)
        ?? constraint.rhs.constant - constraint.lhs.constant
      switch info.role {
      case .hug(let node, let index), .resist(let node, let index):
        constant /= records[node]?.intrinsicWeights[index] ?? 1
      default:
        break
      }
      let text = systemText(of: info.role)
      return Self.systemLine(
        lhs: text.lhs, relation: constraint.relation, rhs: text.rhs, constant: constant,
        priority: priority, note: text.note)
    }
    return constraint.description
  }

  /// The printed form of a row of the engine's own:
  /// `lhs relation [rhs ± |constant| | constant] @priority (note)`.
  static func systemLine(
    lhs: String, relation: Relation, rhs: String?, constant: Double, priority: Priority,
    note: String
  ) -> String {
    var right = GeometryFormat.number(constant)
    if let rhs {
      right =
        constant == 0
        ? rhs : "\(rhs) \(constant < 0 ? "-" : "+") \(GeometryFormat.number(abs(constant)))"
    }
    return "\(lhs) \(relation) \(right) @\(priority) (\(note))"
  }
}
