/// What a constraint's first attributes are related to.
enum ConstraintTarget {
  /// Another item's attributes (`nil`: the same attributes as the first item's).
  case item(WeakItem, [LayoutAttribute]?)
  /// The first item's parent, resolved when the constraint is made.
  case superview
  /// A number: a size, or an offset from the superview for a position.
  case number(Double)
  /// A size for `width`/`height`.
  case size(Size)
  /// An offset from the superview per axis for positions.
  case point(Point)
  /// Insets from the superview's edges.
  case insets(EdgeInsets)
  /// Insets from the superview's edges that follow the layout direction.
  case directionalInsets(DirectionalEdgeInsets)

  /// Whether the target gives the constant itself (no item to multiply or offset from).
  var isConstant: Bool {
    switch self {
    case .item, .superview: false
    case .number, .size, .point, .insets, .directionalInsets: true
    }
  }

  /// Whether every number in the target is finite.
  var isFinite: Bool {
    switch self {
    case .item, .superview: true
    case .number(let value): value.isFinite
    case .size(let size): size.width.isFinite && size.height.isFinite
    case .point(let point): point.x.isFinite && point.y.isFinite
    case .insets(let insets): insets.isFinite
    case .directionalInsets(let insets):
      insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite
        && insets.trailing.isFinite
    }
  }
}

/// How offsets and insets turn into a constraint's constant.
enum ConstantModifier {
  case none
  case offset(Double)
  case insets(EdgeInsets)
  case directionalInsets(DirectionalEdgeInsets)

  var isFinite: Bool {
    switch self {
    case .none: true
    case .offset(let value): value.isFinite
    case .insets(let insets): insets.isFinite
    case .directionalInsets(let insets):
      insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite
        && insets.trailing.isFinite
    }
  }
}

extension EdgeInsets {
  var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }

  /// The constant insets give an attribute (SnapKit's and Masonry's sign rules): positive inward
  /// from left and top, negated for right and bottom; sizes shrink by both sides; centres move by
  /// half the difference.
  ///
  /// Leading and trailing are in mirrored coordinates for a right-to-left layout, so they take the
  /// left or right inset as the direction says.
  func constant(for attribute: LayoutAttribute, direction: LayoutDirection) -> Double {
    let leadingInset = direction == .leftToRight ? left : right
    let trailingInset = direction == .leftToRight ? right : left
    switch attribute {
    case .left, .leftMargin: return left
    case .top, .topMargin, .firstBaseline: return top
    case .right, .rightMargin: return -right
    case .bottom, .bottomMargin, .lastBaseline: return -bottom
    case .leading, .leadingMargin: return leadingInset
    case .trailing, .trailingMargin: return -trailingInset
    case .centerX, .centerXWithinMargins: return (left - right) / 2
    case .centerY, .centerYWithinMargins: return (top - bottom) / 2
    case .width: return -(left + right)
    case .height: return -(top + bottom)
    }
  }
}
