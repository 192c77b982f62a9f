import Testing
import TrellisSolver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thousands of random scripts against the reference solver (see `DifferentialHarness`).
@Suite struct SolverDifferentialTests {
  static let longCampaign = getenv("TRELLIS_LONG_TESTS").map { String(cString: $0) == "1" } ?? false

  @Test(arguments: 0..<8) func randomScriptsMatchTheReference(batch: Int) {
    let scripts = Self.longCampaign ? 5_000 : 500
    var coverage = DifferentialHarness.Coverage()
    for index in 0..<scripts {
      var settings = DifferentialHarness.Settings()
      if Self.longCampaign, index % 3 == 0 {
        settings.variables = 5...14
        settings.operations = 20...60
      }
      var harness = DifferentialHarness(
        seed: UInt64(batch) << 32 | UInt64(index), settings: settings)
      harness.run()
      coverage.merge(harness.coverage)
    }
    // The generator must keep producing non-trivial systems.
    let minimum = scripts / 25
    for feature in [
      "add required", "add soft", "add equal-looking copy", "add scaled copy", "add shifted copy",
      "remove required", "remove soft", "add edit", "suggest", "remove edit",
      "update required constant", "update soft constant", "priority to required",
      "priority from required", "priority soft to soft", "failed required add",
      "checkpoint with violated soft level", "checkpoint with 3+ soft levels", "error calls",
      "solve from a fresh basis", "release", "add bound pair",
    ] {
      #expect(coverage[feature] >= minimum, "feature '\(feature)' seen \(coverage[feature]) times")
    }
    #expect(
      coverage["failed constant update"] + coverage["failed priority to required"] >= scripts / 100)
    #expect(coverage["bound flip"] >= scripts / 100)
  }
}
