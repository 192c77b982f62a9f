import Testing

@testable import Trellis

/// The table of derived placements by itself.
@Suite struct DerivedPlacementsTests {
  @Test func removalKeepsTheOthersAndPatchesFromTheParent() {
    // x = parent.x + 1, width = parent.width − 3 (a stack's insets 1 and 2).
    let rule = DerivedPlacements.Rule(offset: 1, lengthOffset: -3)
    var table = DerivedPlacements()
    let arrangement = StackArrangement(container: Node("stack"))
    let nodes = (0..<3).map { Node("n\($0)") }
    let entries = nodes.map(ArrangedEntry.init(node:))
    for (index, entry) in entries.enumerated() {
      table.insert(
        .init(index: Int32(index + 1), horizontal: rule, vertical: nil),
        owner: .init(nodeID: entry.nodeID, entry: entry, arrangement: arrangement))
    }
    #expect(table.remove(entries[0].nodeID, entry: entries[1]) == nil)
    #expect(table.remove(entries[0].nodeID)?.entry === entries[0])
    #expect(table.remove(entries[0].nodeID) == nil)
    #expect(table.derives(entries[2].nodeID, on: .horizontal))
    #expect(!table.derives(entries[2].nodeID, on: .vertical))
    #expect(table.frames.count == 2)
    // Item 0 is the parent (x 5, width 100); items 2 and 3 are derived, item 1 no longer.
    var values: [Double] = [5, 7, 100, 50] + Array(repeating: -1, count: 12)
    table.patch(&values, parents: [-1, 0, 0, 0])
    #expect(Array(values[4..<8]) == [-1, -1, -1, -1])
    #expect(Array(values[8..<12]) == [6, -1, 97, -1])
    #expect(Array(values[12..<16]) == [6, -1, 97, -1])
  }

  @Test func bothAxesAtFractionsOfTheParent() {
    var table = DerivedPlacements()
    let arrangement = GridArrangement(container: Node("grid"))
    let entry = ArrangedEntry(node: Node("cell"))
    // The second of four columns with gaps of 4 (x = parent.x + ¼·width + 1, width = ¼·width − 3)
    // and the first of two rows (y = parent.y, height = ½·height − 2).
    table.insert(
      .init(
        index: 1, horizontal: .init(scale: 0.25, offset: 1, lengthScale: 0.25, lengthOffset: -3),
        vertical: .init(scale: 0, offset: 0, lengthScale: 0.5, lengthOffset: -2)),
      owner: .init(nodeID: entry.nodeID, entry: entry, arrangement: arrangement))
    var values: [Double] = [10, 20, 404, 100, 0, 0, 0, 0]
    table.patch(&values, parents: [-1, 0])
    #expect(Array(values[4..<8]) == [112, 20, 98, 48])
  }
}
