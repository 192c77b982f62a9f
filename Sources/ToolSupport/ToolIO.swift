// Plain file and standard-stream access for the command-line tools, without Foundation.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes what the command-line tools need: a whole input, standard error, a file.
public enum ToolIO {
  /// Reads all of a file, or standard input when `path` is `nil`.
  ///
  /// - Parameter path: A file path, or `nil` for standard input.
  /// - Returns: The text (invalid UTF-8 repaired), or `nil` when it cannot be read.
  public static func readInput(_ path: String?) -> String? {
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
  ///
  /// - Parameter text: The text.
  public static func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
  }

  /// Writes text to a file, replacing it.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - text: The text.
  /// - Returns: Whether all of it was written.
  public static func writeFile(_ path: String, _ text: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress, $0.count) }
      == bytes.count
  }

}
