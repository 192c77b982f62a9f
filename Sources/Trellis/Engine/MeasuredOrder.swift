import TrellisSolver

/// The measured items in frame order, laid out flat for the measure pass.
///
/// A pass after a resize asks every measured item again. Reading each one's measure function
/// through its record, its anchor and its node costs three objects scattered in memory per
/// item; kept here beside the records, the functions, and the width and height of each item's
/// last measurement, are read from arrays, and an item's record and node are reached only when
/// its height changed.
///
/// While an order exists, its widths are the ones that count: ``ItemRecord/measuredWidth`` is
/// brought up to date when the order is dropped (``storeWidths()``).
struct MeasuredOrder {
  /// The items' records, in frame order.
  var records: [ItemRecord]
  /// Where the solver keeps each item's width (the third of its four variables).
  var widthPositions: [Int32]
  /// Each item's measure function, as its node held it when the order was made or the node
  /// last changed.
  var measures: [MeasureFunction]
  /// The width each item was last measured at (NaN: to be measured).
  ///
  /// A pass whose solved widths equal these, all of them, has nothing to ask.
  var measuredWidths: [Double]
  /// The height each item's record holds (``ItemRecord/measuredHeight``), read without reaching
  /// the record.
  var measuredHeights: [Double?]

  /// The order of the given records, sorted by frame order; a record whose item is gone or
  /// has no measure function is left out.
  ///
  /// - Parameters:
  ///   - records: The measured items' records, in any order.
  ///   - itemPositions: The solver positions of every item's four variables, in frame order.
  /// - Complexity: O(*m* log *m*) for *m* records.
  init(records: [ItemRecord], itemPositions: [Int32]) {
    var kept: [ItemRecord] = []
    var measures: [MeasureFunction] = []
    for record in records.sorted(by: { $0.order < $1.order }) {
      guard let node = record.item as? Node, let measure = node.measure else { continue }
      kept.append(record)
      measures.append(MeasureFunction(measure))
    }
    self.records = kept
    self.measures = measures
    measuredWidths = kept.map { $0.measuredWidth ?? .nan }
    measuredHeights = kept.map(\.measuredHeight)
    widthPositions = kept.map { itemPositions[4 * $0.order + 2] }
  }

  /// Follows a change of an item's measure function: the new function replaces the one kept,
  /// or, when the item no longer has one, the order must be dropped.
  ///
  /// Called as soon as the node reports the change, so the order never keeps a function its
  /// node let go of (which could otherwise keep the tree alive through what it captures).
  ///
  /// - Parameters:
  ///   - record: The item's record (its ``ItemRecord/order`` locates it).
  ///   - measure: The node's measure function now.
  /// - Returns: Whether the order is still valid; `false` when it kept the item's old function
  ///   and the item has none now.
  /// - Complexity: O(log *m*).
  mutating func follow(_ record: ItemRecord, measure: ((Double) -> Size)?) -> Bool {
    guard let index = index(of: record) else { return true }
    guard let measure else { return false }
    measures[index] = MeasureFunction(measure)
    return true
  }

  /// Forgets the width an item was last measured at, so the next pass asks it again.
  ///
  /// - Parameter record: The item's record.
  /// - Complexity: O(log *m*).
  mutating func forgetWidth(of record: ItemRecord) {
    guard let index = index(of: record) else { return }
    measuredWidths[index] = .nan
  }

  /// Writes each item's last measured width back to its record, before the order is dropped.
  ///
  /// - Complexity: O(*m*).
  func storeWidths() {
    for (record, width) in zip(records, measuredWidths) {
      record.measuredWidth = width.isNaN ? nil : width
    }
  }

  /// Where a record is in the order, found by its frame order.
  ///
  /// - Complexity: O(log *m*).
  private func index(of record: ItemRecord) -> Int? {
    var low = 0
    var high = records.count
    while low < high {
      let middle = (low + high) / 2
      if records[middle].order < record.order { low = middle + 1 } else { high = middle }
    }
    return low < records.count && records[low] === record ? low : nil
  }
}

/// A measure function, kept in a list as it is.
///
/// A function stored directly as a list's element is wrapped in a conversion thunk of its own
/// (one more allocation per function, one more call and a retain of the function's context per
/// measurement); stored in a structure, it is kept and called as the node gave it.
struct MeasureFunction {
  /// The function.
  let call: (Double) -> Size

  /// Wraps a function.
  init(_ call: @escaping (Double) -> Size) {
    self.call = call
  }
}
