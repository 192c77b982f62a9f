public import TrellisSolver

/// Why a layout operation was refused.
///
/// Every case names the nodes or constraints involved.
///
/// An operation that throws leaves the tree and its layout as they were.
public enum LayoutError: Error, Sendable, CustomStringConvertible {
  /// A node cannot become its own child or the child of one of its descendants.
  case cycle(child: String, parent: String)
  /// A node that already has a parent must be removed from it first.
  case alreadyHasParent(child: String, parent: String)
  /// A child index outside the parent's children.
  case indexOutOfRange(parent: String, index: Int, count: Int)
  /// A constraint relates items of two different trees.
  case differentTrees(first: String, second: String, location: CallSite)
  /// `…ToSuperview()` or a number target on a position attribute, on a node without a parent.
  case missingSuperview(node: String, location: CallSite)
  /// A number in a constraint (constant, offset, inset, multiplier, size) is infinite or NaN.
  case nonFiniteNumber(node: String, location: CallSite)
  /// A multiplier or divisor on a target without a second item (a number, a size, a point,
  /// insets) would be ignored, as SnapKit silently does.
  case ignoredMultiplier(node: String, location: CallSite)
  /// An offset or inset on a target that already gives the constant (a number, a size, a point,
  /// insets) would replace it, as SnapKit silently does.
  case ignoredOffset(node: String, location: CallSite)
  /// Leading or trailing related to left, right or a centre: their meaning depends on the
  /// layout direction, so they cannot be mixed.
  case mixedDirections(node: String, location: CallSite)
  /// A size attribute related to a position attribute, or the other way round.
  case incompatibleAttributes(node: String, location: CallSite)
  /// An attribute with no counterpart among a composite target's (`leading` against `margins`,
  /// which has only left and right).
  case unmatchedAttribute(node: String, attribute: String, location: CallSite)
  /// A constraint chain without a relation (`make.top` alone).
  case incompleteConstraint(node: String, location: CallSite)
  /// `updateConstraints` found no existing constraint with the same items, attributes,
  /// relation, multiplier and priority.
  case noMatchingConstraint(node: String, attribute: String, location: CallSite)
  /// A required constraint conflicts with others (strict mode only; otherwise a diagnostic).
  case conflict(LayoutDiagnostic)
  /// A layout guide already belongs to a node.
  case guideAlreadyOwned(guide: String, owner: String)
  /// A solver error that is not a conflict (an invalid priority, for example).
  case solver(SolverError)
  /// A child's grid cell lies outside its grid (a row or column at or past the count, a
  /// negative index, a span below 1).
  case invalidCell(child: String, reason: String)
  /// A grid that cannot place anything (no rows or no columns).
  case invalidGrid(grid: String, reason: String)
  /// A container property set to a value it cannot use (a negative length, a non-finite
  /// offset).
  case invalidValue(node: String, property: String, value: Double)
  /// A page index outside a paged container's pages.
  case pageOutOfRange(node: String, page: Int, count: Int)

  /// A one-line explanation naming the nodes and the call site.
  public var description: String {
    switch self {
    case .cycle(let child, let parent):
      "cannot add '\(child)' to '\(parent)': '\(parent)' is '\(child)' or inside it"
    case .alreadyHasParent(let child, let parent):
      "cannot add '\(child)': it already has the parent '\(parent)'; remove it from there first"
    case .indexOutOfRange(let parent, let index, let count):
      "index \(index) is out of range for the \(count) children of '\(parent)'"
    case .differentTrees(let first, let second, let location):
      "'\(first)' and '\(second)' are in different trees (\(location))"
    case .missingSuperview(let node, let location):
      "'\(node)' has no superview to constrain to (\(location))"
    case .nonFiniteNumber(let node, let location):
      "a constraint on '\(node)' has a non-finite number (\(location))"
    case .ignoredMultiplier(let node, let location):
      "a multiplier on '\(node)' would be ignored: the target is a constant, not an item"
        + " (\(location))"
    case .ignoredOffset(let node, let location):
      "an offset or inset on '\(node)' would replace the constant target (\(location))"
    case .mixedDirections(let node, let location):
      "a constraint on '\(node)' mixes leading/trailing with left/right/center (\(location))"
    case .incompatibleAttributes(let node, let location):
      "a constraint on '\(node)' relates a size to a position (\(location))"
    case .unmatchedAttribute(let node, let attribute, let location):
      "'\(node).\(attribute)' has no counterpart among the target's attributes (\(location))"
    case .incompleteConstraint(let node, let location):
      "a constraint on '\(node)' has attributes but no relation (\(location))"
    case .noMatchingConstraint(let node, let attribute, let location):
      "updateConstraints found no constraint on '\(node).\(attribute)' with the same items,"
        + " attributes, relation, multiplier and priority (\(location))"
    case .conflict(let diagnostic):
      diagnostic.description
    case .guideAlreadyOwned(let guide, let owner):
      "layout guide '\(guide)' already belongs to '\(owner)'"
    case .solver(let error):
      error.description
    case .invalidCell(let child, let reason):
      "'\(child)' cannot be placed: \(reason)"
    case .invalidGrid(let grid, let reason):
      "grid '\(grid)' cannot place its children: \(reason)"
    case .invalidValue(let node, let property, let value):
      value.isFinite
        ? "'\(node)'.\(property) must not be negative, not \(GeometryFormat.number(value))"
        : "'\(node)'.\(property) must be a finite number, not \(value)"
    case .pageOutOfRange(let node, let page, let count):
      "'\(node)' has no page \(page): it has \(count) page\(count == 1 ? "" : "s")"
    }
  }
}

/// Where in the caller's code a constraint was written.
public struct CallSite: Hashable, Sendable, CustomStringConvertible {
  /// `#fileID` of the call site.
  public var fileID: String
  /// `#line` of the call site.
  public var line: Int

  /// Creates a source location.
  ///
  /// - Parameters:
  ///   - fileID: The file, as `#fileID` gives it.
  ///   - line: The line.
  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }

  /// `File.swift:42`: the file name without its module.
  public var description: String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(file):\(line)"
  }
}
