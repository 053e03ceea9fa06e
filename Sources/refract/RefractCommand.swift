import RefractArguments
import RefractLint

/// The declarations of every command, from which help and usage are generated.
enum RefractCommand {
    static let version = "0.1.0"

    static let formatOption = OptionSpec.option(
        "format", valueName: "format", help: "How to print diagnostics: human text on stderr, or a machine format on stdout.",
        allowedValues: ["text", "json", "github", "sarif"], defaultValue: "text")
    static let strictFlag = OptionSpec.flag(
        "strict", help: "Treat compatibility findings (legacy string values, non-standard types) as errors.")
    static let warningsAsErrorsFlag = OptionSpec.flag("warnings-as-errors", help: "Treat every warning as an error.")
    static let colorOption = OptionSpec.option(
        "color", valueName: "when", help: "Colour the text output.", allowedValues: ["auto", "always", "never"],
        defaultValue: "auto")
    static let resolverOption = OptionSpec.option(
        "resolver", valueName: "file",
        help: "A DTCG resolver document (.resolver.json/.yaml) naming the token files, themes and modes. Found automatically when a token folder holds exactly one.")
    static let inputOption = OptionSpec.option(
        "input", valueName: "modifier=context",
        help: "Resolve only the permutations with this context, e.g. --input theme=christmas --input mode=dark.",
        isRepeating: true)
    static let resolverRootOption = OptionSpec.option(
        "resolver-root", valueName: "dir",
        help: "A folder the resolver document's $refs may read besides its own folder; repeat for several.",
        isRepeating: true)
    static let fromOption = OptionSpec.option(
        "from", valueName: "format",
        help: "The format of the token inputs: DTCG (the default), or Style Dictionary, Tokens Studio, Figma or Material Theme Builder files read as they are. Never guessed from the files.",
        allowedValues: ["dtcg", "style-dictionary", "tokens-studio", "figma", "material-theme"])
    static let quietFlag = OptionSpec.flag("quiet", short: "q", help: "Print errors only, no warnings or summary.")

    static let configOption = OptionSpec.option(
        "config", valueName: "file", help: "The config file (default: refract.yaml, refract.yml or refract.json here).")

    /// What every command that reads tokens takes, with one meaning everywhere (`ReadingFlags`): which
    /// files, in which format, under which config, which permutations; then how strictly they are judged.
    static let readingOptions = [resolverOption, resolverRootOption, inputOption, configOption, fromOption]
    static let policyFlags = [strictFlag, warningsAsErrorsFlag]
    static let keepGoingFlag = OptionSpec.flag(
        "keep-going",
        help: "Leave out each token whose value cannot be read (and what depends on it), report them as errors, and go on with the rest.")

    static let lint = CommandSpec(
        name: "lint",
        abstract: "Check token files and report every problem with its location.",
        discussion: """
            Reads DTCG 2025.10 token files (.json, .jsonc, .json5, .yaml, .yml); directories are searched \
            recursively. Several files form one token set, merged in the order given. With a resolver \
            document every permutation of its modifiers (themes, light and dark, …) is resolved and \
            checked, and so are the names every platform of the config would give, so lint rejects what \
            build would. Inputs, strictness and the diagnostics' severities come from refract.yaml (or \
            refract.json) here, as for 'refract build'; flags override them. Exits 0 when there are no \
            errors, 1 when there are, 2 on a usage or configuration error.
            """,
        arguments: [ArgumentSpec("tokens", help: "Token files or directories (default: from the config, else tokens).", isRepeating: true)],
        options: readingOptions + [formatOption] + policyFlags + [keepGoingFlag] + [
            colorOption, quietFlag,
            .flag("verbose", short: "v", help: "Print every diagnostic; text output otherwise shows the first 20 of each code."),
        ],
        sections: [rulesSection])

    /// The design rules lint and build run, with their default levels; set them in refract.yaml's
    /// `lint: { rules: … }` (docs/lint-rules.md).
    static let rulesSection = HelpSection(
        title: "RULES (default level; set them in refract.yaml under lint.rules)",
        rows: LintRuleInfo.all.map { HelpSection.Row(label: $0.id, text: "\($0.defaultLevel.rawValue): \($0.summary).") })

