import Foundation
import Testing

@testable import SwippyCore

/// The second View's encoding: any view model as one line of JSON, read through Mirror.
@Suite("ViewModelJSON")
struct ViewModelJSONTests {
    enum Part: Equatable {
        case title(String)
        case amount(label: String, value: Decimal)
        case blank
    }

    struct Model {
        var title = "Send money"
        var parts: [Part] = [.title("Sent"), .amount(label: "Amount", value: Decimal(string: "500.10") ?? 0), .blank]
        var notice: String?
        var count = 3
        var done = true
        @Secret var pin = "4826"
        var byName: [String: Int] = ["b": 2, "a": 1]
    }

    @Test func aViewModel_isOneLineOfJSON_withItsFieldsSorted() throws {
        let text = ViewModelJSON.encode(Model())
        #expect(!text.contains("\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Send money")
        #expect(object["notice"] is NSNull)
        #expect(object["count"] as? Int == 3)
        #expect(object["done"] as? Bool == true)
        #expect(object["pin"] as? String == "••••")
        #expect(!text.contains("4826"))
        #expect((object["byName"] as? [String: Int]) == ["a": 1, "b": 2])
        let parts = try #require(object["parts"] as? [Any])
        #expect((parts[0] as? [String: String]) == ["case": "title", "value": "Sent"])
        #expect((parts[1] as? [String: String]) == ["case": "amount", "label": "Amount", "value": "500.1"])
        #expect(parts[2] as? String == "blank")
        #expect(text.hasPrefix("{\"byName\":{\"a\":1,\"b\":2},\"count\":3,"))
    }

    @Test func textFromAFile_isMadeSafe_andQuotesAreEscaped() {
        #expect(ViewModelJSON.encode("say \"hi\"\\") == #""say \"hi\"\\""#)
        #expect(!ViewModelJSON.encode("red \u{1B}[31m text").contains("\u{1B}"))
        #expect(ViewModelJSON.encode(Optional<Int>.none as Any) == "null")
        #expect(ViewModelJSON.encode([1, 2]) == "[1,2]")
    }
}
