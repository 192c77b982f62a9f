import Synchronization

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
  public var name: String {
    suffix == .none ? base : "\(base).\(suffix.text)"
  }
  /// The name, or its part before the suffix.
  private let base: String
  /// The part of the name after a dot, joined only when the name is read.
  private let suffix: Suffix
  /// The column of the first claiming solver (a layout engine's) that registered the variable,
  /// or −1 before any did.
  ///
  /// That solver finds the variable's column here instead of in its identity table (whose
  /// slots, scattered over a table larger than the cache, missed it once per lookup in a large
  /// build). Set once, atomically, and never changed: any other solver checks a claim against
  /// its own columns and uses its identity table where the claim is not its own (see
  /// `SolverCore.column(ofAddress:)`). Four bytes, so a variable still takes 48 bytes.
  let claim = Atomic<Int32>(-1)

  /// The suffixes a variable keeps apart from its base name, as one byte: an item's four
  /// variables (one per node attribute) name their attribute.
  ///
  /// A byte instead of a `StaticString` (17 bytes) makes a variable 33 bytes, which the
  /// allocator rounds to 48 instead of 64: a tree's variables take a quarter less memory.
  package enum Suffix: UInt8, CaseIterable, Sendable {
    /// No suffix: the name is the base.
    case none
    /// `x`.
    case x
    /// `y`.
    case y
    /// `width`.
    case width
    /// `height`.
    case height

    /// The suffix as written after the dot.
    var text: String {
      switch self {
      case .none: ""
      case .x: "x"
      case .y: "y"
      case .width: "width"
      case .height: "height"
      }
    }
  }

  /// Creates a variable.
  ///
  /// - Parameter name: A name for printing; it need not be unique.
  public init(_ name: String = "") {
    self.base = name
    self.suffix = .none
  }

  /// Creates a variable named `base.suffix` (`base` alone for an empty suffix).
  ///
  /// The suffixes of an item's attributes (`x`, `y`, `width`, `height`) are joined only when the
  /// name is read; any other is joined here.
  ///
  /// - Parameters:
  ///   - base: The name before the dot (`card`).
  ///   - suffix: The name after the dot (`width`).
  public init(_ base: String, suffix: StaticString) {
    let text = suffix.description
    if let known = Suffix.allCases.first(where: { $0.text == text }) {
      self.base = base
      self.suffix = known
    } else {
      self.base = "\(base).\(text)"
      self.suffix = .none
    }
  }

  /// Creates a variable named `base.suffix`, joining the two only when the name is read (an
  /// item's four variables are made for every node in a tree; their names are read only when
  /// printed).
  ///
  /// - Parameters:
  ///   - base: The name before the dot (`card`).
  ///   - suffix: The name after the dot.
  package init(_ base: String, suffix: Suffix) {
    self.base = base
    self.suffix = suffix
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
