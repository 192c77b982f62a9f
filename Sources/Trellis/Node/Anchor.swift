/// A weak reference without Swift's weak-reference side table.
///
/// The object owns its anchor and clears it first thing in its `deinit`; anyone else holds the
/// anchor strongly and reads ``object``, which is `nil` once the object is being released — the
/// semantics of `weak`. A Swift `weak` reference gives its object a side table for good, and
/// every later retain and release of that object then goes through it; its every assignment and
/// read is side-table work with atomic operations. With the engine's records, container entries
/// and children's parents all weak, every node of a tree paid that on every walk (about half of
/// reading back 10,000 frames), and activating a constraint (whose engine was weak) paid it
/// three times. The layout engine has one; items have an ``ItemAnchor``, which also keeps their
/// variables.
class Anchor<Object: AnyObject> {
  /// The object, unretained, or `nil` once it is being released.
  private(set) var unretained: Unmanaged<Object>?

  /// The object, or `nil` once it is being released.
  var object: Object? {
    get { unretained?.takeUnretainedValue() }
    set { unretained = newValue.map { Unmanaged.passUnretained($0) } }
  }

  /// Whether the object is alive, read without retaining it.
  var isAlive: Bool {
    unretained != nil
  }

  /// The object's address, or `nil` once it is being released: its identity, read without
  /// retaining it.
  var address: UnsafeMutableRawPointer? {
    unretained?.toOpaque()
  }
}