    static let outOption = OptionSpec.option("out", short: "o", valueName: "dir", help: "The output folder (default: output).")
    static let platformOption = OptionSpec.option(
        "platform", short: "p", valueName: "platform", help: "Generate only this platform; repeat for several.",
        allowedValues: ["swift", "json", "css", "web", "android", "compose", "xcassets"], isRepeating: true)
    static let checkFlag = OptionSpec.flag(
        "check", help: "Write nothing; exit 1 and list the files that differ when the output folder is stale.")
    static let verboseFlag = OptionSpec.flag(
        "verbose", short: "v",
        help: "Print the time each stage took, and every diagnostic (text output otherwise shows the first 20 of each code).")

    static let build = CommandSpec(
        name: "build",
        abstract: "Compile tokens into Swift, CSS, Android resources, Compose Kotlin and a JSON theme bundle.",
        discussion: """
            With no arguments reads refract.yaml (or refract.json) here, or without one builds tokens/ into \
            output/ for every platform but the opt-in asset catalogs (xcassets, built when the config lists \
            them or --platform names them). Nothing is written when any error is found; files are written to a \
            temporary file and renamed into place, and files an earlier build wrote that are no longer \
            produced are removed (only those, listed in the output folder's manifest). Exits 0 on success, \
            1 on token errors, stale files under --check or a failed write, 2 on usage or configuration \
            errors.
            """,
        arguments: [ArgumentSpec("tokens", help: "Token files or folders, or a resolver document (default: from the config, else tokens).", isRepeating: true)],
        options: readingOptions + [outOption, platformOption, checkFlag] + policyFlags + [keepGoingFlag] + [
            formatOption, colorOption, quietFlag, verboseFlag,
            .option(
                "keep-renamed", valueName: "releases",
                help: "Keep the old names of tokens renamed (same stable id, new path) in the last N releases, as deprecated aliases; remembered in refract.renames.json."),
        ])

    static let template = CommandSpec(
        name: "template",
        abstract: "Work with output templates: list the built-ins, print one to start from, try one on data.",
        subcommands: [
            CommandSpec(name: "list", abstract: "List the built-in templates."),
            CommandSpec(
                name: "cat", abstract: "Print a built-in template.",
                arguments: [ArgumentSpec("name", help: "A name from 'refract template list'.", isRequired: true)]),
            CommandSpec(
                name: "render", abstract: "Render a template with JSON data.",
                discussion: "Partials ({{>name}}) are NAME.mustache files in the partials folder, then the built-ins.",
                arguments: [ArgumentSpec("template", help: "A template file, or a built-in template's name.", isRequired: true)],
                options: [
                    .option("data", valueName: "file", help: "The JSON data to render.", isRequired: true),
                    .option("partials", valueName: "dir", help: "A folder of NAME.mustache partials."),
                    .option(
                        "escape", valueName: "mode",
                        help: "How {{name}} escapes: none for code (as builds render), html as the Mustache spec says.",
                        allowedValues: ["none", "html"], defaultValue: "none"),
                    .flag("strict", help: "Warn of each name the template uses that the data has nowhere."),
                ]),
        ])

    static let initCommand = CommandSpec(
        name: "init",
        abstract: "Write a starter refract.yaml and the example tokens/ into this folder.",
        discussion: """
            Refuses to overwrite: the folder must have no refract.yaml and no tokens/. For a folder that already \
            has its tokens, --config-only (or --tokens DIR) writes only refract.yaml and its schema, reading the \
            resolver document found in tokens/ (or DIR), else its token files.
            """,
        options: [
            .flag("config-only", help: "Write only refract.yaml and refract.schema.json, for the tokens already in tokens/."),
            .option("tokens", valueName: "dir", help: "The folder (or resolver document) holding the tokens; implies --config-only."),
        ])

    static let watch = CommandSpec(
        name: "watch",
        abstract: "Build, then rebuild whenever a token file, the resolver, the config or a template changes.",
        discussion: "Takes the options of 'refract build'. Errors are printed and watching goes on.",
        arguments: build.arguments,
        options: build.options.filter { $0.name != "check" })

