import Foundation
import SwippyData

/// The decoder is its own single-value container: it reads the value at `position`.
extension JSONByteDecoder {
    func decodeNil() -> Bool { isNull(at: position) }
    func decode(_ type: Bool.Type) throws -> Bool { try bool(at: position) }
    func decode(_ type: String.Type) throws -> String { try string(at: position) }
    func decode(_ type: Double.Type) throws -> Double { try floating(Double.self, at: position) }
    func decode(_ type: Float.Type) throws -> Float { try floating(Float.self, at: position) }
    func decode(_ type: Int.Type) throws -> Int { try integer(Int.self, at: position) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(Int8.self, at: position) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(Int16.self, at: position) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(Int32.self, at: position) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(Int64.self, at: position) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(UInt.self, at: position) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(UInt8.self, at: position) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(UInt16.self, at: position) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(UInt32.self, at: position) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(UInt64.self, at: position) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try value(T.self, at: position) }
}
