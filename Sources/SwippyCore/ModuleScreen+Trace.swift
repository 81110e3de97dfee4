extension ModuleScreen: TraceNamed {
    /// The presenter's type with its module: "Transfer.SourcePresenter".
    public var traceName: String {
        Trace.typeName(type(of: presenter))
    }
}
