import Foundation
import TestSupport
import Testing

/// `trellis-solve` end to end: the shipped examples, standard input, and errors.
@Suite struct TrellisSolveTests {
  let tool: Executable

  init() throws {
    tool = try Executable("trellis-solve")
  }

  @Test(arguments: [
    ("cassowary.txt", "xm = 90\nxl = 80\nxr = 100\nxm = 30\nxl = 0\nxr = 60\n"),
    ("strict-priorities.txt", "x = 10\nx = 10\ny = 4\n"),
    (
      "labels.txt",
      "right = 8\nleft = 0\nright = 20\nleft = 0\nright = 0\nleft = 0\n"
    ),
    (
      "toolbar.txt",
      """
      window.width = 375
      back.left = 16
      back.width = 80
      forward.left = 104
      forward.width = 80
      spacer.left = 192
      spacer.width = 79
      done.left = 279
      done.width = 80
      window.width = 240
      back.left = 16
      back.width = 61.333333
      forward.left = 85.333333
      forward.width = 61.333333
      spacer.left = 154.666667
      spacer.width = 0
      done.left = 162.666667
      done.width = 61.333333

      """
    ),
  ])
  func examples(file: String, expected: String) throws {
    let path = packageRoot.appendingPathComponent("Examples").appendingPathComponent(file).path
    let result = try tool.run([path])
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(result.output == expected)
  }

  @Test func readsStandardInput() throws {
    let result = try tool.run(input: "a >= 3\nb == a * 2\n")
    #expect(result.status == 0)
    #expect(result.output == "a = 3\nb = 6\n")
  }

  @Test func theFirstErrorGoesToStandardErrorWithItsLine() throws {
    let result = try tool.run(input: "x >= 10\nprint\n\nx <= 5 @required\nprint\n")
    #expect(result.status == 1)
    #expect(result.output == "x = 10\n")
    #expect(
      result.error
        == "line 4: required constraint 'x <= 5 @required' conflicts with 'x >= 10 @required'\n")
    let syntax = try tool.run(input: "x == 1\ny == 2 +\n")
    #expect(syntax.status == 1)
    #expect(syntax.output == "")
    #expect(syntax.error == "line 2: expected a number or a variable, found the end of the line\n")
  }

  @Test func missingFileAndUsage() throws {
    let missing = try tool.run(["/nonexistent/script.txt"])
    #expect(missing.status == 1)
    #expect(missing.error == "trellis-solve: cannot read '/nonexistent/script.txt'\n")
    let help = try tool.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("usage: trellis-solve [FILE]"))
    let wrong = try tool.run(["a", "b"])
    #expect(wrong.status == 2)
  }
}
