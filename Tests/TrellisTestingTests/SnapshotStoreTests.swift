import Foundation
import Testing
import Trellis
import TrellisTesting

@Suite struct SnapshotStoreTests {
  func laidOut(width: Double) throws -> Node {
    let root = Node("root")
    let child = Node("child")
    try root.addChild(child)
    try child.makeConstraints { make in
      make.top.leading.equalToSuperview().inset(10)
      make.size.equalTo(Size(width: width, height: 20))
    }
    root.layout(in: Size(width: 100, height: 50))
    return root
  }

  func temporaryPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString)")
      .appendingPathComponent("Test/sample.snap.txt").path
  }

  @Test func pathFollowsTheFormat() {
    let path = SnapshotStore.path(
      filePath: "/work/Tests/CardTests.swift", test: "cardLayout", name: "iphone")
    #expect(path == "/work/Tests/__Snapshots__/CardTests/cardLayout.iphone.txt")
  }

  @Test func missingIsRecordedThenMatchesThenMismatchesWithADiff() throws {
    let path = temporaryPath()
    let first = FrameSnapshot(of: try laidOut(width: 30))
    #expect(
      first.frames == "root (0.00, 0.00, 100.00, 50.00)\n  child (10.00, 10.00, 30.00, 20.00)\n")
    #expect(SnapshotStore.verify(first, at: path, record: false) == .recordedMissing(path: path))
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.hasPrefix(first.frames + "---\n+"))
    #expect(SnapshotStore.verify(first, at: path, record: false) == .matched)
    let second = FrameSnapshot(of: try laidOut(width: 40))
    let outcome = SnapshotStore.verify(second, at: path, record: false)
    #expect(
      outcome
        == .mismatch(
          path: path,
          diff: """
              root (0.00, 0.00, 100.00, 50.00)
            -   child (10.00, 10.00, 30.00, 20.00)
            +   child (10.00, 10.00, 40.00, 20.00)
            """))
    #expect(outcome.message.hasPrefix("frames differ from \(path) (- recorded, + now):"))
    #expect(SnapshotStore.verify(second, at: path, record: true) == .rerecorded(path: path))
    #expect(SnapshotStore.verify(second, at: path, record: false) == .matched)
  }

  @Test func theDrawingIsNotCompared() throws {
    let path = temporaryPath()
    var snapshot = FrameSnapshot(of: try laidOut(width: 30))
    _ = SnapshotStore.verify(snapshot, at: path, record: false)
    snapshot.drawing = "something else\n"
    #expect(SnapshotStore.verify(snapshot, at: path, record: false) == .matched)
  }

  @Test func ambiguousFramesAreFound() throws {
    let root = Node("root")
    let loose = Node("loose")
    try root.addChild(loose)
    try loose.makeConstraints { make in
      make.left.greaterThanOrEqualToSuperview()
      make.top.equalToSuperview()
      make.size.equalTo(Size(width: 10, height: 10))
    }
    root.layout(in: Size(width: 100, height: 50))
    #expect(ambiguousNodes(in: root).map(\.name) == ["loose"])
  }
}
