#if canImport(Glibc)
import Glibc
#endif

/// The `hotels` command line: global options, then a subcommand.
public enum HotelsCommand {
    /// The version `hotels --version` and `hotels help` print.
    public static let version = "0.1.0"

    /// The data licence requires this wherever the program shows who made
    /// it: of the index installed with it.
    static let attribution = geoNames + "(places of 500 people or more, regions, postal codes of 120 countries: filtered and re-encoded)."

    /// The attribution of an index built from GeoNames' files, whichever they were.
    static func attribution(regions: Int, places: Int, postalCountries: Int) -> String {
        geoNames + "(\(regions) regions, \(places) places, postal codes of \(postalCountries) countries: filtered and re-encoded)."
    }

    private static let geoNames = "Contains data from GeoNames (www.geonames.org), CC BY 4.0, modified "

    /// Runs `hotels` with the process's arguments and exits.
    public static func main() -> Never {
        signal(SIGPIPE, SIG_IGN)
        // A file-size limit (`ulimit -f`) fails the write that passes it
        // (EFBIG), said and exited as any failed write, rather than killing
        // the process mid-file with its temporary file left behind.
        signal(SIGXFSZ, SIG_IGN)
        let console = Console.standard()
        var status: ExitCode
        if let problem = notUTF8(CommandLine.unsafeArgv, count: Int(CommandLine.argc)) {
            console.report(problem)
            status = .usage
        } else {
            status = run(Array(CommandLine.arguments.dropFirst()), console: console)
        }
        console.output.flush()
        if let failure = (console.output as? FileSink)?.failure, let problem = outputFailure(failure) {
            console.report(problem)
            if status == .success { status = .ioError }
        }
        console.errors.flush()
        exit(status.rawValue)
    }

    /// What to say of the first argument (after the program's name) that
    /// is not UTF-8, or `nil`: Swift reads such bytes as U+FFFD, and a name
    /// or a note given so would be stored changed, in silence.
    static func notUTF8(_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int) -> String? {
        for index in 1..<max(count, 1) {
            guard let argument = argv[index], String(validatingCString: argument) == nil else { continue }
            let bytes = UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) }
            let shown = bytes.map { $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined()
            return "argument \(index) is not UTF-8 text: '\(shown)'; give it in UTF-8 (a terminal or a script in another encoding: convert it, with iconv for one)"
        }
        return nil
    }

    /// What to say of a write to standard output that failed with `errno`
    /// `failure`: "hotels export > backup.vcf" on a full disk must not end
    /// as a success with the file cut short. `nil` for a pipe its reader
    /// closed ("hotels list | head"), which wanted no more.
    static func outputFailure(_ failure: Int32) -> String? {
        failure == EPIPE ? nil : "cannot write standard output: \(String(cString: strerror(failure)))"
    }

    /// Runs `hotels` in-process with `arguments` (without the program name).
    public static func run(_ arguments: [String], console: Console) -> ExitCode {
        do {
            return try dispatch(arguments, console: console)
        } catch {
            console.report("\(error.description)")
            return error.exitCode
        }
    }

    private static func dispatch(_ arguments: [String], console: Console) throws(CLIError) -> ExitCode {
        let arguments = movingGlobalOptions(arguments)
        guard let first = arguments.first else {
            console.errors.write(HelpCommand.overview)
            return .usage
        }
        switch first {
        case "--version", "-V":
            console.print("hotels \(version)\n\(attribution)")
            return .success
        case "--help", "-h", "help":
            let topic = arguments.dropFirst().first
            return try HelpCommand(topic: topic).run(console)
        default:
            break
        }
        guard let type = allCommands.first(where: { $0.name == first }) else {
            if first == "--store" || first.hasPrefix("--store=") {
                throw .usage("--store needs a PATH and a command after it, as in 'hotels --store PATH list'", command: nil)
            }
            if first.hasPrefix("-") { throw .usage("unknown option '\(first)'", command: nil) }
            throw .usage("unknown command '\(first)'", command: nil)
        }
        let rest = Array(arguments.dropFirst())
        if Arguments.asksForHelp(rest, spec: type.spec) {
            return try HelpCommand(topic: first).run(console)
        }
        let parsed = try Arguments(parsing: rest, spec: type.spec, command: type.name)
        return try type.init(arguments: parsed).run(console)
    }

    /// `hotels --store PATH --json list` is `hotels list --store PATH --json`:
    /// global options before the command move after it, where the command's
    /// own parser checks that it accepts them.
    static func movingGlobalOptions(_ arguments: [String]) -> [String] {
        var global: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--store", index + 1 < arguments.count {
                global += [argument, arguments[index + 1]]
                index += 2
            } else if argument.hasPrefix("--store=") || argument == "--json" {
                global.append(argument)
                index += 1
            } else {
                break
            }
        }
        guard !global.isEmpty, index < arguments.count else { return arguments }
        return [arguments[index]] + global + arguments[(index + 1)...]
    }
}
