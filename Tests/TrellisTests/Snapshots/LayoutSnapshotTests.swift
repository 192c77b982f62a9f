import Testing
import TrellisSolver
import TrellisTesting

@testable import Trellis

/// Layouts written with the DSL, each snapshotted and checked against frames derived by hand.
@Suite struct LayoutSnapshotTests {
  @Test func card() throws {
    let screen = Node("screen")
    let card = Node("card")
    let image = Node("image")
    let title = Node("title", intrinsicSize: IntrinsicSize(width: 180, height: 24))
    let subtitle = Node("subtitle", intrinsicSize: IntrinsicSize(width: 140, height: 18))
    try screen.addChild(card)
    for child in [image, title, subtitle] { try card.addChild(child) }
    try card.makeConstraints { make in
      make.leading.trailing.equalToSuperview().inset(16)
      make.top.equalToSuperview().offset(40)
      make.bottom.equalTo(image.bottom).offset(12)
    }
    try image.makeConstraints { make in
      make.top.leading.equalToSuperview().inset(12)
      make.size.equalTo(Size(width: 80, height: 80))
    }
    try title.makeConstraints { make in
      make.leading.equalTo(image.trailing).offset(12)
      make.top.equalTo(image)
      make.trailing.lessThanOrEqualToSuperview().inset(12)
    }
    try subtitle.makeConstraints { make in
      make.leading.equalTo(title)
      make.top.equalTo(title.bottom).offset(4)
    }
    screen.layout(in: Size(width: 375, height: 667))
    #expect(card.frame == Rect(x: 16, y: 40, width: 343, height: 104))
    #expect(title.frame == Rect(x: 104, y: 12, width: 180, height: 24))
    #expect(subtitle.frame == Rect(x: 104, y: 40, width: 140, height: 18))
    assertFrames(of: screen, named: "iphone")
  }

