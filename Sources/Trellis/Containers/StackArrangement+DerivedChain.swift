import TrellisSolver

// A stack whose chain along the axis is derived: instead of the lead, one gap per pair of
// visible children and the tail (a required row and a new position variable per child), the
// solver holds the sum `length(stack) = Σ length(child) + spacing + insets`, and the frame
// write places the visible children one after another from the stack's start. The sum is held
// in blocks of `chainBlockSize` children — a row `sum(block) = Σ length(visible child of the
// block)` each, and `length(stack) = Σ sum(block) + spacing + insets` — so that hiding or
// showing a child makes one block's row anew and changes the last row's constant in place.
//
// The two systems have the same solutions: summing the lead, the gaps and the tail gives the
// length row, and the children's positions appear in no other row, so each follows from the one
// before. They also fail alike: while no other required row mentions the stack's length, the
// length row can always hold by moving the length alone, so it never takes part in a conflict —
// and neither would the chain's rows, which cannot cancel a variable they alone mention. The
// derivation therefore needs the length free of other required rows and the positions free of
// every other row; the moment a row would break that (a DSL constraint on a child's position or
// on the stack's length, another container's required row on the length, a child or guide of a
// child, a child the chain cannot place), the stack makes the chain's rows, with the activation
// sequences reserved for them where rows would have been added, and keeps them until its next
// rebuild.

/// Where the frame write finds a derived chain's stack and children.
struct ChainFrames {
  /// The stack's index in the frame order, or −1 while unknown.
  var stack = -1
  /// Each child's index in the frame order (−1 while unknown), in chain order.
  var items: [Int32] = []
  /// Whether each child is shown (in the chain).
  var shown: [Bool] = []
  /// The spacing after each child.
  var spacings: [Double] = []
  /// The coordinate along the axis: 0 for x (a horizontal stack), 1 for y.
  var axis = 1
  /// The inset before the first child.
  var startInset = 0.0

  /// The spacings between the shown children, added up.
  ///
  /// - Complexity: O(children).
  var spacingBetweenShown: Double {
    var total = 0.0
    var pending = 0.0
    for index in items.indices where shown[index] {
      total += pending
      pending = spacings[index]
    }
    return total
  }

  /// Writes each shown child's position along the axis into solved values laid out as the
  /// frame write reads them (x, y, width, height per item in frame order): the stack's start
  /// moved in by the inset for the first, and the end of the one before plus its spacing for
  /// the others.
  ///
  /// - Complexity: O(children).
  func patch(_ values: inout [Double]) {
    guard stack >= 0 else { return }
    values.withUnsafeMutableBufferPointer { values in
      let count = values.count / 4
      guard stack < count else { return }
      var position = values[4 * stack + axis] + startInset
      for index in items.indices where shown[index] {
        let item = Int(items[index])
        guard item >= 0, item < count else { continue }
        values[4 * item + axis] = position
        position += values[4 * item + 2 + axis] + spacings[index]
      }
    }
  }
}

extension StackArrangement {
  /// Derives the chain when the stack allows it (see the top of this file), after a rebuild.
  ///
  /// - Complexity: O(children), plus the rows listed for the stack's length.
  func startDerivedChain(_ stack: StackPanel, engine: LayoutEngine) {
    guard engine.derivesPlacements, distribution == .fill, !along.isFlipped,
      stack.parent != nil, let s = stackVariables,
      !engine.readSolverInPlace({ $0.hasRequiredConstraint(mentioning: along.length(s)) }),
      !engine.dslConstraintMentions([along.length(s)], of: stack)
    else { return }
    for child in stack.children where !engine.chainAdmits(child, along: along.axis) {
      return
    }
    derivesChain = true
    blocksAreStale = true
    chainFrames = ChainFrames()
    chainFrames.axis = along.axis == .horizontal ? 0 : 1
    chainFrames.startInset = alongInsets.start
    engine.registerDerivedChain(self, stack: stack, length: along.length(s))
  }

