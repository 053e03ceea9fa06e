import RefractBackend
import RefractDiff
import RefractModel
import RefractOutput
import RefractUsage

/// The names `refract usage` looks for: those the config's platforms would generate (`PlatformNameList`, read
/// from the backends' contexts as `refract diff` reads them), the web module's paths, and which tokens are
/// deprecated, for the tokens `given` (else the config's).
package enum UsageNames {
    package static func load(
        config: RefractConfig, given: [String], flags: ReadingFlags
    ) -> (names: [UsageName]?, result: LoadResult) {
        let project = DiffProject(config: config, given: given, flags: flags, folder: ".")
        let result = TokenLoader.run(project.request)
        guard let model = result.model, result.errorCount == 0 else { return (nil, result) }
        return (collect(model, platforms: project.platforms, options: project.options), result)
    }

    package static func collect(_ model: ThemedTokenSet, platforms: [String], options: [String: PlatformOptions]) -> [UsageName] {
        var deprecated = Set<String>()
        var messages: [String: String] = [:]
        for set in model.tokenSets {
            for token in set.tokens where token.deprecation != nil {
                deprecated.insert(token.path.dotted)
                if messages[token.path.dotted] == nil { messages[token.path.dotted] = token.deprecation?.message }
            }
        }
        func name(_ platform: String, _ name: String, _ token: String) -> UsageName {
            UsageName(platform: platform, name: name, token: token, isDeprecated: deprecated.contains(token), deprecationMessage: messages[token])
        }
        var names = PlatformNameList.collect(model, platforms: platforms, options: options).compactMap { platformName in
            platformName.token.map { name(platformName.platform, platformName.name, $0) }
        }
        if platforms.contains("web"), let backend = PlatformRegistry.backend(named: "web") {
            let input = BackendInput(model: model, for: [backend])
            let (selected, _) = input.selecting(options["web"] ?? PlatformOptions(destination: "web"), for: backend)
            names += selected.model.paths.map { name("web", "tokens." + $0.dotted, $0.dotted) }
        }
        return names
    }
}
