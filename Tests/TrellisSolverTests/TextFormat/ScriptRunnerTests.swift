import Testing
import TrellisSolver

@Suite struct ScriptRunnerTests {
  @Test func classicExample() {
    let result = ScriptRunner.run(
      """
      xm * 2 == xl + xr
      xl + 10 <= xr
      xr <= 100
      xl >= 0
      xl == 0 @fittingSize
      edit xm
      suggest xm = 90
      """)
    #expect(result.error == nil)
    #expect(result.output == "xm = 90\nxl = 80\nxr = 100\n")
  }

  @Test func printRunsWhereWrittenAndOnceAtTheEndOtherwise() {
    let printed = ScriptRunner.run("a == 1\nprint\nb == a + 1\nprint\n")
    #expect(printed.output == "a = 1\na = 1\nb = 2\n")
    let implicit = ScriptRunner.run("a == 1\nb == a / 3\n")
    #expect(implicit.output == "a = 1\nb = 0.333333\n")
  }

  @Test func labelsUpdateAndRemove() {
    let result = ScriptRunner.run(
      """
      floor: x >= 10
      x == 0 @low
      print
      update floor = 25
      print
      remove floor
      print
      floor: x >= 3
      print
      """)
    #expect(result.error == nil)
    #expect(result.output == "x = 10\nx = 25\nx = 0\nx = 3\n")
  }

  @Test func updateReplacesTheConstantWithEverythingOnTheLeft() {
    let result = ScriptRunner.run(
      "gap: right - left >= 8\nleft == 0\nright == 0 @low\nupdate gap = 20\n")
    #expect(result.output == "right = 20\nleft = 0\n")
  }

  @Test(arguments: [
    ("a: x == 1\na: x == 2\n", "line 2: label 'a' is already in use (line 1)", ""),
    ("update nothing = 1\n", "line 1: unknown label 'nothing'", ""),
    ("remove nothing\n", "line 1: unknown label 'nothing'", ""),
    (
      "x >= 10\nprint\nx <= 5\nprint\n",
      "line 3: required constraint 'x <= 5 @required' conflicts with 'x >= 10 @required'",
      "x = 10\n"
    ),
    ("suggest x = 1\n", "line 1: 'x' is not an edit variable", ""),
    ("edit x\nedit x\n", "line 2: 'x' is already an edit variable", ""),
    (
      "edit x @required\n",
      "line 1: edit variable 'x' cannot be required; use a priority below 1000", ""
    ),
    ("1 == 0\n", "line 1: required constraint '1 == 0 @required' can never hold", ""),
    (
      "x == 1\ny ==\nprint\n", "line 2: expected a number or a variable, found the end of the line",
      ""
    ),
  ])
  func theFirstErrorStopsTheScript(script: String, message: String, output: String) {
    let result = ScriptRunner.run(script)
    #expect(result.error?.description == message)
    #expect(result.output == output)
  }

  @Test func variablesPrintInFirstAppearanceOrder() {
    let result = ScriptRunner.run("zeta == 1\nalpha == zeta + 1\nedit mid\n")
    #expect(result.output == "zeta = 1\nalpha = 2\nmid = 0\n")
  }
}
