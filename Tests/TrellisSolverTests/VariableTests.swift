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
    // A suffix other than an item attribute's is joined when the variable is made.
    #expect(Variable("card", suffix: "top").name == "card.top")
    #expect(Variable("card", suffix: "x.y").name == "card.x.y")
  }

  @Test func anItemAttributeSuffixPrintsAsTheAttribute() {
    let pairs: [(Variable.Suffix, String)] = [
      (.none, "card"), (.x, "card.x"), (.y, "card.y"), (.width, "card.width"),
      (.height, "card.height"),
    ]
    for (suffix, name) in pairs {
      #expect(Variable("card", suffix: suffix).name == name)
    }
    #expect(Variable("card", suffix: "height").name == Variable("card", suffix: .height).name)
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
