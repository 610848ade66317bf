import Testing
import VCard

/// RFC 2397 `data:` URIs: one reader and writer for the PHOTO view and the
/// version converter.
struct DataURITests {
    struct Row: Sendable, CustomTestStringConvertible {
        var text: String
        var mediaType: String?
        var parameters: [String] = []
        var isBase64: Bool
        var payload: String
        var testDescription: String { text }
    }

    @Test("data:[<mediatype>][;base64],<data>, the scheme and media type in any case", arguments: [
        Row(text: "data:image/png;base64,iVBORw0KGgo=", mediaType: "image/png", isBase64: true, payload: "iVBORw0KGgo="),
        Row(text: "DATA:Image/JPEG;BASE64,/9j/", mediaType: "image/jpeg", isBase64: true, payload: "/9j/"),
        Row(text: "data:;base64,AAAA", mediaType: nil, isBase64: true, payload: "AAAA"),
        Row(text: "data:,Hello%2C%20World", mediaType: nil, isBase64: false, payload: "Hello%2C%20World"),
        Row(text: "data:text/plain;charset=UTF-8;base64,SGk=", mediaType: "text/plain", parameters: ["charset=UTF-8"],
            isBase64: true, payload: "SGk="),
        Row(text: "data:text/plain;charset=iso-8859-7,%be%fg", mediaType: "text/plain", parameters: ["charset=iso-8859-7"],
            isBase64: false, payload: "%be%fg"),
        // ;base64 only as the last part before the comma; a comma in the data is data.
        Row(text: "data:base64,AAAA", mediaType: "base64", isBase64: false, payload: "AAAA"),
        Row(text: "data:image/gif;base64,R0lG,AA", mediaType: "image/gif", isBase64: true, payload: "R0lG,AA"),
        Row(text: "data:image/png;base64,", mediaType: "image/png", isBase64: true, payload: ""),
    ])
    func reads(_ row: Row) throws {
        let uri = try #require(DataURI(row.text))
        #expect(uri.mediaType == row.mediaType)
        #expect(uri.parameters == row.parameters)
        #expect(uri.isBase64 == row.isBase64)
        #expect(uri.payload == row.payload)
    }

    @Test("anything else is no data: URI", arguments: ["https://example.ch/p.jpg", "data:image/png;base64", "dat:,x", "data", "",
                                                        " data:,x", "ｄata:,x", "urn:uuid:data:,x"])
    func rejects(_ text: String) {
        #expect(DataURI(text) == nil)
    }

    @Test("written as read: a URI's text gives back its parts, a base64 URI is data:TYPE;base64,DATA")
    func writes() throws {
        #expect(DataURI(mediaType: "image/png", base64: "iVBOR").description == "data:image/png;base64,iVBOR")
        #expect(DataURI(mediaType: nil, base64: "AAAA").description == "data:;base64,AAAA")
        for text in ["data:text/plain;charset=UTF-8;base64,SGk=", "data:,Hello", "data:image/png;base64,iVBOR"] {
            #expect(try #require(DataURI(text)).description == text)
        }
    }

    @Test("the PHOTO view reads the URI's media type in any case, and its bytes, the scheme in any case")
    func photo() {
        let photo = Photo(property: Property(name: "PHOTO", value: "DATA:IMAGE/PNG;BASE64,iVBORw0KGgo="))
        #expect(photo.mediaType == "image/png")
        #expect(photo.bytes == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // A URI that names no type leaves it to MEDIATYPE; a URI that is not base64 has no bytes.
        let untyped = Photo(property: Property(name: "PHOTO", parameters: [Parameter(name: "MEDIATYPE", rawValue: "image/png")],
                                               value: "data:;base64,iVBORw0KGgo="))
        #expect(untyped.mediaType == "image/png")
        #expect(Photo(property: Property(name: "PHOTO", value: "data:image/svg+xml,%3Csvg%3E")).bytes == nil)
    }

    @Test("4.0 → 3.0: a base64 URI becomes ENCODING=b with the TYPE it names, and none where it names none", arguments: [
        ("data:image/png;base64,iVBOR", ["ENCODING=b", "TYPE=PNG"]),
        ("data:Image/GIF;base64,R0lG", ["ENCODING=b", "TYPE=GIF"]),
        ("data:;base64,iVBOR", ["ENCODING=b"]),
        ("data:application/octet-stream;base64,iVBOR", ["ENCODING=b"]),
    ])
    func toInline(_ value: String, _ parameters: [String]) {
        let converted = VersionConverter.convert([Property(name: "PHOTO", value: value)], from: .v4_0, to: .v3_0)
        #expect(converted.first?.parameters.map { "\($0.name ?? "")=\($0.rawValue)" } == parameters)
        #expect(converted.first.map { DataURI($0.value) } == .some(nil))
    }
}
