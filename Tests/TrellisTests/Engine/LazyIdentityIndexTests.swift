import Testing

@testable import Trellis

@Suite struct LazyIdentityIndexTests {
  final class Key {}

  @Test func additionsAreFoundAtTheFirstReadInTheOrderTheyWereMade() {
    let first = Key()
    let second = Key()
    var index = LazyIdentityIndex<Int>()
    index.reserve(adding: 4)
    index.add(1, for: ObjectIdentifier(first))
    index.add(2, for: ObjectIdentifier(second))
    index.add(3, for: ObjectIdentifier(first))
    // Listed, not yet indexed: the count is an upper bound.
    #expect(index.count == 3)
    #expect(index.entries == [ObjectIdentifier(first): 3, ObjectIdentifier(second): 2])
    #expect(index.count == 2)
  }

  @Test func changesThroughTheEntriesSeeEveryAddition() {
    let first = Key()
    let second = Key()
    var index = LazyIdentityIndex<Int>()
    index.add(1, for: ObjectIdentifier(first))
    index.entries[ObjectIdentifier(first)] = nil
    index.add(2, for: ObjectIdentifier(second))
    index.entries[ObjectIdentifier(second), default: 0] += 5
    #expect(index.entries == [ObjectIdentifier(second): 7])
  }
}
