// trellis-solve: solves a constraint script in the text format (a file argument, or standard
// input) and prints `name = value` lines. The first error goes to standard error as
// `line N: message` and the exit status is 1.

import ToolSupport
import TrellisSolver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") || arguments.count > 1 {
  let usage = """
    usage: trellis-solve [FILE]
    Solves a constraint script in the Trellis text format (see docs/text-format.md) read from
    FILE or standard input, and prints 'name = value' for every variable.

    """
  if arguments.count > 1 || !(arguments.first?.hasPrefix("-") ?? false) {
    ToolIO.writeError(usage)
    exit(2)
  }
  print(usage, terminator: "")
  exit(0)
}

guard let text = ToolIO.readInput(arguments.first) else {
  ToolIO.writeError("trellis-solve: cannot read '\(arguments.first ?? "-")'\n")
  exit(1)
}
let result = ScriptRunner.run(text)
print(result.output, terminator: "")
if let error = result.error {
  ToolIO.writeError("\(error)\n")
  exit(1)
}
