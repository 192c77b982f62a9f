@testable import Trellis

/// A root with named children, for tests.
func makeTree(_ size: Size = Size(width: 400, height: 300), children names: [String]) throws -> (
  root: Node, children: [Node]
) {
  let root = Node("root")
  let children = names.map { Node($0) }
  for child in children { try root.addChild(child) }
  root.engine.layout(in: size)
  return (root, children)
}
