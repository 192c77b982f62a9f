public import TrellisSolver

// systemLayoutSizeFitting: the size a subtree's own constraints give a node.

extension LayoutEngine {
  /// Adds a DSL constraint's parts without taking ownership of the handle (for probes).
  func addShadow(_ constraint: LayoutConstraint) {
    materializeDerived(mentionedBy: constraint)
    for index in constraint.parts.indices {
      guard let solverConstraint = constraint.solverConstraint(forPartAt: index) else { continue }
      try? solver.add(solverConstraint)
    }
  }
}

extension Node {
  /// The size the node's own subtree asks for, as UIKit's `systemLayoutSizeFitting`: the node's
  /// constraints to its descendants and theirs among themselves, intrinsic sizes and measure
  /// functions, and `width == target.width` and `height == target.height` at the fitting
  /// priorities.
  ///
  /// Constraints to anything outside the subtree are ignored; the tree's own layout is not
  /// disturbed.
  ///
  /// ```swift
  /// // As narrow as possible at a fixed width of 320:
  /// cell.fittingSize(Size(width: 320, height: 0), horizontalFitting: .required)
  /// ```
  ///
  /// - Parameters:
  ///   - target: The size to approach.
  ///   - horizontalFitting: The priority of `width == target.width` (`.fittingSize` hugs).
  ///   - verticalFitting: The priority of `height == target.height`.
  /// - Returns: The node's size.
  /// - Complexity: Building and solving the subtree's constraints: O(subtree + its constraints)
  ///   plus the solve.
  public func fittingSize(
    _ target: Size = .zero, horizontalFitting: Priority = .fittingSize,
    verticalFitting: Priority = .fittingSize
  ) -> Size {
    let probe = LayoutEngine(root: self)
    // The items go on reading the frames their own tree's layouts write.
    probe.attachesFrames = false
    probe.registerItems()
    let inside = Set(probe.orderedRecords.compactMap { $0.item.map(ObjectIdentifier.init) })
    var constraints: [ObjectIdentifier: LayoutConstraint] = [:]
    for case let item? in probe.orderedRecords.map(\.item) {
      for constraint in item.ownedConstraints where constraint.isActive {
        if constraint.items.allSatisfy({ inside.contains(ObjectIdentifier($0)) }) {
          constraints[ObjectIdentifier(constraint)] = constraint
        }
      }
    }
    for constraint in constraints.values.sorted(by: {
      $0.activationSequence < $1.activationSequence
    }) {
      probe.addShadow(constraint)
    }
    let v = variables
    for constraint in [
      v.x .== 0, v.y .== 0,
      (v.width .== target.width).priority(horizontalFitting),
      (v.height .== target.height).priority(verticalFitting),
    ] {
      try? probe.solver.add(constraint)
    }
    probe.solver.solve()
    probe.resolveMeasures()
    let values = probe.solver.values(of: [v.width, v.height])
    return Size(width: values[0], height: values[1])
  }
}
