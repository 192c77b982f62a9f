/// A rectangle: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle.
  ///
  /// - Parameters:
  ///   - origin: The top-left corner.
  ///   - size: The extent.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width.
  ///   - height: The height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// `(x, y, w, h)`, as frames print in snapshots and `debugTree()`.
  public var description: String {
    "(\(GeometryFormat.number(origin.x)), \(GeometryFormat.number(origin.y)), "
      + "\(GeometryFormat.number(size.width)), \(GeometryFormat.number(size.height)))"
  }
}

extension Rect {
  /// The rectangle moved by `origin`: from a parent's coordinates to those its parent's
  /// origin is in.
  func offset(by origin: Point) -> Rect {
    Rect(
      x: origin.x + self.origin.x, y: origin.y + self.origin.y, width: size.width,
      height: size.height)
  }
}
