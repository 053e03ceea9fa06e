import RefractModel

/// A DTCG typography as the items of a `TextAppearance` style, in the units Android reads them in.
enum TextAppearanceConversion {
    static func items(_ typography: Typography, fontResources: Set<String>) -> [AndroidStyleItem] {
        let size = typography.fontSize.points
        var items = [AndroidStyleItem(name: "android:textSize", value: TokenConverter.length(typography.fontSize) + "sp")]
        if !typography.fontFamily.isEmpty {
            switch AndroidFontFamily.choose(typography.fontFamily, fontResources: fontResources) {
            case .resource(let reference): items.append(AndroidStyleItem(name: "android:fontFamily", value: reference))
            case .system(let name): items.append(AndroidStyleItem(name: "android:fontFamily", value: AndroidXML.stringResource(name)))
            }
        }
        items.append(AndroidStyleItem(name: "android:textFontWeight", value: AndroidNumber.integer(typography.fontWeight.value)))
        if typography.fontWeight.value >= 600 {
            items.append(AndroidStyleItem(name: "android:textStyle", value: "bold"))
        }
        if let spacing = typography.letterSpacing, size > 0 {
            // Android's letterSpacing is in em of the text size.
            let em = spacing.unit == .em ? spacing.value : spacing.points / size
            items.append(AndroidStyleItem(name: "android:letterSpacing", value: AndroidNumber.format(em, decimals: AndroidNumber.ratioDecimals)))
        }
        if let lineHeight = typography.lineHeight {
            items.append(AndroidStyleItem(
                name: "android:lineHeight",
                value: AndroidNumber.format(lineHeight * size, decimals: AndroidNumber.lengthDecimals) + "sp"))
        }
        return items
    }
}
