/// A problem the engine found and resolved on its own: a conflict among required constraints.
///
/// The engine deactivates the most recently added constraint of the conflict and goes on; the
/// diagnostic lists every constraint of the conflict in its printed form,
/// `card.width == 120 @required (label, Cards.swift:42)`.
public struct LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem this is.
  public enum Kind: Sendable, Hashable {
    /// Required constraints that cannot all hold.
    case conflict
    /// A constraint that could not be made: one from the result builder, or one of the
    /// engine's own built from a non-finite intrinsic size or default (the error is in
    /// `deactivated`).
    case invalidConstraint
    /// A container could not place a child (a grid cell outside the grid): the child is left
    /// unplaced and the rest of the layout goes on (the error is in `deactivated`).
    case invalidArrangement
  }

  /// What kind of problem this is.
  public var kind: Kind
  /// The printed form of the constraint the engine deactivated.
  public var deactivated: String
  /// The printed form of every constraint of the conflict, the deactivated one included.
  public var constraints: [String]

  /// A multi-line report: what happened, then the constraints, one per line.
  public var description: String {
    switch kind {
    case .invalidConstraint: return "invalid constraint: \(deactivated)"
    case .invalidArrangement: return "invalid arrangement: \(deactivated)"
    case .conflict: break
    }
    var lines = ["conflicting required constraints; deactivated \(deactivated)"]
    for constraint in constraints {
      lines.append("  \(constraint)")
    }
    return lines.joined(separator: "\n")
  }
}
