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
  ///
  /// The chain is handed on (consumed), not copied: no retain and release of the constraint
  /// per attribute chained; the same for the properties below.
  private consuming func extend(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable {
    if constraint.chain == .started {
      constraint.attributes.append(contentsOf: attributes)
    }
    return self
  }

  /// Adds the left edge to the constraint.
  public var left: ConstraintMakerExtendable {
    consuming get { extend([.left]) }
  }

  /// Adds the right edge to the constraint.
  public var right: ConstraintMakerExtendable {
    consuming get { extend([.right]) }
  }

  /// Adds the top edge to the constraint.
  public var top: ConstraintMakerExtendable {
    consuming get { extend([.top]) }
  }

  /// Adds the bottom edge to the constraint.
  public var bottom: ConstraintMakerExtendable {
    consuming get { extend([.bottom]) }
  }

  /// Adds the leading edge to the constraint.
  public var leading: ConstraintMakerExtendable {
    consuming get { extend([.leading]) }
  }

  /// Adds the trailing edge to the constraint.
  public var trailing: ConstraintMakerExtendable {
    consuming get { extend([.trailing]) }
  }

  /// Adds the width to the constraint.
  public var width: ConstraintMakerExtendable {
    consuming get { extend([.width]) }
  }

  /// Adds the height to the constraint.
  public var height: ConstraintMakerExtendable {
    consuming get { extend([.height]) }
  }

  /// Adds the horizontal centre to the constraint.
  public var centerX: ConstraintMakerExtendable {
    consuming get { extend([.centerX]) }
  }

  /// Adds the vertical centre to the constraint.
  public var centerY: ConstraintMakerExtendable {
    consuming get { extend([.centerY]) }
  }

  /// Adds the first baseline to the constraint.
  public var firstBaseline: ConstraintMakerExtendable {
    consuming get { extend([.firstBaseline]) }
  }

  /// Adds the last baseline to the constraint.
  public var lastBaseline: ConstraintMakerExtendable {
    consuming get { extend([.lastBaseline]) }
  }

  /// Adds the left margin to the constraint.
  public var leftMargin: ConstraintMakerExtendable {
    consuming get { extend([.leftMargin]) }
  }

  /// Adds the right margin to the constraint.
  public var rightMargin: ConstraintMakerExtendable {
    consuming get { extend([.rightMargin]) }
  }

  /// Adds the top margin to the constraint.
  public var topMargin: ConstraintMakerExtendable {
    consuming get { extend([.topMargin]) }
  }

  /// Adds the bottom margin to the constraint.
  public var bottomMargin: ConstraintMakerExtendable {
    consuming get { extend([.bottomMargin]) }
  }

  /// Adds the leading margin to the constraint.
  public var leadingMargin: ConstraintMakerExtendable {
    consuming get { extend([.leadingMargin]) }
  }

  /// Adds the trailing margin to the constraint.
  public var trailingMargin: ConstraintMakerExtendable {
    consuming get { extend([.trailingMargin]) }
  }

  /// Adds the horizontal centre within the margins to the constraint.
  public var centerXWithinMargins: ConstraintMakerExtendable {
    consuming get { extend([.centerXWithinMargins]) }
  }

  /// Adds the vertical centre within the margins to the constraint.
  public var centerYWithinMargins: ConstraintMakerExtendable {
    consuming get { extend([.centerYWithinMargins]) }
  }

  /// Adds top, left, bottom and right to the constraint.
  public var edges: ConstraintMakerExtendable {
    consuming get { extend(LayoutAttribute.edges) }
  }

  /// Adds left and right to the constraint.
  public var horizontalEdges: ConstraintMakerExtendable {
    consuming get { extend([.left, .right]) }
  }

  /// Adds top and bottom to the constraint.
  public var verticalEdges: ConstraintMakerExtendable {
    consuming get { extend([.top, .bottom]) }
  }

  /// Adds top, leading, bottom and trailing to the constraint.
  public var directionalEdges: ConstraintMakerExtendable {
    consuming get { extend(LayoutAttribute.directionalEdges) }
  }

  /// Adds leading and trailing to the constraint.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    consuming get { extend([.leading, .trailing]) }
  }

  /// Adds width and height to the constraint.
  public var size: ConstraintMakerExtendable {
    consuming get { extend([.width, .height]) }
  }

  /// Adds both centres to the constraint.
  public var center: ConstraintMakerExtendable {
    consuming get { extend([.centerX, .centerY]) }
  }

  /// Adds the four margins to the constraint.
  public var margins: ConstraintMakerExtendable {
    consuming get { extend(LayoutAttribute.margins) }
  }

  /// Adds the four margins with leading and trailing to the constraint.
  public var directionalMargins: ConstraintMakerExtendable {
    consuming get { extend(LayoutAttribute.directionalMargins) }
  }

  /// Adds both centres within the margins to the constraint.
  public var centerWithinMargins: ConstraintMakerExtendable {
    consuming get { extend([.centerXWithinMargins, .centerYWithinMargins]) }
  }
}
