import Testing
import TrellisSolver

@testable import Trellis

/// The inline slots of an item record behave as a fixed-size collection of optionals.
@Suite struct InlineSlotsTests {
  @Test func slotsStartEmptyAndKeepWhatIsWritten() {
    let x = Variable("x")
    let a = x .== 1
    let b = x .>= 2
    var slots = InlineSlots<Constraint>()
    #expect(slots.count == 4)
    #expect(slots.allSatisfy { $0 == nil })
    slots[1] = a
    slots[3] = b
    #expect(slots[0] == nil && slots[1] === a && slots[2] == nil && slots[3] === b)
    #expect(
      slots.compactMap { $0 }.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    slots[1] = nil
    #expect(slots.compactMap { $0 }.count == 1)
  }

  @Test func indicesOutsideTheFourAreIgnored() {
    let x = Variable("x")
    let constraint = x .== 1
    var slots = InlineSlots<Constraint>()
    slots[4] = constraint
    slots[-1] = constraint
    #expect(slots[4] == nil && slots[-1] == nil)
    #expect(Array(slots).count == 4)
    #expect(slots.allSatisfy { $0 == nil })
  }

  @Test func aPairHoldsTwoSlotsAndIgnoresOthers() {
    let x = Variable("x")
    let a = x .== 1
    let b = x .>= 2
    var pair = InlinePair<Constraint>()
    #expect(pair.count == 2)
    #expect(pair.allSatisfy { $0 == nil })
    pair[1] = b
    pair[0] = a
    pair[2] = b
    #expect(pair[0] === a && pair[1] === b && pair[2] == nil)
    #expect(Array(pair).count == 2)
    pair[0] = nil
    #expect(pair.compactMap { $0 }.map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
    // Two slots, not four: an item record keeps a pair per axis twice (hugging, resistance).
    #expect(MemoryLayout<InlinePair<Constraint>>.size < MemoryLayout<InlineSlots<Constraint>>.size)
  }
}
