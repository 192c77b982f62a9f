/// A paging scroll view: a viewport (this node), an implicit content node (``content``, a
/// layout guide at `(−contentOffset, 0)`, or `(0, −contentOffset)` vertically) and pages (the
/// visible children), horizontal or vertical.
///
/// The geometry is written as constraints: each page is as long as the viewport less two peeks
/// (`L = viewport − 2·peek`), pages follow each other `pageSpacing` apart starting `peek` into
/// the content, and the content ends `peek` after the last page, so its length
/// `n·L + (n − 1)·pageSpacing + 2·peek` comes out of the solver rather than beside it. The
/// offset is an edit variable. A page's cross size follows its own constraints (an aspect
/// ratio, say); without any it fills the viewport.
///
/// `currentPage` is `round(offset / stride)` (halves up) with `stride = L + pageSpacing`,
/// clamped to the pages, 0 when there are none. A viewport resize keeps the current page
/// (the offset becomes `page × new stride`); adding or removing pages keeps it when it still
/// exists, else moves to the last page.
public final class PagedScroll: Node {
  // The observed properties are `@exclusivity(unchecked)`, on `Node`'s grounds: they are set
  // through their observers, which take no long access, and the library never calls a caller's
  // code while an access to one is open.

  /// The axis the pages run along.
  @exclusivity(unchecked) public var axis: Axis {
    didSet { if axis != oldValue { noteArrangementChange() } }
  }

  /// The gap between pages.
  @exclusivity(unchecked) public var pageSpacing: Double {
    didSet { if pageSpacing != oldValue { noteArrangementChange() } }
  }

  /// How much of the neighbouring pages shows on each side.
  @exclusivity(unchecked) public var peek: Double {
    didSet { if peek != oldValue { noteArrangementChange() } }
  }

  /// The scroll position along the axis (the content's start is this far before the
  /// viewport's).
  public private(set) var contentOffset: Double = 0

  /// The page the offset is on, as of the last layout.
  public internal(set) var currentPage = 0

  /// The content's size, as of the last layout.
  public var contentSize: Size {
    content.frame.size
  }

  /// The implicit content node: every page is placed in it.
  public let content: LayoutGuide

  /// A page to move to once the next layout knows the stride.
  var pendingPage: Int?
  /// Whether the offset changed since the arrangement last suggested it.
  var offsetChanged = false

  /// Creates a paged scroll view.
  ///
  /// - Parameters:
  ///   - name: A name for frames, diagnostics and snapshots.
  ///   - axis: The axis the pages run along.
  ///   - pageSpacing: The gap between pages (not negative).
  ///   - peek: How much of the neighbouring pages shows on each side (not negative).
  public init(_ name: String, axis: Axis = .horizontal, pageSpacing: Double = 0, peek: Double = 0) {
    self.axis = axis
    self.pageSpacing = pageSpacing
    self.peek = peek
    self.content = LayoutGuide("\(name).content")
    super.init(name)
    try? addLayoutGuide(content)
  }

  /// Scrolls to an offset; the next layout applies it.
  ///
  /// - Parameter offset: The new offset.
  /// - Throws: ``LayoutError/invalidValue(node:property:value:)`` for a non-finite offset;
  ///   nothing changes then.
  public func setContentOffset(_ offset: Double) throws(LayoutError) {
    guard offset.isFinite else {
      throw .invalidValue(node: name, property: "contentOffset", value: offset)
    }
    contentOffset = offset
    pendingPage = nil
    offsetChanged = true
    existingEngine?.pagedScrollMoved(self)
  }

  /// Scrolls to a page; the next layout puts its start at the viewport's start (less the peek).
  ///
  /// - Parameter page: A page index in `0 ..< pages`.
  /// - Throws: ``LayoutError/pageOutOfRange(node:page:count:)``; nothing changes then.
  public func scroll(toPage page: Int) throws(LayoutError) {
    let count = pages.count
    guard page >= 0, page < count else {
      throw .pageOutOfRange(node: name, page: page, count: count)
    }
    pendingPage = page
    existingEngine?.pagedScrollMoved(self)
  }

  /// The visible children, in order: the pages.
  public var pages: [Node] {
    children.filter { !$0.isHidden }
  }

  /// What keeps the pages from being arranged: a negative or non-finite spacing or peek set
  /// directly.
  ///
  /// Layout reports them as diagnostics and keeps the previous arrangement.
  public var problems: [LayoutError] {
    [("pageSpacing", pageSpacing), ("peek", peek)].compactMap { property, value in
      value.isFinite && value >= 0
        ? nil : .invalidValue(node: name, property: property, value: value)
    }
  }

  /// Sets the offset the arrangement computed (a resize keeping the page).
  func adoptOffset(_ offset: Double) {
    contentOffset = offset
  }

  override func makeArrangement() -> Arrangement? {
    PagedArrangement(container: self)
  }

  override var arrangesChildren: Bool {
    true
  }
}
