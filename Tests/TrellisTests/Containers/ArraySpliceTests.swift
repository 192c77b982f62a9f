import Testing

@testable import Trellis

@Suite struct ArraySpliceTests {
  /// A splice gives what `replaceSubrange` gives, for windows inside the list, at its ends, and
  /// covering all of it (empty or not).
  @Test func givesWhatAReplacementGives() {
    let lists: [[Int]] = [[], [1], [1, 2, 3, 4, 5]]
    let replacements: [[Int]] = [[], [9], [7, 8, 9]]
    for list in lists {
      for lower in 0...list.count {
        for upper in lower...list.count {
          for replacement in replacements {
            var spliced = list
            spliced.splice(lower..<upper, with: replacement)
            var replaced = list
            replaced.replaceSubrange(lower..<upper, with: replacement)
            #expect(spliced == replaced, "\(list) \(lower)..<\(upper) \(replacement)")
          }
        }
      }
    }
  }

  /// A window that covers the whole list takes the new list's storage: no element is copied.
  @Test func takesTheNewListWholeWhenItReplacesEverything() {
    let new = [10, 20, 30]
    var list: [Int] = []
    list.splice(0..<0, with: new)
    let shared = new.withUnsafeBufferPointer { theirs in
      list.withUnsafeBufferPointer { ours in theirs.baseAddress == ours.baseAddress }
    }
    #expect(shared)
    #expect(list == [10, 20, 30])
  }
}
