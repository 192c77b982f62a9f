import Testing
import TrellisSolver

@Suite struct VariableTests {
  @Test func namesPrintAsGiven() {
    #expect(Variable("left").name == "left")
    #expect(Variable("left").description == "left")
    #expect(Variable().name.isEmpty)
    #expect(Variable().description == "_")
  }

  @Test func aSuffixIsJoinedWithADot() {
    let width = Variable("card", suffix: "width")
    #expect(width.name == "card.width")
    #expect(width.description == "card.width")
    #expect(Variable("card", suffix: "").name == "card")
    #expect(Variable("", suffix: "width").name == ".width")
  }

  @Test func identityNotTheNameMakesAVariable() {
    let first = Variable("card", suffix: "x")
    let second = Variable("card.x")
    #expect(first.name == second.name)
    #expect(first != second)
    #expect(first == first)
    #expect(Set([first, second, first]).count == 2)
  }
}
