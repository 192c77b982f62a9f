/// Whether two solved numbers agree to the solver's precision.
func approximately(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-7) -> Bool {
  abs(lhs - rhs) <= tolerance * (1 + abs(rhs))
}
