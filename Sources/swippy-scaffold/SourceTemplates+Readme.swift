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
        - `\#(m.name)Router` builds the screens (`ModuleScreen.started`, each keeping the router alive) and
          follows the state's step through SwippyCore's `StepStack`: `.detail` pushes the detail screen, `.list`
          pops back to the list, `.closed` leaves the module through the listener. The presenters hold no router.
        - `\#(m.name)View` is pure: a view model and render context in, lines out (`renderList`, `renderDetail`).

        ## Files
        | file | what it holds |
        |---|---|
        | `\#(m.name)Builder.swift` | makes the interactor and the router; the module's public entry |
        | `\#(m.name)Contracts.swift` | the host's protocols (public) and `\#(m.name)Interacting` |
        | `\#(m.name)State.swift` | the flow's whole state and its `Step` |
        | `\#(m.name)Interactor.swift` | the intents, each one `state.update` |
        | `\#(m.name)ListPresenter.swift`, `\#(m.name)DetailPresenter.swift` | state → view model, input → intent |
        | `\#(m.name)ListViewModel.swift`, `\#(m.name)DetailViewModel.swift` | formatted text only |
        | `\#(m.name)View.swift` | the pure renderers |
        | `\#(m.name)Router.swift` | follows the step; leaves through the listener |

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
        `swift test --filter '^\#(m.name)Tests\.'`: interactor (fake repository), presenters (fake interactor and
        view), views (exact lines and snapshots), router and builder (screens released when popped), and an
        end-to-end run of the real app: home word, list, detail and back.

        """#
    }
}
