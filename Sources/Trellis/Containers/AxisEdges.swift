import TrellisSolver

/// The edges of items along one axis, in flow order: `start` is where an arrangement begins
/// (left, or right when the axis runs right to left; top, or bottom when it runs bottom to top)
/// and `sign` is +1 when positions grow in flow order, −1 when they shrink.
///
/// Containers write every constraint through it, so one formula serves both axes and both
/// layout directions.
struct AxisEdges {
  /// The axis.
  let axis: Axis
  /// Whether the axis runs against its coordinates (right to left, bottom to top).
  let isFlipped: Bool

  /// +1 when positions grow in flow order, −1 when they shrink.
  var sign: Double { isFlipped ? -1 : 1 }

  /// The item's first edge in flow order.
  func start(_ v: ItemVariables) -> Expression {
    switch axis {
    case .horizontal: isFlipped ? v.x + v.width : Expression(v.x)
    case .vertical: isFlipped ? v.y + v.height : Expression(v.y)
    }
  }

  /// The item's last edge in flow order.
  func end(_ v: ItemVariables) -> Expression {
    switch axis {
    case .horizontal: isFlipped ? Expression(v.x) : v.x + v.width
    case .vertical: isFlipped ? Expression(v.y) : v.y + v.height
    }
  }

  /// The terms of `start(next) − end(previous)`, in the order that expression has them, with
  /// the variables unretained: `next.position − previous.position − previous.length`, or, when
  /// the axis is flipped, `next.position + next.length − previous.position`.
  ///
  /// For a row added without expressions (a soft gap): the same terms as the constraint
  /// `start(next) .== end(previous) + …` would give the solver, in the same order.
  func gapTerms(
    next: ItemAnchor.UnretainedVariables, previous: ItemAnchor.UnretainedVariables
  ) -> (GapTerm, GapTerm, GapTerm) {
    let (nextPosition, nextLength, previousPosition, previousLength) =
      axis == .horizontal
      ? (next.x, next.width, previous.x, previous.width)
      : (next.y, next.height, previous.y, previous.height)
    // Three values, not a list: one gap per item of a chain, and a list would be allocated.
    let start: GapTerm = (nextPosition, 1)
    let previousStart: GapTerm = (previousPosition, -1)
    if isFlipped { return (start, (nextLength, 1), previousStart) }
    return (start, previousStart, (previousLength, -1))
  }

  /// A term of ``gapTerms(next:previous:)``: a variable, unretained, and its coefficient.
  typealias GapTerm = (variable: Unmanaged<Variable>, coefficient: Double)

  /// The item's centre along the axis.
  func center(_ v: ItemVariables) -> Expression {
    axis == .horizontal ? v.x + 0.5 * Expression(v.width) : v.y + 0.5 * Expression(v.height)
  }

  /// The item's length along the axis.
  func length(_ v: ItemVariables) -> Variable {
    axis == .horizontal ? v.width : v.height
  }

  /// The insets at the start and the end, from physical insets.
  func insets(_ insets: EdgeInsets) -> (start: Double, end: Double) {
    switch axis {
    case .horizontal: isFlipped ? (insets.right, insets.left) : (insets.left, insets.right)
    case .vertical: isFlipped ? (insets.bottom, insets.top) : (insets.top, insets.bottom)
    }
  }
}
