import Testing
import TrellisSolver

@testable import Trellis

@Suite struct ItemRecordTests {
  @Test func anUnplacedNodeTakesItsIntrinsicSizeThroughEveryChange() throws {
    let (root, nodes) = try makeTree(children: ["badge"])
    defer { withExtendedLifetime(root) {} }
    let badge = nodes[0]
    badge.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 40, height: 20))
    let before = root.engine.statistics
    badge.intrinsicContentSize = IntrinsicSize(width: 60, height: 30)
    root.layout()
    #expect(badge.frame == Rect(x: 0, y: 0, width: 60, height: 30))
    // In place: nothing added or removed.
    #expect(root.engine.statistics.constraintsAdded == before.constraintsAdded)
    #expect(root.engine.statistics.constraintsRemoved == before.constraintsRemoved)
  }

  @Test func hugAndResistanceBelowTheFallbackLeaveTheFallbackInCharge() throws {
    let (root, nodes) = try makeTree(children: ["faint"])
    defer { withExtendedLifetime(root) {} }
    let faint = nodes[0]
    for axis in Axis.allCases {
      faint.setContentHuggingPriority(Priority(0.0005), for: axis)
      faint.setContentCompressionResistancePriority(Priority(0.0005), for: axis)
    }
    faint.intrinsicContentSize = IntrinsicSize(width: 40, height: 20)
    root.layout()
    #expect(faint.frame.size == Size(width: 40, height: 20))
    // The fallback (0.001) outranks hugging and resistance here, so it must follow the change.
    faint.intrinsicContentSize = IntrinsicSize(width: 10, height: 12)
    root.layout()
    #expect(faint.frame.size == Size(width: 10, height: 12))
    // Held by nothing stronger than the engine's fallback: reported as ambiguous.
    #expect(faint.hasAmbiguousLayout)
  }
}
