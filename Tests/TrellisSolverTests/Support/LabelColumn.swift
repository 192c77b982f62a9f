import TrellisSolver

/// A column of label rows, as the layout engine writes N1's vertical half: `y(k+1) == y(k) +
/// h(k)`; each row at least its icon (24) plus 16 and its title plus 8 above and below, pulled
/// to 0 at `.fittingSize`; the icon's and the title's heights held by hugging (`.low`),
/// compression resistance (`.high`) and a `0.001` fallback.
struct LabelColumn {
  /// Every constraint, in the order the engine adds them.
  var constraints: [Constraint] = []
  /// Each row's top.
  var tops: [Variable] = []
  /// Each row's height.
  var heights: [Variable] = []
  /// Each row's title's hugging, compression resistance and fallback: a measure pass changes
  /// their constant together.
  var titleSizes: [[Constraint]] = []

  /// A column of `rows` rows, the title of row `k` `titleHeight(k)` tall.
  init(rows: Int, titleHeight: (Int) -> Double) {
    for k in 0..<rows {
      let y = Variable("y\(k)")
      let h = Variable("h\(k)")
      let icon = Variable("icon\(k)")
      let titleY = Variable("titleY\(k)")
      let title = Variable("title\(k)")
      if let previousY = tops.last, let previousH = heights.last {
        constraints.append(y .== previousY + previousH)
      } else {
        constraints.append(y .== 0)
      }
      constraints.append(h - icon .>= 16)
      constraints.append((h .== 0).priority(.fittingSize))
      constraints.append(titleY .== y + 8)
      constraints.append(titleY + title .<= y + h - 8)
      for (variable, size) in [(icon, 24.0), (title, titleHeight(k))] {
        let sizes = [
          (variable .<= size).priority(.low), (variable .>= size).priority(.high),
          (variable .== size).priority(Priority(0.001)),
        ]
        constraints.append(contentsOf: sizes)
        if variable === title { titleSizes.append(sizes) }
      }
      tops.append(y)
      heights.append(h)
    }
  }
}
