/// The size a node's content wants, on either axis or both.
///
/// A node with an intrinsic width hugs it (`width <= intrinsic` at the node's hugging priority)
/// and resists compression below it (`width >= intrinsic` at its compression-resistance
/// priority); the same holds for the height.
public struct IntrinsicSize: Hashable, Sendable, CustomStringConvertible {
  /// The intrinsic width, or `nil` when the content has none.
  public var width: Double?
  /// The intrinsic height, or `nil` when the content has none.
  public var height: Double?

  /// Creates an intrinsic size.
  ///
  /// - Parameters:
  ///   - width: The intrinsic width, or `nil`.
  ///   - height: The intrinsic height, or `nil`.
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }

  /// No intrinsic size on either axis.
  public static let none = IntrinsicSize()

  /// The intrinsic extent along an axis.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The width or the height, or `nil`.
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// `w × h` with `-` for a missing axis.
  public var description: String {
    let width = self.width.map(GeometryFormat.number) ?? "-"
    let height = self.height.map(GeometryFormat.number) ?? "-"
    return "\(width) × \(height)"
  }
}
