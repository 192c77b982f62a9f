/// How strongly a constraint asks to be satisfied: a number in (0, 1000].
///
/// Every distinct value is its own level, and levels are strict: the solver never gives up any
/// part of a constraint at a higher level for any number of constraints at lower levels, as
/// Auto Layout documents. Within one level it minimises the sum of the violations
/// `|lhs − rhs|` as written (for `<=` and `>=`, only the part on the wrong side).
///
/// ```swift
/// let preferred = Priority.high
/// let justAbove: Priority = 751
/// ```
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible
{
  /// The priority as a number.
  public var rawValue: Double

  /// Creates a priority; values outside (0, 1000] are rejected when the priority is used.
  ///
  /// - Parameter rawValue: The priority as a number.
  public init(rawValue: Double) {
    self.rawValue = rawValue
  }

  /// Creates a priority.
  ///
  /// - Parameter value: The priority as a number.
  public init(_ value: Double) {
    self.rawValue = value
  }

  /// Creates a priority from an integer literal.
  ///
  /// - Parameter value: The priority as a number.
  public init(integerLiteral value: Int) {
    self.rawValue = Double(value)
  }

  /// Creates a priority from a floating-point literal.
  ///
  /// - Parameter value: The priority as a number.
  public init(floatLiteral value: Double) {
    self.rawValue = value
  }

  /// 1000: the constraint must hold; adding one that cannot is an error.
  public static let required = Priority(1000)
  /// 750.
  public static let high = Priority(750)
  /// 500.
  public static let medium = Priority(500)
  /// 250.
  public static let low = Priority(250)
  /// 50: the level Auto Layout uses when it fits a view to its content.
  public static let fittingSize = Priority(50)

  /// Whether the priority is `required` (1000).
  public var isRequired: Bool {
    rawValue == 1000
  }

  /// Whether the priority lies in (0, 1000].
  public var isValid: Bool {
    rawValue > 0 && rawValue <= 1000
  }

  /// Orders priorities by their numbers.
  ///
  /// - Parameters:
  ///   - lhs: A priority.
  ///   - rhs: Another priority.
  /// - Returns: `true` when `lhs` is weaker than `rhs`.
  public static func < (lhs: Priority, rhs: Priority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Returns the priority moved up by an amount, as in `.high + 1`.
  ///
  /// The amount is a `Priority` so that a bare literal sum such as `1 + x` on `Double`s never
  /// becomes ambiguous.
  ///
  /// - Parameters:
  ///   - lhs: The priority.
  ///   - rhs: The amount to add.
  /// - Returns: The moved priority.
  public static func + (lhs: Priority, rhs: Priority) -> Priority {
    Priority(lhs.rawValue + rhs.rawValue)
  }

  /// Returns the priority moved down by an amount, as in `.required - 1`.
  ///
  /// - Parameters:
  ///   - lhs: The priority.
  ///   - rhs: The amount to subtract.
  /// - Returns: The moved priority.
  public static func - (lhs: Priority, rhs: Priority) -> Priority {
    Priority(lhs.rawValue - rhs.rawValue)
  }

  /// The name of a standard priority (`required`, `high`, `medium`, `low`, `fittingSize`), or the
  /// number as the text format writes it.
  public var description: String {
    switch rawValue {
    case 1000: "required"
    case 750: "high"
    case 500: "medium"
    case 250: "low"
    case 50: "fittingSize"
    default: NumberFormatting.exact(rawValue)
    }
  }
}
