/// `hotels help [COMMAND]`.
struct HelpCommand {
    let topic: String?

    static var overview: String {
        var text = """
        hotels \(HotelsCommand.version) — keep a list of places to stay in step with an address book

        Usage: hotels [--version] [--help] COMMAND [OPTIONS] [ARGUMENTS]

        Commands:

        """
        for command in allCommands {
            text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.abstract + "\n"
        }
        text += "  help      Show help for a command\n\nSee 'hotels help COMMAND' or 'man hotels' for more.\n"
        return text
    }

    static let help = """
    Usage: hotels help [COMMAND]

    Without COMMAND, lists the commands; with one, shows its usage and
    options (as 'hotels COMMAND --help' does). 'man hotels' has the whole
    reference.

    """

    func run(_ console: Console) throws(CLIError) -> ExitCode {
        guard let topic else {
            console.output.write(Self.overview)
            return .success
        }
        if topic == "help" || topic == "--help" || topic == "-h" {
            console.output.write("hotels help — Show help for a command\n\n\(Self.help)")
            return .success
        }
        guard let command = allCommands.first(where: { $0.name == topic }) else {
            throw .usage("no help for '\(topic)': not a command", command: nil)
        }
        console.output.write("hotels \(command.name) — \(command.abstract)\n\n\(command.help)")
        return .success
    }
}

extension String {
    func padding(toLength length: Int, withPad pad: String, startingAt: Int) -> String {
        count >= length ? self + " " : self + String(repeating: pad, count: length - count)
    }
}
