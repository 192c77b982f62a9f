// trellis-layout: lays out a JSON layout spec (a file argument, or standard input) and prints
// the frame tree as JSON. A malformed spec exits 1 with `path: message` on standard error;
// diagnostics go to standard error with exit 0, or exit 1 with --strict.

import Trellis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads all of a file, or standard input when `path` is `nil`.
func readInput(_ path: String?) -> String? {
  let descriptor = path.map { open($0, O_RDONLY) } ?? 0
  guard descriptor >= 0 else { return nil }
  defer { if path != nil { close(descriptor) } }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return count == 0 ? String(decoding: bytes, as: UTF8.self) : nil }
    bytes.append(contentsOf: buffer[0..<count])
  }
}

/// Writes text to standard error.
func writeError(_ text: String) {
  var bytes = Array(text.utf8)
  _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

/// Writes text to a file.
func writeFile(_ path: String, _ text: String) -> Bool {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard descriptor >= 0 else { return false }
  defer { close(descriptor) }
  var bytes = Array(text.utf8)
  return bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count
}

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
      writeError("trellis-layout: --svg needs a file\n" + usage)
      exit(2)
    }
    svgPath = path
  default:
    guard !argument.hasPrefix("-") || argument == "-", inputPath == nil else {
      writeError("trellis-layout: unexpected argument \(argument)\n" + usage)
      exit(2)
    }
    inputPath = argument == "-" ? nil : argument
  }
}

guard let text = readInput(inputPath) else {
  writeError("trellis-layout: cannot read \(inputPath ?? "standard input")\n")
  exit(1)
}
let spec: LayoutSpec
do {
  spec = try LayoutSpec.parse(text)
} catch {
  writeError("\(error)\n")
  exit(1)
}
spec.layout()
print(FrameJSON.render(spec.root), terminator: "")
if ascii { print(ASCIIRenderer.render(spec.root), terminator: "") }
if let svgPath, !writeFile(svgPath, SVGRenderer.render(spec.root, scale: 1)) {
  writeError("trellis-layout: cannot write \(svgPath)\n")
  exit(1)
}
let diagnostics = spec.root.engine.diagnostics
for diagnostic in diagnostics { writeError("\(diagnostic)\n") }
if strict, !diagnostics.isEmpty { exit(1) }
