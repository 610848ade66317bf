import Gazetteer

/// Opening the gazetteer index for a command.
enum GazetteerAccess {
    static let option = "--gazetteer"

    static func open(_ arguments: Arguments, console: Console) throws(CLIError) -> GazetteerIndex {
        guard let path = GazetteerLocation.find(explicit: arguments.value(option), environment: console.environment) else {
            let looked = GazetteerLocation.candidates(explicit: nil, environment: console.environment).joined(separator: ", ")
            throw .gazetteer(.missing(path: GazetteerLocation.fileName, reason: "looked in \(looked)"))
        }
        do {
            return try GazetteerIndex(path: path)
        } catch {
            throw .gazetteer(error)
        }
    }
}
