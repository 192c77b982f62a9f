import TrellisSolver

/// The constraints of a chain of visible entries: a lead group for the first, one group per gap
/// between neighbours, and a tail group for the last.
///
/// Optionally, a single entry gets its own constraints in place of a lead and a tail (a
/// centred item), and an empty chain gets constraints of its own (an empty content's length).
///
/// An update compares the old and new lists from both ends, so hiding or showing one entry
/// replaces only the gaps around it (and the lead or tail when it is at an end): its cost is the
/// size of the change plus an O(entries) identity scan, not the constraints of the whole chain.
struct GapChain<Entry: AnyObject, Row: ChainRow> {
  /// The entries in chain order.
  private(set) var entries: [Entry] = []
  /// `gaps[i]` joins `entries[i]` and `entries[i + 1]`.
  private var gaps: [InlineFirstList<Row>] = []
  private var lead: [Row] = []
  private var tail: [Row] = []
  /// The constraints of an empty chain, while it is empty.
  private var emptyGroup: [Row] = []

  /// How to make the chain's constraints (each adds them to the engine and returns them) and
  /// what to do for entries that leave or join it.
  struct Makers {
    var gap: (Entry, Entry) -> InlineFirstList<Row>
    var lead: (Entry) -> [Row]
    var tail: (Entry) -> [Row]
    var left: (Entry) -> Void = { _ in }
    var joined: (Entry) -> Void = { _ in }
    /// A lone entry's constraints, instead of a lead and a tail; `nil` treats it as both.
    var single: ((Entry) -> [Row])?
    /// An empty chain's constraints, if it has any.
    var empty: (() -> [Row])?
    /// Whether the lead is made before the gaps, not after them: for a chain of soft gaps,
    /// which hold as they arrive only by moving a variable new to the solver (see
    /// ``GapChain/update(toIncluded:where:engine:makers:)``).
    var leadFirst = false
  }

  /// Brings the chain to a new list of entries.
  ///
  /// - Complexity: O(entries) identity comparisons plus the constraints of the changed window.
  mutating func update(to now: [Entry], engine: LayoutEngine, makers: Makers) {
    update(toIncluded: now, where: { _ in true }, engine: engine, makers: makers)
  }