    static let diff = CommandSpec(
        name: "diff",
        abstract: "Compare two versions of a token set: tokens added, removed, renamed and changed, per permutation.",
        discussion: """
            Compares OLD with NEW (token files or folders; a folder holding a refract.yaml is read as that \
            project, with its resolver, axes and platforms), or with --git the revision REV of this folder \
            with the work tree. Every permutation both sides resolve is compared: values before and after, \
            alias changes, and the names each platform would generate, so a Swift member, CSS custom \
            property or Android resource that disappears is flagged as breaking. Prints Markdown for a pull \
            request comment (colours as `#rrggbb` spans, which GitHub shows with a swatch), --format json, \
            or with --html a self-contained page. The reading options apply to both sides as to 'refract \
            lint', over each side's own refract.yaml (its inputs and their format:); --resolver names a file \
            in each side's folder. Each side's warnings and a summary go to stderr, where a file of the \
            revision is named REV:path, as git names it. Exits 0 when the comparison is made, 1 when a side \
            has token errors or --fail-on breaking finds a name that disappears, 2 on usage, configuration or \
            git errors.
            """,
        arguments: [
            ArgumentSpec("old", help: "The old token files or folder (with --git: the path to compare, default here)."),
            ArgumentSpec("new", help: "The new token files or folder."),
        ],
        options: [
            .option("git", valueName: "rev", help: "Compare this git revision of the folder with the work tree."),
            .option(
                "format", valueName: "format", help: "The report's format: Markdown for a pull request comment, or JSON.",
                allowedValues: ["markdown", "json"], defaultValue: "markdown"),
            .flag("html", help: "Print a self-contained HTML page with colour swatches instead."),
            .option(
                "fail-on", valueName: "what", help: "Exit 1 when a platform name disappears.", allowedValues: ["breaking"]),
        ] + readingOptions + policyFlags + [colorOption, quietFlag])

    static let usage = CommandSpec(
        name: "usage",
        abstract: "Find where an app's sources use the names Refract generates: used, unused, deprecated but used.",
        discussion: """
            Scans the files and folders given (Swift, Kotlin, Java, Android XML, CSS/SCSS, TS/JS, HTML; \
            hidden folders, node_modules, build and Pods skipped) for the names the config's platforms \
            generate for the tokens (from --tokens, else the config's, else tokens), as each language spells \
            them: `theme.colors.primary` and `.themePrimary` in Swift, `RefractTheme.colors.primary` and \
            `R.color.color_primary` in Kotlin and Java, `@color/color_primary` and `?attr/…` in XML, \
            `var(--color-primary)` in CSS, HTML and scripts, `tokens.color.primary` in TS/JS; whole names only, \
            never a substring. Prints a report per token and platform: text, --format json, or for github and \
            sarif a warning at each use of a deprecated token. Exits 0, or 1 with --fail-on deprecated-use when \
            a deprecated token is used or when the tokens have errors, 2 on usage or configuration errors.
            """,
        arguments: [ArgumentSpec("paths", help: "The app's source files or folders.", isRepeating: true, isRequired: true)],
        options: [
            .option("tokens", valueName: "path", help: "Token files or folders (default: from the config, else tokens).", isRepeating: true),
            .option(
                "format", valueName: "format", help: "The report's format: text, JSON, or annotations of deprecated uses.",
                allowedValues: ["text", "json", "github", "sarif"], defaultValue: "text"),
            .option(
                "fail-on", valueName: "what", help: "Exit 1 when a deprecated token is used.", allowedValues: ["deprecated-use"]),
        ] + readingOptions + policyFlags + [colorOption, quietFlag])

