import TrellisSolver

/// The measured items in frame order, laid out flat for the measure pass.
///
/// A pass after a resize asks every measured item again. Reading each one's measure function
/// through its record, its anchor and its node costs three objects scattered in memory per
/// item; kept here beside the records, the functions, and the width and height of each item's
/// last measurement, are read from arrays, and an item's record and node are reached only when
/// its height changed. A text label's words are copied here too, one label's after another:
/// each label's own copy is an allocation of its own, and at 10,000 nodes reading it was a
/// cache miss per label and pass.
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
  /// Whether the last pass ended with every item measured at its solved width (nothing to
  /// ask), and nothing changed the order since; handed to ``settledAtTake`` when the engine
  /// next takes the solver's log of changed values.
  var settledSincePass = false
  /// Whether every item was measured at its solved width when the engine last took the
  /// solver's log of changed values, and nothing changed the order since: while it holds, a
  /// pass whose log names no item's width has nothing to ask either.
  var settledAtTake = false
  /// Whether each solver position holds one of the items' widths, made when first needed.
  private var widthPositionMask: [Bool] = []
  /// The word lengths of the items that are text labels, one label's after another.
  private var labelWords: [Int32] = []
  /// Where each item's words are in `labelWords`, with its text's metrics; `nil` for an item
  /// whose measure function is not a text label's, or whose words changed since the order was
  /// made (its function is asked: no copy is ever made twice, so the words never outgrow the
  /// labels').
  private var labelSpans: [LabelSpan?] = []

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
    labelSpans = [LabelSpan?](repeating: nil, count: kept.count)
    for (index, record) in kept.enumerated() {
      guard let node = record.item as? Node, let words = node.labelWords else { continue }
      appendLabel(index, words: words)
    }
  }

  /// The size item `index` wants at a width: a text label's words measured from the copy kept
  /// here, any other item's function asked.
  ///
  /// - Parameters:
  ///   - index: The item's place in the order.
  ///   - width: The width.
  /// - Returns: The size.
  /// - Complexity: O(words) for a text label; the function's otherwise.
  func size(at index: Int, forWidth width: Double) -> Size {
    guard let span = labelSpans[index] else { return measures[index].call(width) }
    return labelWords.withUnsafeBufferPointer { all in
      WrappedWords.size(
        of: UnsafeBufferPointer(rebasing: all[span.start..<span.start + span.metrics.count]),
        metrics: span.metrics, forWidth: width)
    }
  }

  /// Keeps a copy of a text label's words for item `index`, at the end of the words kept.
  ///
  /// - Complexity: O(words).
  private mutating func appendLabel(_ index: Int, words: WrappedWords.Storage) {
    labelSpans[index] = words.withUnsafeMutablePointers { metrics, elements in
      let start = labelWords.count
      labelWords.append(
        contentsOf: UnsafeBufferPointer(start: elements, count: metrics.pointee.count))
      return LabelSpan(start: start, metrics: metrics.pointee, words: ObjectIdentifier(words))
    }
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
  ///   - words: The words it wraps, when it is a text label's function.
  /// - Returns: Whether the order is still valid; `false` when it kept the item's old function
  ///   and the item has none now.
  /// - Complexity: O(log *m*).
  mutating func follow(
    _ record: ItemRecord, measure: ((Double) -> Size)?, words: WrappedWords.Storage? = nil
  ) -> Bool {
    guard let index = index(of: record) else { return true }
    guard let measure else { return false }
    // The same label's words (its content invalidated) stay; any other function is asked.
    // Compared while the old function, which holds the old words, is still kept.
    if let span = labelSpans[index], words.map(ObjectIdentifier.init) != span.words {
      labelSpans[index] = nil
    }
    measures[index] = MeasureFunction(measure)
    unsettle()
    return true
  }

  /// Forgets the width an item was last measured at, so the next pass asks it again.
  ///
  /// - Parameter record: The item's record.
  /// - Complexity: O(log *m*).
  mutating func forgetWidth(of record: ItemRecord) {
    guard let index = index(of: record) else { return }
    measuredWidths[index] = .nan
    unsettle()
  }

  /// Notes that the widths may no longer be settled (a function or a width was forgotten, or
  /// something moved the solved widths after the pass).
  mutating func unsettle() {
    settledSincePass = false
    settledAtTake = false
  }

  /// Hands the last pass's outcome over as the engine takes the solver's log.
  mutating func noteLogTaken() {
    settledAtTake = settledSincePass
    settledSincePass = false
  }

  /// Whether a pass can be skipped: the widths were settled at the last take, and none of the
  /// `changed` solver positions holds an item's width.
  ///
  /// - Parameter changed: The positions logged since the last take, or `nil` when any value
  ///   may have changed.
  /// - Returns: Whether every item is still measured at its solved width.
  /// - Complexity: O(`changed.count`), plus O(the largest width position) the first time.
  mutating func widthsStaySettled(changed: UnsafeBufferPointer<Int32>?) -> Bool {
    guard settledAtTake, let changed else { return false }
    if widthPositionMask.isEmpty {
      // A width not in the solver cannot be told from the log.
      guard widthPositions.allSatisfy({ $0 >= 0 }) else { return false }
      var mask = [Bool](repeating: false, count: Int(widthPositions.max() ?? -1) + 1)
      for position in widthPositions { mask[Int(position)] = true }
      widthPositionMask = mask
    }
    let mask = widthPositionMask
    for position in changed where Int(position) < mask.count && mask[Int(position)] {
      return false
    }
    return true
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

/// Where a text label's words are in a ``MeasuredOrder``'s copy, and its text's metrics.
struct LabelSpan {
  /// The index of the first word.
  var start: Int
  /// The text's metrics, as the label's own storage holds them (`count` words).
  var metrics: WrappedWords.Metrics
  /// The label's own words (told apart by identity: they never change, and while the order
  /// keeps the label's function, which holds them, no other words can have their address).
  var words: ObjectIdentifier
}
