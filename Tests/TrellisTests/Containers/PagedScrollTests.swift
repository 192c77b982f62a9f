import Testing
import TrellisSolver
import TrellisTesting

@testable import Trellis

/// PagedScroll: the seed's scenario P1 (with rotation), DESIGN.md's geometry with peeks and
/// spacing on both axes, scrolling, pages coming and going, and bad input.
@Suite struct PagedScrollTests {
  /// P1: a page indicator, then a square viewport below it; three pages with images of aspect
  /// ratios 4:3, 1:1 and 3:4, each as wide as its page and centred in it.
  func buildP1() throws -> (root: Node, pager: PagedScroll, images: [Node]) {
    let root = Node("root")
    let indicator = Node("indicator")
    let pager = PagedScroll("pager")
    try root.addChild(indicator)
    try root.addChild(pager)
    try indicator.makeConstraints { make in
      make.top.equalToSuperview().offset(64)
      make.leading.trailing.equalToSuperview()
      make.height.equalTo(30)
    }
    try pager.makeConstraints { make in
      make.top.equalTo(indicator.bottom)
      make.centerX.equalToSuperview()
      make.width.equalTo(pager.height)
      make.width.lessThanOrEqualToSuperview()
      make.bottom.lessThanOrEqualToSuperview()
      make.width.equalToSuperview().priority(.high)
    }
    var images: [Node] = []
    for (index, ratio) in [4.0 / 3, 1, 3.0 / 4].enumerated() {
      let page = Node("page\(index)")
      try pager.addChild(page)
      let image = Node("image\(index)")
      try page.addChild(image)
      try image.makeConstraints { make in
        make.width.equalToSuperview()
        make.width.equalTo(image.height).multipliedBy(ratio)
        make.center.equalToSuperview()
      }
      images.append(image)
    }
    root.layout(in: Size(width: 375, height: 667))
    return (root, pager, images)
  }

  @Test func scenarioP1() throws {
    let (root, pager, images) = try buildP1()
    #expect(pager.frame == Rect(x: 0, y: 94, width: 375, height: 375))
    #expect(pager.contentSize == Size(width: 1125, height: 375))
    #expect(pager.currentPage == 0)
    #expect(pager.children.map(\.frame.origin.x) == [0, 375, 750])
    // 4:3 at 375 wide is 281.25 high, centred: 46.875 … 328.125, rounded to whole points;
    // 3:4 is 500 high, from −62.5 (31.5 in the root, which rounds up to 32).
    #expect(images[0].frame == Rect(x: 0, y: 47, width: 375, height: 281))
    #expect(images[2].frame == Rect(x: 0, y: -62, width: 375, height: 500))
    assertFrames(of: root, named: "portrait")
    try pager.setContentOffset(600)
    root.layout()
    #expect(pager.currentPage == 2)
    #expect(pager.content.frame.origin.x == -600)
    #expect(pager.children.map(\.frame.origin.x) == [-600, -225, 150])
    // Rotated: the square shrinks to fit under the indicator and keeps page 2.
    root.layout(in: Size(width: 667, height: 375))
    #expect(pager.frame == Rect(x: 193, y: 94, width: 281, height: 281))
    #expect(pager.contentSize.width == 843)
    #expect(pager.currentPage == 2)
    #expect(pager.contentOffset == 562)
    #expect(pager.children[2].frame.origin.x == 0)
    assertFrames(of: root, named: "landscape")
    #expect(root.engine.diagnostics.isEmpty)
  }

