/// How the two sides of a ``Constraint`` compare.
public enum Relation: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// `lhs == rhs`.
  case equal
  /// `lhs <= rhs`.
  case lessThanOrEqual
  /// `lhs >= rhs`.
  case greaterThanOrEqual

  /// The operator as the text format writes it: `==`, `<=` or `>=`.
  public var description: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}
