/// Counters a ``Solver`` keeps so tests can prove what an operation did and benchmarks can report
/// it.
///
/// They only grow, until ``Solver/reset()``.
public struct SolverStatistics: Hashable, Sendable, CustomStringConvertible {
  /// Constraints (edit variables included) added to the solver.
  public var constraintsAdded = 0
  /// Constraints (edit variables included) removed from the solver.
  public var constraintsRemoved = 0
  /// Basis changes: simplex pivots and the swaps that make a new or freed row part of the basis.
  public var pivots = 0
  /// Row residuals recomputed after values moved.
  public var rowsTouched = 0
  /// Basis changes kept as product-form etas (the factor grows; enough of them force a
  /// refactorization).
  public var etaUpdates = 0
  /// Basis changes applied to the factor in place, exactly and without an eta.
  public var inPlaceUpdates = 0
  /// Times the basis was factored anew.
  public var refactorizations = 0
  /// Solves that started from a fresh basis because many constraints arrived at once.
  public var crashes = 0
  /// Solves that ran the simplex (priced the basis), because something since the last solve
  /// may have left the point short of the optimum.
  public var simplexRuns = 0
  /// Pivots of the simplex that only swapped a variable's two tight bounds in its slot (its
  /// compression resistance for its hugging, say), made without a direction; also counted in
  /// ``pivots``.
  public var boundFlips = 0
  /// Violated required rows that took, all at once and with one factorization, the slots of
  /// tight required rows bounding the same variables from the same side (a measure pass that
  /// shortens every title of a list); also counted in ``pivots``.
  public var requiredSwaps = 0
  /// Pivots the simplex made from the list of improving releases its last pricing pass found,
  /// each checked against the current basis instead of pricing every slot again (every row of
  /// a list re-wrapping its title after a rotation); also counted in ``pivots``.
  public var batchPivots = 0

  /// Creates zeroed counters.
  public init() {}

  /// The counters on one line.
  public var description: String {
    "added \(constraintsAdded), removed \(constraintsRemoved), pivots \(pivots), "
      + "rows touched \(rowsTouched), refactorizations \(refactorizations), crashes \(crashes), "
      + "etas \(etaUpdates), in-place updates \(inPlaceUpdates), simplex runs \(simplexRuns), "
      + "bound flips \(boundFlips), required swaps \(requiredSwaps), "
      + "batch pivots \(batchPivots)"
  }
}
