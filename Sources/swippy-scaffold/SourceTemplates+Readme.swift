extension SourceTemplates {
    static func readme(_ m: ModuleName) -> String {
        #"""
        # \#(m.name)

        Scaffolded by `swift run swippy-scaffold \#(m.name)`: a one-screen module in the shape every Swippy
        module follows (see Modules.md). Replace the sample "items" with the feature's own words and rules.

        ## Shape
        - `\#(m.name)Builder` makes the interactor and the router and asks the router to start; it is the module's
          only public type
          besides the host contracts in `\#(m.name)Contracts.swift` (`\#(m.name)Dependency`, `\#(m.name)Listener`,
          `\#(m.name)Repository`).
        - `\#(m.name)Interactor` owns the flow's whole state, `ObservableValue<\#(m.name)State>`; each intent
          (`load()`, `choose(at:)`) changes it once, through `state.update { … }`.
        - `\#(m.name)Presenter` observes that state in `start()`, maps it in `static func viewModel(for:)`, and
          turns input into one intent and nothing more.
        - `\#(m.name)Router` builds the screen (`ModuleScreen.started`) and follows the state's step
          (`state.follow(\.step)`): a chosen item pops the screen and tells the listener.
        - `\#(m.name)View` is pure: view model and render context in, lines out.

        ## Screen words
        - A number chooses that item; `r` reloads; anything else gets the standard unknown-choice hint.
        - A reload says "The items are up to date." through the state's `notice` (SwippyCore `Notice`); the screen
          shows it once each time it is said.

        ## Tests
        `swift test --filter \#(m.name)Tests`: interactor (intents change state), presenter (state → view
        model, input → intent), view (exact lines), router (follows the step) and builder (the screen is
        released when popped, the listener is not kept alive).

        """#
    }
}
