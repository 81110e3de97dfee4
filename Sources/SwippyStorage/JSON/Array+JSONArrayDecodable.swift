import SwippyData

extension Array: JSONArrayDecodable where Element: Decodable {
    init(jsonArrayAt offset: Int, in decoder: JSONByteDecoder) throws {
        var container = try decoder.arrayContainer(at: offset)
        self.init()
        reserveCapacity(container.count ?? 0)
        while !container.isAtEnd {
            append(try container.decode(Element.self))
        }
        decoder.lastEnd = container.position + 1
    }
}
