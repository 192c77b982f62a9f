import TrellisSolver

/// One attribute of a layout item: an edge, a centre, a size, a baseline or a margin.
public enum LayoutAttribute: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins

  /// The axis the attribute measures along.
  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      .vertical
    }
  }

  /// Whether the attribute is a size (width or height) rather than a position.
  public var isSize: Bool {
    self == .width || self == .height
  }

  /// Whether the attribute's meaning follows the layout direction (leading and trailing).
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// The edge or dimension the attribute refers to, margins and baselines aside
  /// (`topMargin` and `top` share `top`).
  var edge: LayoutAttribute {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: self
    }
  }

  /// Whether the attribute is an absolute horizontal position (left, right, a centre).
  var isAbsoluteHorizontalPosition: Bool {
    axis == .horizontal && !isSize && !isDirectional
  }

  /// The attribute's name, as SnapKit spells it.
  public var description: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .firstBaseline: "firstBaseline"
    case .lastBaseline: "lastBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    }
  }
}

extension LayoutItem {
  /// The attribute as a linear expression of the item's variables.
  ///
  /// Leading and trailing are written in mirrored coordinates for a right-to-left layout
  /// (`leading = −right`, `trailing = −left`), so that a constraint between directional
  /// attributes, its offsets and its relation all flip with the direction.
  ///
  /// - Parameters:
  ///   - attribute: The attribute.
  ///   - direction: The layout direction for leading and trailing.
  /// - Returns: The expression.
  func expression(for attribute: LayoutAttribute, direction: LayoutDirection) -> Expression {
    // Each case reads only the variables and margins it needs: no copy of all four variables
    // (four retains and releases) and no read of the margins for every attribute.
    switch attribute {
    case .left: return Expression(variables.x)
    case .right: return variables.x + variables.width
    case .top: return Expression(variables.y)
    case .bottom: return variables.y + variables.height
    case .width: return Expression(variables.width)
    case .height: return Expression(variables.height)
    case .centerX: return variables.x + variables.width * 0.5
    case .centerY: return variables.y + variables.height * 0.5
    case .leading:
      return direction == .leftToRight
        ? Expression(variables.x) : -(variables.x + variables.width)
    case .trailing:
      return direction == .leftToRight ? variables.x + variables.width : -Expression(variables.x)
    case .firstBaseline:
      let v = variables
      return baselineOffsets.first.map { v.y + $0 } ?? v.y + v.height
    case .lastBaseline:
      let v = variables
      return baselineOffsets.last.map { v.y + $0 } ?? v.y + v.height
    case .leftMargin: return variables.x + marginInsets.left
    case .rightMargin: return variables.x + variables.width - marginInsets.right
    case .topMargin: return variables.y + marginInsets.top
    case .bottomMargin: return variables.y + variables.height - marginInsets.bottom
    case .leadingMargin:
      let v = variables
      let margins = marginInsets
      return direction == .leftToRight
        ? v.x + margins.left : -(v.x + v.width - margins.right)
    case .trailingMargin:
      let v = variables
      let margins = marginInsets
      return direction == .leftToRight
        ? v.x + v.width - margins.right : -(v.x + margins.left)
    case .centerXWithinMargins:
      let margins = marginInsets
      return variables.x + variables.width * 0.5 + (margins.left - margins.right) * 0.5
    case .centerYWithinMargins:
      let margins = marginInsets
      return variables.y + variables.height * 0.5 + (margins.top - margins.bottom) * 0.5
    }
  }
}
