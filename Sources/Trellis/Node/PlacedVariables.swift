/// Which of a node's variables its container fixes by required equalities in terms of the
/// container's own geometry (a filled stack or grid cell fixes its child's position and length
/// across the axis; a stack fixes a shown child's start along its axis through the chain of
/// gaps from its own start).
///
/// The engine holds such a variable with no fallback: the fallback could only pull on the
/// container, whose own fallbacks and content-fitting constraint already hold it (and, along
/// a stack, on the lengths of the children before it, which their own fallbacks and intrinsic
/// sizes already hold).
struct PlacedVariables: OptionSet, Equatable {
  let rawValue: UInt8

  static let x = PlacedVariables(rawValue: 1)
  static let y = PlacedVariables(rawValue: 2)
  static let width = PlacedVariables(rawValue: 4)
  static let height = PlacedVariables(rawValue: 8)
  /// All four: a filled grid cell.
  static let all: PlacedVariables = [.x, .y, .width, .height]

  /// The position variable of an axis.
  static func position(_ axis: Axis) -> PlacedVariables {
    axis == .horizontal ? .x : .y
  }

  /// The length variable of an axis.
  static func length(_ axis: Axis) -> PlacedVariables {
    axis == .horizontal ? .width : .height
  }

  /// Whether the fallback at `index` (x, y, width, height) is held by the container instead.
  func contains(fallback index: Int) -> Bool {
    rawValue & (1 << UInt8(index)) != 0
  }
}
