import Foundation

/// The checks of the home loan form, each with one line of reason naming what is wrong.
public enum LoanRules {
    /// What the employment question offers.
    public static let employmentTypes = ["Salaried", "Self-employed professional", "Self-employed business", "Retired"]
    /// Tenure in whole years.
    public static let tenureYears = 1...30
    /// Longest city name.
    public static let maxCityLength = 40

    /// A typed tenure in years, 1 to 30.
    public static func tenure(_ text: String) -> Result<Int, TransferFailure> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ ("0"..."9").contains($0) }), trimmed.count <= 3,
            let years = Int(trimmed)
        else {
            return .failure(.invalidInput("Type the tenure in whole years, 1 to 30."))
        }
        guard tenureYears.contains(years) else {
            return .failure(.invalidInput("The tenure is 1 to 30 years; \(years) is outside that."))
        }
        return .success(years)
    }

    /// A typed amount within the loan range of `terms` (in the loan's currency), refused with the range when
    /// outside it: "A home loan is £914.97 (₹1,00,000.00) to …".
    public static func amount(_ amount: Decimal, terms: CreditTerms) -> Result<Decimal, TransferFailure> {
        guard terms.loanRange.contains(amount) else {
            return .failure(.invalidInput("A home loan is \(terms.loanRangeText)."))
        }
        return .success(amount)
    }

    /// A property city: letters, spaces, dots and hyphens, 2 to 40 characters.
    public static func city(_ text: String) -> Result<String, TransferFailure> {
        let city = text.trimmingCharacters(in: .whitespaces)
        guard city.count >= 2, city.count <= maxCityLength else {
            return .failure(.invalidInput("Type the property's city, 2 to \(maxCityLength) characters."))
        }
        guard city.allSatisfy({ $0.isLetter || $0 == " " || $0 == "." || $0 == "-" }) else {
            return .failure(.invalidInput("A city name has letters, spaces, dots and hyphens only."))
        }
        return .success(city)
    }

    /// A PAN: 10 characters, five letters, four digits, one letter (`ABCDE1234F`, any case); the reason
    /// names the wrong part.
    public static func pan(_ text: String) -> Result<String, TransferFailure> {
        let pan = text.trimmingCharacters(in: .whitespaces).uppercased()
        let characters = Array(pan)
        guard characters.count == 10 else {
            return .failure(
                .invalidInput(
                    "A PAN has 10 characters (5 letters, 4 digits, 1 letter, like ABCDE1234F); this one has "
                        + "\(characters.count)."
                ))
        }
        func isLetter(_ character: Character) -> Bool { ("A"..."Z").contains(character) }
        func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }
        guard characters[0..<5].allSatisfy(isLetter) else {
            return .failure(
                .invalidInput("The first 5 characters of a PAN are letters; \"\(String(characters[0..<5]))\" is not."))
        }
        guard characters[5..<9].allSatisfy(isDigit) else {
            return .failure(
                .invalidInput("Characters 6 to 9 of a PAN are digits; \"\(String(characters[5..<9]))\" is not."))
        }
        guard isLetter(characters[9]) else {
            return .failure(.invalidInput("The last character of a PAN is a letter; \"\(characters[9])\" is not."))
        }
        return .success(pan)
    }

    /// A PAN as kept and shown: "•••••1234F".
    public static func maskedPAN(_ pan: String) -> String {
        String(repeating: "•", count: 5) + pan.suffix(5)
    }

    /// Why an EMI is too large for `income` under `sharePercent`; nil when it fits.
    public static func affordability(emi: Decimal, income: Decimal, sharePercent: Decimal, currency: String) -> String?
    {
        let most = Currency.rounded(income * sharePercent / 100, in: currency)
        guard emi > most else { return nil }
        // The income named is the one typed; the share's figure is said as the most an EMI may be.
        return "The EMI of \(Money(emi, currency).formatted) is more than \(sharePercent)% of your monthly income of "
            + "\(Money(income, currency).formatted) (at most \(Money(most, currency).formatted)): choose a smaller "
            + "amount or a longer tenure."
    }
}