  /// DESIGN.md's geometry: L = viewport − 2·peek, stride = L + spacing, content =
  /// n·L + (n − 1)·spacing + 2·peek, page k at peek + k·stride.
  @Test(arguments: [Axis.horizontal, .vertical])
  func peekAndSpacing(axis: Axis) throws {
    let root = Node("root")
    let pager = PagedScroll("pager", axis: axis, pageSpacing: 10, peek: 20)
    try root.addChild(pager)
    try pager.makeConstraints { make in make.edges.equalToSuperview() }
    let pages = try (0..<4).map { index in
      let page = Node("p\(index)")
      try pager.addChild(page)
      return page
    }
    root.layout(in: Size(width: 300, height: 300))
    // L = 260, stride 270, content 4·260 + 3·10 + 40 = 1110.
    let starts = pages.map { axis == .horizontal ? $0.frame.origin.x : $0.frame.origin.y }
    let lengths = pages.map { axis == .horizontal ? $0.frame.width : $0.frame.height }
    #expect(starts == [20, 290, 560, 830])
    #expect(lengths == [260, 260, 260, 260])
    let content = axis == .horizontal ? pager.contentSize.width : pager.contentSize.height
    #expect(content == 1110)
    try pager.scroll(toPage: 2)
    root.layout()
    #expect(pager.contentOffset == 540)
    #expect(pager.currentPage == 2)
    // Page 2 starts one peek into the viewport, its neighbours peek in on both sides.
    let third = axis == .horizontal ? pages[2].frame.origin.x : pages[2].frame.origin.y
    #expect(third == 20)
    assertFrames(of: root, named: "page2-\(axis)")
    // Halves round up: 1.5 strides is page 2.
    try pager.setContentOffset(405)
    root.layout()
    #expect(pager.currentPage == 2)
    try pager.setContentOffset(404)
    root.layout()
    #expect(pager.currentPage == 1)
    try pager.setContentOffset(-500)
    root.layout()
    #expect(pager.currentPage == 0)
  }

  /// A page's cross size follows its own constraints; without any it fills the viewport.
  @Test func pageCrossSizeFollowsItsOwnConstraints() throws {
    let root = Node("root")
    let pager = PagedScroll("pager")
    try root.addChild(pager)
    try pager.makeConstraints { make in make.edges.equalToSuperview() }
    let wide = Node("wide")
    let plain = Node("plain")
    try pager.addChild(wide)
    try pager.addChild(plain)
    try wide.makeConstraints { make in make.height.equalTo(wide.width).multipliedBy(0.5) }
    root.layout(in: Size(width: 200, height: 300))
    #expect(wide.frame == Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(plain.frame == Rect(x: 200, y: 0, width: 200, height: 300))
  }

  @Test func pagesComingAndGoing() throws {
    let root = Node("root")
    let pager = PagedScroll("pager")
    try root.addChild(pager)
    try pager.makeConstraints { make in make.edges.equalToSuperview() }
    root.layout(in: Size(width: 100, height: 50))
    #expect(pager.currentPage == 0)
    #expect(pager.contentSize == Size(width: 0, height: 50))
    let pages = try (0..<3).map { index in
      let page = Node("p\(index)")
      try pager.addChild(page)
      return page
    }
    root.layout()
    #expect(pager.contentSize.width == 300)
    try pager.scroll(toPage: 1)
    root.layout()
    #expect(pager.currentPage == 1)
    // A page added after the current one: the same page, a longer content.
    try pager.addChild(Node("p3"))
    root.layout()
    #expect(pager.currentPage == 1)
    #expect(pager.contentSize.width == 400)
    // Hiding pages until the current one is gone: the last page that remains.
    pages[2].isHidden = true
    pages[1].isHidden = true
    root.layout()
    #expect(pager.pages.count == 2)
    #expect(pager.currentPage == 1)
    #expect(pager.contentOffset == 100)
    // Every page hidden at once: the empty content's constraint comes after the pages' go,
    // without a conflict.
    for page in pager.children { page.isHidden = true }
    root.layout()
    #expect(root.engine.diagnostics.isEmpty)
    #expect(pager.contentSize == Size(width: 0, height: 50))
  }

  @Test func badInputIsATypedErrorAndChangesNothing() throws {
    let root = Node("root")
    let pager = PagedScroll("pager")
    try root.addChild(pager)
    try pager.makeConstraints { make in make.edges.equalToSuperview() }
    for index in 0..<2 { try pager.addChild(Node("p\(index)")) }
    root.layout(in: Size(width: 100, height: 50))
    #expect(throws: LayoutError.self) { try pager.scroll(toPage: 2) }
    do {
      try pager.scroll(toPage: -1)
    } catch {
      #expect(error.description == "'pager' has no page -1: it has 2 pages")
    }
    do {
      try pager.setContentOffset(.nan)
    } catch {
      #expect(error.description == "'pager'.contentOffset must be a finite number, not nan")
    }
    #expect(pager.contentOffset == 0)
    let frames = pager.children.map(\.frame)
    pager.peek = -5
    root.layout()
    #expect(
      root.engine.diagnostics.map(\.description) == [
        "invalid arrangement: 'pager'.peek must not be negative, not -5"
      ])
    #expect(pager.children.map(\.frame) == frames)
  }
}
