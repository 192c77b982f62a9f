import Trellis
import TrellisSolver

/// The PagedScroll demo's scenarios: the seed's P1 through a rotation, and a carousel with
/// peeks.
public enum PagedScenarios {
  /// Every PagedScroll scenario, in the order the demo shows them.
  public static let all: [Scenario] = [p1, carousel]

  static let p1 = Scenario(
    id: "paged-p1", title: "PagedScroll P1: a square pager that survives rotation",
    caption:
      "A page indicator, then a square viewport (width == height, at most the screen, as wide "
      + "as it can be); three pages with images of aspect 4:3, 1:1 and 3:4. Scrolled to offset "
      + "600 (page 2), then rotated to 667×375: the pager shrinks and stays on page 2."
  ) {
    let root = Node("screen")
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
    }
    var checks = Checks()
    root.layout(in: Size(width: 375, height: 667))
    checks.frame(pager, Rect(x: 0, y: 94, width: 375, height: 375))
    checks.that(pager.contentSize.width == 1125, "content width \(pager.contentSize.width)")
    var steps = [ScenarioStep("portrait, offset 0", root: root)]
    try pager.setContentOffset(600)
    root.layout()
    checks.that(pager.currentPage == 2, "offset 600: page \(pager.currentPage), not 2")
    steps.append(ScenarioStep("offset 600: page \(pager.currentPage)", root: root))
    root.layout(in: Size(width: 667, height: 375))
    checks.frame(pager, Rect(x: 193, y: 94, width: 281, height: 281))
    checks.that(pager.contentSize.width == 843, "rotated: content \(pager.contentSize.width)")
    checks.that(pager.currentPage == 2, "rotated: page \(pager.currentPage), not 2")
    checks.that(pager.contentOffset == 562, "rotated: offset \(pager.contentOffset), not 562")
    checks.noDiagnostics(root)
    return ScenarioResult(root: root, failures: checks.failures, steps: steps)
  }

  static let carousel = Scenario(
    id: "paged-carousel", title: "PagedScroll: a carousel with peeks",
    caption:
      "A 375×200 pager, peek 24 and spacing 8: each page is 327 wide, the neighbours show on "
      + "both sides; scroll(toPage: 1) puts page 1 24 points in."
  ) {
    let root = Node("screen")
    let pager = PagedScroll("carousel", pageSpacing: 8, peek: 24)
    try root.addChild(pager)
    try pager.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview()
      make.height.equalTo(200)
    }
    let pages = try (0..<4).map { index in
      let page = Node("card\(index)")
      try pager.addChild(page)
      return page
    }
    root.layout(in: Size(width: 375, height: 240))
    try pager.scroll(toPage: 1)
    root.layout()
    var checks = Checks()
    // L = 375 − 48 = 327, stride 335, content 4·327 + 3·8 + 48 = 1380.
    checks.that(pager.contentOffset == 335, "offset \(pager.contentOffset), not 335")
    checks.frame(pages[0], Rect(x: -311, y: 0, width: 327, height: 200))
    checks.frame(pages[1], Rect(x: 24, y: 0, width: 327, height: 200))
    checks.frame(pages[2], Rect(x: 359, y: 0, width: 327, height: 200))
    checks.that(pager.contentSize.width == 1380, "content \(pager.contentSize.width)")
    checks.noDiagnostics(root)
    return ScenarioResult(root: root, failures: checks.failures)
  }
}
