import RefractAndroid
import RefractAssetCatalog
import RefractBackend
import RefractCSS
import RefractCompose
import RefractJSON
import RefractSwift
import RefractWeb

/// The platforms `refract build` can generate, and the context each gives to custom outputs.
package enum PlatformRegistry {
    /// In the order builds report them.
    package static let all: [any Backend.Type] = [
        SwiftBackend.self, JSONBackend.self, CSSBackend.self, WebBackend.self, AndroidBackend.self, ComposeBackend.self,
        AssetCatalogBackend.self,
    ]

    package static func backend(named name: String) -> (any Backend.Type)? {
        all.first { $0.name == name }
    }

    package static var names: [String] { all.map { $0.name } }

    /// The platforms `config` builds: those it names (unless `enabled: false`), and those on by default
    /// that it does not name.
    package static func enabled(in config: RefractConfig) -> [String] {
        all.filter { config.platforms[$0.name]?.enabled ?? $0.enabledByDefault }.map { $0.name }
    }
}
