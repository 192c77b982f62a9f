/// A container that chains its children along an orientation, each with the gaps it asks for
/// (SnapFloatLayout / MasonryFloatLayout), so that items can come and go with no `if hidden`
/// branches in the caller's code.
///
/// A child takes part when it has a ``Node/float`` spec and is visible; the chain closes over
/// the others. Where two specs meet in one gap, the higher priority wins, at equal priority the
/// larger offset; the container makes one constraint per gap at the winner's priority. Items
/// keep ordinary DSL constraints for their size and the other axis.
///
/// With ``sizesContainer`` (SnapFloatLayout's `needLastConstraint`) the last visible item's
/// next gap pins the end edge: a container that nothing else sizes along the axis takes the
/// chain's length, a fixed one makes the chain stretch to fill it. Otherwise the chain floats
/// from the start edge.
///
/// ```swift
/// let row = FloatLayout("tags", orientation: .leftToRight, sizesContainer: true)
/// tag.float = FloatSpec(last: FloatGap(20), next: FloatGap(20))
/// try row.addChild(tag)
/// ```
///
/// The container and its specs hold no references to nodes, so nothing leaks, whatever the DSL
/// closures capture.
public final class FloatLayout: Node {
  // The observed properties are `@exclusivity(unchecked)`, on `Node`'s grounds: they are set
  // through their observers, which take no long access, and the library never calls a caller's
  // code while an access to one is open.

  /// The direction the chain runs in.
  @exclusivity(unchecked) public var orientation: FloatOrientation {
    didSet { if orientation != oldValue { noteArrangementChange() } }
  }

  /// Whether the last visible item's next gap pins the end edge.
  @exclusivity(unchecked) public var sizesContainer: Bool {
    didSet { if sizesContainer != oldValue { noteArrangementChange() } }
  }

  /// Creates a float layout.
  ///
  /// - Parameters:
  ///   - name: A name for frames, diagnostics and snapshots.
  ///   - orientation: The direction the chain runs in.
  ///   - sizesContainer: Whether the last item's next gap pins the end edge.
  public init(
    _ name: String, orientation: FloatOrientation = .leftToRight, sizesContainer: Bool = false
  ) {
    self.orientation = orientation
    self.sizesContainer = sizesContainer
    super.init(name)
  }

  override func makeArrangement() -> Arrangement? {
    FloatArrangement(container: self)
  }

  override var arrangesChildren: Bool {
    true
  }
}
