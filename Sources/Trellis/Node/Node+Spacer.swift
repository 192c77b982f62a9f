import TrellisSolver

extension Node {
  /// A node that takes up the space nothing else wants.
  ///
  /// A spacer's intrinsic size is `minLength` on both axes, held by hugging at priority 1
  /// (it grows before anything else) and compression resistance at `.required` (it never
  /// gets shorter than `minLength`, and never negative).
  ///
  /// ```swift
  /// // back ── spacer ── share, the spacer stretching between them:
  /// try spacer.makeConstraints { make in
  ///   make.leading.equalTo(back.trailing)
  ///   make.trailing.equalTo(share.leading)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The node's name.
  ///   - minLength: The least width and height it may take (0 by default).
  /// - Returns: The spacer.
  public static func spacer(_ name: String = "spacer", minLength: Double = 0) -> Node {
    let node = Node(name, intrinsicSize: IntrinsicSize(width: minLength, height: minLength))
    for axis in Axis.allCases {
      node.setContentHuggingPriority(Priority(1), for: axis)
      node.setContentCompressionResistancePriority(.required, for: axis)
    }
    node.isSpacer = true
    return node
  }
}
