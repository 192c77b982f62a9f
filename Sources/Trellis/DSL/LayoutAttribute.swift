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
  /// Adds the attribute, as a linear expression of the item's variables scaled by `factor`, to
  /// `expression`: its terms merge with those already there, and its constant is returned
  /// unscaled (the caller decides where it goes).
  ///
  /// Leading and trailing are written in mirrored coordinates for a right-to-left layout
  /// (`leading = −right`, `trailing = −left`), so that a constraint between directional
  /// attributes, its offsets and its relation all flip with the direction.
  ///
  /// Written into the caller's expression, both sides of a constraint share one list of terms,
  /// and no expression is made for a side only to be merged into another.
  ///
  /// - Parameters:
  ///   - attribute: The attribute.
  ///   - direction: The layout direction for leading and trailing.
  ///   - factor: The scale of the attribute's terms.
  ///   - expression: The expression the terms are added to.
  /// - Returns: The attribute's constant (a margin or a baseline offset), not scaled.
  func addTerms(
    of attribute: LayoutAttribute, direction: LayoutDirection, scaledBy factor: Double,
    to expression: inout Expression
  ) -> Double {
    // Each case reads only the variables and margins it needs: no copy of all four variables
    // (four retains and releases) and no read of the margins for every attribute.
    switch attribute {
    case .left:
      expression.addTerm(variables.x, coefficient: factor)
    case .right:
      expression.addTerm(variables.x, coefficient: factor)
      expression.addTerm(variables.width, coefficient: factor)
    case .top:
      expression.addTerm(variables.y, coefficient: factor)
    case .bottom:
      expression.addTerm(variables.y, coefficient: factor)
      expression.addTerm(variables.height, coefficient: factor)
    case .width:
      expression.addTerm(variables.width, coefficient: factor)
    case .height:
      expression.addTerm(variables.height, coefficient: factor)
    case .centerX:
      expression.addTerm(variables.x, coefficient: factor)
      expression.addTerm(variables.width, coefficient: factor * 0.5)
    case .centerY:
      expression.addTerm(variables.y, coefficient: factor)
      expression.addTerm(variables.height, coefficient: factor * 0.5)
    case .leading:
      addHorizontalEdge(leading: true, direction: direction, factor: factor, to: &expression)
    case .trailing:
      addHorizontalEdge(leading: false, direction: direction, factor: factor, to: &expression)
    case .firstBaseline, .lastBaseline:
      let offset = attribute == .firstBaseline ? baselineOffsets.first : baselineOffsets.last
      expression.addTerm(variables.y, coefficient: factor)
      guard let offset else {
        expression.addTerm(variables.height, coefficient: factor)
        return 0
      }
      return offset
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      // Its edge moved in by the margin, with an inset's signs (`x + left`, `x + width −
      // right`, mirrored `−(x + width − right)`, `centre + (left − right) / 2`).
      _ = addTerms(of: attribute.edge, direction: direction, scaledBy: factor, to: &expression)
      return marginInsets.constant(for: attribute, direction: direction)
    }
    return 0
  }

  /// Adds the terms of the leading edge (`x`, mirrored `−(x + width)`) or the trailing edge
  /// (`x + width`, mirrored `−x`), scaled by `factor`.
  private func addHorizontalEdge(
    leading: Bool, direction: LayoutDirection, factor: Double, to expression: inout Expression
  ) {
    let mirrored = direction != .leftToRight
    let sign = mirrored ? -factor : factor
    expression.addTerm(variables.x, coefficient: sign)
    // The width counts at the trailing edge, which mirrored is the leading one.
    if leading == mirrored { expression.addTerm(variables.width, coefficient: sign) }
  }
}
