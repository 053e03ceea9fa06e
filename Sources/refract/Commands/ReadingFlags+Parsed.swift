import RefractArguments
import RefractImport
import RefractKit

extension ReadingFlags {
    /// The reading flags as given (`RefractCommand.readingOptions`, `policyFlags`); a malformed `--input` is
    /// a usage error. A command that lacks one of them reads it as not given.
    init(_ parsed: ParsedCommand) throws(UsageError) {
        self.init(
            format: parsed.option("from").flatMap(TokenFormat.init(rawValue:)), resolver: parsed.option("resolver"),
            resolverRoots: parsed.options("resolver-root"),
            modifierInputs: try ModifierInputs.parse(parsed.options("input"), command: parsed.path),
            strict: parsed.flag("strict"), warningsAsErrors: parsed.flag("warnings-as-errors"))
    }
}
