extension Array: JSONArrayDecodable where Element: Decodable {
    init(jsonArrayAt offset: Int, in decoder: JSONByteDecoder) throws {
        // The arrays a large file holds (a million transactions, ten thousand cards) are decoded on every core.
        // This init is reached through a protocol, so `Element` is known only at run time: the types are named.
        func inParallel<Known: Decodable & Sendable>(_ type: Known.Type) -> ([Element], end: Int)? {
            guard let (read, end) = decoder.elementsInParallel(type, at: offset), let elements = read as? [Element] else {
                return nil
            }
            return (elements, end)
        }
        let parallel = Element.self == Transaction.self ? inParallel(Transaction.self)
            : Element.self == PaymentCard.self ? inParallel(PaymentCard.self) : nil
        if let (elements, end) = parallel {
            self = elements
            decoder.lastEnd = end
            return
        }
        var container = try decoder.arrayContainer(at: offset)
        self.init()
        reserveCapacity(container.count ?? 0)
        while !container.isAtEnd {
            append(try container.decode(Element.self))
        }
        decoder.lastEnd = container.position + 1
    }
}