    static let importCommand = CommandSpec(
        name: "import",
        abstract: "Convert Style Dictionary, Tokens Studio or Figma token files into DTCG 2025.10 files.",
        discussion: """
            Reads IN (a file or a folder) in the format --from names, as lint and build would with that \
            format, and writes DTCG 2025.10 token files (and a resolver document when the source has themes \
            or modes) into --out, which build to the same values. Descriptions and deprecations are kept; \
            what cannot be carried is listed as warnings. Without --from, the format is the one refract.yaml \
            gives IN (format:), and without IN the config's one input in another format is converted. \
            Nothing is written when the input has errors, and no file refract did not write is replaced. \
            Exits 0 on success, 1 on token errors or a failed write, 2 on usage errors.
            """,
        arguments: [ArgumentSpec("input", help: "The token file or folder to convert (default: the config's input in another format).")],
        options: [
            .option(
                "from", valueName: "format", help: "The format of the input (default: its format: in the config).",
                allowedValues: ["style-dictionary", "tokens-studio", "figma", "material-theme"]),
            .option("out", short: "o", valueName: "dir", help: "The folder to write the DTCG files into.", isRequired: true),
            configOption,
        ] + policyFlags + [keepGoingFlag] + [formatOption, colorOption, quietFlag])

    static let preview = CommandSpec(
        name: "preview",
        abstract: "Write a style guide of the tokens: one self-contained HTML page for designers and reviewers.",
        discussion: """
            Reads the tokens as 'refract lint' does and writes one HTML file that needs no network: every \
            permutation (theme × colour scheme × contrast) side by side, a control per modifier choosing the \
            columns, each drawn on its own page colour, with colour swatches, alias links, each platform's \
            names, contrast badges (WCAG 2.2 and APCA) for the pairs lint checks, gradients, shadows, radii \
            and spacing to scale, type specimens, durations and easings, deprecated tokens marked, and a \
            filter by name, value or hex. The page comes from the preview/ templates ('refract template list'); --template \
            replaces them. Refract overwrites only a page it wrote. Nothing is written when any error is \
            found. Exits 0 on success, 1 on token errors or a failed write, 2 on usage or configuration errors.
            """,
        arguments: build.arguments,
        options: readingOptions + [
            .option("out", short: "o", valueName: "file", help: "The page to write (default: preview.html)."),
            .option("title", valueName: "text", help: "The page's title (default: the resolver document's name)."),
            .option(
                "template", valueName: "path",
                help: "A template file or folder replacing the built-in preview/ templates of the same names."),
        ] + policyFlags + [formatOption, colorOption, quietFlag])

    static let lsp = CommandSpec(
        name: "lsp",
        abstract: "Serve the Language Server Protocol over stdin and stdout, for editors (docs/lsp.md).",
        discussion: """
            Finds the project in each workspace folder as 'refract lint' does (refract.yaml, a resolver, \
            tokens/) and reports lint's verdict on unsaved text as you type, with hover, definition, \
            references, rename, completion, colours and symbols. Editors start it; it is not run by hand.
            """,
        options: [
            .flag("stdio", help: "Speak over stdin and stdout (the only transport; accepted because clients pass it)."),
            .option("debounce", valueName: "ms", help: "How long edits must pause before a check runs.", defaultValue: "200"),
        ])

    static let mcp = CommandSpec(
        name: "mcp",
        abstract: "Serve the Model Context Protocol over stdin and stdout, for coding assistants (docs/mcp.md).",
        discussion: """
            Reads the project here as 'refract lint' does (refract.yaml, its resolver or tokens/; the reading \
            options replace them) and answers an assistant's tool calls from it: lint, resolve a token in every \
            permutation, search tokens by name, value, type or contrast, explain an alias chain, give a token's names \
            on every platform, diff two revisions, usage in an app's sources. The token files are its resources. \
            Every call reads the files as they are then. Assistants start it; it is not run by hand.
            """,
        arguments: [ArgumentSpec("tokens", help: "Token files or folders (default: from the config, else tokens).", isRepeating: true)],
        options: readingOptions + policyFlags)

    static let root = CommandSpec(
        name: "refract",
        abstract: "A design-token compiler: DTCG tokens in, native Swift, CSS, Android, Compose and JSON out.",
        version: version,
        subcommands: [build, watch, lint, preview, diff, usage, importCommand, template, initCommand, lsp, mcp])
}