  /// Brings the chain to the entries of `all` that `isIncluded` accepts, in order.
  ///
  /// The new list is never built whole: the entries the chain keeps at both ends are found by
  /// walking `all` beside it, and only the window between them is spliced in, so a toggle of
  /// one entry among thousands copies no references (no reference count changes per entry).
  ///
  /// - Complexity: O(entries) identity comparisons and `isIncluded` calls, plus the
  ///   constraints of the changed window.
  mutating func update(
    toIncluded all: [Entry], where isIncluded: (Entry) -> Bool, engine: LayoutEngine,
    makers: Makers
  ) {
    let oldCount = entries.count
    // The entries kept at the front: `front` is the first position of `all` past them.
    var prefix = 0
    var front = 0
    while true {
      while front < all.count, !isIncluded(all[front]) { front += 1 }
      guard prefix < oldCount, front < all.count, entries[prefix] === all[front] else { break }
      prefix += 1
      front += 1
    }
    // The entries kept at the back: `back` is the end of the window of `all` before them.
    var suffix = 0
    var back = all.count
    while true {
      while back > front, !isIncluded(all[back - 1]) { back -= 1 }
      guard suffix < oldCount - prefix, back > front,
        entries[oldCount - 1 - suffix] === all[back - 1]
      else { break }
      suffix += 1
      back -= 1
    }
    // The whole list when it is all included (a first build, usually): shared, not copied (a
    // copy retains each entry).
    var newWindow =
      front == 0 && back == all.count && all.allSatisfy(isIncluded)
      ? all : all[front..<back].filter(isIncluded)
    let newCount = prefix + newWindow.count + suffix
    // The empty chain's constraints go before the first entry's come, and come once the last
    // entry's have gone (below).
    if newCount > 0, !emptyGroup.isEmpty {
      Row.remove(emptyGroup, from: engine)
      emptyGroup = []
    }
    defer {
      if entries.isEmpty, emptyGroup.isEmpty, let empty = makers.empty { emptyGroup = empty() }
    }
    if prefix == oldCount, newCount == oldCount { return }
    // Into or out of a lone entry with constraints of its own: its lead and tail change too.
    if makers.single != nil, oldCount == 1 || newCount == 1 {
      newWindow = Array(entries[..<prefix]) + newWindow + Array(entries[(oldCount - suffix)...])
      prefix = 0
      suffix = 0
    }
    let oldWindow = Array(entries[prefix..<(oldCount - suffix)])
    entries.splice(prefix..<(oldCount - suffix), with: newWindow)
    let now = entries
    // Entries that left and entries that joined (on a first build every entry joins: no sets).
    let newSet = oldWindow.isEmpty ? [] : Set(newWindow.map(ObjectIdentifier.init))
    let oldSet = Set(oldWindow.map(ObjectIdentifier.init))
    for entry in oldWindow where !newSet.contains(ObjectIdentifier(entry)) { makers.left(entry) }
    let low = max(prefix - 1, 0)
    let oldHigh = max(low, min(oldCount - suffix, oldCount - 1))
    let newHigh = max(low, min(newCount - suffix, newCount - 1))
    for gap in gaps[low..<oldHigh] { Row.remove(gap, from: engine) }
    if prefix == 0 {
      Row.remove(lead, from: engine)
      lead = []
    }
    if suffix == 0 {
      Row.remove(tail, from: engine)
      tail = []
    }
    // Each entry is borrowed from its list for the maker's call (the list holds it): a copy
    // for the call would be retained and released, for every entry of a first build.
    for index in newWindow.indices where !oldSet.contains(ObjectIdentifier(newWindow[index])) {
      Unmanaged.passUnretained(newWindow[index])._withUnsafeGuaranteedRef { makers.joined($0) }
    }
    // With `leadFirst` the lead comes before the gaps, so each row arrives with a variable no
    // earlier row mentions (the first entry's start, then each next entry's, then the
    // container's end). A soft row (a FloatLayout's gaps) holds as it comes only by moving such
    // a new variable: made after the gaps, the lead found the first entry's start taken and
    // stayed violated, which turned that off for every row after it, and the first solve of a
    // build had to crash. Required gaps (a stack's) hold by moving any variable no other row
    // mentions, new or not, and keep the order their ties were checked in.
    makeGroups(
      lead: prefix == 0 ? now.first : nil, tail: suffix == 0 ? now.last : nil,
      single: newCount == 1 ? now.first : nil, makers: makers, gapsReplacing: low..<oldHigh
    ) {
      (low..<newHigh).map { index in
        Unmanaged.passUnretained(now[index])._withUnsafeGuaranteedRef { previous in
          Unmanaged.passUnretained(now[index + 1])._withUnsafeGuaranteedRef { next in
            makers.gap(previous, next)
          }
        }
      }
    }
  }

  /// Makes the lead of `first`, the gaps (`makeGaps`, put in place of the gaps at `replaced`)
  /// and the tail of `last`, in the order `leadFirst` asks for; for a lone entry `single` whose
  /// constraints are its own, those instead of a lead and a tail.
  private mutating func makeGroups(
    lead first: Entry?, tail last: Entry?, single: Entry?, makers: Makers,
    gapsReplacing replaced: Range<Int>, _ makeGaps: () -> [InlineFirstList<Row>]
  ) {
    if let single, let made = makers.single {
      lead = made(single)
      gaps.replaceSubrange(replaced, with: makeGaps())
      return
    }
    if makers.leadFirst, let first { lead = makers.lead(first) }
    gaps.replaceSubrange(replaced, with: makeGaps())
    if !makers.leadFirst, let first { lead = makers.lead(first) }
    if let last { tail = makers.tail(last) }
  }

  /// Makes the rows of the current entries: the gaps, then the lead and the tail (or the single
  /// entry's); with `leadFirst`, the lead before the gaps.
  ///
  /// For a chain whose entries are up to date but that holds none (a derived chain becoming
  /// rows). Calls neither `joined` nor `left`.
  ///
  /// - Parameter makers: What makes the rows.
  /// - Complexity: One call of a maker per entry.
  mutating func makeRows(makers: Makers) {
    guard let first = entries.first else { return }
    let entries = self.entries
    makeGroups(
      lead: first, tail: entries.last, single: entries.count == 1 ? first : nil, makers: makers,
      gapsReplacing: gaps.indices
    ) { zip(entries, entries.dropFirst()).map { makers.gap($0, $1) } }
  }

  /// Removes every constraint of the chain and empties it.
  mutating func removeAll(engine: LayoutEngine) {
    for gap in gaps { Row.remove(gap, from: engine) }
    Row.remove(lead + tail + emptyGroup, from: engine)
    self = GapChain()
  }
}
