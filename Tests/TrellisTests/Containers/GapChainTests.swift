import TestSupport
import Testing
import TrellisSolver

@testable import Trellis

/// The chain of a container's visible entries: after any update, exactly the lead of the first
/// included entry, one gap per neighbouring pair and the tail of the last are live, and an update
/// makes only the groups around what changed.
@Suite struct GapChainTests {
  /// An entry of the test chain.
  final class Entry {
    let name: String
    var isIncluded = true

    init(_ name: String) {
      self.name = name
    }
  }

  /// Makes each group as one constraint on a shared variable and remembers its label.
  final class Recorder {
    let engine = Node("root").engine
    let variable = Variable("v")
    var labels: [ObjectIdentifier: String] = [:]
    var made: [Constraint] = []
    var joined: [String] = []
    var left: [String] = []
    var leadFirst = false

    func make(_ label: String) -> [Constraint] {
      let constraint = (variable .== 0).priority(.low)
      labels[ObjectIdentifier(constraint)] = label
      made.append(constraint)
      return [engine.addArranged(constraint, note: label)]
    }

    var makers: GapChain<Entry, Constraint>.Makers {
      GapChain<Entry, Constraint>.Makers(
        gap: { [unowned self] in InlineFirstList(make("gap \($0.name)-\($1.name)")) },
        lead: { [unowned self] in make("lead \($0.name)") },
        tail: { [unowned self] in make("tail \($0.name)") },
        left: { [unowned self] in left.append($0.name) },
        joined: { [unowned self] in joined.append($0.name) },
        empty: { [unowned self] in make("empty") }, leadFirst: leadFirst)
    }

    /// The labels of the groups still in the solver.
    var live: Set<String> {
      Set(made.filter { engine.solver.contains($0) }.compactMap { labels[ObjectIdentifier($0)] })
    }
  }

  /// What a chain of `names` must hold.
  func expected(_ names: [String]) -> Set<String> {
    guard let first = names.first, let last = names.last else { return ["empty"] }
    var result: Set<String> = ["lead \(first)", "tail \(last)"]
    for (a, b) in zip(names, names.dropFirst()) { result.insert("gap \(a)-\(b)") }
    return result
  }

  @Test func randomTogglesAndEditsKeepExactlyTheChainsGroups() {
    var generator = SeededGenerator(seed: 11)
    let recorder = Recorder()
    var chain = GapChain<Entry, Constraint>()
    var all = (0..<10).map { Entry("e\($0)") }
    for step in 0..<400 {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0 where all.count > 1:
        all.remove(at: Int.random(in: 0..<all.count, using: &generator))
      case 1:
        all.insert(Entry("n\(step)"), at: Int.random(in: 0...all.count, using: &generator))
      case 2 where all.count > 1:
        let moved = all.remove(at: Int.random(in: 0..<all.count, using: &generator))
        all.insert(moved, at: Int.random(in: 0...all.count, using: &generator))
      default:
        for _ in 0..<Int.random(in: 1...3, using: &generator) where !all.isEmpty {
          all[Int.random(in: 0..<all.count, using: &generator)].isIncluded.toggle()
        }
      }
      chain.update(
        toIncluded: all, where: { $0.isIncluded }, engine: recorder.engine,
        makers: recorder.makers)
      let included = all.filter(\.isIncluded)
      #expect(chain.entries.map(\.name) == included.map(\.name), "step \(step)")
      #expect(recorder.live == expected(included.map(\.name)), "step \(step)")
    }
  }

  @Test func hidingAMiddleEntryMakesOnlyTheBridgingGap() {
    let recorder = Recorder()
    var chain = GapChain<Entry, Constraint>()
    let all = (0..<1_000).map { Entry("e\($0)") }
    chain.update(
      toIncluded: all, where: { $0.isIncluded }, engine: recorder.engine, makers: recorder.makers)
    #expect(recorder.made.count == 1_001)
    recorder.made = []
    all[500].isIncluded = false
    chain.update(
      toIncluded: all, where: { $0.isIncluded }, engine: recorder.engine, makers: recorder.makers)
    #expect(recorder.made.compactMap { recorder.labels[ObjectIdentifier($0)] } == ["gap e499-e501"])
    #expect(recorder.left == ["e500"])
    recorder.made = []
    all[500].isIncluded = true
    chain.update(
      toIncluded: all, where: { $0.isIncluded }, engine: recorder.engine, makers: recorder.makers)
    #expect(
      recorder.made.compactMap { recorder.labels[ObjectIdentifier($0)] } == [
        "gap e499-e500", "gap e500-e501",
      ])
    #expect(recorder.joined.suffix(1) == ["e500"])
    #expect(chain.entries.count == 1_000)
  }

  /// With `leadFirst` (a chain of soft gaps) the lead comes first, then the gaps in order, then
  /// the tail: each group then brings a variable no earlier group mentions, which lets a soft
  /// chain hold as it arrives. Without it the gaps come first, then the lead and the tail.
  @Test(arguments: [true, false])
  func aFirstBuildMakesTheGroupsInOrder(leadFirst: Bool) {
    let recorder = Recorder()
    recorder.leadFirst = leadFirst
    var chain = GapChain<Entry, Constraint>()
    let all = ["a", "b", "c"].map(Entry.init)
    chain.update(
      toIncluded: all, where: { $0.isIncluded }, engine: recorder.engine, makers: recorder.makers)
    #expect(
      recorder.made.compactMap { recorder.labels[ObjectIdentifier($0)] }
        == (leadFirst
          ? ["lead a", "gap a-b", "gap b-c", "tail c"]
          : ["gap a-b", "gap b-c", "lead a", "tail c"]))
    // Hiding the first entry makes the new lead before the gaps it brings (none here).
    recorder.made = []
    all[0].isIncluded = false
    chain.update(
      toIncluded: all, where: { $0.isIncluded }, engine: recorder.engine, makers: recorder.makers)
    #expect(recorder.made.compactMap { recorder.labels[ObjectIdentifier($0)] } == ["lead b"])
    #expect(chain.entries.map(\.name) == ["b", "c"])
  }

  @Test func theEmptyGroupComesAndGoesWithTheLastEntry() {
    let recorder = Recorder()
    var chain = GapChain<Entry, Constraint>()
    let all = [Entry("a")]
    chain.update(
      toIncluded: all, where: { $0.isIncluded }, engine: recorder.engine, makers: recorder.makers)
    #expect(recorder.live == ["lead a", "tail a"])
    all[0].isIncluded = false
    chain.update(
      toIncluded: all, where: { $0.isIncluded }, engine: recorder.engine, makers: recorder.makers)
    #expect(recorder.live == ["empty"])
    all[0].isIncluded = true
    chain.update(
      toIncluded: all, where: { $0.isIncluded }, engine: recorder.engine, makers: recorder.makers)
    #expect(recorder.live == ["lead a", "tail a"])
  }
}
