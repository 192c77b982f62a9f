import Testing
import TrellisSolver

@Suite struct PriorityTests {
  @Test func namedLevels() {
    #expect(Priority.required.rawValue == 1000)
    #expect(Priority.high.rawValue == 750)
    #expect(Priority.medium.rawValue == 500)
    #expect(Priority.low.rawValue == 250)
    #expect(Priority.fittingSize.rawValue == 50)
  }

  @Test(arguments: [
    (0.0, false), (-1, false), (0.5, true), (1000, true), (1000.5, false), (.nan, false),
  ])
  func validity(value: Double, valid: Bool) {
    #expect(Priority(value).isValid == valid)
  }

  @Test func literalsAndArithmetic() {
    let literal: Priority = 751
    #expect(literal == .high + 1)
    #expect(Priority.required - 1 == 999)
    #expect(Priority.low < .medium)
    // A bare literal sum on Doubles is not ambiguous with Priority arithmetic.
    let sum = 1 + abs(-2.5)
    #expect(sum == 3.5)
  }

  @Test func descriptions() {
    #expect(Priority.required.description == "required")
    #expect(Priority.fittingSize.description == "fittingSize")
    #expect(Priority(751).description == "751")
    #expect(Priority(12.5).description == "12.5")
  }
}
