/// What a layout changed: each node's frame before and after, and the frames in between, as
/// `UIView.animate { layoutIfNeeded() }` would show them.
///
/// ```swift
/// entry.isHidden = false
/// let transition = root.engine.layoutWithTransition()
/// for t in [0, 0.5, 1] { print(transition.frames(at: t)) }
/// ```
///
/// A node that appears (new to the tree, or shown) starts at its final frame; one that
/// disappears (hidden) stays at its old frame. Frames are parent-relative, as ``Node/frame``.
public struct LayoutTransition {
  /// One node's frames before and after.
  public struct Change {
    /// The node.
    public let node: Node
    /// The frame before the layout.
    public let from: Rect
    /// The frame after the layout.
    public let to: Rect
    /// Whether the node was not laid out (new, or hidden) before.
    public let isAppearing: Bool
    /// Whether the node is hidden after.
    public let isDisappearing: Bool

    /// The frame at `t` (0 … 1, clamped), linearly between `from` and `to`.
    ///
    /// - Parameter t: The progress.
    /// - Returns: The frame.
    public func frame(at t: Double) -> Rect {
      from.interpolated(to: to, at: t)
    }
  }

  /// Every node of the tree that was visible before or after, in tree order.
  public let changes: [Change]

  /// The nodes whose frames moved.
  public var moved: [Change] {
    changes.filter { $0.from != $0.to }
  }

  /// Every node's frame at `t` (0 … 1), in tree order.
  ///
  /// - Parameter t: The progress.
  /// - Returns: The nodes and their frames.
  /// - Complexity: O(nodes).
  public func frames(at t: Double) -> [(node: Node, frame: Rect)] {
    changes.map { ($0.node, $0.frame(at: t)) }
  }
}

extension Rect {
  /// The rectangle `t` of the way from this one to `other` (0 … 1, clamped), edge by edge.
  ///
  /// - Parameters:
  ///   - other: The end.
  ///   - t: The progress.
  /// - Returns: The rectangle in between.
  public func interpolated(to other: Rect, at t: Double) -> Rect {
    let t = t.isFinite ? min(max(t, 0), 1) : 0
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    return Rect(
      x: mix(minX, other.minX), y: mix(minY, other.minY), width: mix(width, other.width),
      height: mix(height, other.height))
  }
}

extension LayoutEngine {
  /// Lays the tree out, like ``layout(in:)`` or ``layout()``, and returns what moved.
  ///
  /// - Parameter size: The root's new size, or `nil` for the last one.
  /// - Returns: Each node's frame before and after.
  /// - Complexity: The layout's, plus O(nodes).
  public func layoutWithTransition(in size: Size? = nil) -> LayoutTransition {
    guard let root else { return LayoutTransition(changes: []) }
    var before: [ObjectIdentifier: (frame: Rect, shown: Bool)] = [:]
    for node in root.subtree {
      let key = ObjectIdentifier(node)
      before[key] = (node.frame, records[key]?.wasShown ?? false)
    }
    if let size { layout(in: size) } else { layout() }
    var changes: [LayoutTransition.Change] = []
    for node in root.subtree {
      let old = before[ObjectIdentifier(node)]
      let wasShown = old?.shown ?? false
      guard wasShown || !node.isHidden else { continue }
      let to = node.isHidden ? (old?.frame ?? node.frame) : node.frame
      let from = wasShown ? (old?.frame ?? to) : to
      changes.append(
        LayoutTransition.Change(
          node: node, from: from, to: to, isAppearing: !wasShown, isDisappearing: node.isHidden))
    }
    return LayoutTransition(changes: changes)
  }
}
