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
    /// `: ThemeAdaptiveStyle<ThemeColor>` and a newline.
    private let annotationLine: String
    /// `: ThemeAdaptiveStyle<ThemeColor>` and `,` or nothing, and a newline (by whether the member is the last).
    private let parameterLines: (more: String, last: String)
    /// `: ThemeAdaptiveStyle<ThemeColor>? = nil` and `,` or nothing, and a newline.
    private let optionalParameterLines: (more: String, last: String)
    /// `: ThemeAdaptiveStyle<ThemeColor> {\n        get { _part0.box.value.`: the type and the getter of a
    /// computed property, up to the member's name.
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
        annotationLine = ": " + valueType + "\n"
        parameterLines = (": " + valueType + ",\n", ": " + valueType + "\n")
        optionalParameterLines = (": " + valueType + "? = nil,\n", ": " + valueType + "? = nil\n")
        getter = ": " + valueType + " {\n        get { " + property + ".box.value."
        setter = " }\n        set { " + property + ".unique().value."
        copyWithTarget = " { copy_." + property + ".unique().value."
    }

    /// `isLast`: whether the member is the collection's last (lists of the whole collection end without a
    /// comma); `isLastOfPart`: the part's last (lists of the part end without one).
    mutating func add(
        identifier: String, label: String, doc: String?, deprecation: String?, isLast: Bool, isLastOfPart: Bool
    ) {
        SwiftSyntax.writeDeclarationHeader(doc: doc, deprecation: deprecation, into: &properties)
        properties.write("    public var ")
        properties.write(identifier)
        properties.write(getter)
        properties.write(identifier)
        properties.write(setter)
        properties.write(identifier)
        properties.write(" = newValue }\n    }\n")

        storage.write("        var ")
        storage.write(identifier)
        storage.write(annotationLine)

        initParameters.write("        ")
        initParameters.write(label)
        initParameters.write(isLast ? parameterLines.last : parameterLines.more)

        initArguments.write("            ")
        initArguments.write(label)
        initArguments.write(": ")
        initArguments.write(identifier)
        initArguments.write(isLastOfPart ? "\n" : ",\n")

        copyWithParameters.write("        ")
        copyWithParameters.write(label)
        copyWithParameters.write(isLast ? optionalParameterLines.last : optionalParameterLines.more)

        copyWith.write("        if let ")
        copyWith.write(identifier)
        copyWith.write(copyWithTarget)
        copyWith.write(identifier)
        copyWith.write(" = ")
        copyWith.write(identifier)
        copyWith.write(" }\n")
    }
}
