import EarshotBase

/// Where the values of a file are, as the reader recorded them while it read (`JSONPlaces`,
/// `SourcePositions`): how an error about meaning, found after its value was read, is given
/// the line and column of that value, without reading the file again.
extension JSONPlaces {
    /// Where the value at `components` inside `value` starts (`value` is the value these
    /// places were recorded for); nil when `value` holds no such value.
    ///
    /// - Complexity: O(m) in the members and elements before the path's steps.
    package func position(of components: some Collection<JSONPath.Component>, in value: JSONValue) -> SourcePosition? {
        guard count > 0 else { return nil }
        var index = 0
        var current = value
        for component in components {
            switch (component, current) {
            case (.key(let key), .object(let object)):
                guard let member = object[key], let next = self.index(ofMember: key, of: index, in: object) else { return nil }
                index = next
                current = member
            case (.index(let element), .array(let items)):
                guard let next = self.index(ofElement: element, of: index, count: items.count) else { return nil }
                index = next
                current = items[element]
            case (.key, _), (.index, _):
                return nil
            }
        }
        return index < count ? position(index) : nil
    }
}

/// A value read with where it starts, and (for an object or array) where the values inside it
/// start: what an error about it needs to be placed.
struct PlacedValue {
    var value: JSONValue
    var start: SourcePosition
    var places: JSONPlaces?

    /// Where the value at `components` (below this value) starts; its own start when the
    /// places do not say.
    func position(of components: some Collection<JSONPath.Component>) -> SourcePosition {
        if components.isEmpty { return start }
        return places?.position(of: components, in: value) ?? start
    }
}

extension InputError {
    /// The error with the line and column of `position`, when it is about `file` and has none
    /// yet (an error about meaning).
    package func placed(at position: SourcePosition?, file: String) -> InputError {
        guard line == nil, self.file == file, let position else { return self }
        var placed = self
        placed.line = position.line
        placed.column = position.column
        return placed
    }

    /// The steps of the error's path below `base`; nil when it is not below `base` (or has no path).
    package func components(below base: [JSONPath.Component]) -> ArraySlice<JSONPath.Component>? {
        guard let path, let components = JSONPath.components(of: path), components.starts(with: base) else { return nil }
        return components.dropFirst(base.count)
    }
}

extension JSONPath {
    /// One step of a path.
    package enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps of a path written as `JSONPath.description` writes it (`screen.root.VStack[2]`,
    /// `(top level)`); nil for text it cannot read back.
    static func components(of text: String) -> [Component]? {
        if text == "(top level)" { return [] }
        var result: [Component] = []
        var key = ""
        var iterator = text.makeIterator()
        func endKey() {
            if !key.isEmpty { result.append(.key(key)) }
            key = ""
        }
        while let character = iterator.next() {
            switch character {
            case ".":
                endKey()
            case "[":
                endKey()
                var digits = ""
                while let digit = iterator.next(), digit != "]" { digits.append(digit) }
                guard let index = Int(digits) else { return nil }
                result.append(.index(index))
            default:
                key.append(character)
            }
        }
        endKey()
        return result
    }

    /// Steps written as `JSONPath.description` writes them: `screen.root.VStack[2]`.
    package static func describe(_ components: [Component]) -> String {
        var path = JSONPath.top
        for component in components {
            switch component {
            case .key(let key): path = path.appending(key)
            case .index(let index): path = path.appending(index)
            }
        }
        return path.description
    }
}
