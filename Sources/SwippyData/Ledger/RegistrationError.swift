import Foundation

/// Why a new user cannot be added.
public enum RegistrationError: Error, Equatable, Sendable {
    /// Another user already has this mobile number.
    case mobileTaken
}
