import Testing

@testable import Trellis

/// A borrowed object reaches the body, and the body's typed error comes out as it was thrown.
@Suite struct UnmanagedBorrowTests {
  @Test func theBodyChangesTheObjectAndItsErrorIsRethrown() throws {
    let node = Node("card")
    try Unmanaged.passUnretained(node).withBorrowed { node throws(LayoutError) in
      node.isHidden = true
    }
    #expect(node.isHidden)
    do throws(LayoutError) {
      try Unmanaged.passUnretained(node).withBorrowed { node throws(LayoutError) in
        throw .cycle(child: node.name, parent: "root")
      }
      Issue.record("no error")
    } catch {
      guard case .cycle(let child, let parent) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(child == "card" && parent == "root")
    }
  }
}
