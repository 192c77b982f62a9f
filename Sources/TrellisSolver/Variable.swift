/// An unknown of a linear constraint system, identified by the object itself.
///
/// Two variables with the same name are still two variables: identity, not the name, is what a
/// ``Solver`` and an ``Expression`` compare. A variable holds no value of its own; ask the solver
/// that constrains it with ``Solver/value(of:)``.
///
/// ```swift
/// let left = Variable("left")
/// let width = Variable("width")
/// let right = left + width
/// ```
public final class Variable: Hashable, Sendable, CustomStringConvertible {
  /// The name used when the variable is printed (in errors, descriptions and text-format dumps).
  public let name: String

  /// Creates a variable.
  ///
  /// - Parameter name: A name for printing; it need not be unique.
  public init(_ name: String = "") {
    self.name = name
  }

  /// Returns whether both operands are the same variable object.
  ///
  /// - Parameters:
  ///   - lhs: A variable.
  ///   - rhs: Another variable.
  /// - Returns: `true` when `lhs` and `rhs` are the same object.
  public static func == (lhs: Variable, rhs: Variable) -> Bool {
    lhs === rhs
  }

  /// Hashes the variable's identity.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The variable's name, or `_` when it has none.
  public var description: String {
    name.isEmpty ? "_" : name
  }
}
