import TrellisSolver

// Ambiguity, the tree as text, and the text-format dump.

extension LayoutEngine {
  /// Whether an item's frame depends on the engine's fallback constraints: on a copy of the
  /// solver, moving each fallback's target to the item's current value ± 1 moves the frame.
  /// (A point either way from where the item is: an undetermined value follows the weakest
  /// pull, wherever the interval of equally good values lies.)
  ///
  /// - Complexity: Eight incremental solves on a copy of the solver.
  func isAmbiguous(_ item: LayoutItem) -> Bool {
    sync()
    solver.solve()
    guard let record = records[ObjectIdentifier(item)] else { return false }
    var probe = solver
    let variables = item.variables.all + (item.frameParent?.variables.all.prefix(2) ?? [])
    func frame(_ solver: inout Solver) -> [Double] {
      let values = solver.values(of: variables)
      guard values.count == 6 else { return values }
      return [values[0] - values[4], values[1] - values[5], values[2], values[3]]
    }
    let base = frame(&probe)
    // A derived placement is its container's frame moved in by constants: never ambiguous.
    let key = ObjectIdentifier(item)
    let derived = [
      derivedPlacements.derives(key, on: .horizontal),
      derivedPlacements.derives(key, on: .vertical),
    ]
    // So is a position a derived chain writes: the end of the child before, plus a constant.
    let chained = derivedChainAxis(of: item).map { $0 == .horizontal ? 0 : 1 }
    for index in 0..<min(4, base.count) where !derived[index % 2] && index != chained {
      // A variable its container fixes has no fallback: a probe at the weakest fallbacks'
      // priority stands in (added as the engine's fallbacks are, a soft row), below the
      // container's pull to its content, which holds the container already.
      let isProbe = record.fallback[index] == nil
      let added =
        isProbe
        ? probe.addSoftRow(
          variables[index], 1, variables.count == 6 && index < 2 ? variables[4 + index] : nil, -1,
          relation: .equal, constant: base[index],
          priority: LayoutEngine.placementFallbackPriority)
        : record.fallback[index]
      guard let row = added, let constant = probe.constant(of: row) else { continue }
      // A weighted length fallback (a stack's last child) holds `weight × length`.
      let weight = index >= 2 && !isProbe ? record.intrinsicWeights[index - 2] : 1
      for delta in [1.0, -1.0] {
        probe.updateConstant(of: row, to: (base[index] + delta) * weight)
        let moved = frame(&probe)
        probe.updateConstant(of: row, to: constant)
        if zip(base, moved).contains(where: { abs($0 - $1) > 1e-6 }) { return true }
      }
      if isProbe { probe.remove(row) }
    }
    return false
  }

  /// The whole system of the tree in the text format of `trellis-solve`: every constraint (the
  /// DSL's, the containers' and the engine's own, with current constants and priorities), node
  /// names sanitised to identifiers.
  ///
  /// Replaying it gives the same values.
  ///
  /// - Returns: The script.
  public func dump() -> String {
    sync()
    // Whole items are named uniquely (`card`, `card_2`), then their variables after them.
    var identifiers = IdentifierNames()
    var names: [Variable: String] = [:]
    for case let item? in orderedRecords.map(\.item) {
      let name = identifiers.unique(item.name)
      let v = item.variables
      names[v.x] = "\(name).x"
      names[v.y] = "\(name).y"
      names[v.width] = "\(name).width"
      names[v.height] = "\(name).height"
    }
    // Derived placements are written as the rows they stand for.
    return "# Trellis layout of '\(root?.name ?? "?")'\n"
      + solverWithDerivedRows().dump(naming: names)
  }

  /// The tree with every node's frame, one line per node, two spaces of indent per depth;
  /// hidden nodes and ambiguous frames are marked.
  ///
  /// - Returns: The text.
  public func debugTree() -> String {
    guard let root else { return "" }
    var lines: [String] = []
    func visit(_ node: Node, _ depth: Int) {
      var line =
        String(repeating: "  ", count: depth) + "\(node.name) \(FrameText.format(node.frame))"
      if node.isHidden { line += " hidden" }
      if isAmbiguous(node) { line += " AMBIGUOUS" }
      lines.append(line)
      for child in node.children { visit(child, depth + 1) }
    }
    visit(root, 0)
    return lines.joined(separator: "\n") + "\n"
  }
}

extension LayoutItem {
  /// Whether the constraints leave the item's frame undetermined, so only the engine's
  /// fallbacks hold it (UIKit's `hasAmbiguousLayout`).
  public var hasAmbiguousLayout: Bool {
    guard let node = treeNode else { return false }
    return node.engine.isAmbiguous(self)
  }
}

/// Unique, sanitised names for items in a dump: clashes get `_2`, `_3`.
struct IdentifierNames {
  private var used: Set<String> = []

  mutating func unique(_ name: String) -> String {
    let base = Identifier.sanitized(name, fallback: "node").replacing(".", with: "_")
    var candidate = base
    var suffix = 2
    while used.contains(candidate) {
      candidate = "\(base)_\(suffix)"
      suffix += 1
    }
    used.insert(candidate)
    return candidate
  }
}
