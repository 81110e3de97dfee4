extension SourceTemplates {
    static func readme(_ m: ModuleName) -> String {
        #"""
        # \#(m.name)

        Scaffolded by `swift run swippy-scaffold \#(m.name)`: a list-and-detail module in the shape every
        Swippy module follows (see Modules.md), reachable from home by the word `\#(m.kebab)`. It lists the
        signed-in user's newest transactions; replace the sample items with the feature's own words and rules.

        ## Shape
        - `\#(m.name)Builder` makes the interactor and the router and asks the router to start; it is the module's
          only public type besides the host contracts in `\#(m.name)Contracts.swift` (`\#(m.name)Dependency`,
          `\#(m.name)Listener`, `\#(m.name)Repository` and the `\#(m.name)Item` values it returns).
        - `\#(m.name)Interactor` owns the flow's whole state, `ObservableValue<\#(m.name)State>`; each intent
          (`load()`, `turnPage(forward:)`, `open(at:)`, `back()`) changes it once, through `state.update { … }`.
        - `\#(m.name)ListPresenter` and `\#(m.name)DetailPresenter` observe that state, map it in
          `static func viewModel(for:)`, and turn input into one intent (the list reads it with `Paging.answer`).
        - `\#(m.name)Router` builds the list screen (`ModuleScreen.started`) and follows the state's step
          (`state.follow(\.step)`): `.detail` pushes the detail screen, `.list` pops back to the list, `.closed`
          tells the listener.
        - `\#(m.name)ListView` and `\#(m.name)DetailView` are pure: view model and render context in, lines out.

        ## In the app
        - `Sources/SwippyApp/Features/\#(m.name)DataAdapter.swift` adapts the wallet store (read-only) to the
          repository, and gives `AppComponent` the module's dependency.
        - `Sources/SwippyApp/Features/AppRouter+\#(m.name).swift` builds the module and is its listener: closing
          the list pops the module.
        - The home entry is in `AppRouter.features`, above the scaffold's marker line.

        ## Screen words
        - List: a number opens that item (on any page), `n`/`p` turn the page, `r` reloads, `b` leaves.
        - Detail: `b` goes back to the list.

        ## Tests
        `swift test --filter \#(m.name)Tests`: interactor (fake repository), presenters (fake view and router),
        views (exact lines and snapshots), router and builder (screens released when popped), and an end-to-end
        run of the real app: home word, list, detail and back.

        """#
    }
}
