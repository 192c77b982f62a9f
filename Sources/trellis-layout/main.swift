// trellis-layout: lays out a JSON layout spec (a file argument, or standard input) and prints
// the frame tree as JSON. A malformed spec exits 1 with `path: message` on standard error;
// diagnostics go to standard error with exit 0, or exit 1 with --strict.

import ToolSupport
import Trellis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = """
  usage: trellis-layout [--ascii] [--svg FILE] [--strict] [SPEC.json]
  Lays out a JSON layout spec (see docs/layout-spec.md) read from SPEC.json or standard input
  and prints the frame tree as JSON.
    --ascii      draw the layout as ASCII art after the JSON
    --svg FILE   also render the layout as SVG into FILE
    --strict     exit 1 when the layout has diagnostics (conflicts, unplaceable children)

  """

var ascii = false
var strict = false
var svgPath: String?
var inputPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "-h", "--help":
    print(usage, terminator: "")
    exit(0)
  case "--ascii": ascii = true
  case "--strict": strict = true
  case "--svg":
    guard let path = arguments.next() else {
      ToolIO.writeError("trellis-layout: --svg needs a file\n" + usage)
      exit(2)
    }
    svgPath = path
  default:
    guard !argument.hasPrefix("-") || argument == "-", inputPath == nil else {
      ToolIO.writeError("trellis-layout: unexpected argument \(argument)\n" + usage)
      exit(2)
    }
    inputPath = argument == "-" ? nil : argument
  }
}

guard let text = ToolIO.readInput(inputPath) else {
  ToolIO.writeError("trellis-layout: cannot read \(inputPath ?? "standard input")\n")
  exit(1)
}
let spec: LayoutSpec
do {
  spec = try LayoutSpec.parse(text)
} catch {
  ToolIO.writeError("\(error)\n")
  exit(1)
}
spec.layout()
print(FrameJSON.render(spec.root), terminator: "")
if ascii { print(ASCIIRenderer.render(spec.root), terminator: "") }
if let svgPath, !ToolIO.writeFile(svgPath, SVGRenderer.render(spec.root, scale: 1)) {
  ToolIO.writeError("trellis-layout: cannot write \(svgPath)\n")
  exit(1)
}
let diagnostics = spec.root.engine.diagnostics
for diagnostic in diagnostics { ToolIO.writeError("\(diagnostic)\n") }
if strict, !diagnostics.isEmpty { exit(1) }
