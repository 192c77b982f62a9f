import Testing
import TrellisSolver

@Suite struct NumberFormattingTests {
  @Test(arguments: [
    (80.0, "80"), (0.5, "0.5"), (-0.0, "0"), (-3.25, "-3.25"), (1.0 / 3, "0.333333"),
    (2.0 / 3, "0.666667"), (1e-7, "0"), (-1e-7, "0"), (123456.1234567, "123456.123457"),
    (100.0000004, "100"), (99.9999996, "100"), (1e17, "100000000000000000"),
    (-2.5e16, "-25000000000000000"),
  ])
  func printedValues(value: Double, text: String) {
    #expect(NumberFormatting.rounded(value) == text)
  }

  @Test(arguments: [(10.0, "10"), (0.5, "0.5"), (1e-7, "1e-07"), (-2.0, "-2"), (0.1, "0.1")])
  func exactValues(value: Double, text: String) {
    #expect(NumberFormatting.exact(value) == text)
    #expect(Double(text) == value)
  }
}

@Suite struct IdentifierTests {
  @Test func sanitizing() {
    #expect(Identifier.sanitized("card.width") == "card.width")
    #expect(Identifier.sanitized("title label") == "title_label")
    #expect(Identifier.sanitized("1st") == "_1st")
    #expect(Identifier.sanitized("edit") == "edit_")
    #expect(Identifier.sanitized("") == "v")
    #expect(Identifier.sanitized("größe") == "größe")
  }
}
