import Testing

@testable import Trellis

/// The engine keeps the measure functions of the measured items in frame order; these are the
/// cases where what it keeps must follow the nodes.
@Suite struct MeasuredOrderTests {
  /// A row under a 200-wide root: `label` fills it, 20 tall per 100 points of width.
  func makeTree() throws -> (root: Node, label: Node) {
    let root = Node("root")
    let label = Node("label")
    label.measure = { width in Size(width: width, height: 20 * (200 / max(width, 1))) }
    try root.addChild(label)
    try label.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview()
    }
    return (root, label)
  }

  @Test func aReplacedMeasureFunctionIsAskedAtTheSameWidth() throws {
    let (root, label) = try makeTree()
    root.layout(in: Size(width: 200, height: 300))
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 20))
    // Same width, new function: the next layout must ask the new one.
    label.measure = { width in Size(width: width, height: 55) }
    root.layout()
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 55))
    // And it keeps answering after a resize.
    root.layout(in: Size(width: 100, height: 300))
    #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 55))
    label.measure = { width in Size(width: width, height: 20 * (200 / max(width, 1))) }
    root.layout()
    #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test func aRemovedMeasureFunctionLeavesTheIntrinsicSize() throws {
    let (root, label) = try makeTree()
    root.layout(in: Size(width: 200, height: 300))
    label.measure = nil
    label.intrinsicContentSize = IntrinsicSize(height: 12)
    root.layout()
    #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 12))
  }

  /// The engine belongs to the root: a measure function it kept after its node let go of it
  /// would keep the tree alive through whatever the function captures.
  @Test func aReplacedFunctionThatCapturedTheRootDoesNotKeepTheTree() throws {
    weak var released: Node?
    do {
      let (root, label) = try makeTree()
      released = root
      label.measure = { width in Size(width: width, height: root.frame.height > 0 ? 10 : 20) }
      root.layout(in: Size(width: 200, height: 300))
      #expect(label.frame.height == 20)
      // Replaced, then removed, before any further layout.
      label.measure = { width in Size(width: width, height: 30) }
      let other = Node("other")
      try root.addChild(other)
      other.measure = { width in Size(width: width, height: root.frame.height) }
      root.layout()
      other.measure = nil
    }
    #expect(released == nil)
  }

  /// (Removing a measured item drops the kept order with its record.)
  @Test func aDetachedLabelThatCapturedTheRootDoesNotKeepTheTree() throws {
    weak var released: Node?
    weak var detached: Node?
    do {
      let (root, label) = try makeTree()
      released = root
      detached = label
      label.measure = { width in Size(width: width, height: root.frame.height > 0 ? 10 : 20) }
      root.layout(in: Size(width: 200, height: 300))
      label.removeFromParent()
    }
    #expect(released == nil)
    #expect(detached == nil)
  }
}
