/// How text sits in a column wider than itself.
public enum Alignment: Sendable {
    case left, right
}
