import TestSupport
import Testing

@testable import TrellisSolver

@Suite struct IdentityTableTests {
  @Test func behavesLikeADictionary() {
    var generator = SeededGenerator(seed: 9)
    let objects = (0..<500).map { Variable("v\($0)") }
    var table = IdentityTable()
    var dictionary: [ObjectIdentifier: Int32] = [:]
    for step in 0..<20_000 {
      let object = objects[Int.random(in: 0..<objects.count, using: &generator)]
      let key = ObjectIdentifier(object)
      if Int.random(in: 0..<3, using: &generator) == 0 {
        table[key] = nil
        dictionary[key] = nil
      } else {
        table[key] = Int32(step)
        dictionary[key] = Int32(step)
      }
      if step % 97 == 0 {
        for object in objects {
          #expect(table[ObjectIdentifier(object)] == dictionary[ObjectIdentifier(object)])
        }
        #expect(table.count == dictionary.count)
      }
    }
  }

  @Test func keepsEveryEntryAcrossAReservation() {
    let objects = (0..<300).map { Variable("v\($0)") }
    var table = IdentityTable()
    for (index, object) in objects.prefix(100).enumerated() {
      table[ObjectIdentifier(object)] = Int32(index)
    }
    table.reserve(1_000)
    for (index, object) in objects.enumerated().dropFirst(100) {
      table[ObjectIdentifier(object)] = Int32(index)
    }
    table.reserve(10)
    #expect(table.count == 300)
    for (index, object) in objects.enumerated() {
      #expect(table[ObjectIdentifier(object)] == Int32(index))
    }
    // Both lists stay alive to the end: a freed object's address could come back for `absent`.
    let absent = Variable("absent")
    withExtendedLifetime((objects, absent)) {
      #expect(table[ObjectIdentifier(absent)] == nil)
    }
  }
}
