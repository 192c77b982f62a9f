import Testing

@testable import Trellis

/// The JSON parser behind layout specs: values, escapes, and errors with line and column.
@Suite struct JSONValueTests {
  @Test func values() throws {
    let value = try JSONValue.parse(
      #" {"a": [1, -2.5e2, true, false, null], "b": "x\n\u00e9\ud83d\ude00"} "#)
    #expect(
      value
        == .object([
          ("a", .array([.number(1), .number(-250), .bool(true), .bool(false), .null])),
          ("b", .string("x\né😀")),
        ]))
  }

  @Test func keysKeepTheirOrder() throws {
    guard case .object(let members) = try JSONValue.parse(#"{"z": 1, "a": 2, "m": 3}"#) else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["z", "a", "m"])
  }

  @Test(arguments: [
    ("{\"a\": 1,}", "line 1, column 9: expected a string key"),
    ("{\"a\" 1}", "line 1, column 6: expected ':'"),
    ("[1 2]", "line 1, column 4: expected ',' or ']'"),
    ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key \"a\""),
    ("\"abc", "line 1, column 5: unexpected end of input: unterminated string"),
    ("\"a\\qb\"", "line 1, column 3: invalid escape '\\q'"),
    ("01", "line 1, column 2: unexpected text after the JSON value"),
    ("1e999", "line 1, column 6: number 1e999 is out of range"),
    ("tru", "line 1, column 1: expected 'true'"),
    ("{\n  \"a\": @\n}", "line 2, column 8: unexpected character '@'"),
    ("-", "line 1, column 2: expected a digit"),
  ])
  func errorsNameLineAndColumn(text: String, message: String) {
    #expect(throws: LayoutSpecError.self) { try JSONValue.parse(text) }
    do {
      _ = try JSONValue.parse(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func deepNestingIsRefusedNotACrash() {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: LayoutSpecError.self) { try JSONValue.parse(text) }
  }
}
