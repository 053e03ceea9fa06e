/// The pre-printed code of the members of one part (`SwiftContext.Part`'s `…Lines`), written member by member
/// in one pass. What every member of the part shares (its type, the part's storage) is joined once here, so
/// a member is a few writes per line.
struct SwiftPartCode {
    private(set) var properties: SwiftCode
    private(set) var storage: SwiftCode
    private(set) var initParameters: SwiftCode
    private(set) var initArguments: SwiftCode
    private(set) var copyWithParameters: SwiftCode
    private(set) var copyWith: SwiftCode
    /// `: ThemeAdaptiveStyle<ThemeColor>`.
    private let annotation: String
    /// `: ThemeAdaptiveStyle<ThemeColor>? = nil`.
    private let optionalParameter: String
    /// ` {\n        get { _part0.box.value.`: the getter of a computed property, up to the member's name.
    private let getter: String
    /// ` }\n        set { _part0.unique().value.`.
    private let setter: String
    /// ` { copy_._part0.unique().value.`.
    private let copyWithTarget: String

    /// `property`: the part's stored property (`_part0`); `count`: its members, to size the buffers.
    init(property: String, valueType: String, count: Int) {
        properties = SwiftCode(capacity: count * 320)
        storage = SwiftCode(capacity: count * 80)
        initParameters = SwiftCode(capacity: count * 80)
        initArguments = SwiftCode(capacity: count * 64)
        copyWithParameters = SwiftCode(capacity: count * 96)
        copyWith = SwiftCode(capacity: count * 128)
        annotation = ": " + valueType
        optionalParameter = ": " + valueType + "? = nil"
        getter = " {\n        get { " + property + ".box.value."
        setter = " }\n        set { " + property + ".unique().value."
        copyWithTarget = " { copy_." + property + ".unique().value."
    }

    /// `separator`: after the member in lists of the whole collection; `partSeparator`: in lists of the part.
    mutating func add(
        identifier: String, label: String, doc: String?, deprecation: String?, separator: StaticString,
        partSeparator: StaticString
    ) {
        SwiftSyntax.writeDeclarationHeader(doc: doc, deprecation: deprecation, into: &properties)
        properties.write("    public var ")
        properties.write(identifier)
        properties.write(annotation)
        properties.write(getter)
        properties.write(identifier)
        properties.write(setter)
        properties.write(identifier)
        properties.write(" = newValue }\n    }\n")

        storage.write("        var ")
        storage.write(identifier)
        storage.write(annotation)
        storage.newline()

        initParameters.write("        ")
        initParameters.write(label)
        initParameters.write(annotation)
        initParameters.write(separator)
        initParameters.newline()

        initArguments.write("            ")
        initArguments.write(label)
        initArguments.write(": ")
        initArguments.write(identifier)
        initArguments.write(partSeparator)
        initArguments.newline()

        copyWithParameters.write("        ")
        copyWithParameters.write(label)
        copyWithParameters.write(optionalParameter)
        copyWithParameters.write(separator)
        copyWithParameters.newline()

        copyWith.write("        if let ")
        copyWith.write(identifier)
        copyWith.write(copyWithTarget)
        copyWith.write(identifier)
        copyWith.write(" = ")
        copyWith.write(identifier)
        copyWith.write(" }\n")
    }
}
