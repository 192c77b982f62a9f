/// The frames of a tree's items, in frame order, in one buffer the items read their frames from.
///
/// The frame write stores each frame that changed here, in order, instead of in its item: the
/// items are objects scattered in memory, and at 10,000 nodes storing into each was a cache miss
/// that took a third of a resize. Each item registered with the engine holds the store and points
/// at its own slot (``LayoutItem/frame`` reads it); the engine makes a new store whenever it
/// registers the tree again, so a store never changes size and a slot never moves. An item that
/// leaves the tree copies its frame out before the store can be replaced.
@usableFromInline
final class FrameStore {
  /// The frames, ``count`` of them.
  @usableFromInline let frames: UnsafeMutablePointer<Rect>
  /// The number of frames.
  @usableFromInline let count: Int

  /// A store of `count` frames, each zero until written.
  ///
  /// - Complexity: O(`count`).
  init(count: Int) {
    self.count = max(count, 0)
    frames = .allocate(capacity: max(count, 1))
    frames.initialize(repeating: .zero, count: self.count)
  }

  deinit {
    frames.deinitialize(count: count)
    frames.deallocate()
  }
}
