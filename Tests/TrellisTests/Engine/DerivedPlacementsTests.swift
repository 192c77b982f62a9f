import Testing

@testable import Trellis

/// The table of derived placements by itself.
@Suite struct DerivedPlacementsTests {
  @Test func removalKeepsTheOthersAndPatchesFromTheParent() {
    var table = DerivedPlacements()
    let arrangement = StackArrangement(container: Node("stack"))
    let nodes = (0..<3).map { Node("n\($0)") }
    let entries = nodes.map(ArrangedEntry.init(node:))
    for (index, entry) in entries.enumerated() {
      table.insert(
        .init(index: Int32(index + 1), axis: 0, lowInset: 1, totalInset: 3),
        owner: .init(nodeID: entry.nodeID, entry: entry, arrangement: arrangement))
    }
    #expect(table.remove(entries[0].nodeID, entry: entries[1]) == nil)
    #expect(table.remove(entries[0].nodeID)?.entry === entries[0])
    #expect(table.remove(entries[0].nodeID) == nil)
    #expect(table.axis(of: entries[2].nodeID) == .horizontal)
    #expect(table.frames.count == 2)
    // Item 0 is the parent (x 5, width 100); items 2 and 3 are derived, item 1 no longer.
    var values: [Double] = [5, 7, 100, 50] + Array(repeating: -1, count: 12)
    table.patch(&values, parents: [-1, 0, 0, 0])
    #expect(Array(values[4..<8]) == [-1, -1, -1, -1])
    #expect(Array(values[8..<12]) == [6, -1, 97, -1])
    #expect(Array(values[12..<16]) == [6, -1, 97, -1])
  }
}
