/// The rows that mention each variable, oldest first: one singly linked list per column through
/// a shared pool of links, so that registering a variable allocates nothing and listing a row
/// in a column is one append.
///
/// Removed rows stay listed until ``compact(keeping:)``; callers skip them.
struct ColumnLists {
  /// A column's first and last link (−1 when empty) and its number of links.
  struct Head {
    var first: Int32
    var last: Int32
    var count: Int32
  }

  /// A row listed in a column, and the column's next link (−1 at the end).
  struct Link {
    var row: Int32
    var next: Int32
  }

  private var heads: [Head] = []
  private var links: [Link] = []

  /// Adds an empty column at the end.
  ///
  /// - Complexity: O(1) amortized.
  mutating func appendColumn() {
    heads.append(Head(first: -1, last: -1, count: 0))
  }

  /// Lists `row` last in `column`.
  ///
  /// - Complexity: O(1) amortized.
  mutating func append(_ row: Int32, to column: Int) {
    let link = Int32(links.count)
    links.append(Link(row: row, next: -1))
    let last = heads[column].last
    if last >= 0 {
      links[Int(last)].next = link
    } else {
      heads[column].first = link
    }
    heads[column].last = link
    heads[column].count += 1
  }

  /// The number of rows listed in `column`, removed ones included.
  func count(of column: Int) -> Int {
    Int(heads[column].count)
  }

  /// The rows listed in `column`, oldest first.
  func rows(of column: Int) -> Rows {
    Rows(links: links, link: heads[column].first)
  }

  /// Calls `body` with the columns' heads and the pool of links, for loops that walk many
  /// columns without a copy of the pool per column.
  func withUnsafeBuffers<Result>(
    _ body: (UnsafeBufferPointer<Head>, UnsafeBufferPointer<Link>) -> Result
  ) -> Result {
    heads.withUnsafeBufferPointer { heads in
      links.withUnsafeBufferPointer { links in body(heads, links) }
    }
  }

  /// Drops from every column the rows `keeping` rejects, in one pass that rebuilds the pool in
  /// column order.
  ///
  /// - Complexity: O(columns + links).
  mutating func compact(keeping keep: (Int32) -> Bool) {
    var kept: [Link] = []
    kept.reserveCapacity(links.count)
    for column in heads.indices {
      var link = heads[column].first
      var head = Head(first: -1, last: -1, count: 0)
      while link >= 0 {
        let row = links[Int(link)].row
        link = links[Int(link)].next
        guard keep(row) else { continue }
        let new = Int32(kept.count)
        kept.append(Link(row: row, next: -1))
        if head.last >= 0 { kept[Int(head.last)].next = new } else { head.first = new }
        head.last = new
        head.count += 1
      }
      heads[column] = head
    }
    links = kept
  }

  /// Empties a column's list (its links are dropped at the next compaction).
  mutating func clear(_ column: Int) {
    heads[column] = Head(first: -1, last: -1, count: 0)
  }

  /// Drops the columns after the first `count` (their links stay in the pool until the next
  /// compaction).
  mutating func truncate(to count: Int) {
    heads.removeLast(heads.count - count)
  }

  /// Reserves room for `count` columns in total.
  mutating func reserveColumns(_ count: Int) {
    heads.reserveCapacity(count)
  }

  /// Reserves room for `count` links in total.
  mutating func reserveLinks(_ count: Int) {
    links.reserveCapacity(count)
  }

  /// The rows of one column, oldest first.
  struct Rows: Sequence, IteratorProtocol {
    let links: [Link]
    var link: Int32

    /// The next row, or `nil` after the last.
    mutating func next() -> Int32? {
      guard link >= 0 else { return nil }
      let current = links[Int(link)]
      link = current.next
      return current.row
    }
  }
}
