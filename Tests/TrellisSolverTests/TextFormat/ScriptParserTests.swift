import Testing
import TrellisSolver

@Suite struct ScriptParserTests {
  func parse(_ line: String) throws(ScriptError) -> ScriptStatement? {
    try ScriptParser.parse(line: Substring(line), number: 7)
  }

  @Test func constraintsWithLabelsAndPriorities() throws {
    let statement = try parse("gap: 2 * a + b/4 - 3 >= -c * 0.5 + 1e2 @ 751  # comment")
    guard case .constraint(let label, let lhs, let relation, let rhs, let priority) = statement
    else {
      Issue.record("not a constraint: \(String(describing: statement))")
      return
    }
    #expect(label == "gap")
    #expect(relation == .greaterThanOrEqual)
    #expect(priority == Priority(751))
    #expect(lhs == ScriptExpression(terms: [("a", 2), ("b", 0.25)], constant: -3))
    #expect(rhs == ScriptExpression(terms: [("c", -0.5)], constant: 100))
  }

  @Test func priorityNamesAndDefaults() throws {
    for (name, priority) in [
      ("required", Priority.required), ("high", .high), ("medium", .medium), ("low", .low),
      ("fittingSize", .fittingSize),
    ] {
      guard case .constraint(_, _, _, _, let parsed) = try parse("x == 1 @\(name)") else {
        Issue.record("not a constraint")
        continue
      }
      #expect(parsed == priority)
    }
    guard case .constraint(_, _, _, _, let none) = try parse("x <= 1") else { return }
    #expect(none == nil)
  }

  @Test func otherStatements() throws {
    #expect(try parse("edit xm") == .edit(variable: "xm", priority: nil))
    #expect(try parse("edit xm @ high") == .edit(variable: "xm", priority: .high))
    #expect(try parse("suggest xm = 90") == .suggest(variable: "xm", value: 90))
    #expect(try parse("suggest xm = -2.5") == .suggest(variable: "xm", value: -2.5))
    #expect(try parse("update gap = 12") == .update(label: "gap", constant: 12))
    #expect(try parse("remove gap") == .remove(label: "gap"))
    #expect(try parse("print") == .print)
    #expect(try parse("   # only a comment") == nil)
    #expect(try parse("") == nil)
  }

  @Test func identifiersOfAnyScript() throws {
    guard case .constraint(_, let lhs, _, _, _) = try parse("größe.breite_2 + _x == 1") else {
      Issue.record("not a constraint")
      return
    }
    #expect(lhs.terms.map(\.name) == ["größe.breite_2", "_x"])
  }

  @Test(arguments: [
    ("x == ", "line 7: expected a number or a variable, found the end of the line"),
    ("x = 1", "line 7: expected '==', '<=' or '>=', found '='"),
    ("x 1", "line 7: expected '==', '<=' or '>=', found '1'"),
    ("x == 1 @ 1001", "line 7: priority 1001 is not in (0, 1000]"),
    ("x == 1 @ 0", "line 7: priority 0 is not in (0, 1000]"),
    ("x == 1 @ strong", "line 7: expected a priority (a number or a name), found 'strong'"),
    ("x == 1 extra", "line 7: unexpected 'extra' at the end of the statement"),
    ("x * y == 1", "line 7: expected a number after 'x *' (terms are linear), found 'y'"),
    ("2 * 3 == x", "line 7: expected a variable name after '*', found '3'"),
    ("x / 0 == 1", "line 7: division by zero"),
    ("4 / x == 1", "line 7: only a variable can be divided: write 'x / 4'"),
    ("2 * x * 3 == 1", "line 7: a term is a number times one variable"),
    ("high == 1", "line 7: unexpected 'high' at the start of a statement"),
    ("x + print == 1", "line 7: 'print' is a keyword and cannot be a variable"),
    ("edit", "line 7: expected a variable name, found the end of the line"),
    ("edit required", "line 7: 'required' is a keyword and cannot be a variable name"),
    ("suggest x 3", "line 7: expected '=', found '3'"),
    ("suggest x = y", "line 7: expected a number, found 'y'"),
    ("update = 3", "line 7: expected a label, found '='"),
    ("remove", "line 7: expected a label, found the end of the line"),
    ("print now", "line 7: unexpected 'now' at the end of the statement"),
    ("x == 1.", "line 7: malformed number '1.'"),
    ("x == 3x", "line 7: malformed number '3x'"),
    ("x == 1e", "line 7: malformed number '1e'"),
    ("x == $3", "line 7: unexpected character '$'"),
  ])
  func errorsNameTheLineAndTheProblem(line: String, message: String) {
    #expect(throws: ScriptError.self) { try parse(line) }
    do {
      _ = try parse(line)
    } catch {
      #expect(error.description == message)
    }
  }
}
