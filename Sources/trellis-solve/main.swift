// trellis-solve: solves a constraint script in the text format (a file argument, or standard
// input) and prints `name = value` lines. The first error goes to standard error as
// `line N: message` and the exit status is 1.

import TrellisSolver

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

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") || arguments.count > 1 {
  let usage = """
    usage: trellis-solve [FILE]
    Solves a constraint script in the Trellis text format (see docs/text-format.md) read from
    FILE or standard input, and prints 'name = value' for every variable.

    """
  if arguments.count > 1 || !(arguments.first?.hasPrefix("-") ?? false) {
    writeError(usage)
    exit(2)
  }
  print(usage, terminator: "")
  exit(0)
}

guard let text = readInput(arguments.first) else {
  writeError("trellis-solve: cannot read '\(arguments.first ?? "-")'\n")
  exit(1)
}
let result = ScriptRunner.run(text)
print(result.output, terminator: "")
if let error = result.error {
  writeError("\(error)\n")
  exit(1)
}
