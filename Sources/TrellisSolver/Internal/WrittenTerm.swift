// The terms of a constraint being added, read without retaining their variables.

/// A term of the constraint being added, its variable unretained.
///
/// The variable object is not retained unless the solver has not seen it (a retain is an atomic
/// write to the object); a claiming solver reads its claim (``Variable/claim``), any other
/// solver does not visit it. The constraint being added keeps its variables alive.
///
/// Laid out as ``Term`` (a reference, then a `Double`), so that an expression's terms are read
/// as written terms straight from their storage (`WrittenTermTests` checks the layout).
struct WrittenTerm: MergeableTerm {
  /// The variable, unretained.
  var variable: Unmanaged<Variable>
  /// The coefficient.
  var coefficient: Double

  /// The identity of the variable: its object's address.
  var mergeKey: UInt { UInt(bitPattern: variable.toOpaque()) }

  /// Calls `body` with an expression's terms seen as written terms in their own storage: no
  /// copy, and no retain per variable.
  ///
  /// - Parameters:
  ///   - expression: An expression kept alive by the caller.
  ///   - body: Reads the terms, in order; the buffer must not escape.
  /// - Returns: What `body` returns.
  /// - Complexity: O(1) plus `body`.
  static func withTerms<Result>(
    of expression: Expression, _ body: (UnsafeBufferPointer<WrittenTerm>) -> Result
  ) -> Result {
    expression.terms.withUnsafeBufferPointer { terms in
      terms.withMemoryRebound(to: WrittenTerm.self, body)
    }
  }
}
