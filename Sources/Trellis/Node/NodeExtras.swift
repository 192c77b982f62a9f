/// The properties of a ``Node`` that most nodes leave at their defaults, kept out of line.
///
/// A node allocates its extras the first time one of these is set to something other than its
/// default; until then it reads the defaults without an allocation. This keeps a plain node
/// small (408 bytes instead of 584): a tree's nodes then sit on fewer memory pages, and
/// reading every frame of a 10,000-node tree after a layout, which touches every node, waits
/// on fewer page walks.
///
/// Only the node touches its extras, never while calling out to a caller's code, so the stored
/// properties skip the dynamic exclusivity check as the node's own do.
final class NodeExtras {
  /// See ``Node/layoutDirection``.
  @exclusivity(unchecked) var layoutDirection: LayoutDirection?
  /// See ``Node/layoutMargins``.
  @exclusivity(unchecked) var layoutMargins = NodeExtras.defaultLayoutMargins
  /// See ``Node/firstBaselineOffset``.
  @exclusivity(unchecked) var firstBaselineOffset: Double?
  /// See ``Node/lastBaselineOffset``.
  @exclusivity(unchecked) var lastBaselineOffset: Double?
  /// See ``Node/order``.
  @exclusivity(unchecked) var order: Double?
  /// See ``Node/defaultPosition``.
  @exclusivity(unchecked) var defaultPosition: Point = .zero
  /// See ``Node/defaultSize``.
  @exclusivity(unchecked) var defaultSize: Size?
  /// See ``Node/margin``.
  @exclusivity(unchecked) var margin: EdgeInsets = .zero
  /// See ``Node/layoutGuides``.
  @exclusivity(unchecked) var layoutGuides: [LayoutGuide] = []
  /// See ``Node/pendingConstraintBlocks``.
  @exclusivity(unchecked) var pendingConstraintBlocks: [PendingConstraintBlock] = []
  /// See ``Node/pendingBuildErrors``.
  @exclusivity(unchecked) var pendingBuildErrors: [LayoutError] = []

  /// The layout margins of a node that set none: 8 on every side, as in UIKit.
  static let defaultLayoutMargins = EdgeInsets(all: 8)
}
