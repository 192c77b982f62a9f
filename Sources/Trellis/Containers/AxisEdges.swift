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
