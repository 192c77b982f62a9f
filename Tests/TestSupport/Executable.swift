public import Foundation

/// Runs a product of this package (built by `swift test` alongside the tests).
public struct Executable {
  /// Where the executable is.
  public let url: URL

  /// The product named `name`, looked up next to the test binary.
  public init(_ name: String) throws {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        url = candidate
        return
      }
      directory = directory.deletingLastPathComponent()
    }
    throw ExecutableNotFound(name: name)
  }

  /// Runs the executable with arguments and optional standard input.
  public func run(_ arguments: [String] = [], input: String? = nil) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}

public struct ExecutableNotFound: Error {
  /// The product that was looked for.
  public var name: String
}

/// The package's root directory (for example files).
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
