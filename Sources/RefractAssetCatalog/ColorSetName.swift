/// Colour set and catalog names: the token's dotted path as written (`color.brand.primary`), as Terrazzo
/// names its colour sets and as Xcode's generated asset symbols read (`.colorBrandPrimary`). Only what a
/// folder name cannot hold is replaced: `/`, `\`, `:` and control characters become `-`. Two names that
/// differ only in case are one folder on a case-insensitive disk (the Mac's default), so they collide.
enum ColorSetName {
    static func name(ofPath dotted: String) -> String {
        folderSafe(dotted)
    }

    static func folderSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar {
            case "/", "\\", ":": "-"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: "-"
            default: scalar
            }
        }))
    }

    /// The key two names collide under: equal when a case-insensitive file system takes them for one folder.
    static func collisionKey(_ name: String) -> String { name.lowercased() }
}
