import RefractArguments
import Testing

@Suite("Help texts, pinned whole")
struct HelpTextTests {
    private func help(_ path: [String], width: Int = 80) -> String? {
        HelpGenerator.helpText(root: SampleCommands.root, path: path, width: width)
    }

    @Test func rootWithSubcommands() {
        #expect(
            help([]) == """
                OVERVIEW: Compile design tokens into platform code.

                Reads DTCG design tokens and writes Swift, CSS, Android resources and a JSON
                theme bundle from one validated model.

                USAGE: refract [--quiet] <subcommand>

                OPTIONS:
                  -q, --quiet             Print errors only.
                  --version               Show the version.
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  build                   Compile tokens into platform outputs.
                  lint                    Check tokens without writing files.
                  template                List, show and render templates.

                See 'refract help <subcommand>' for detailed help.
                """)
    }

    @Test func subcommandWithArgumentsAndOptions() {
        #expect(
            help(["build"]) == """
                OVERVIEW: Compile tokens into platform outputs.

                Without arguments, reads refract.yaml in the current folder.

                USAGE: refract build [<tokens> ...] [--resolver <file>] [--out <dir>]
                       [--platform <platform> ...] [--check] [--strict]

                ARGUMENTS:
                  <tokens>                Token files or folders to read.

                OPTIONS:
                  --resolver <file>       A DTCG resolver document.
                  -o, --out <dir>         The output folder. (default: output)
                  --platform <platform>   A platform to build; repeat for several. (values:
                                          swift, css, android, json)
                  --check                 Write nothing; fail when a generated file on disk is
                                          stale.
                  --strict                Treat compatibility warnings as errors.
                  -h, --help              Show help information.
                """)
    }

    @Test func enumerationWithDefault() {
        #expect(
            help(["lint"]) == """
                OVERVIEW: Check tokens without writing files.

                USAGE: refract lint [<tokens> ...] [--format <format>] [--strict]
                       [--warnings-as-errors]

                ARGUMENTS:
                  <tokens>                Token files or folders to read.

                OPTIONS:
                  --format <format>       How to print diagnostics. (values: text, json, github,
                                          sarif; default: text)
                  --strict                Treat compatibility warnings as errors.
                  --warnings-as-errors    Fail on warnings too.
                  -h, --help              Show help information.
                """)
    }

    @Test func nestedGroupPointsToNestedHelp() {
        #expect(
            help(["template"]) == """
                OVERVIEW: List, show and render templates.

                USAGE: refract template <subcommand>

                OPTIONS:
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  list                    List the built-in templates.
                  cat                     Print a built-in template.
                  render                  Render a template with a JSON context.

                See 'refract help template <subcommand>' for detailed help.
                """)
    }

    @Test func requiredArgumentAndOption() {
        #expect(
            help(["template", "render"]) == """
                OVERVIEW: Render a template with a JSON context.

                USAGE: refract template render <template> --data <file>

                ARGUMENTS:
                  <template>              The template file.

                OPTIONS:
                  --data <file>           The JSON context.
                  -h, --help              Show help information.
                """)
    }

    @Test func wrapsToANarrowWidth() {
        #expect(
            help(["build"], width: 50) == """
                OVERVIEW: Compile tokens into platform outputs.

                Without arguments, reads refract.yaml in the
                current folder.

                USAGE: refract build [<tokens> ...]
                       [--resolver <file>] [--out <dir>]
                       [--platform <platform> ...] [--check]
                       [--strict]

                ARGUMENTS:
                  <tokens>                Token files or folders
                                          to read.

                OPTIONS:
                  --resolver <file>       A DTCG resolver
                                          document.
                  -o, --out <dir>         The output folder.
                                          (default: output)
                  --platform <platform>   A platform to build;
                                          repeat for several.
                                          (values: swift, css,
                                          android, json)
                  --check                 Write nothing; fail when
                                          a generated file on disk
                                          is stale.
                  --strict                Treat compatibility
                                          warnings as errors.
                  -h, --help              Show help information.
                """)
    }

    @Test func everyLineFitsTheWidth() throws {
        for width in [50, 60, 80, 100] {
            let text = try #require(help(["build"], width: width))
            for line in text.split(separator: "\n") {
                #expect(line.count <= width, "line too long at width \(width): \(line)")
            }
        }
    }

    @Test func wideTerminalKeepsLinesWhole() throws {
        let text = try #require(help(["build"], width: 200))
        #expect(
            text.contains(
                "USAGE: refract build [<tokens> ...] [--resolver <file>] [--out <dir>] [--platform <platform> ...] [--check] [--strict]\n"
            ))
    }

    @Test func narrowTerminalKeepsAHelpColumn() throws {
        // Below 26 + 20 columns the help column stops shrinking at 20, rather than wrapping word by word.
        let narrow = try #require(help(["lint"], width: 30))
        #expect(
            narrow.contains(
                """
                  --format <format>       How to print
                                          diagnostics.
                                          (values: text, json,
                                          github, sarif;
                                          default: text)
                """))
    }

    @Test func longLabelPutsItsHelpOnTheNextLine() {
        let command = CommandSpec(
            name: "tool", abstract: "",
            options: [.option("a-rather-long-option", valueName: "value", help: "Explained below the label.")])
        #expect(
            HelpGenerator.helpText(root: command) == """
                USAGE: tool [--a-rather-long-option <value>]

                OPTIONS:
                  --a-rather-long-option <value>
                                          Explained below the label.
                  -h, --help              Show help information.
                """)
    }

    @Test func labelThatJustFitsStaysOnItsLine() {
        // 2 of indent + 22 of label leaves the two spaces of gap before column 26.
        let command = CommandSpec(
            name: "tool", abstract: "",
            options: [.flag("twenty-chars-long-xx", help: "Beside."), .flag("twenty-one-chars-long", help: "Below.")])
        #expect(
            HelpGenerator.helpText(root: command) == """
                USAGE: tool [--twenty-chars-long-xx] [--twenty-one-chars-long]

                OPTIONS:
                  --twenty-chars-long-xx  Beside.
                  --twenty-one-chars-long
                                          Below.
                  -h, --help              Show help information.
                """)
    }

    @Test func discussionKeepsParagraphs() {
        let command = CommandSpec(name: "tool", abstract: "Does things.", discussion: "First paragraph.\n\nSecond one.")
        #expect(
            HelpGenerator.helpText(root: command) == """
                OVERVIEW: Does things.

                First paragraph.

                Second one.

                USAGE: tool

                OPTIONS:
                  -h, --help              Show help information.
                """)
    }
}