  @Test func toolbar() throws {
    let screen = Node("screen")
    let bar = Node("toolbar")
    let back = Node("back", intrinsicSize: IntrinsicSize(width: 44, height: 44))
    let share = Node("share", intrinsicSize: IntrinsicSize(width: 44, height: 44))
    let title = Node("title", intrinsicSize: IntrinsicSize(width: 100, height: 20))
    try screen.addChild(bar)
    for child in [back, share, title] { try bar.addChild(child) }
    try bar.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview()
      make.height.equalTo(44)
    }
    try back.makeConstraints { make in make.leading.equalToSuperview().offset(8) }
    try share.makeConstraints { make in make.trailing.equalToSuperview().inset(8) }
    try [back, share].makeConstraints { make in make.centerY.equalToSuperview() }
    try title.makeConstraints { make in
      make.center.equalToSuperview()
      make.leading.greaterThanOrEqualTo(back.trailing).offset(8)
    }
    screen.layout(in: Size(width: 375, height: 667))
    #expect(share.frame == Rect(x: 323, y: 0, width: 44, height: 44))
    // centerX 187.5: edges 137.5 and 237.5 round away from zero.
    #expect(title.frame == Rect(x: 138, y: 12, width: 100, height: 20))
    assertFrames(of: screen, named: "iphone")
  }

  @Test func formAlignedOnBaselines() throws {
    let form = Node("form")
    var previous: Node?
    for index in 0..<3 {
      let label = Node("label\(index)", intrinsicSize: IntrinsicSize(width: 80, height: 17))
      let field = Node("field\(index)", intrinsicSize: IntrinsicSize(width: 200, height: 32))
      label.firstBaselineOffset = 13
      field.firstBaselineOffset = 21
      try form.addChild(label)
      try form.addChild(field)
      try label.makeConstraints { make in
        make.leading.equalToSuperview().offset(20)
        make.firstBaseline.equalTo(field.firstBaseline)
      }
      try field.makeConstraints { make in
        make.leading.equalTo(label.trailing).offset(12)
        if let previous {
          make.top.equalTo(previous.bottom).offset(12)
        } else {
          make.top.equalToSuperview().offset(20)
        }
      }
      previous = field
    }
    form.layout(in: Size(width: 375, height: 300))
    let nodes = Dictionary(uniqueKeysWithValues: form.children.map { ($0.name, $0) })
    #expect(nodes["field0"]?.frame == Rect(x: 112, y: 20, width: 200, height: 32))
    // Baselines: 20 + 21 = label.top + 13.
    #expect(nodes["label0"]?.frame == Rect(x: 20, y: 28, width: 80, height: 17))
    #expect(nodes["label2"]?.frame.minY == 116)
    assertFrames(of: form, named: "form")
  }

  @Test func centeredDialog() throws {
    let screen = Node("screen")
    let dialog = Node("dialog")
    let message = Node.label(
      "message",
      text: TextMeasure(
        "Are you sure you want to delete this item?", characterWidth: 8, lineHeight: 20))
    let buttons = Node("buttons")
    try screen.addChild(dialog)
    try dialog.addChild(message)
    try dialog.addChild(buttons)
    try dialog.makeConstraints { make in
      make.center.equalToSuperview()
      make.width.equalTo(280)
    }
    try message.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview().inset(20)
    }
    try buttons.makeConstraints { make in
      make.top.equalTo(message.bottom).offset(20)
      make.leading.trailing.bottom.equalToSuperview()
      make.height.equalTo(44)
    }
    screen.layout(in: Size(width: 375, height: 667))
    // 240 points hold 30 characters: two lines of 20. Height 20 + 40 + 20 + 44 = 124, centred:
    // edges at 47.5/271.5 round away from zero.
    #expect(message.frame == Rect(x: 20, y: 20, width: 240, height: 40))
    #expect(dialog.frame == Rect(x: 48, y: 272, width: 280, height: 124))
    assertFrames(of: screen, named: "iphone")
  }

  @Test func safeAreaScreen() throws {
    let screen = Node("screen")
    let header = Node("header")
    let content = Node("content")
    let footer = Node("footer")
    for child in [header, content, footer] { try screen.addChild(child) }
    screen.engine.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    try header.makeConstraints { make in
      make.top.equalTo(screen.safeArea)
      make.leading.trailing.equalToSuperview()
      make.height.equalTo(56)
    }
    try footer.makeConstraints { make in
      make.bottom.equalTo(screen.safeArea)
      make.leading.trailing.equalToSuperview()
      make.height.equalTo(49)
    }
    try content.makeConstraints { make in
      make.top.equalTo(header.bottom)
      make.bottom.equalTo(footer.top)
      make.leading.trailing.equalTo(screen.safeArea)
    }
    screen.layout(in: Size(width: 390, height: 844))
    #expect(header.frame == Rect(x: 0, y: 47, width: 390, height: 56))
    #expect(footer.frame == Rect(x: 0, y: 761, width: 390, height: 49))
    #expect(content.frame == Rect(x: 0, y: 103, width: 390, height: 658))
    assertFrames(of: screen, named: "portrait")
    screen.engine.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    screen.layout(in: Size(width: 844, height: 390))
    #expect(content.frame == Rect(x: 47, y: 56, width: 750, height: 264))
    assertFrames(of: screen, named: "landscape")
  }

  @Test func chatBubbleRightToLeft() throws {
    let thread = Node("thread")
    let avatar = Node("avatar")
    let bubble = Node("bubble", intrinsicSize: IntrinsicSize(width: 150, height: 40))
    try thread.addChild(avatar)
    try thread.addChild(bubble)
    try avatar.makeConstraints { make in
      make.leading.top.equalToSuperview().inset(8)
      make.size.equalTo(Size(width: 32, height: 32))
    }
    try bubble.makeConstraints { make in
      make.leading.equalTo(avatar.trailing).offset(8)
      make.trailing.lessThanOrEqualToSuperview().inset(40)
      make.top.equalTo(avatar)
    }
    thread.layoutDirection = .rightToLeft
    thread.layout(in: Size(width: 320, height: 100))
    #expect(avatar.frame == Rect(x: 280, y: 8, width: 32, height: 32))
    #expect(bubble.frame == Rect(x: 122, y: 8, width: 150, height: 40))
    assertFrames(of: thread, named: "rtl")
  }

  @Test func splitView() throws {
    let window = Node("window")
    let sidebar = Node("sidebar")
    let divider = Node("divider")
    let detail = Node("detail")
    for child in [sidebar, divider, detail] { try window.addChild(child) }
    try [sidebar, divider, detail].makeConstraints { make in make.top.bottom.equalToSuperview() }
    try sidebar.makeConstraints { make in
      make.leading.equalToSuperview()
      make.width.equalTo(320)
    }
    try divider.makeConstraints { make in
      make.leading.equalTo(sidebar.trailing)
      make.width.equalTo(1)
    }
    try detail.makeConstraints { make in
      make.leading.equalTo(divider.trailing)
      make.trailing.equalToSuperview()
    }
    window.layout(in: Size(width: 1024, height: 768))
    #expect(detail.frame == Rect(x: 321, y: 0, width: 703, height: 768))
    assertFrames(of: window, named: "ipad")
  }

  @Test func tabBarWithEqualTabs() throws {
    let screen = Node("screen")
    let bar = Node("tabBar")
    try screen.addChild(bar)
    screen.engine.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
    try bar.makeConstraints { make in
      make.leading.trailing.equalToSuperview()
      make.bottom.equalTo(screen.safeArea)
      make.height.equalTo(49)
    }
    let tabs = (0..<4).map { Node("tab\($0)") }
    for tab in tabs { try bar.addChild(tab) }
    try tabs.makeConstraints { make in make.top.bottom.equalToSuperview() }
    for (index, tab) in tabs.enumerated() {
      try tab.makeConstraints { make in
        if index == 0 {
          make.leading.equalToSuperview()
        } else {
          make.leading.equalTo(tabs[index - 1].trailing)
          make.width.equalTo(tabs[0])
        }
        if index == 3 { make.trailing.equalToSuperview() }
      }
    }
    screen.layout(in: Size(width: 375, height: 812))
    // 93.75 each: edges 0, 93.75, 187.5, 281.25, 375 round to 0, 94, 188, 281, 375.
    #expect(tabs.map(\.frame.width) == [94, 94, 93, 94])
    #expect(bar.frame == Rect(x: 0, y: 729, width: 375, height: 49))
    assertFrames(of: screen, named: "iphone")
  }

  @Test func profileHeaderCompressesTheName() throws {
    let header = Node("header")
    let avatar = Node("avatar")
    let name = Node("name", intrinsicSize: IntrinsicSize(width: 200, height: 22))
    let follow = Node("follow", intrinsicSize: IntrinsicSize(width: 90, height: 32))
    follow.setContentCompressionResistancePriority(Priority(751), for: .horizontal)
    for child in [avatar, name, follow] { try header.addChild(child) }
    try avatar.makeConstraints { make in
      make.leading.top.equalToSuperview().inset(16)
      make.size.equalTo(Size(width: 64, height: 64))
    }
    try name.makeConstraints { make in
      make.leading.equalTo(avatar.trailing).offset(12)
      make.trailing.lessThanOrEqualTo(follow.leading).offset(-8)
      make.centerY.equalTo(avatar)
    }
    try follow.makeConstraints { make in
      make.trailing.equalToSuperview().inset(16)
      make.centerY.equalTo(avatar)
    }
    header.layout(in: Size(width: 300, height: 96))
    // 300 − 16 − 64 − 12 − 8 − 90 − 16 = 94 left for the name.
    #expect(name.frame == Rect(x: 92, y: 37, width: 94, height: 22))
    #expect(follow.frame == Rect(x: 194, y: 32, width: 90, height: 32))
    assertFrames(of: header, named: "narrow")
    header.layout(in: Size(width: 500, height: 96))
    #expect(name.frame.width == 200)
    assertFrames(of: header, named: "wide")
  }

  @Test func photoGridWithAspectRatios() throws {
    let grid = Node("grid")
    let photos = (0..<4).map { Node("photo\($0)") }
    for photo in photos { try grid.addChild(photo) }
    try photos.makeConstraints { make in make.aspectRatio(4.0 / 3) }
    try photos[0].makeConstraints { make in make.top.leading.equalToSuperview().inset(8) }
    try photos[1].makeConstraints { make in
      make.leading.equalTo(photos[0].trailing).offset(8)
      make.trailing.equalToSuperview().inset(8)
      make.top.equalTo(photos[0])
      make.width.equalTo(photos[0])
    }
    try photos[2].makeConstraints { make in
      make.leading.equalTo(photos[0])
      make.top.equalTo(photos[0].bottom).offset(8)
      make.width.equalTo(photos[0])
    }
    try photos[3].makeConstraints { make in
      make.leading.equalTo(photos[1])
      make.top.equalTo(photos[2])
      make.width.equalTo(photos[0])
    }
    grid.layout(in: Size(width: 320, height: 260))
    // (320 − 3 × 8) / 2 = 148 wide, 111 tall.
    #expect(photos[0].frame == Rect(x: 8, y: 8, width: 148, height: 111))
    #expect(photos[3].frame == Rect(x: 164, y: 127, width: 148, height: 111))
    assertFrames(of: grid, named: "phone")
  }

  @Test func navigationBarWithWrappingLargeTitle() throws {
    let screen = Node("screen")
    let bar = Node("navigationBar")
    let back = Node("back", intrinsicSize: IntrinsicSize(width: 44, height: 44))
    let title = Node.label(
      "largeTitle", text: TextMeasure("Notification Settings", characterWidth: 17, lineHeight: 41))
    try screen.addChild(bar)
    try bar.addChild(back)
    try bar.addChild(title)
    try bar.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview()
      make.bottom.equalTo(title.bottom).offset(8)
    }
    try back.makeConstraints { make in make.top.leading.equalToSuperview() }
    try title.makeConstraints { make in
      make.top.equalTo(back.bottom)
      make.leading.trailing.equalToSuperview().inset(16)
    }
    screen.layout(in: Size(width: 375, height: 667))
    // 343 points hold 20 characters: "Notification" / "Settings", two lines of 41.
    #expect(title.frame == Rect(x: 16, y: 44, width: 343, height: 82))
    #expect(bar.frame == Rect(x: 0, y: 0, width: 375, height: 134))
    screen.layout(in: Size(width: 568, height: 320))
    #expect(title.frame.height == 41)
    assertFrames(of: screen, named: "landscape")
  }
}
