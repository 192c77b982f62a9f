import Testing
import TrellisSolver

@testable import Trellis

/// An item's variables are made when first asked for, once, and keep their names.
@Suite struct LayoutItemTests {
  @Test func variablesAreMadeOnFirstUseAndKept() {
    let node = Node("card")
    #expect(!node.anchor.hasVariables)
    let first = node.variables
    #expect(node.anchor.hasVariables)
    let second = node.variables
    #expect(first.x === second.x && first.y === second.y)
    #expect(first.width === second.width && first.height === second.height)
    #expect(first.all.map(\.name) == ["card.x", "card.y", "card.width", "card.height"])
    #expect(Set(first.all).count == 4)
  }

  @Test func aLayoutMakesTheVariablesItConstrains() throws {
    let root = Node("root")
    let child = Node("child", intrinsicSize: IntrinsicSize(width: 30, height: 20))
    try root.addChild(child)
    #expect(!child.anchor.hasVariables)
    root.layout(in: Size(width: 100, height: 100))
    #expect(child.anchor.hasVariables)
    #expect(child.frame == Rect(x: 0, y: 0, width: 30, height: 20))
    // The engine's system names the same variables the node hands out.
    #expect(root.engine.dump().contains("child.width"))
    let width = child.variables.width
    #expect(child.variables.width === width)
  }
}
