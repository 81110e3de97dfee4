import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import Exchange

@MainActor
@Suite("Exchange interactor: picker, rates, chart and zoom, converter")
struct ExchangeInteractorTests {
    let repository = FakeExchangeRepository()

    func loaded() -> ExchangeInteractor {
        let interactor = ExchangeInteractor(repository: repository)
        interactor.load()
        return interactor
    }

    @Test func load_readsTheUsersBase_andOffersThePopularCurrencies() {
        let state = loaded().state.value
        #expect(state.base == "INR")
        #expect(state.picker.items.map(\.code) == ["INR", "USD", "EUR", "GBP", "JPY"])
        #expect(state.paging.itemCount == 5)
        #expect(state.chartDays == 10...39)
    }

    @Test func aSearch_listsSeveral_refusesNone_andAnEmptyOne() {
        let interactor = loaded()
        interactor.pick("rupee")
        #expect(interactor.state.value.picker.items.map(\.code) == ["INR", "LKR"])
        #expect(interactor.state.value.picker.query == "rupee")
        interactor.pick("zorkmid")
        #expect(interactor.state.value.picker.query == "rupee")
        #expect(
            interactor.state.value.notice?.text
                == "No currency matches \"zorkmid\"; try a code like EUR or a name.")
        interactor.pick("  ")
        #expect(interactor.state.value.picker.items.map(\.code) == ["INR", "LKR"])
        #expect(interactor.state.value.notice?.text == "Type a currency's number, or a code or a name to search.")
        #expect(repository.savedBases.isEmpty)
    }

    @Test func anExactCode_orTheOnlyMatch_choosesAtOnce() {
        let interactor = loaded()
        interactor.open(.picker)
        interactor.pick("usd")
        #expect(repository.savedBases == ["USD"])
        interactor.open(.picker)
        interactor.pick("sterling")
        #expect(repository.savedBases == ["USD", "GBP"])
        #expect(interactor.state.value.step == .hub)
    }

    @Test func choosingABase_byNumber_savesIt_andACurrencyWithoutRatesIsRefused() {
        let interactor = loaded()
        interactor.open(.picker)
        interactor.pick("rupee")
        interactor.pick("2")
        #expect(repository.savedBases.isEmpty)
        #expect(
            interactor.state.value.notice?.text
                == "No rates for Sri Lanka Rupee (LKR) in the data; choose a currency with rates.")
        #expect(interactor.state.value.step == .picker)
        interactor.pick("1")
        #expect(repository.savedBases == ["INR"])
        #expect(interactor.state.value.step == .hub)
    }

    @Test func openingThePickerAgain_listsThePopularOnes() {
        let interactor = loaded()
        interactor.open(.picker)
        interactor.pick("rupee")
        interactor.open(.picker)
        #expect(interactor.state.value.picker.query.isEmpty)
        #expect(interactor.state.value.picker.items.count == 5)
    }

    @Test func aFailedSave_isSaid_andTheBaseStays() {
        repository.saveError = FakeExchangeError()
        let interactor = loaded()
        interactor.pick("eur")
        #expect(interactor.state.value.base == "INR")
        #expect(interactor.state.value.notice?.text == "Not saved: disk full")
    }

    @Test func sortAndPages_moveWithinTheTable() {
        let interactor = loaded()
        interactor.sort(by: .rate)
        #expect(interactor.state.value.order == .rate)
        interactor.turnPage(forward: true)
        #expect(interactor.state.value.notice?.text == "This is the last page.")
        interactor.turnPage(forward: false)
        #expect(interactor.state.value.notice?.text == "This is the first page.")
    }

    @Test func chart_takesAQuotedCode_notTheBase_notAnUnknownOne() {
        let interactor = loaded()
        interactor.chart("jpy")
        #expect(interactor.state.value.chartCode == "JPY")
        #expect(interactor.state.value.step == .chart)
        interactor.chart("inr")
        #expect(interactor.state.value.notice?.text == "INR is your base currency; chart another one.")
        interactor.chart("xyz")
        #expect(interactor.state.value.notice?.text == "Unknown currency \"xyz\"; type a code like EUR.")
        interactor.chart("afn")
        #expect(
            interactor.state.value.notice?.text
                == "No rates for Afghani (AFN) in the data; choose a currency with rates.")
        #expect(interactor.state.value.chartCode == "JPY")
    }

    @Test func zoom_takesTwoDaysInsideTheData_inOrder_andResetGoesBack() {
        let interactor = loaded()
        interactor.zoom("2026-11-01 2026-11-10")
        #expect(interactor.state.value.chartDays == 20...29)
        #expect(interactor.state.value.isZoomed)
        interactor.zoom("1 Nov 2026 to 10 Nov 2026")
        #expect(interactor.state.value.chartDays == 20...29)
        interactor.zoom("2026-11-10 2026-11-01")
        #expect(interactor.state.value.notice?.text == "The first day must not be after the second.")
        interactor.zoom("2026-10-01 2026-11-01")
        #expect(interactor.state.value.notice?.text == "01 Oct 2026 is outside the data (12 Oct 2026 to 20 Nov 2026).")
        interactor.zoom("2026-11-01")
        #expect(interactor.state.value.notice?.text == "Type two days, from and to, like 2026-11-01 2026-11-10.")
        interactor.zoom("soon 2026-11-01")
        #expect(interactor.state.value.notice?.text.isEmpty == false)
        #expect(interactor.state.value.chartDays == 20...29)
        interactor.resetZoom()
        #expect(interactor.state.value.chartDays == 10...39)
        #expect(!interactor.state.value.isZoomed)
    }

    @Test func zoom_endingAfterTheData_isClampedToItsLastDay_withOneLineSayingSo() {
        repository.today = ExchangeSample.asOf.addingTimeInterval(2 * 86_400)
        let interactor = loaded()
        interactor.zoom("2026-11-10 today")
        #expect(interactor.state.value.chartDays == 29...39)
        #expect(interactor.state.value.isZoomed)
        #expect(interactor.state.value.notice?.text == "Rates end on 20 Nov 2026; showing to then.")
        interactor.zoom("7d today")
        #expect(interactor.state.value.chartDays == 34...39)
        #expect(interactor.state.value.notice?.text == "Rates end on 20 Nov 2026; showing to then.")
    }

    @Test func zoom_startingBeforeTheData_andEndingAfterIt_isRefusedForItsStart() {
        let interactor = loaded()
        interactor.zoom("2026-10-01 2026-12-01")
        #expect(interactor.state.value.notice?.text == "01 Oct 2026 is outside the data (12 Oct 2026 to 20 Nov 2026).")
        #expect(!interactor.state.value.isZoomed)
    }

    @Test func zoom_entirelyOutsideTheData_isStillRefused_andKeepsTheChart() {
        repository.today = ExchangeSample.asOf.addingTimeInterval(2 * 86_400)
        let interactor = loaded()
        interactor.zoom("today today")
        #expect(interactor.state.value.notice?.text == "22 Nov 2026 is outside the data (12 Oct 2026 to 20 Nov 2026).")
        interactor.zoom("2026-11-21 2026-11-22")
        #expect(interactor.state.value.notice?.text == "21 Nov 2026 is outside the data (12 Oct 2026 to 20 Nov 2026).")
        #expect(interactor.state.value.chartDays == 10...39)
        #expect(!interactor.state.value.isZoomed)
    }

    @Test func zoom_insideTheData_saysNothing() {
        let interactor = loaded()
        interactor.zoom("2026-11-01 2026-11-20")
        #expect(interactor.state.value.notice == nil)
    }

    @Test func convert_keepsMinorUnits_andSaysTheRateAndItsDay() throws {
        let interactor = loaded()
        interactor.convert("100 EUR to JPY")  // 100 × 150 / 0.9 = 16,666.67 → 16,667 yen
        let yen = try #require(interactor.state.value.conversion)
        #expect(yen.result == 16667)
        #expect(yen.rate == Decimal(150) / ExchangeSample.d("0.9"))
        #expect(yen.date == ExchangeSample.asOf)
        interactor.convert("10.125 KWD")  // to the base: 10.125 × 83.9 / 0.3 = 2,831.625 → 2,831.63
        #expect(interactor.state.value.conversion?.result == ExchangeSample.d("2831.63"))
        #expect(interactor.state.value.conversion?.to == "INR")
    }

    @Test(arguments: [
        ("1.5 JPY INR", "JPY has no minor units; type a whole number."),
        ("1.234 EUR INR", "Use at most 2 decimal places."),
        ("1.2345 KWD INR", "Use at most 3 decimal places."),
        ("abc EUR INR", "An amount has digits and at most one decimal point, for example 1500.50."),
        ("100 XYZ INR", "Unknown currency \"XYZ\"; type a code like EUR."),
        ("100", "Type an amount and two codes, like 100 EUR to JPY."),
    ])
    func badConversions_sayOneLine_andKeepTheLastResult(input: String, reason: String) {
        let interactor = loaded()
        interactor.convert("1 EUR GBP")
        let before = interactor.state.value.conversion
        interactor.convert(input)
        #expect(interactor.state.value.notice?.text == reason)
        #expect(interactor.state.value.conversion == before)
    }
}