  /// Brings a derived chain up to date with the visible children: their own rows as they leave
  /// or join, the sequences of the rows the chain stands for, the blocks' rows and the length
  /// row.
  ///
  /// - Complexity: O(children) when they came, went or moved (the blocks are made anew); for a
  ///   child hidden or shown, its block's row made anew (O(``chainBlockSize``)), the length
  ///   row's constant moved in place and O(children) comparisons and additions of plain values.
  func updateDerivedChain(stack: StackPanel, engine: LayoutEngine) {
    var changed = false
    var touched: [Int32] = []
    chainNeedsRows = false
    var makers = makers(stack: stack, engine: engine, reserved: false)
    // The rows are not made: their activation sequences are taken where they would have been.
    makers.gap = { _, next in
      next.gapSequence = engine.nextSequence()
      changed = true
      return InlineFirstList()
    }
    makers.lead = { [unowned self] _ in
      chainSequences.lead = engine.nextSequence()
      changed = true
      return []
    }
    makers.tail = { [unowned self] _ in
      chainSequences.tail = engine.nextSequence()
      changed = true
      return []
    }
    let joined = makers.joined
    makers.joined = { [unowned self] entry in
      joined(entry)
      changed = true
      touched.append(entry.chainPosition)
      if let node = entry.node, !engine.chainAdmits(node, along: along.axis) {
        chainNeedsRows = true
      }
    }
    let left = makers.left
    makers.left = { entry in
      left(entry)
      changed = true
      touched.append(entry.chainPosition)
      // Its position is a variable of the solver's again (its fallback holds it).
      engine.notePositionsMoved(of: entry.nodeID)
    }
    chain.update(toIncluded: entries, where: { $0.isShown }, engine: engine, makers: makers)
    if chainNeedsRows {
      makeChainRows(in: engine)
      return
    }
    // Children that moved keep the chain as it was but not their places in the blocks.
    if changed || blocksAreStale {
      engine.isAddingChainSums = true
      if blocksAreStale || touched.contains(where: { $0 < 0 || Int($0) >= entries.count }) {
        makeBlocks(stack: stack, engine: engine)
      } else {
        // Only visibility changed: the shown flags, and the rows of the blocks concerned.
        for position in touched {
          chainFrames.shown[Int(position)] = entries[Int(position)].isShown
        }
        for block in Set(touched.map { Int($0) / Self.chainBlockSize }) {
          makeBlockRow(block, engine: engine)
        }
      }
      updateLengthRow(engine: engine)
      engine.isAddingChainSums = false
    }
    // A chain derived outside a registration (a rebuild) finds its children in the frame
    // order now; one derived during a registration, once the order is made.
    if chainFrames.stack < 0, !engine.isRegistering,
      let index = engine.records[ObjectIdentifier(stack)]?.order
    {
      refreshChainFrames(stackIndex: index, engine: engine)
    }
  }

  /// The number of children whose lengths one block of a derived chain sums.
  static let chainBlockSize = 64

  /// Makes every block's row and the length row anew (the children came, went or moved).
  ///
  /// - Complexity: O(children).
  private func makeBlocks(stack: StackPanel, engine: LayoutEngine) {
    removeChainSums(in: engine)
    let count = (entries.count + Self.chainBlockSize - 1) / Self.chainBlockSize
    while blockSums.count < count {
      blockSums.append(Variable("\(stack.name).block\(blockSums.count)"))
    }
    for (position, entry) in entries.enumerated() { entry.chainPosition = Int32(position) }
    blockRows = Array(repeating: nil, count: count)
    for block in 0..<count { makeBlockRow(block, engine: engine) }
    blocksAreStale = false
    layOutChainFrames(stack: stack)
  }

  /// Makes a block's row anew: its sum is the lengths of its visible children.
  ///
  /// - Complexity: O(``chainBlockSize``).
  private func makeBlockRow(_ block: Int, engine: LayoutEngine) {
    if let row = blockRows[block] { engine.removeArranged(CollectionOfOne(row)) }
    let start = block * Self.chainBlockSize
    let end = min(entries.count, start + Self.chainBlockSize)
    var terms = [Term(blockSums[block])]
    for entry in entries[start..<end] where entry.isShown {
      terms.append(Term(along.length(entry.variables), coefficient: -1))
    }
    let row = Expression(distinctTerms: terms, constant: 0) .== 0
    blockRows[block] = row
    _ = engine.addArranged(row, note: notes.length, sequence: chainSequences.lead)
  }

