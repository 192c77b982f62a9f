import TrellisSolver

/// The constraints of a ``PagedScroll``: the content guide against the viewport through the
/// offset edit variable, a chain of pages in the content, and each page's length.
final class PagedArrangement: ChainArrangement {
  /// The priority of the offset's edit variable.
  static let offsetPriority = Priority(999)

  @exclusivity(unchecked) var spacing = 0.0
  @exclusivity(unchecked) var peek = 0.0
  let offset = Variable("paged.offset")
  @exclusivity(unchecked) var suggested: Double?
  /// The stride of the last solve, to keep the page on a resize.
  @exclusivity(unchecked) var lastStride: Double?
  @exclusivity(unchecked) var lastCount = 0
  @exclusivity(unchecked) var notes = (page: "", content: "")

  override func update(in engine: LayoutEngine) {
    guard let pager = container as? PagedScroll else {
      removeAll(in: engine)
      return
    }
    rebuildIfNeeded(refusing: pager.problems, engine: engine) {
      tearDown(engine)
      configure(pager, engine: engine)
    }
    guard configured else { return }
    let viewport = pager.variables
    let content = pager.content.variables
    // Entries of pages that left are out of the chain: `left` takes their constraints.
    let now = entries.match(pager.pages, make: ArrangedEntry.init).entries
    let makers = GapChain<ArrangedEntry, Constraint>.Makers(
      gap: { [unowned self] previous, next in
        InlineFirstList(
          one: engine.addArranged(
            along.start(next.variables) .== along.end(previous.variables) + spacing,
            note: notes.page))
      },
      lead: { [unowned self] first in
        [
          engine.addArranged(
            along.start(first.variables) .== along.start(content) + peek, note: notes.content)
        ]
      },
      tail: { [unowned self] last in
        [
          engine.addArranged(
            along.end(content) .== along.end(last.variables) + peek, note: notes.content)
        ]
      },
      left: { entry in
        engine.removeArranged(entry.own)
        entry.own = []
      },
      joined: { [unowned self] entry in
        let page = entry.variables
        entry.own = [
          engine.addArranged(
            along.length(page) .== along.length(viewport) - 2 * peek, note: notes.page),
          engine.addArranged(across.start(page) .== across.start(viewport), note: notes.page),
          engine.addArranged(
            (across.length(page) .== across.length(viewport)).priority(.low), note: notes.page),
        ]
      },
      // An empty content is two peeks long.
      empty: { [unowned self] in
        [engine.addArranged(along.length(content) .== 2 * peek, note: notes.content)]
      }
    )
    chain.update(to: now, engine: engine, makers: makers)
    if pager.offsetChanged || suggested == nil {
      pager.offsetChanged = false
      suggest(pager.contentOffset, engine: engine)
    }
    updateFit(of: pager, engine: engine, note: notes.content)
  }

  override func tearDown(_ engine: LayoutEngine) {
    super.tearDown(engine)
    if engine.solver.hasEditVariable(offset) { try? engine.solver.removeEditVariable(offset) }
    suggested = nil
  }

  private func configure(_ pager: PagedScroll, engine: LayoutEngine) {
    along = AxisEdges(axis: pager.axis, isFlipped: false)
    across = AxisEdges(axis: pager.axis.cross, isFlipped: false)
    spacing = pager.pageSpacing
    peek = pager.peek
    let name = "paged '\(pager.name)'"
    notes = ("\(name) page", "\(name) content")
    let viewport = pager.variables
    let content = pager.content.variables
    shared = [
      engine.addArranged(
        along.start(content) .== along.start(viewport) - Expression(offset), note: notes.content),
      engine.addArranged(across.start(content) .== across.start(viewport), note: notes.content),
      engine.addArranged(across.length(content) .== across.length(viewport), note: notes.content),
    ]
    try? engine.solver.addEditVariable(offset, priority: Self.offsetPriority)
    configured = true
    engine.solveHooks.insert(ObjectIdentifier(pager))
  }

  /// Moves the offset's edit target.
  func suggest(_ value: Double, engine: LayoutEngine) {
    guard suggested != value, engine.solver.hasEditVariable(offset) else { return }
    try? engine.solver.suggestValue(value, for: offset)
    suggested = value
  }

  /// After a solve: keeps the page across a resize or a change in the pages, applies a pending
  /// `scroll(toPage:)`, and publishes `currentPage`.
  ///
  /// - Returns: Whether the offset moved, so the engine solves again.
  override func didSolve(in engine: LayoutEngine) -> Bool {
    guard configured, let pager = container as? PagedScroll else { return false }
    let length = engine.solver.value(of: along.length(pager.variables))
    let stride = length - 2 * peek + spacing
    let count = chain.entries.count
    let current = Self.page(offset: pager.contentOffset, stride: lastStride ?? stride, count: count)
    var target: Double?
    if let page = pager.pendingPage {
      pager.pendingPage = nil
      target = Double(min(page, max(count - 1, 0))) * stride
    } else if let lastStride, abs(lastStride - stride) > 1e-9 {
      target = Double(current) * stride
    } else if count != lastCount, count > 0, current >= count {
      target = Double(count - 1) * stride
    }
    lastStride = stride
    lastCount = count
    if let target, target != pager.contentOffset {
      pager.adoptOffset(target)
      suggest(target, engine: engine)
      pager.currentPage = Self.page(offset: target, stride: stride, count: count)
      return true
    }
    pager.currentPage = Self.page(offset: pager.contentOffset, stride: stride, count: count)
    return false
  }

  /// `round(offset / stride)`, halves up, clamped to `0 ..< count`; 0 when empty.
  static func page(offset: Double, stride: Double, count: Int) -> Int {
    guard count > 0, stride > 0 else { return 0 }
    let page = (offset / stride + 0.5).rounded(.down)
    return Int(min(max(page, 0), Double(count - 1)))
  }
}
