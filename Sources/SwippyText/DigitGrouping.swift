/// How digits of a whole number are grouped on screen: the one rule for money and for counts, so a count
/// reads the way the user's money does ("9,99,998 rows" beside "₹1,25,000.00"; "999,998 rows" beside
/// "$125,000.00").
public enum DigitGrouping: Equatable, Sendable {
    /// Groups of three: "1,250,000".
    case thousands
    /// The Indian way, three then twos: "12,50,000".
    case indian

    /// `digits` (ASCII digits only, no sign) with commas between the groups.
    public func group(_ digits: String) -> String {
        var rest = Array(digits)
        var groups: [String] = []
        var size = 3
        while rest.count > size {
            groups.insert(String(rest.suffix(size)), at: 0)
            rest.removeLast(size)
            if self == .indian { size = 2 }
        }
        groups.insert(String(rest), at: 0)
        return groups.joined(separator: ",")
    }

    /// A count grouped: "999,998", "9,99,998", "-1,200".
    public func count(_ value: Int) -> String {
        (value < 0 ? "-" : "") + group(String(value.magnitude))
    }
}
