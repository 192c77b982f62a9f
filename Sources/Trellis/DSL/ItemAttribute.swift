/// One or more attributes of a layout item, as a constraint target: `title.bottom`,
/// `card.edges`, `guide.size`.
public struct ItemAttribute {
  /// The item's anchor; weak, so targets never keep nodes alive.
  let anchor: ItemAnchor
  /// The item's name, kept for messages after the item is gone.
  let itemName: String
  /// The attributes, in order.
  public let attributes: [LayoutAttribute]

  /// The item, or `nil` once it is gone.
  var item: LayoutItem? { anchor.item }

  init(_ item: LayoutItem, _ attributes: [LayoutAttribute]) {
    self.anchor = item.anchor
    self.itemName = item.name
    self.attributes = attributes
  }
}

/// A weak reference to a layout item.
struct WeakItem {
  private let anchor: ItemAnchor?
  let name: String

  /// The item, or `nil` once it is gone.
  var item: LayoutItem? { anchor?.item }

  /// The item without retaining it, or `nil` once it is gone: for a read that ends while its
  /// tree holds it.
  var unretainedItem: Unmanaged<LayoutItem>? { anchor?.unretained }

  /// The address of the root of the item's tree, read without retaining the item; `nil` once
  /// the item is gone or when it is in no tree.
  var treeRootAddress: UnsafeMutableRawPointer? { anchor?.treeRootAddress }

  init(_ item: LayoutItem) {
    self.anchor = item.anchor
    self.name = item.name
  }

  init(name: String) {
    self.anchor = nil
    self.name = name
  }
}

extension LayoutItem {
  /// The left edge.
  public var left: ItemAttribute { ItemAttribute(self, [.left]) }
  /// The right edge.
  public var right: ItemAttribute { ItemAttribute(self, [.right]) }
  /// The top edge.
  public var top: ItemAttribute { ItemAttribute(self, [.top]) }
  /// The bottom edge.
  public var bottom: ItemAttribute { ItemAttribute(self, [.bottom]) }
  /// The leading edge (left in a left-to-right layout).
  public var leading: ItemAttribute { ItemAttribute(self, [.leading]) }
  /// The trailing edge (right in a left-to-right layout).
  public var trailing: ItemAttribute { ItemAttribute(self, [.trailing]) }
  /// The width.
  public var width: ItemAttribute { ItemAttribute(self, [.width]) }
  /// The height.
  public var height: ItemAttribute { ItemAttribute(self, [.height]) }
  /// The horizontal centre.
  public var centerX: ItemAttribute { ItemAttribute(self, [.centerX]) }
  /// The vertical centre.
  public var centerY: ItemAttribute { ItemAttribute(self, [.centerY]) }
  /// The first baseline.
  public var firstBaseline: ItemAttribute { ItemAttribute(self, [.firstBaseline]) }
  /// The last baseline.
  public var lastBaseline: ItemAttribute { ItemAttribute(self, [.lastBaseline]) }
  /// The left margin.
  public var leftMargin: ItemAttribute { ItemAttribute(self, [.leftMargin]) }
  /// The right margin.
  public var rightMargin: ItemAttribute { ItemAttribute(self, [.rightMargin]) }
  /// The top margin.
  public var topMargin: ItemAttribute { ItemAttribute(self, [.topMargin]) }
  /// The bottom margin.
  public var bottomMargin: ItemAttribute { ItemAttribute(self, [.bottomMargin]) }
  /// The leading margin.
  public var leadingMargin: ItemAttribute { ItemAttribute(self, [.leadingMargin]) }
  /// The trailing margin.
  public var trailingMargin: ItemAttribute { ItemAttribute(self, [.trailingMargin]) }
  /// The horizontal centre of the area within the margins.
  public var centerXWithinMargins: ItemAttribute { ItemAttribute(self, [.centerXWithinMargins]) }
  /// The vertical centre of the area within the margins.
  public var centerYWithinMargins: ItemAttribute { ItemAttribute(self, [.centerYWithinMargins]) }
  /// Top, left, bottom and right.
  public var edges: ItemAttribute { ItemAttribute(self, LayoutAttribute.edges) }
  /// Left and right.
  public var horizontalEdges: ItemAttribute { ItemAttribute(self, [.left, .right]) }
  /// Top and bottom.
  public var verticalEdges: ItemAttribute { ItemAttribute(self, [.top, .bottom]) }
  /// Top, leading, bottom and trailing.
  public var directionalEdges: ItemAttribute {
    ItemAttribute(self, LayoutAttribute.directionalEdges)
  }
  /// Leading and trailing.
  public var directionalHorizontalEdges: ItemAttribute {
    ItemAttribute(self, [.leading, .trailing])
  }
  /// Width and height.
  public var size: ItemAttribute { ItemAttribute(self, [.width, .height]) }
  /// Both centres.
  public var center: ItemAttribute { ItemAttribute(self, [.centerX, .centerY]) }
  /// The four margins.
  public var margins: ItemAttribute { ItemAttribute(self, LayoutAttribute.margins) }
  /// The four margins with leading and trailing.
  public var directionalMargins: ItemAttribute {
    ItemAttribute(self, LayoutAttribute.directionalMargins)
  }
  /// Both centres within the margins.
  public var centerWithinMargins: ItemAttribute {
    ItemAttribute(self, [.centerXWithinMargins, .centerYWithinMargins])
  }
}

extension LayoutAttribute {
  /// Top, left, bottom, right.
  static let edges: [LayoutAttribute] = [.top, .left, .bottom, .right]
  /// Top, leading, bottom, trailing.
  static let directionalEdges: [LayoutAttribute] = [.top, .leading, .bottom, .trailing]
  /// The margins, in the order of `edges`.
  static let margins: [LayoutAttribute] = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
  /// The directional margins, in the order of `directionalEdges`.
  static let directionalMargins: [LayoutAttribute] = [
    .topMargin, .leadingMargin, .bottomMargin, .trailingMargin,
  ]
}
