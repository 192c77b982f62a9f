// Laying a tree out from any of its nodes.

extension Node {
  /// Lays out the node's tree in a root of the given size (see ``LayoutEngine/layout(in:)``).
  ///
  /// - Parameter size: The root's size.
  /// - Complexity: As ``LayoutEngine/layout(in:)``.
  public func layout(in size: Size) {
    engine.layout(in: size)
  }

  /// Lays out the node's tree again at its last size (see ``LayoutEngine/layout()``).
  ///
  /// - Complexity: As ``LayoutEngine/layout()``.
  public func layout() {
    engine.layout()
  }
}
