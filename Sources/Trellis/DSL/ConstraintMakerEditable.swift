public import TrellisSolver

/// A constraint with a relation: its constant and multiplier can still change.
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
  /// Adds an offset to the target: `first == second + amount`.
  ///
  /// - Parameter amount: The offset.
  /// - Returns: The same chain.
  @discardableResult
  public func offset(_ amount: Double) -> ConstraintMakerEditable {
    setModifier(.offset(amount))
    return self
  }

  /// Insets from the target by the same amount on every side (left and top inward, right and
  /// bottom negated, sizes shrunk by both sides, as SnapKit does).
  ///
  /// - Parameter amount: The inset.
  /// - Returns: The same chain.
  @discardableResult
  public func inset(_ amount: Double) -> ConstraintMakerEditable {
    setModifier(.insets(EdgeInsets(all: amount)))
    return self
  }

  /// Insets from the target, side by side (SnapKit's sign rules).
  ///
  /// - Parameter insets: The insets.
  /// - Returns: The same chain.
  @discardableResult
  public func inset(_ insets: EdgeInsets) -> ConstraintMakerEditable {
    setModifier(.insets(insets))
    return self
  }

  /// Insets from the target with leading and trailing following the layout direction.
  ///
  /// - Parameter insets: The insets.
  /// - Returns: The same chain.
  @discardableResult
  public func inset(_ insets: DirectionalEdgeInsets) -> ConstraintMakerEditable {
    setModifier(.directionalInsets(insets))
    return self
  }

  /// Multiplies the target's attribute: `first == second × factor + constant`.
  ///
  /// - Parameter factor: The multiplier.
  /// - Returns: The same chain.
  @discardableResult
  public func multipliedBy(_ factor: Double) -> ConstraintMakerEditable {
    made.multiplier = factor
    made.multiplierWasSet = true
    return self
  }

  /// Divides the target's attribute: `first == second / divisor + constant`.
  ///
  /// - Parameter divisor: The divisor.
  /// - Returns: The same chain.
  @discardableResult
  public func dividedBy(_ divisor: Double) -> ConstraintMakerEditable {
    multipliedBy(1 / divisor)
  }

  private func setModifier(_ modifier: ConstantModifier) {
    made.modifier = modifier
    made.modifierWasSet = true
  }
}

/// A constraint whose priority can still change.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
  /// Sets the priority.
  ///
  /// - Parameter priority: A priority in (0, 1000].
  /// - Returns: The chain, to add a label.
  @discardableResult
  public func priority(_ priority: Priority) -> ConstraintMakerFinalizable {
    made.priority = priority
    return self
  }
}

/// A finished constraint: it can take a label, and hands out its handle.
public class ConstraintMakerFinalizable {
  /// The constraint being written.
  let made: LayoutConstraint

  init(_ constraint: LayoutConstraint) {
    self.made = constraint
  }

  /// Names the constraint in diagnostics and dumps.
  ///
  /// - Parameter label: The label.
  /// - Returns: The same chain.
  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerFinalizable {
    made.label = label
    return self
  }

  /// The handle of the constraint, active once `makeConstraints` returns.
  public var constraint: LayoutConstraint {
    made
  }
}
