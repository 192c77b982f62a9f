extension Unmanaged {
  /// Calls `body` with the object, borrowed (no retain and release around the call), and
  /// rethrows its typed error: `_withUnsafeGuaranteedRef` for a body that throws.
  ///
  /// The caller keeps the object alive for the call (a list that holds it, say).
  ///
  /// - Parameter body: Reads or changes the object.
  /// - Throws: What `body` throws.
  func withBorrowed<Failure: Error>(_ body: (Instance) throws(Failure) -> Void) throws(Failure) {
    var failure: Failure?
    _withUnsafeGuaranteedRef { instance in
      do throws(Failure) {
        try body(instance)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }
}
