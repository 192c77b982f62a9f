/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Expressions are values: `Equatable` and `Hashable` compare them term by term. Terms on the same
/// variable are merged (first appearance keeps its place) and terms whose coefficient becomes zero
/// are dropped, so `x - x` is the constant `0`.
///
/// Build them with the arithmetic operators on ``Variable``, ``Expression`` and `Double`:
///
/// ```swift
/// let centre = (left + right) / 2
/// let gap = 2 * spacing + 8
/// ```
public struct Expression: Hashable, Sendable {
  /// The non-zero terms, one per variable, in order of first appearance.
  public private(set) var terms: [Term]
  /// The constant part.
  public private(set) var constant: Double

  /// Creates an expression from terms and a constant, merging terms on the same variable.
  ///
  /// - Parameters:
  ///   - terms: The products to sum; repeated variables are merged.
  ///   - constant: The constant part.
  /// - Complexity: O(*t*) expected, where *t* is the number of terms.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = []
    self.constant = constant
    append(contentsOf: terms, scaledBy: 1)
  }

  /// Creates an expression of terms that name distinct variables, kept as given (no merging),
  /// for a caller in this package that builds long sums (a stack's children's lengths).
  ///
  /// A repeated variable is not merged here; a solver merges the terms of a constraint's two
  /// sides by identity when it adds the constraint, so the row it holds is the same.
  ///
  /// - Parameters:
  ///   - terms: The terms, each variable once.
  ///   - constant: The constant part.
  /// - Complexity: O(1) (the list is taken over).
  package init(distinctTerms terms: [Term], constant: Double) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 × variable`.
  ///
  /// - Parameter variable: The variable.
  public init(_ variable: Variable) {
    self.terms = [Term(variable)]
    self.constant = 0
  }

  /// Creates a constant expression.
  ///
  /// - Parameter constant: The constant.
  public init(constant: Double) {
    self.terms = []
    self.constant = constant
  }

  /// The coefficient of `variable`, or `0` when the expression does not mention it.
  ///
  /// - Parameter variable: The variable to look up.
  /// - Returns: The merged coefficient of `variable`.
  /// - Complexity: O(*t*), where *t* is the number of terms.
  public func coefficient(of variable: Variable) -> Double {
    terms.first { $0.variable === variable }?.coefficient ?? 0
  }

  /// Whether every coefficient and the constant are finite.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// Adds `factor × other` to this expression.
  ///
  /// - Parameters:
  ///   - other: The expression to add.
  ///   - factor: The factor applied to `other` first.
  /// - Complexity: O(*t* × *u*) for *t* and *u* terms; expressions are short.
  public mutating func add(_ other: Expression, scaledBy factor: Double = 1) {
    constant += factor * other.constant
    // Added to a constant: `other`'s terms are merged already, so they are shared as they are.
    if terms.isEmpty, factor == 1 {
      terms = other.terms
      return
    }
    append(contentsOf: other.terms, scaledBy: factor)
  }

  /// Adds a number to the constant, in place (no copy of the terms).
  ///
  /// - Parameter value: The number to add.
  package mutating func addConstant(_ value: Double) {
    constant += value
  }

  /// Adds `coefficient × variable`, to the variable's term if there is one (which may then
  /// hold a zero coefficient until ``dropZeroTerms()``).
  ///
  /// - Complexity: O(*t*) for *t* terms.
  package mutating func addTerm(_ variable: Variable, coefficient: Double) {
    if let index = terms.firstIndex(where: { $0.variable === variable }) {
      terms[index].coefficient += coefficient
    } else {
      terms.append(Term(variable, coefficient: coefficient))
    }
  }

  /// Removes the terms whose coefficients cancelled, as every other way of making an expression
  /// does.
  ///
  /// - Complexity: O(*t*) for *t* terms.
  package mutating func dropZeroTerms() {
    if terms.contains(where: { $0.coefficient == 0 }) { terms.removeAll { $0.coefficient == 0 } }
  }

  /// Reserves room for `count` terms.
  package mutating func reserveTerms(_ count: Int) {
    terms.reserveCapacity(count)
  }

  /// Returns the sum of this expression and `factor × other`.
  ///
  /// - Parameters:
  ///   - other: The expression to add.
  ///   - factor: The factor applied to `other` first.
  /// - Returns: The combined expression.
  public func adding(_ other: Expression, scaledBy factor: Double = 1) -> Expression {
    var result = self
    result.add(other, scaledBy: factor)
    return result
  }

  /// Returns this expression with every coefficient and the constant multiplied by `factor`.
  ///
  /// - Parameter factor: The multiplier.
  /// - Returns: The scaled expression (the constant `0` when `factor` is zero).
  public func scaled(by factor: Double) -> Expression {
    Expression().adding(self, scaledBy: factor)
  }

  /// Returns this expression plus `coefficient × variable`, without making an expression of the
  /// variable first (the arithmetic operators on a variable and an expression).
  ///
  /// - Complexity: O(*t*), where *t* is the number of terms.
  func adding(_ variable: Variable, coefficient: Double) -> Expression {
    var result = self
    result.terms.reserveCapacity(terms.count + 1)
    result.addTerm(variable, coefficient: coefficient)
    result.dropZeroTerms()
    return result
  }

  /// The expression `coefficient × variable + constant`, made in one allocation (none for a
  /// zero coefficient).
  init(_ variable: Variable, coefficient: Double, constant: Double) {
    self.terms = coefficient == 0 ? [] : [Term(variable, coefficient: coefficient)]
    self.constant = constant
  }

  /// The expression `variable + factor × other`, made in one allocation.
  static func sum(_ variable: Variable, plus other: Expression, scaledBy factor: Double)
    -> Expression
  {
    var result = Expression(constant: factor * other.constant)
    result.terms.reserveCapacity(1 + other.terms.count)
    result.terms.append(Term(variable))
    merge(other.terms, scaledBy: factor, into: &result.terms)
    return result
  }

  /// The expression `first + coefficient × second`, made in one allocation.
  static func sum(_ first: Variable, _ second: Variable, coefficient: Double) -> Expression {
    guard first !== second else {
      return Expression(constant: 0).adding(first, coefficient: 1 + coefficient)
    }
    var terms: [Term] = []
    // Room for a third and fourth term (`a - b - c`, one of the commonest shapes) in the same
    // allocation.
    terms.reserveCapacity(4)
    terms.append(Term(first))
    if coefficient != 0 { terms.append(Term(second, coefficient: coefficient)) }
    var result = Expression(constant: 0)
    result.terms = terms
    return result
  }

  private mutating func append(contentsOf newTerms: [Term], scaledBy factor: Double) {
    // Nothing to merge (a constant added): the terms, possibly shared, stay as they are.
    guard !newTerms.isEmpty else { return }
    // One allocation for the copy (the terms are usually shared) and the growth together.
    terms.reserveCapacity(terms.count + newTerms.count)
    Self.merge(newTerms, scaledBy: factor, into: &terms)
  }

  /// Adds `factor × newTerms` to `terms`.
  ///
  /// A variable already there gets the sum of the coefficients, a new one is appended (in the
  /// order of `newTerms`), and zero coefficients are dropped. Expressions and the solver
  /// (merging a constraint's two sides by identity, without retaining the variables) share it.
  ///
  /// - Parameters:
  ///   - newTerms: The terms to add.
  ///   - factor: Their scale.
  ///   - terms: The terms added to.
  /// - Complexity: O(*t* · *n*) for *t* and *n* terms up to 16 together, O(*t* + *n*) expected
  ///   beyond.
  static func merge<Element: MergeableTerm>(
    _ newTerms: some Collection<Element>, scaledBy factor: Double, into terms: inout [Element]
  ) {
    if terms.count + newTerms.count <= Self.linearMergeLimit {
      for term in newTerms {
        let key = term.mergeKey
        if let index = terms.firstIndex(where: { $0.mergeKey == key }) {
          terms[index].coefficient += term.coefficient * factor
        } else {
          var copy = term
          copy.coefficient *= factor
          terms.append(copy)
        }
      }
    } else {
      var positions: [UInt: Int] = [:]
      for (index, term) in terms.enumerated() {
        positions[term.mergeKey] = index
      }
      for term in newTerms {
        let key = term.mergeKey
        if let index = positions[key] {
          terms[index].coefficient += term.coefficient * factor
        } else {
          positions[key] = terms.count
          var copy = term
          copy.coefficient *= factor
          terms.append(copy)
        }
      }
    }
    if terms.contains(where: { $0.coefficient == 0 }) {
      terms.removeAll { $0.coefficient == 0 }
    }
  }

  /// Above this many terms, merging looks variables up in a dictionary instead of scanning.
  private static let linearMergeLimit = 16
}

/// A term that ``Expression/merge(_:scaledBy:into:)`` can merge: a coefficient of a variable
/// known by its identity.
protocol MergeableTerm {
  /// The identity of the term's variable: its object's address.
  var mergeKey: UInt { get }
  /// The term's coefficient.
  var coefficient: Double { get set }
}

extension Term: MergeableTerm {
  /// The identity of the term's variable: its object's address.
  var mergeKey: UInt { UInt(bitPattern: ObjectIdentifier(variable)) }
}
