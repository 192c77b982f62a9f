/// One product `coefficient × variable` of a linear ``Expression``.
public struct Term: Hashable, Sendable {
  /// The variable the term multiplies.
  public var variable: Variable
  /// The factor applied to the variable.
  public var coefficient: Double

  /// Creates a term.
  ///
  /// - Parameters:
  ///   - variable: The variable the term multiplies.
  ///   - coefficient: The factor applied to the variable.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}
