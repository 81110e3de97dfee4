import Foundation
import SwippyData

/// The user every Profile test starts from; her PINs are 4826 (login) and 592741 (transfer).
enum TestUsers {
    static let asha = User(
        id: "u-asha", name: "Asha Rao", mobile: "9876543210", email: "asha@example.in", address: "14 MG Road",
        currency: "INR", memberSince: Date(timeIntervalSince1970: 1_618_185_600),
        loginPIN: SecretHash.make("4826", salt: "0a"), transferPIN: SecretHash.make("592741", salt: "0b"))
}