  /// Makes the length row when the blocks are new, else moves its constant (the spacings and
  /// insets) in place; with no visible child there is none (nor are there chain rows).
  ///
  /// - Complexity: O(visible children) to sum the spacings, plus O(blocks) for a new row.
  private func updateLengthRow(engine: LayoutEngine) {
    guard let s = stackVariables else { return }
    guard !chain.entries.isEmpty else {
      if let row = lengthRow { engine.removeArranged(CollectionOfOne(row)) }
      lengthRow = nil
      return
    }
    let constant = alongInsets.start + alongInsets.end + chainFrames.spacingBetweenShown
    if let row = lengthRow {
      engine.updateSystemConstant(row, to: constant)
      return
    }
    var terms = [Term(along.length(s))]
    for sum in blockSums.prefix(blockRows.count) { terms.append(Term(sum, coefficient: -1)) }
    let row = Expression(distinctTerms: terms, constant: 0) .== constant
    lengthRow = row
    _ = engine.addArranged(row, note: notes.length, sequence: chainSequences.lead)
  }

  /// The rows that hold a derived chain's sums: the blocks' and the length's.
  var chainSums: [Constraint] {
    blockRows.compactMap { $0 } + (lengthRow.map { [$0] } ?? [])
  }

  /// Removes the blocks' rows and the length row, and forgets the blocks' sums in the solver.
  private func removeChainSums(in engine: LayoutEngine) {
    engine.removeArranged(chainSums)
    blockRows = []
    lengthRow = nil
    engine.solver.releaseVariables(blockSums)
  }

  /// Finds the stack and its children in the frame order, after a registration made it anew
  /// (or once a chain derived outside one starts): a registration lists the visible children,
  /// leaves without guides, right after the stack and its guides in child order, so each is
  /// looked for there first and looked up only where it is not (after a hidden child with
  /// children of its own).
  ///
  /// - Parameters:
  ///   - index: The stack's index in the frame order.
  ///   - engine: The tree's engine.
  /// - Complexity: O(children), plus one lookup per child found elsewhere.
  func refreshChainFrames(stackIndex index: Int, engine: LayoutEngine) {
    guard derivesChain, let stack = container as? StackPanel else { return }
    let first = index + 1 + stack.layoutGuides.count
    let count = entries.count
    let items = engine.orderedItems
    for (position, entry) in entries.enumerated() {
      let item = first + (stack.isReversed ? count - 1 - position : position)
      if item < items.count,
        Int(bitPattern: items[item].toOpaque()) == Int(bitPattern: entry.nodeID)
      {
        entry.frameIndex = Int32(item)
      } else {
        entry.frameIndex = Int32(engine.records[entry.nodeID]?.order ?? -1)
      }
    }
    chainFrames.stack = index
    layOutChainFrames(stack: stack)
  }

  /// Lists every child's frame index, whether it is shown and the spacing after it, in chain
  /// order.
  ///
  /// - Complexity: O(children).
  private func layOutChainFrames(stack: StackPanel) {
    chainFrames.items = entries.map(\.frameIndex)
    chainFrames.shown = entries.map(\.isShown)
    chainFrames.spacings = entries.map { spacing(after: $0, in: stack) }
  }

  /// Ends the derivation: the sums go and the chain's rows come.
  ///
  /// Each row takes the activation sequence reserved for it, so that conflicts resolve and print
  /// as if they had been rows all along. The stack keeps them until its next rebuild.
  ///
  /// - Complexity: One row addition per visible child, one removal.
  func makeChainRows(in engine: LayoutEngine) {
    guard derivesChain, let stack = container as? StackPanel else { return }
    dropDerivedChain(in: engine)
    chain.makeRows(makers: makers(stack: stack, engine: engine, reserved: true))
  }

  /// Stops deriving the chain without making its rows (a rebuild, or the rows about to come):
  /// the length row goes, the visible children's positions are the solver's again and the
  /// engine forgets the chain.
  func dropDerivedChain(in engine: LayoutEngine) {
    guard derivesChain else { return }
    derivesChain = false
    for entry in chain.entries { engine.notePositionsMoved(of: entry.nodeID) }
    removeChainSums(in: engine)
    blocksAreStale = true
    chainFrames = ChainFrames()
    if let stack = container, let s = stackVariables {
      engine.unregisterDerivedChain(stack: stack, length: along.length(s))
    }
  }

  /// The rows a derived chain stands for, as they would be added (for a dump): the lead, the
  /// gaps in order and the tail.
  ///
  /// - Returns: The constraints, not added.
  func chainRows() -> [Constraint] {
    guard derivesChain, let stack = container as? StackPanel, let first = chain.entries.first,
      let last = chain.entries.last
    else { return [] }
    var rows = [leadRow(first)]
    for (previous, next) in zip(chain.entries, chain.entries.dropFirst()) {
      rows.append(gapRow(previous, next, stack: stack))
    }
    rows.append(tailRow(last))
    return rows
  }
}
