import Testing
import TrellisSolver

@testable import Trellis

/// The properties a node keeps out of line read their defaults without an allocation, keep what
/// is set, and still tell the engine when they change.
@Suite struct NodeExtrasTests {
  @Test func aPlainNodeReadsTheDefaultsWithoutExtras() {
    let node = Node("plain")
    #expect(node.layoutDirection == nil)
    #expect(node.layoutMargins == EdgeInsets(all: 8))
    #expect(node.firstBaselineOffset == nil && node.lastBaselineOffset == nil)
    #expect(node.order == nil)
    #expect(node.defaultPosition == .zero && node.defaultSize == nil)
    #expect(node.margin == .zero)
    #expect(node.layoutGuides.isEmpty)
    #expect(node.pendingConstraintBlocks.isEmpty && node.pendingBuildErrors.isEmpty)
    // Setting a default again changes nothing, so it allocates nothing either.
    node.layoutMargins = EdgeInsets(all: 8)
    node.margin = .zero
    node.order = nil
    #expect(node.extrasStorage == nil)
  }

  @Test func setValuesAreKept() throws {
    let node = Node("styled")
    node.layoutDirection = .rightToLeft
    node.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    node.firstBaselineOffset = 12
    node.lastBaselineOffset = 30
    node.order = 2
    node.defaultPosition = Point(x: 5, y: 6)
    node.defaultSize = Size(width: 7, height: 8)
    node.margin = EdgeInsets(all: 3)
    let guide = LayoutGuide("guide")
    try node.addLayoutGuide(guide)
    #expect(node.extrasStorage != nil)
    #expect(node.layoutDirection == .rightToLeft)
    #expect(node.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(node.firstBaselineOffset == 12 && node.lastBaselineOffset == 30)
    #expect(node.order == 2)
    #expect(node.defaultPosition == Point(x: 5, y: 6))
    #expect(node.defaultSize == Size(width: 7, height: 8))
    #expect(node.margin == EdgeInsets(all: 3))
    #expect(node.layoutGuides.count == 1 && node.layoutGuides.first === guide)
    node.removeLayoutGuide(guide)
    #expect(node.layoutGuides.isEmpty)
    node.defaultSize = nil
    #expect(node.defaultSize == nil)
  }

  @Test func changesReachTheNextLayout() throws {
    // An unconstrained child sits at its default position with its default size; moving the
    // defaults after the first layout moves its frame at the next one.
    let root = Node("root")
    let child = Node("child")
    try root.addChild(child)
    child.defaultPosition = Point(x: 10, y: 20)
    child.defaultSize = Size(width: 30, height: 40)
    root.layout(in: Size(width: 200, height: 200))
    #expect(child.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    child.defaultPosition = Point(x: 50, y: 60)
    child.defaultSize = Size(width: 70, height: 80)
    root.layout()
    #expect(child.frame == Rect(x: 50, y: 60, width: 70, height: 80))

    // The margin attributes follow the layout margins.
    let inner = Node("inner")
    try root.addChild(inner)
    try inner.makeConstraints { make in
      make.leading.equalTo(root.leadingMargin)
      make.top.equalTo(root.topMargin)
      make.size.equalTo(10)
    }
    root.layout()
    #expect(inner.frame == Rect(x: 8, y: 8, width: 10, height: 10))
    root.layoutMargins = EdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
    root.layout()
    #expect(inner.frame == Rect(x: 16, y: 4, width: 10, height: 10))
  }
}
