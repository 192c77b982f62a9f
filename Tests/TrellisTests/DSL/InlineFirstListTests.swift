import Testing

@testable import Trellis

/// The list a DSL constraint keeps its solver constraints in behaves as an array, the first
/// element kept inline.
@Suite struct InlineFirstListTests {
  @Test func appendsReadsAndWritesAsAnArray() {
    var list = InlineFirstList<Int>()
    #expect(list.isEmpty)
    #expect(Array(list) == [])
    list.append(7)
    #expect(list.count == 1)
    #expect(list[0] == 7)
    list.reserveCapacity(4)
    list.append(8)
    list.append(9)
    #expect(Array(list) == [7, 8, 9])
    list[0] = 1
    list[2] = 3
    #expect(Array(list) == [1, 8, 3])
    #expect(list.firstIndex(of: 8) == 1)
    list.removeAll()
    #expect(list.isEmpty)
    list.append(5)
    #expect(Array(list) == [5])
  }

  @Test func isMadeFromASequence() {
    #expect(Array(InlineFirstList([4, 5, 6])) == [4, 5, 6])
    #expect(InlineFirstList([Int]()).isEmpty)
    #expect(InlineFirstList(CollectionOfOne(2)).count == 1)
  }

  /// A constraint's solver constraints read through the public list, one per part.
  @Test func aConstraintListsOneSolverConstraintPerPart() throws {
    let root = Node("root")
    let child = Node("child")
    try root.addChild(child)
    let made = try child.makeConstraints { make in
      make.top.equalToSuperview()
      make.size.equalTo(Size(width: 10, height: 20))
    }
    #expect(made.map(\.solverConstraints.count) == [1, 2])
    made[1].deactivate()
    #expect(made[1].solverConstraints.isEmpty)
  }
}
