import Foundation
import Trellis

/// What checking a snapshot against its file found.
public enum SnapshotOutcome: Hashable, Sendable {
  /// The frames match the file.
  case matched
  /// The file was missing and has been written.
  case recordedMissing(path: String)
  /// Record mode is on and the file has been rewritten.
  case rerecorded(path: String)
  /// The frames differ from the file; the line diff.
  case mismatch(path: String, diff: String)
  /// The file could not be read or written.
  case failed(path: String, reason: String)

  /// Whether the check passes (only a match does).
  public var passed: Bool {
    self == .matched
  }

  /// The message a failing check reports.
  public var message: String {
    switch self {
    case .matched:
      "snapshot matches"
    case .recordedMissing(let path):
      "no snapshot at \(path); recorded one — read it, then run the test again"
    case .rerecorded(let path):
      "recorded \(path) (TRELLIS_RECORD_SNAPSHOTS is set); read it, then run without it"
    case .mismatch(let path, let diff):
      "frames differ from \(path) (- recorded, + now):\n\(diff)"
    case .failed(let path, let reason):
      "cannot use \(path): \(reason)"
    }
  }
}

/// Reads and writes snapshot files.
public enum SnapshotStore {
  /// Whether `TRELLIS_RECORD_SNAPSHOTS=1` asks to re-record every snapshot.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["TRELLIS_RECORD_SNAPSHOTS"] == "1"
  }

  /// The path of a snapshot: `<test dir>/__Snapshots__/<TestFile>/<test>.<name>.txt`.
  ///
  /// - Parameters:
  ///   - filePath: The test file's path (`#filePath`).
  ///   - test: The test's name, without arguments.
  ///   - name: The snapshot's name within the test.
  /// - Returns: The path.
  public static func path(filePath: String, test: String, name: String) -> String {
    let file = URL(fileURLWithPath: filePath)
    let testFile = file.deletingPathExtension().lastPathComponent
    return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile).appendingPathComponent("\(test).\(name).txt").path
  }

  /// Checks a snapshot against its file, recording it when missing or when asked to.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot.
  ///   - path: The file's path.
  ///   - record: Whether to re-record.
  /// - Returns: What happened.
  public static func verify(_ snapshot: FrameSnapshot, at path: String, record: Bool)
    -> SnapshotOutcome
  {
    let manager = FileManager.default
    let exists = manager.fileExists(atPath: path)
    if record || !exists {
      do {
        try manager.createDirectory(
          at: URL(fileURLWithPath: path).deletingLastPathComponent(),
          withIntermediateDirectories: true)
        try snapshot.text.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        return .failed(path: path, reason: "\(error)")
      }
      return exists ? .rerecorded(path: path) : .recordedMissing(path: path)
    }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      return .failed(path: path, reason: "unreadable")
    }
    let recorded = FrameSnapshot(text: text)
    guard recorded.frames != snapshot.frames else { return .matched }
    return .mismatch(path: path, diff: lineDiff(expected: recorded.frames, actual: snapshot.frames))
  }
}
