public import TrellisSolver

/// A constraint with a relation: its constant and multiplier can still change.
///
/// The rest of a chain is a value around the constraint being written (no object of its own to
/// allocate and release per constraint); it can also take a priority and a label
/// (``ConstraintMakerPrioritizing``). A chain is written inside its block: kept past it, it
/// changes nothing (change the handle instead, with ``LayoutConstraint/update(offset:)`` and
/// its siblings, which the solver follows).
public struct ConstraintMakerEditable: ConstraintMakerPrioritizing {
  /// The handle of the constraint, active once `makeConstraints` returns.
  public let constraint: LayoutConstraint

  init(_ constraint: LayoutConstraint) {
    self.constraint = constraint
  }

  /// Adds an offset to the target: `first == second + amount`.
  ///
  /// - Parameter amount: The offset.
  /// - Returns: The same chain.
  @discardableResult
  public consuming func offset(_ amount: Double) -> ConstraintMakerEditable {
    setModifier(.offset(amount))
    return self
  }

  /// Insets from the target by the same amount on every side (left and top inward, right and
  /// bottom negated, sizes shrunk by both sides, as SnapKit does).
  ///
  /// - Parameter amount: The inset.
  /// - Returns: The same chain.
  @discardableResult
  public consuming func inset(_ amount: Double) -> ConstraintMakerEditable {
    setModifier(.insets(EdgeInsets(all: amount)))
    return self
  }

  /// Insets from the target, side by side (SnapKit's sign rules).
  ///
  /// - Parameter insets: The insets.
  /// - Returns: The same chain.
  @discardableResult
  public consuming func inset(_ insets: EdgeInsets) -> ConstraintMakerEditable {
    setModifier(.insets(insets))
    return self
  }

  /// Insets from the target with leading and trailing following the layout direction.
  ///
  /// - Parameter insets: The insets.
  /// - Returns: The same chain.
  @discardableResult
  public consuming func inset(_ insets: DirectionalEdgeInsets) -> ConstraintMakerEditable {
    setModifier(.directionalInsets(insets))
    return self
  }

  /// Multiplies the target's attribute: `first == second × factor + constant`.
  ///
  /// - Parameter factor: The multiplier.
  /// - Returns: The same chain.
  @discardableResult
  public consuming func multipliedBy(_ factor: Double) -> ConstraintMakerEditable {
    guard constraint.chain != .made else { return self }
    constraint.multiplier = factor
    constraint.multiplierWasSet = true
    return self
  }

  /// Divides the target's attribute: `first == second / divisor + constant`.
  ///
  /// - Parameter divisor: The divisor.
  /// - Returns: The same chain.
  @discardableResult
  public consuming func dividedBy(_ divisor: Double) -> ConstraintMakerEditable {
    multipliedBy(1 / divisor)
  }

  private func setModifier(_ modifier: ConstantModifier) {
    guard constraint.chain != .made else { return }
    constraint.modifier = modifier
    constraint.modifierWasSet = true
  }
}

/// A finished constraint: it can take a label, and hands out its handle.
public struct ConstraintMakerFinalizable: ConstraintMakerFinishing {
  /// The handle of the constraint, active once `makeConstraints` returns.
  public let constraint: LayoutConstraint

  init(_ constraint: LayoutConstraint) {
    self.constraint = constraint
  }
}

/// The end of a chain that can take a label and hands out its handle.
public protocol ConstraintMakerFinishing {
  /// The handle of the constraint, active once `makeConstraints` returns.
  var constraint: LayoutConstraint { get }
}

extension ConstraintMakerFinishing {
  /// Names the constraint in diagnostics and dumps.
  ///
  /// - Parameter label: The label.
  /// - Returns: The chain, finished.
  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerFinalizable {
    if constraint.chain != .made { constraint.label = label }
    return ConstraintMakerFinalizable(constraint)
  }
}

/// The end of a chain that can still take a priority.
public protocol ConstraintMakerPrioritizing: ConstraintMakerFinishing {}

extension ConstraintMakerPrioritizing {
  /// Sets the priority.
  ///
  /// - Parameter priority: A priority in (0, 1000].
  /// - Returns: The chain, to add a label.
  @discardableResult
  public func priority(_ priority: Priority) -> ConstraintMakerFinalizable {
    if constraint.chain != .made { constraint.priority = priority }
    return ConstraintMakerFinalizable(constraint)
  }
}
