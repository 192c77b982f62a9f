import TestSupport
import Testing

@testable import TrellisSolver

@Suite struct ColumnListsTests {
  /// The rows of every column, read through the lists.
  func contents(_ lists: ColumnLists, columns: Int) -> [[Int32]] {
    (0..<columns).map { Array(lists.rows(of: $0)) }
  }

  /// The same rows, read through the unsafe buffers (the walk the solver's hot loop makes).
  func contentsThroughBuffers(_ lists: ColumnLists, columns: Int) -> [[Int32]] {
    lists.withUnsafeBuffers { heads, links in
      (0..<columns).map { column in
        var rows: [Int32] = []
        var link = heads[column].first
        while link >= 0 {
          rows.append(links[Int(link)].row)
          link = links[Int(link)].next
        }
        return rows
      }
    }
  }

  @Test func behavesLikeAListPerColumn() {
    var generator = SeededGenerator(seed: 11)
    var lists = ColumnLists()
    var model: [[Int32]] = []
    var nextRow: Int32 = 0
    for step in 0..<5_000 {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0:
        lists.appendColumn()
        model.append([])
      case 1 where !model.isEmpty:
        // Drop the rows divisible by a random number, as a compaction drops dead rows.
        let divisor = Int32.random(in: 2...5, using: &generator)
        lists.compact { $0 % divisor != 0 }
        model = model.map { $0.filter { $0 % divisor != 0 } }
      case 2 where model.count > 2:
        let count = Int.random(in: 0..<model.count, using: &generator)
        lists.truncate(to: count)
        model.removeLast(model.count - count)
      default:
        guard !model.isEmpty else { continue }
        let column = Int.random(in: 0..<model.count, using: &generator)
        lists.append(nextRow, to: column)
        model[column].append(nextRow)
        nextRow += 1
      }
      if step % 50 == 0 {
        #expect(contents(lists, columns: model.count) == model)
        #expect(contentsThroughBuffers(lists, columns: model.count) == model)
        #expect((0..<model.count).map { lists.count(of: $0) } == model.map(\.count))
      }
    }
  }

  @Test func aColumnAddedAfterATruncationStartsEmpty() {
    var lists = ColumnLists()
    lists.appendColumn()
    lists.appendColumn()
    lists.append(7, to: 1)
    lists.truncate(to: 1)
    lists.appendColumn()
    #expect(Array(lists.rows(of: 1)).isEmpty)
    lists.append(9, to: 1)
    lists.append(3, to: 0)
    #expect(contents(lists, columns: 2) == [[3], [9]])
  }
}
