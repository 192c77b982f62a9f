/// Distances inward from the four edges of a rectangle, in UIEdgeInsets order.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - left: The inset from the left edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - right: The inset from the right edge.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  ///
  /// - Parameter value: The inset.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// No insets.
  public static let zero = EdgeInsets()

  /// `[top, left, bottom, right]`.
  public var description: String {
    "[\(GeometryFormat.number(top)), \(GeometryFormat.number(left)), "
      + "\(GeometryFormat.number(bottom)), \(GeometryFormat.number(right))]"
  }
}

/// Insets whose horizontal edges follow the layout direction: leading is left in a
/// left-to-right layout and right in a right-to-left one.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge.
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge.
  public var trailing: Double

  /// Creates directional insets.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - leading: The inset from the leading edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - trailing: The inset from the trailing edge.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = DirectionalEdgeInsets()

  /// The insets with leading and trailing resolved for a layout direction.
  ///
  /// - Parameter direction: The layout direction.
  /// - Returns: Left is leading in a left-to-right layout, trailing in a right-to-left one.
  public func resolved(for direction: LayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }

  /// `[top, leading, bottom, trailing]`.
  public var description: String {
    "[\(GeometryFormat.number(top)), \(GeometryFormat.number(leading)), "
      + "\(GeometryFormat.number(bottom)), \(GeometryFormat.number(trailing))]"
  }
}
