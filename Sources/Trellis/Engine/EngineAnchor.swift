/// A weak reference to a layout engine without Swift's weak-reference side table.
///
/// The engine owns its anchor and clears it first thing in its `deinit`; an active constraint
/// holds the anchor strongly and reads ``engine``, which is `nil` once the engine is being
/// released — the semantics of `weak`. A Swift `weak` reference costs side-table work on every
/// assignment and an atomic retain and release on every read, and activating a constraint
/// assigned one and read it twice (as ``ItemAnchor`` does for items).
final class EngineAnchor {
  /// The engine, unretained, or `nil` once it is being released.
  private var reference: Unmanaged<LayoutEngine>?

  /// The engine, or `nil` once it is being released.
  var engine: LayoutEngine? {
    get { reference?.takeUnretainedValue() }
    set { reference = newValue.map { Unmanaged.passUnretained($0) } }
  }

  /// Whether the engine is alive, read without retaining it.
  var isAlive: Bool {
    reference != nil
  }
}
