import Foundation
import SwippyCore
import SwippyData
import SwippyStorage
import SwippyTestSupport

@testable import SwippyApp

/// The app wired as `swippy --ephemeral` wires it, driven in-process, with the demo user (Asha Rao)
/// already signed in: the shell starts on the home menu.
@MainActor
struct InProcessApp {
    static let demoUserID = "u-asha"

    let router: AppRouter
    let notices: NoticeBoard
    let io: ShellScript
    let shell: AppShell

    /// `height` and `drawsInPlace` stand for a terminal of that many rows the screens are drawn in place on.
    init(_ lines: [String], width: Int = 80, height: Int? = nil, drawsInPlace: Bool = false) throws {
        let loaded = try MockDataLoader.load(from: SwippyProcess.mockData)
        let store = try WalletStore(
            mockData: loaded.data, fingerprint: loaded.fingerprint, persistence: MemoryJournal(), stateFile: "memory")
        notices = NoticeBoard()
        router = AppRouter(store: store, session: AppSession(), notices: notices)
        // What the app does: the sign-in screen first, then what a successful sign-in tells the router.
        router.start()
        router.signInDidSucceed(userID: Self.demoUserID)
        io = ShellScript(lines)
        shell = AppShell(
            navigator: router.navigator, reader: io, writer: io, notices: notices, gate: router,
            drawsInPlace: drawsInPlace
        ) {
            RenderContext(width: width, height: height)
        }
    }
}
