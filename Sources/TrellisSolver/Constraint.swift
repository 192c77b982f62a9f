/// A linear constraint `lhs relation rhs` at a ``Priority``, identified by the object itself.
///
/// Constraints are immutable. A solver holds the state that can change after adding — the
/// constant (``Solver/updateConstant(of:to:)``) and the priority
/// (``Solver/updatePriority(of:to:)``) — and answers ``Solver/constant(of:)`` and
/// ``Solver/priority(of:)``. Two constraints that read the same are still two constraints: a
/// solver accepts both.
///
/// ```swift
/// let fits = left + width .<= container
/// let preferred = (width .== 120).priority(.high).labeled("preferred width")
/// ```
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The left-hand side as written.
  public let lhs: Expression
  /// How the sides compare.
  public let relation: Relation
  /// The right-hand side as written.
  public let rhs: Expression
  /// The priority the constraint is created with; a solver may hold a newer one.
  public let priority: Priority
  /// An optional name used in errors and dumps.
  public let label: String?
  /// `lhs − rhs`: every variable moved to the left.
  ///
  /// The constraint reads `expression relation 0`, and its violation is measured on this
  /// expression. It is derived when asked for (a solver reads both sides directly, so making a
  /// constraint allocates no third list of terms).
  public var expression: Expression {
    lhs - rhs
  }

  /// Creates a constraint.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - relation: How the sides compare.
  ///   - rhs: The right-hand side.
  ///   - priority: How strongly the constraint asks to hold; `.required` by default.
  ///   - label: An optional name used in errors and dumps.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression,
    priority: Priority = .required, label: String? = nil
  ) {
    self.lhs = lhs
    self.relation = relation
    self.rhs = rhs
    self.priority = priority
    self.label = label
  }

  /// Returns a new constraint that reads the same at another priority.
  ///
  /// - Parameter priority: The new priority.
  /// - Returns: A distinct constraint object.
  public func priority(_ priority: Priority) -> Constraint {
    Constraint(copying: self, priority: priority, label: label)
  }

  /// Returns a new constraint that reads the same under another label.
  ///
  /// - Parameter label: The new label.
  /// - Returns: A distinct constraint object.
  public func labeled(_ label: String) -> Constraint {
    Constraint(copying: self, priority: priority, label: label)
  }

  /// A copy with another priority or label, sharing the sides and their difference.
  private init(copying other: Constraint, priority: Priority, label: String?) {
    self.lhs = other.lhs
    self.relation = other.relation
    self.rhs = other.rhs
    self.priority = priority
    self.label = label
  }

  /// Returns whether both operands are the same constraint object.
  ///
  /// - Parameters:
  ///   - lhs: A constraint.
  ///   - rhs: Another constraint.
  /// - Returns: `true` when they are the same object.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
    lhs === rhs
  }

  /// Hashes the constraint's identity.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The constraint in the text format: `label: lhs op rhs @priority` (the label only when set).
  public var description: String {
    let body = "\(TextWriter.expression(lhs)) \(relation) \(TextWriter.expression(rhs))"
    let prefix = label.map { "\($0): " } ?? ""
    return "\(prefix)\(body) @\(priority)"
  }
}
