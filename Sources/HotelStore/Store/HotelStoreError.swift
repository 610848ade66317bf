import SQLite

/// What can go wrong with the store. Messages name the store file and say
/// what to do; they never quote a hotel's contents.
public enum HotelStoreError: Error, Equatable, CustomStringConvertible {
    /// The file is not an SQLite database, or one that another program owns.
    case notAStore(path: String)
    /// A newer `hotels` wrote the store; this one must not touch it.
    case newerSchema(path: String, found: Int, supported: Int)
    /// SQLite found the file damaged.
    case corrupt(path: String, detail: String)
    /// The store (or its folder) could not be created.
    case cannotCreate(path: String, reason: String)
    /// The store exists but could not be opened, not even to read.
    case cannotOpen(path: String, reason: String)
    /// The store exists but cannot be written, and the command needs to write.
    case readOnly(path: String)
    /// The disk that holds the store (or SQLite's temporary files) is
    /// full: the change was rolled back.
    case full(path: String)
    /// A write to the store was cut short (the run killed, the machine
    /// down), and its journal cannot be played back by a run that may not
    /// write the store's file and folder: not even reading can go on.
    case journalLeft(path: String)
    /// Another `hotels` held the store (writing, or reading while this one
    /// would commit) for longer than the busy timeout.
    case busy(path: String)
    /// The store's file was removed or renamed while this one used it (a
    /// first import that failed removes the store it made): nothing was written.
    case moved(path: String)
    /// No hotel has this id.
    case noSuchHotel(Hotel.ID)
    /// No batch has this id.
    case noSuchBatch(Int64)
    /// Every batch is already undone, or there is none.
    case nothingToUndo
    /// The batch was undone before.
    case alreadyUndone(Int64)
    /// Later batches changed the same hotels; undo them first.
    case undoBlocked(batch: Int64, by: [Int64])
    /// No undone batch to apply again.
    case nothingToRedo
    /// The batch is in effect; only an undone batch can be redone.
    case notUndone(Int64)
    /// The batch was undone by a hotels that kept no redo images.
    case cannotRedo(Int64)
    /// Batches undone or made since changed the same hotels.
    case redoBlocked(batch: Int64, by: [Int64])
    /// Any other SQLite failure.
    case sqlite(path: String, SQLiteError)

    /// What went wrong and what to do; names the store file when it is at fault.
    public var description: String {
        switch self {
        case .notAStore(let path):
            return "\(path): not a hotels store (it is not an SQLite database made by hotels); "
                + "give another path with --store or HOTELS_STORE"
        case .newerSchema(let path, let found, let supported):
            return "\(path): the store has schema version \(found), newer than this hotels knows (\(supported)); "
                + "upgrade hotels — the store was left untouched"
        case .corrupt(let path, let detail):
            return "\(path): the store is damaged (\(detail)); restore it from a backup"
        case .cannotCreate(let path, let reason):
            return "\(path): cannot create the store: \(reason)"
        case .cannotOpen(let path, let reason):
            return "\(path): cannot open the store: \(reason)"
        case .readOnly(let path):
            return "\(path): the store cannot be written (read-only file or folder)"
        case .full(let path):
            return "\(path): the disk that holds the store, or the temporary folder, is full; nothing was written — free some space and try again"
        case .journalLeft(let path):
            return "\(path): a write to the store was cut short, and its journal (\(path)-journal) must be played back, "
                + "which needs the store's file and folder to be writable: run hotels as a user who may write them; "
                + "nothing is lost"
        case .moved(let path):
            return "\(path): the store was removed or renamed while in use (by another hotels?); nothing was written — try again"
        case .busy(let path):
            return "\(path): the store is busy (another hotels is using it); try again"
        case .noSuchHotel(let id):
            return "no hotel with id \(id); see 'hotels list'"
        case .noSuchBatch(let id):
            return "no batch \(id); see 'hotels history'"
        case .nothingToUndo:
            return "nothing to undo"
        case .alreadyUndone(let id):
            return "batch \(id) is already undone"
        case .undoBlocked(let batch, let later):
            let list = later.map { "\($0)" }.joined(separator: ", ")
            return "batch \(batch) cannot be undone: later batch\(later.count == 1 ? "" : "es") \(list) "
                + "changed the same hotels (or one with the same UID); undo \(later.count == 1 ? "it" : "them") first"
        case .nothingToRedo:
            return "nothing to redo"
        case .notUndone(let id):
            return "batch \(id) is not undone; only an undone batch can be redone"
        case .cannotRedo(let id):
            return "batch \(id) was undone by an older hotels, which kept nothing to redo it with"
        case .redoBlocked(let batch, let later):
            let list = later.map { "\($0)" }.joined(separator: ", ")
            return "batch \(batch) cannot be redone: batch\(later.count == 1 ? "" : "es") \(list) "
                + "changed the same hotels (or one with the same UID) since it was undone; undo or redo \(later.count == 1 ? "it" : "them") first"
        case .sqlite(let path, let error):
            return "\(path): \(error.message) (SQLite code \(error.code))"
        }
    }

    /// Turns a SQLite failure into the store's own case for it.
    static func from(_ error: SQLiteError, path: String) -> HotelStoreError {
        if error.isBusy { return .busy(path: path) }
        if error.isNotADatabase { return .notAStore(path: path) }
        if error.isCorrupt { return .corrupt(path: path, detail: error.message) }
        if error.isMoved { return .moved(path: path) }
        if error.isJournalLeft { return .journalLeft(path: path) }
        if error.isReadOnly { return .readOnly(path: path) }
        if error.isFull { return .full(path: path) }
        return .sqlite(path: path, error)
    }
}
