/// A small command-line parser: flags, options with values, positionals.
///
/// Accepts `--name value`, `--name=value`, `-o value`, repeated options, and
/// `--` to end options; a lone `-` is a positional (standard input).
struct Arguments {
    private(set) var positionals: [String] = []
    private var flags: Set<String> = []
    private var values: [String: [String]] = [:]

    /// What a command accepts. Aliases map to the canonical long name.
    struct Spec {
        var flags: [String] = []
        var options: [String] = []
        var aliases: [String: String] = [:]
    }

    init(parsing arguments: [String], spec: Spec, command: String) throws(CLIError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            name = spec.aliases[name] ?? name
            if spec.flags.contains(name) {
                guard inlineValue == nil else {
                    throw .usage("option '\(name)' takes no value", command: command)
                }
                flags.insert(name)
            } else if spec.options.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .usage("option '\(name)' needs a value", command: command)
                }
                values[name, default: []].append(value)
            } else {
                throw .usage("unknown option '\(argument)' for 'hotels \(command)'", command: command)
            }
        }
    }

    /// Whether `arguments` ask for the command's help: `-h` or `--help`
    /// where an option stands — not an option's value (`--notes -h`), nor
    /// after `--`. Unknown options are passed over: help comes first.
    static func asksForHelp(_ arguments: [String], spec: Spec) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
            guard argument.hasPrefix("-"), !argument.contains("=") else { continue }
            if spec.options.contains(spec.aliases[argument] ?? argument) { index += 1 }
        }
        return false
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for an option.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// The file `-o`/`--output` names; `nil` for standard output (no
    /// option, or `-o -`, which also writes through a pipe's FIFO).
    var outputPath: String? {
        guard let path = value("--output"), path != "-" else { return nil }
        return path
    }

    /// `--threads N`: a whole number from 1 to 256, or `nil` when not given.
    func threads(command: String) throws(CLIError) -> Int? {
        guard let text = value("--threads") else { return nil }
        guard let count = Int(text), (1...256).contains(count) else {
            throw .usage("--threads takes a whole number from 1 to 256, not '\(text)'", command: command)
        }
        return count
    }

    /// `--limit N`, the most rows a listing shows: 1 or more.
    func limit(command: String) throws(CLIError) -> Int? {
        guard let text = value("--limit") else { return nil }
        guard let limit = Int(text), limit >= 1 else {
            throw .usage("--limit takes a whole number of 1 or more, not '\(text)'", command: command)
        }
        return limit
    }
}
