import Foundation
import SwippyData

/// The users every SignIn test starts from; their PINs are known: Asha 4826 / 592741, Rahul 7351 / 864213.
enum TestUsers {
    static let asha = User(
        id: "u-asha", name: "Asha Rao", mobile: "9876543210", email: "asha@example.in", address: "", currency: "INR",
        memberSince: Date(timeIntervalSince1970: 0), loginPIN: SecretHash.make("4826", salt: "0a"),
        transferPIN: SecretHash.make("592741", salt: "0b"))
    static let rahul = User(
        id: "u-rahul", name: "Rahul Mehta", mobile: "9123456780", email: "rahul@example.in", address: "",
        currency: "INR", memberSince: Date(timeIntervalSince1970: 0), loginPIN: SecretHash.make("7351", salt: "0c"),
        transferPIN: SecretHash.make("864213", salt: "0d"))
}
