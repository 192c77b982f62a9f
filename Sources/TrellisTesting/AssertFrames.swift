import Testing
public import Trellis

/// Checks a laid-out tree's frames against a snapshot file and that no frame in it is
/// ambiguous, reporting failures through Swift Testing.
///
/// The snapshot lives at `__Snapshots__/<TestFile>/<test>.<name>.txt` next to the test file:
/// one line per node, `name (x, y, w, h)` with two decimals, then `---` and an ASCII drawing
/// (not compared). A missing snapshot is recorded and the test fails saying so;
/// `TRELLIS_RECORD_SNAPSHOTS=1` re-records; a mismatch fails with a line diff.
///
/// ```swift
/// @Test func card() throws {
///   let screen = try makeCardScreen()
///   screen.layout(in: Size(width: 375, height: 667))
///   assertFrames(of: screen, named: "iphone")
/// }
/// ```
///
/// - Parameters:
///   - node: The top node, laid out.
///   - name: The snapshot's name within the test.
///   - fileID: The call site (filled in).
///   - filePath: The test file (filled in); snapshots go next to it.
///   - line: The call site (filled in).
///   - column: The call site (filled in).
public func assertFrames(
  of node: Node, named name: String, fileID: String = #fileID, filePath: String = #filePath,
  line: Int = #line, column: Int = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let ambiguous = ambiguousNodes(in: node).map(\.name)
  if !ambiguous.isEmpty {
    Issue.record(
      "ambiguous frames (the constraints do not determine them): \(ambiguous.joined(separator: ", "))",
      sourceLocation: location)
  }
  let test = Test.current?.name.split(separator: "(").first.map(String.init) ?? "snapshot"
  let path = SnapshotStore.path(filePath: filePath, test: test, name: name)
  let outcome = SnapshotStore.verify(
    FrameSnapshot(of: node), at: path, record: SnapshotStore.isRecording)
  if !outcome.passed {
    Issue.record(Comment(rawValue: outcome.message), sourceLocation: location)
  }
}

/// The visible nodes of a tree whose frames the constraints do not determine.
///
/// - Parameter node: The top node, laid out.
/// - Returns: Those nodes, parents first.
public func ambiguousNodes(in node: Node) -> [Node] {
  node.subtree.filter { !$0.isHidden && $0.hasAmbiguousLayout }
}
