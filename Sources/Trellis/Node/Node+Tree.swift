// Building and changing the tree. Structural errors are thrown before anything changes.

/// What changed on a node, so the engine updates only what depends on it.
enum NodeChange {
  case visibility, intrinsicSize, direction, geometryConstants, children, defaults
  /// A property a container reads from its children (cell, margin, order) or from itself.
  case arrangement
  /// The weights a parent stack gave the node's intrinsic-size constraints.
  case intrinsicWeight
  /// The variables the node's container fixes (its fallbacks follow).
  case placement
}

extension Node {
  /// The root of the node's tree.
  public var root: Node {
    unretainedRoot.takeUnretainedValue()
  }

  /// Whether `ancestor` is this node or one of its ancestors.
  ///
  /// - Parameter ancestor: A node.
  /// - Returns: `true` when `ancestor` lies on the path from this node to the root.
  public func isDescendant(of ancestor: Node) -> Bool {
    // Walked without retaining and releasing each node on the way, as `unretainedRoot` is.
    let target = Unmanaged.passUnretained(ancestor).toOpaque()
    var node = Unmanaged.passUnretained(self)
    while true {
      if node.toOpaque() == target { return true }
      guard let parent = node._withUnsafeGuaranteedRef({ $0.unretainedParent }) else {
        return false
      }
      node = parent
    }
  }

  /// The node and all its descendants, parents before children.
  ///
  /// To read every node without building the array, use ``forEachInSubtree(_:)``.
  ///
  /// - Complexity: O(size of the subtree). The root of a tree laid out since its last change
  ///   of children reads the order its engine kept instead of walking the tree.
  public var subtree: [Node] {
    if parent == nil, let nodes = engineStorage?.subtreeNodes {
      var result: [Node] = []
      result.reserveCapacity(nodes.count + 1)
      result.append(self)
      result.append(contentsOf: nodes)
      return result
    }
    var result: [Node] = []
    walkSubtree { node, _ in result.append(node) }
    return result
  }

  /// Calls `body` with the node and each of its descendants in the order of ``subtree``,
  /// without building an array.
  ///
  /// To read every frame of a tree, ``forEachFrame(_:)`` is cheaper.
  ///
  /// The nodes visited are those of the subtree when the walk starts; `body` may change the
  /// tree (a node it removes is still visited, and a node it adds is not).
  ///
  /// - Parameter body: Called once per node, parents before children.
  /// - Throws: What `body` throws; the walk stops there.
  /// - Complexity: O(size of the subtree). The root of a tree laid out since its last change
  ///   of children visits the order its engine kept, allocating nothing.
  @inlinable
  public func forEachInSubtree(_ body: (Node) throws -> Void) rethrows {
    if parent == nil, let nodes = engineStorage?.subtreeNodes {
      try body(self)
      for node in nodes { try body(node) }
      return
    }
    for node in subtree { try body(node) }
  }

  /// Calls `body` with the node and each of its descendants in the order of ``subtree``, each
  /// with its ``LayoutItem/frame``: the cheap way to read every frame of a large tree.
  ///
  /// The root of a tree laid out since its last change of children reads the frames where its
  /// engine writes them, one buffer in order, without loading each node: at 10,000 nodes that
  /// load misses the processor's caches for most of them. Any other node reads each frame
  /// through its node, as ``forEachInSubtree(_:)`` would. Each frame is the one the node
  /// reports when it is visited, whatever `body` does to the tree.
  ///
  /// - Parameter body: Called once per node, parents before children, with its frame.
  /// - Throws: What `body` throws; the walk stops there.
  /// - Complexity: O(size of the subtree).
  @inlinable
  public func forEachFrame(_ body: (_ node: Node, _ frame: Rect) throws -> Void) rethrows {
    guard parent == nil, let engine = engineStorage, let nodes = engine.subtreeNodes,
      let store = engine.frameStore(alignedWith: nodes.count)
    else {
      try forEachInSubtree { node in try body(node, node.frame) }
      return
    }
    let slots = engine.subtreeFrameSlots
    try withExtendedLifetime(store) {
      let frames = store.frames
      try body(self, frames[0])
      for index in nodes.indices {
        let node = nodes[index]
        // A layout in `body` that registered the tree again moved every frame to a new store.
        guard engine.frameStore === store else {
          try body(node, node.frame)
          continue
        }
        try body(node, frames[slots.map { Int($0[index + 1]) } ?? index + 1])
      }
    }
  }

  /// Visits the node and its descendants in the order of ``subtree``, each with the position
  /// of its parent among the visits (−1 for this node).
  ///
  /// - Complexity: O(size of the subtree).
  func walkSubtree(_ visit: (_ node: Node, _ parent: Int) -> Void) {
    var stack: [(node: Node, parent: Int)] = [(self, -1)]
    var visits = 0
    while let (node, parent) = stack.popLast() {
      visit(node, parent)
      // Pushed last to first, so the first child is visited next (no reversed copy).
      let children = node.children
      var index = children.count
      while index > 0 {
        index -= 1
        stack.append((children[index], visits))
      }
      visits += 1
    }
  }

