import Foundation
import SwippyCore

/// One screen as the second View (`--ui json`) writes it (`JSONView.screen`), parsed back with
/// `JSONSerialization`: module tests draw their screens through it and check view-model fields, never text laid
/// out for a person.
@MainActor
public struct JSONScreen {
    /// A JSON object as `JSONSerialization` gives it.
    public typealias Object = [String: Any]

    /// The line the JSON View wrote.
    public let line: String
    /// That line, parsed.
    public let object: Object

    /// `screen` drawn by the JSON View; throws when the line is not one JSON object on one line.
    public init(_ screen: any Screen) throws {
        line = JSONView.screen(screen)
        guard !line.contains("\n"), let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? Object
        else { throw NotJSON(line: line) }
        self.object = object
    }

    /// Thrown for a line that is not one JSON object.
    public struct NotJSON: Error, CustomStringConvertible {
        public let line: String
        public var description: String { "not one JSON object on one line: \(line.prefix(300))" }
    }

    /// "screen".
    public var type: String? { object["type"] as? String }
    /// The feature module: "Transfer".
    public var module: String? { object["module"] as? String }
    /// The presenter: "AmountPresenter".
    public var screen: String? { object["screen"] as? String }
    /// The view model's fields.
    public var viewModel: Object { object["viewModel"] as? Object ?? [:] }
    /// What the screen's prompt accepts: "text", "answer", "secret", "numbers", "words", "commands".
    public var prompt: Object { object["prompt"] as? Object ?? [:] }
    /// The prompt's text: "Choose an option (1-8)".
    public var promptText: String? { prompt["text"] as? String }

    /// The value at `path` in the view model: keys of objects, and indexes of arrays written as numbers
    /// ("parts", "0", "value"); nil when there is none.
    public func value(_ path: String...) -> Any? {
        value(at: path)
    }

    /// The text at `path` (a string, or a cell's "text").
    public func text(_ path: String...) -> String? {
        Self.text(of: value(at: path))
    }

    /// The number of elements of the array at `path`, or nil when there is no array there.
    public func count(_ path: String...) -> Int? {
        (value(at: path) as? [Any])?.count
    }

    private func value(at path: [String]) -> Any? {
        var current: Any? = viewModel
        for key in path {
            if let object = current as? Object {
                current = object[key]
            } else if let array = current as? [Any], let index = Int(key), array.indices.contains(index) {
                current = array[index]
            } else {
                return nil
            }
        }
        return current
    }

    /// The value of every field labelled `label` anywhere in the view model (a `Block.Field`, or any object with a
    /// "label" and a "value"), as text.
    public func fieldValues(_ label: String) -> [String] {
        Self.objects(in: viewModel).filter { $0["label"] as? String == label }.compactMap { Self.text(of: $0["value"]) }
    }

    /// Every text anywhere in the view model, depth first: for a check that something is (or is not) shown.
    public var texts: [String] {
        Self.leaves(of: viewModel).compactMap { $0 as? String }
    }

    /// Text of a string, or of a cell `{"text": …}`.
    nonisolated public static func text(of value: Any?) -> String? {
        (value as? String) ?? ((value as? Object)?["text"] as? String)
    }

    /// Every object inside `value`, itself included (any parsed JSON: a line of `--ui json` output, say).
    nonisolated public static func objects(in value: Any) -> [Object] {
        if let object = value as? Object {
            return [object] + object.keys.sorted().flatMap { key in object[key].map(objects(in:)) ?? [] }
        }
        if let array = value as? [Any] { return array.flatMap(objects(in:)) }
        return []
    }

    /// Every leaf (text, number, flag, null) inside `value`.
    nonisolated static func leaves(of value: Any) -> [Any] {
        if let object = value as? Object {
            return object.keys.sorted().flatMap { key in leaves(of: object[key] as Any) }
        }
        if let array = value as? [Any] { return array.flatMap(leaves(of:)) }
        return [value]
    }
}

extension JSONScreen {
    /// `presenter`'s screen, wired as the module's router wires it (`ModuleScreen.started`: the presenter starts
    /// and shows its interactor's state), drawn by the JSON View.
    public static func drawn<Presenter: ModulePresenter>(
        _ presenter: Presenter, initial: Presenter.ViewModel,
        render: @escaping (Presenter.ViewModel, RenderContext) -> [String]
    ) throws -> JSONScreen {
        try JSONScreen(ModuleScreen.started(presenter, initial: initial, render: render))
    }
}
