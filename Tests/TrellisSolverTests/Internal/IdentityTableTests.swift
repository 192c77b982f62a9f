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
}