  /// Appends a child.
  ///
  /// - Parameter child: A node without a parent, not this node nor one of its ancestors.
  /// - Throws: ``LayoutError/alreadyHasParent(child:parent:)`` or ``LayoutError/cycle(child:parent:)``.
  /// - Complexity: O(depth) plus moving the child tree's constraints into this tree's engine.
  public func addChild(_ child: Node) throws(LayoutError) {
    try insertChild(child, at: children.count)
  }

  /// Inserts a child at an index.
  ///
  /// The child's tree joins this one: its constraints move into this tree's engine.
  ///
  /// - Parameters:
  ///   - child: A node without a parent, not this node nor one of its ancestors.
  ///   - index: A position in `0 ... children.count`.
  /// - Throws: ``LayoutError/alreadyHasParent(child:parent:)``, ``LayoutError/cycle(child:parent:)``
  ///   or ``LayoutError/indexOutOfRange(parent:index:count:)``.
  /// - Complexity: O(depth) plus moving the child tree's constraints.
  public func insertChild(_ child: Node, at index: Int) throws(LayoutError) {
    if let current = child.parent {
      throw .alreadyHasParent(child: child.name, parent: current.name)
    }
    guard !isDescendant(of: child) else { throw .cycle(child: child.name, parent: name) }
    guard index >= 0, index <= children.count else {
      throw .indexOutOfRange(parent: name, index: index, count: children.count)
    }
    let childEngine = child.engineStorage
    child.engineStorage = nil
    // Appending (the common case) skips the general insertion's range replacement.
    if index == children.count {
      children.append(child)
    } else {
      children.insert(child, at: index)
    }
    child.parent = self
    if let childEngine {
      engine.absorb(childEngine, subtree: child)
    } else {
      existingEngine?.subtreeAttached(child)
    }
    noteChange(.children)
    child.runPendingConstraintBlocks()
  }

  /// Runs the result builder's constraint blocks in the subtree that can run now (every node
  /// they name is in this tree), so a block never outlives the attach that made it valid; the
  /// others wait for a later attach or the first layout, which reports their errors.
  ///
  /// - Complexity: O(size of the subtree) plus the blocks run.
  func runPendingConstraintBlocks() {
    // A leaf without blocks (most attaches) needs no walk.
    if children.isEmpty, pendingConstraintBlocks.isEmpty { return }
    for node in subtree where !node.pendingConstraintBlocks.isEmpty {
      var waiting: [PendingConstraintBlock] = []
      for block in node.pendingConstraintBlocks {
        do {
          try node.makeConstraints(block.body)
        } catch {
          waiting.append(block)
        }
      }
      node.pendingConstraintBlocks = waiting
    }
  }

  /// Removes the node from its parent; it becomes the root of its own tree.
  ///
  /// As in UIKit, constraints between the node's subtree and the rest of the old tree are
  /// removed; constraints inside the subtree move with it.
  ///
  /// - Complexity: O(size of the subtree) plus the constraints that move.
  public func removeFromParent() {
    guard let parent else { return }
    let moving = root.engineStorage?.subtreeWillDetach(self) ?? []
    if let index = parent.children.firstIndex(where: { $0 === self }) {
      parent.children.remove(at: index)
    }
    self.parent = nil
    parent.noteChange(.children)
    if !moving.isEmpty {
      let engine = self.engine
      for constraint in moving { try? engine.activateReporting(constraint) }
    }
  }

  /// Moves a child to another index.
  ///
  /// - Parameters:
  ///   - source: The child's current index.
  ///   - destination: Its new index, in `0 ..< children.count`.
  /// - Throws: ``LayoutError/indexOutOfRange(parent:index:count:)``.
  public func moveChild(from source: Int, to destination: Int) throws(LayoutError) {
    guard children.indices.contains(source) else {
      throw .indexOutOfRange(parent: name, index: source, count: children.count)
    }
    guard children.indices.contains(destination) else {
      throw .indexOutOfRange(parent: name, index: destination, count: children.count)
    }
    guard source != destination else { return }
    let child = children.remove(at: source)
    children.insert(child, at: destination)
    noteChange(.children)
  }

  /// The engine of the node's tree, created by the root when first needed.
  public var engine: LayoutEngine {
    let root = unretainedRoot
    if let engine = root._withUnsafeGuaranteedRef({ $0.engineStorage }) { return engine }
    let engine = LayoutEngine(root: root.takeUnretainedValue())
    root._withUnsafeGuaranteedRef { $0.engineStorage = engine }
    return engine
  }

  /// The tree's engine if it exists.
  var existingEngine: LayoutEngine? {
    unretainedRoot._withUnsafeGuaranteedRef { $0.engineStorage }
  }

  /// Tells the tree's engine that something it depends on changed.
  func noteChange(_ change: NodeChange) {
    existingEngine?.invalidate(self, change)
  }

  /// Tells the engine that what a container arranges changed: a container's own property, or
  /// a property its parent container reads from this node.
  func noteArrangementChange() {
    existingEngine?.invalidate(self, .arrangement)
  }

  /// Tells the engine that something changed on this node and every descendant.
  func noteSubtreeChange(_ change: NodeChange) {
    guard let engine = existingEngine else { return }
    for node in subtree { engine.invalidate(node, change) }
  }
}
