import Books
import HotelStore
import Reconcile

#if canImport(Glibc)
import Glibc
#endif

/// Reads `--photo FILE` as a hotel's photo, with the CLI's errors: a file
/// that cannot be read exits 66, one that is no image hotels takes or is
/// too large 65 (the rule is ``HotelPhoto/checked(_:)``'s).
enum PhotoFile {
    static func read(_ path: String) throws(CLIError) -> HotelPhoto {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .noInput(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .noInput(path: path, reason: String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw .noInput(path: path, reason: "it is a folder, not an image file") }
        // A large file is refused by its size, without reading it.
        if (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > HotelPhoto.maximumBytes {
            throw refusal(.tooLarge(bytes: Int(status.st_size)), path: path)
        }
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(descriptor: descriptor) } catch { throw .noInput(path: path, reason: error.reason) }
        do { return try HotelPhoto.checked(bytes, whole: true) } catch { throw refusal(error, path: path) }
    }

    private static func refusal(_ refusal: HotelPhoto.Refusal, path: String) -> CLIError {
        switch refusal {
        case .notAnImage:
            return .badData("\(path): not a photo hotels takes: a JPEG, PNG, GIF or WebP image (told by its content)")
        case .cutShort(let format):
            return .badData("\(path): the \(format.name) image is cut short (it stops before its end: a copy or download stopped part way?); "
                            + "give the whole file")
        case .tooLarge(let bytes):
            // Its bytes first where its size rounds to the limit's ("1 MB … at most 1 MB" says nothing).
            let counted = "\(DigitGrouping.grouped(Int64(bytes))) bytes", limit = "\(DigitGrouping.grouped(Int64(HotelPhoto.maximumBytes))) bytes"
            let (size, limitSize) = (HotelPhoto.size(bytes), HotelPhoto.size(HotelPhoto.maximumBytes))
            if size == limitSize {
                return .badData("\(path): the photo is too large: \(counted); a photo may be at most \(limit) (\(limitSize))")
            }
            return .badData("\(path): the photo is too large: \(size) (\(counted)); a photo may be at most \(limitSize) (\(limit))")
        }
    }
}
