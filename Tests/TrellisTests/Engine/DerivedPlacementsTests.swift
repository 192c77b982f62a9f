import Testing

@testable import Trellis

/// The table of derived placements by itself.
@Suite struct DerivedPlacementsTests {
  /// Children of one stack with their entries; the nodes are kept, so no two share an
  /// identity while the table holds them.
  private struct StackChildren {
    let arrangement = StackArrangement(container: Node("stack"))
    let nodes: [Node]
    let entries: [ArrangedEntry]

    init(count: Int) {
      nodes = (0..<count).map { Node("n\($0)") }
      entries = nodes.map(ArrangedEntry.init(node:))
    }

    /// The owner of child `index`'s placement.
    func owner(_ index: Int) -> DerivedPlacements.Owner {
      .init(nodeID: entries[index].nodeID, entry: entries[index], arrangement: arrangement)
    }
  }

  @Test func removalKeepsTheOthersAndPatchesFromTheParent() {
    // x = parent.x + 1, width = parent.width − 3 (a stack's insets 1 and 2).
    let rule = DerivedPlacements.Rule(offset: 1, lengthOffset: -3)
    var table = DerivedPlacements()
    let children = StackChildren(count: 3)
    let entries = children.entries
    for index in entries.indices {
      table.insert(
        index: Int32(index + 1), horizontal: rule, vertical: nil, owner: children.owner(index))
    }
    #expect(table.remove(entries[0].nodeID, entry: entries[1]) == nil)
    #expect(table.remove(entries[0].nodeID)?.entry === entries[0])
    #expect(table.remove(entries[0].nodeID) == nil)
    #expect(table.derives(entries[2].nodeID, on: .horizontal))
    #expect(!table.derives(entries[2].nodeID, on: .vertical))
    #expect(table.frames.count == 2)
    // The three placements shared their one rule.
    #expect(table.rules == [rule])
    // Item 0 is the parent (x 5, width 100); items 2 and 3 are derived, item 1 no longer.
    var values: [Double] = [5, 7, 100, 50] + Array(repeating: -1, count: 12)
    table.patch(&values, parents: [-1, 0, 0, 0])
    #expect(Array(values[4..<8]) == [-1, -1, -1, -1])
    #expect(Array(values[8..<12]) == [6, -1, 97, -1])
    #expect(Array(values[12..<16]) == [6, -1, 97, -1])
    withExtendedLifetime(children) {}
  }

  @Test func bothAxesAtFractionsOfTheParent() {
    var table = DerivedPlacements()
    let arrangement = GridArrangement(container: Node("grid"))
    let entry = ArrangedEntry(node: Node("cell"))
    // The second of four columns with gaps of 4 (x = parent.x + ¼·width + 1, width = ¼·width − 3)
    // and the first of two rows (y = parent.y, height = ½·height − 2).
    table.insert(
      index: 1, horizontal: .init(scale: 0.25, offset: 1, lengthScale: 0.25, lengthOffset: -3),
      vertical: .init(scale: 0, offset: 0, lengthScale: 0.5, lengthOffset: -2),
      owner: .init(nodeID: entry.nodeID, entry: entry, arrangement: arrangement))
    var values: [Double] = [10, 20, 404, 100, 0, 0, 0, 0]
    table.patch(&values, parents: [-1, 0])
    #expect(Array(values[4..<8]) == [112, 20, 98, 48])
  }

  @Test func rulesNoPlacementFollowsAreDropped() {
    var table = DerivedPlacements()
    let children = StackChildren(count: 4)
    // An inset animated through 200 values: each step gives every child a new rule.
    for step in 0..<200 {
      let inset = Double(step)
      for index in children.entries.indices {
        table.insert(
          index: Int32(index + 1), horizontal: .init(offset: inset, lengthOffset: -2 * inset),
          vertical: .init(offset: Double.nan), owner: children.owner(index))
      }
      // At most twice the live rules (two, one of them NaN, which still shares one entry)
      // and the slack the table keeps before it compacts.
      #expect(table.rules.count <= 2 * table.frames.count + 16)
    }
    #expect(table.frames.count == 4)
    withExtendedLifetime(children) {}
    // The last step's rules, wherever the compactions left them: x = 5 + 199, width 300 − 398.
    var values: [Double] = [5, 7, 300, 50] + Array(repeating: -1, count: 16)
    table.patch(&values, parents: [-1, 0, 0, 0, 0])
    for item in 1...4 {
      #expect(values[4 * item] == 204)
      #expect(values[4 * item + 2] == -98)
      #expect(values[4 * item + 1].isNaN)
      #expect(values[4 * item + 3] == 50)
    }
  }

  @Test func movedParentsArePatchedAgainAndTheirChangedChildrenMarked() {
    var table = DerivedPlacements()
    let children = StackChildren(count: 3)
    // Items 1 and 2 fill item 0's width less 2 on each side; item 3 fills it only vertically.
    let fill = DerivedPlacements.Rule(offset: 2, lengthOffset: -4)
    for index in 0..<2 {
      table.insert(
        index: Int32(index + 1), horizontal: fill, vertical: nil, owner: children.owner(index))
    }
    table.insert(index: 3, horizontal: nil, vertical: .init(), owner: children.owner(2))
    #expect(table.changedSinceFullPatch)
    let parents: [Int32] = [-1, 0, 0, 0]
    var values: [Double] = [0, 0, 100, 50] + Array(repeating: 0, count: 12)
    #expect(table.patch(&values, parents: parents))
    #expect(!table.changedSinceFullPatch)
    #expect(Array(values[4..<8]) == [2, 0, 96, 0])
    #expect(Array(values[12..<16]) == [0, 0, 0, 50])
    // The parent grows wider: items 1 and 2 change and are marked, item 3 (vertical) is
    // patched again, unchanged, and stays clean.
    values[2] = 120
    var dirty = [true, false, false, false]
    table.patchMoved(&values, dirty: &dirty, parents: parents)
    #expect(dirty == [true, true, true, false])
    #expect(Array(values[4..<8]) == [2, 0, 116, 0])
    #expect(Array(values[8..<12]) == [2, 0, 116, 0])
    // A value of item 1 overwritten from elsewhere (say the solver) is patched back.
    values[6] = 7
    dirty = [false, true, false, false]
    table.patchMoved(&values, dirty: &dirty, parents: parents)
    #expect(values[6] == 116)
    #expect(dirty == [false, true, false, false])
    withExtendedLifetime(children) {}
  }

  @Test func aDerivedParentOfADerivedChildIsReported() {
    var table = DerivedPlacements()
    let children = StackChildren(count: 2)
    // Item 2 is derived from item 1, itself derived from item 0.
    for index in 0..<2 {
      table.insert(
        index: Int32(index + 1), horizontal: .init(offset: 1, lengthOffset: -2), vertical: nil,
        owner: children.owner(index))
    }
    var values: [Double] = [0, 0, 100, 10] + Array(repeating: 0, count: 8)
    #expect(!table.patch(&values, parents: [-1, 0, 1]))
    #expect(table.patch(&values, parents: [-1, 0, 0]))
    withExtendedLifetime(children) {}
  }
}
