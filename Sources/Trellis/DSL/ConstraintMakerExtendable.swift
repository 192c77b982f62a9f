/// A constraint chain that can take more attributes or a relation.
///
/// A value around the constraint being written, which `make.top` makes: the chain allocates no
/// object of its own (its relations: ``ConstraintMakerRelatable``).
public struct ConstraintMakerExtendable {
  /// The constraint being written: the attributes chained so far, and its relation once given.
  let constraint: LayoutConstraint

  init(_ constraint: LayoutConstraint) {
    self.constraint = constraint
  }

  /// Adds attributes, while the chain has no relation and its block is not over.
  private func extend(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
    if constraint.chain == .started {
      constraint.attributes.append(contentsOf: attributes)
    }
    return self
  }

  /// Adds the left edge to the constraint.
  public var left: ConstraintMakerExtendable { extend([.left]) }

  /// Adds the right edge to the constraint.
  public var right: ConstraintMakerExtendable { extend([.right]) }

  /// Adds the top edge to the constraint.
  public var top: ConstraintMakerExtendable { extend([.top]) }

  /// Adds the bottom edge to the constraint.
  public var bottom: ConstraintMakerExtendable { extend([.bottom]) }

  /// Adds the leading edge to the constraint.
  public var leading: ConstraintMakerExtendable { extend([.leading]) }

  /// Adds the trailing edge to the constraint.
  public var trailing: ConstraintMakerExtendable { extend([.trailing]) }

  /// Adds the width to the constraint.
  public var width: ConstraintMakerExtendable { extend([.width]) }

  /// Adds the height to the constraint.
  public var height: ConstraintMakerExtendable { extend([.height]) }

  /// Adds the horizontal centre to the constraint.
  public var centerX: ConstraintMakerExtendable { extend([.centerX]) }

  /// Adds the vertical centre to the constraint.
  public var centerY: ConstraintMakerExtendable { extend([.centerY]) }

  /// Adds the first baseline to the constraint.
  public var firstBaseline: ConstraintMakerExtendable { extend([.firstBaseline]) }

  /// Adds the last baseline to the constraint.
  public var lastBaseline: ConstraintMakerExtendable { extend([.lastBaseline]) }

  /// Adds the left margin to the constraint.
  public var leftMargin: ConstraintMakerExtendable { extend([.leftMargin]) }

  /// Adds the right margin to the constraint.
  public var rightMargin: ConstraintMakerExtendable { extend([.rightMargin]) }

  /// Adds the top margin to the constraint.
  public var topMargin: ConstraintMakerExtendable { extend([.topMargin]) }

  /// Adds the bottom margin to the constraint.
  public var bottomMargin: ConstraintMakerExtendable { extend([.bottomMargin]) }

  /// Adds the leading margin to the constraint.
  public var leadingMargin: ConstraintMakerExtendable { extend([.leadingMargin]) }

  /// Adds the trailing margin to the constraint.
  public var trailingMargin: ConstraintMakerExtendable { extend([.trailingMargin]) }

  /// Adds the horizontal centre within the margins to the constraint.
  public var centerXWithinMargins: ConstraintMakerExtendable { extend([.centerXWithinMargins]) }

  /// Adds the vertical centre within the margins to the constraint.
  public var centerYWithinMargins: ConstraintMakerExtendable { extend([.centerYWithinMargins]) }

  /// Adds top, left, bottom and right to the constraint.
  public var edges: ConstraintMakerExtendable { extend(LayoutAttribute.edges) }

  /// Adds left and right to the constraint.
  public var horizontalEdges: ConstraintMakerExtendable { extend([.left, .right]) }

  /// Adds top and bottom to the constraint.
  public var verticalEdges: ConstraintMakerExtendable { extend([.top, .bottom]) }

  /// Adds top, leading, bottom and trailing to the constraint.
  public var directionalEdges: ConstraintMakerExtendable {
    extend(LayoutAttribute.directionalEdges)
  }

  /// Adds leading and trailing to the constraint.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    extend([.leading, .trailing])
  }

  /// Adds width and height to the constraint.
  public var size: ConstraintMakerExtendable { extend([.width, .height]) }

  /// Adds both centres to the constraint.
  public var center: ConstraintMakerExtendable { extend([.centerX, .centerY]) }

  /// Adds the four margins to the constraint.
  public var margins: ConstraintMakerExtendable { extend(LayoutAttribute.margins) }

  /// Adds the four margins with leading and trailing to the constraint.
  public var directionalMargins: ConstraintMakerExtendable {
    extend(LayoutAttribute.directionalMargins)
  }

  /// Adds both centres within the margins to the constraint.
  public var centerWithinMargins: ConstraintMakerExtendable {
    extend([.centerXWithinMargins, .centerYWithinMargins])
  }
}
