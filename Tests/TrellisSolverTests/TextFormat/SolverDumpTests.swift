import Testing
import TrellisSolver

/// `debugDescription` writes the system in the text format; replaying it gives the same values.
@Suite struct SolverDumpTests {
  @Test func dumpReplaysToTheSameValues() throws {
    var solver = Solver()
    let left = Variable("card left")
    let width = Variable("card.width")
    let right = Variable("right")
    let edit = Variable("edit")
    try solver.add(left .>= 0)
    try solver.add((width .== 120).priority(.high).labeled("preferred width"))
    try solver.add(right .== left + width)
    try solver.add((right .<= edit - 16).priority(Priority(900)))
    let gap = (left * 2 .== 30).priority(.low)
    try solver.add(gap)
    try solver.updateConstant(of: gap, to: 44)
    try solver.add(Constraint(Expression(constant: 0), .equal, Expression(constant: 0)))
    try solver.addEditVariable(edit, priority: .medium)
    try solver.suggestValue(100, for: edit)
    let values = solver.values(of: [left, width, right, edit])
    let dump = solver.debugDescription
    #expect(dump.contains("preferred_width: card.width == 120 @high"))
    #expect(dump.contains("edit edit_ @medium"))
    #expect(dump.contains("suggest edit_ = 100"))
    #expect(dump.contains("2 * card_left == 44 @low"))
    let replay = ScriptRunner.run(dump)
    #expect(replay.error == nil)
    let printed = Dictionary(
      uniqueKeysWithValues: replay.output.split(separator: "\n").map { line -> (String, String) in
        let parts = line.split(separator: " = ")
        return (String(parts[0]), String(parts[1]))
      })
    #expect(printed["card_left"] == NumberFormatting.rounded(values[0]))
    #expect(printed["card.width"] == NumberFormatting.rounded(values[1]))
    #expect(printed["right"] == NumberFormatting.rounded(values[2]))
    #expect(printed["edit_"] == NumberFormatting.rounded(values[3]))
  }

  @Test func clashingNamesGetSuffixes() throws {
    var solver = Solver()
    try solver.add(Variable("a") .== 1)
    try solver.add(Variable("a") .== 2)
    try solver.add(Variable("") .== 3)
    let dump = solver.debugDescription
    #expect(dump.contains("a == 1\n"))
    #expect(dump.contains("a_2 == 2\n"))
    #expect(dump.contains("v == 3\n"))
  }
}
