import Books
import Configuration
import Gazetteer
import HotelStore

/// Errors a command reports to the user; each knows its exit status.
public enum CLIError: Error, Equatable, CustomStringConvertible {
    /// The command line was wrong; `command` names the subcommand for the hint.
    case usage(String, command: String?)
    /// An input could not be opened or read.
    case noInput(path: String, reason: String)
    /// No hotel has the name or id the user gave (exit 66, as a missing input).
    case noSuchHotel(String)
    /// An output could not be written.
    case cannotWrite(path: String, reason: String)
    /// The input had errors (already reported as diagnostics).
    case badData(String)
    /// The store could not do what was asked.
    case store(HotelStoreError)
    /// A refusal or partial failure that is not a usage or data error (exit 1).
    case failed(String)
    /// The gazetteer index could not be opened or built.
    case gazetteer(GazetteerError)
    /// The gazetteer index a command would place new hotels with could not
    /// be opened, and `flag` runs the command without it ("--no-geocode").
    case gazetteerForPositions(GazetteerError, flag: String)
    /// A book's file or folder could not be read or written.
    case book(BookError)
    /// The config file could not be read or has a mistake.
    case config(ConfigError)
    /// Another run holds what this one needs; try again later (exit 75).
    case busy(String)
    /// A server book's settings cannot be used: no password to be had
    /// from its source, an unreadable `ca_file` (exit 78). `key` is the
    /// setting of its `[book]` section at fault, where one is.
    case bookSetup(String, key: String? = nil)

    /// The message shown after `hotels: `, with the hint to `hotels help`
    /// for a usage error.
    public var description: String {
        switch self {
        case .usage(let message, let command):
            let help = command.map { "hotels help \($0)" } ?? "hotels help"
            return "\(message)\nSee '\(help)'."
        case .noInput(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .noSuchHotel(let word):
            return "no hotel is named or numbered '\(word)'; see 'hotels list'"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write: \(reason)"
        case .badData(let message), .failed(let message), .busy(let message), .bookSetup(let message, _):
            return message
        case .store(let error):
            return error.description
        case .gazetteer(let error):
            return error.description
        case .gazetteerForPositions(let error, let flag):
            return "\(error.description); or give \(flag) to leave new hotels without a position"
        case .book(let error):
            return error.description
        case .config(let error):
            return error.description
        }
    }

    /// The status the process exits with for this error, after sysexits.h:
    /// a book's, store's or gazetteer's error by what went wrong (see
    /// ``ExitCode``).
    public var exitCode: ExitCode {
        switch self {
        case .usage: return .usage
        case .noInput, .noSuchHotel: return .noInput
        case .cannotWrite: return .cannotCreate
        case .badData: return .dataError
        case .failed: return .failure
        case .busy: return .temporaryFailure
        case .book(let error):
            switch error {
            case .cannotRead, .notAVCardFile: return .noInput
            case .notABook: return .dataError
            case .cannotWrite, .notARegularFile: return .cannotCreate
            case .changedMeanwhile: return .temporaryFailure
            case .server(_, let failure):
                switch failure {
                case .temporary: return .temporaryFailure
                case .credentials: return .permissionDenied
                case .missing: return .noInput
                case .setup: return .configError
                case .other: return .ioError
                }
            }
        case .config, .bookSetup: return .configError
        case .gazetteerForPositions(let error, _):
            return CLIError.gazetteer(error).exitCode
        case .gazetteer(let error):
            switch error {
            case .missing, .unreadable: return .noInput
            case .notAnIndex, .truncated, .checksumMismatch, .newerFormat, .malformed: return .dataError
            case .cannotReadSource: return .noInput
            case .badSource: return .dataError
            case .cannotWrite: return .cannotCreate
            }
        case .store(let error):
            switch error {
            case .notAStore, .newerSchema, .corrupt: return .dataError
            case .cannotCreate, .readOnly, .full, .journalLeft: return .cannotCreate
            case .cannotOpen: return .noInput
            case .busy, .moved: return .temporaryFailure
            case .noSuchHotel, .noSuchBatch: return .noInput
            case .nothingToUndo, .alreadyUndone, .undoBlocked, .nothingToRedo, .notUndone, .cannotRedo, .redoBlocked:
                return .failure
            case .sqlite: return .ioError
            }
        }
    }
}
