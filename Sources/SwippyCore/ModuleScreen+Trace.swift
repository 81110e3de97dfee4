extension ModuleScreen: TraceNamed {
    /// The presenter's type: "SourcePresenter".
    public var traceName: String {
        String(describing: type(of: presenter))
    }
}
