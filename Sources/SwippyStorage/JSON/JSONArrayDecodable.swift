import SwippyData

/// An array the fast decoder builds itself, with room reserved for every element when the scan counted
/// them (a million transactions are not grown by doubling).
protocol JSONArrayDecodable {
    init(jsonArrayAt offset: Int, in decoder: JSONByteDecoder) throws
}
