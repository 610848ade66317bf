import Foundation
import HotelsTestSupport
import Testing
@testable import VCard

/// Images are told by their first bytes, as bytes or as base64 (the one sniffer).
struct ImageFormatTests {
    @Test("JPEG, PNG, GIF and WebP by content; anything else is none", arguments: [
        (TestImages.jpeg, ImageFormat?.some(.jpeg)), (TestImages.png, .png), (TestImages.gif, .gif), (TestImages.webp, .webp),
        (Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8), nil), (Array("GIF8".utf8), nil), (Array("%PDF-1.7".utf8), nil),
        ([], nil), ([0xFF, 0xD8], nil),
    ])
    func sniffing(bytes: [UInt8], format: ImageFormat?) {
        #expect(ImageFormat(sniffing: bytes) == format)
        #expect(ImageFormat(sniffingBase64: Data(bytes).base64EncodedString()) == format)
    }

    @Test("an image is whole up to the end its format marks, padding after it allowed; one cut short is not",
          arguments: [(TestImages.jpeg, ImageFormat.jpeg), (TestImages.png, .png), (TestImages.gif, .gif), (TestImages.webp, .webp)])
    func whole(bytes: [UInt8], format: ImageFormat) {
        #expect(format.isWhole(bytes))
        #expect(format.isWhole(bytes + [0, 0, 0, 0]))
        for cut in 1...4 { #expect(!format.isWhole(Array(bytes.dropLast(cut))), "\(format) less \(cut)") }
    }

    @Test("a 3.0 inline PHOTO without TYPE becomes a data: URI with the sniffed type, WebP included")
    func converterSniffs() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Inn\r\nPHOTO;ENCODING=b:\(Data(TestImages.webp).base64EncodedString())\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        let written = String(decoding: VCardWriter(options: WriterOptions(version: .v4_0)).write(card), as: UTF8.self)
        #expect(written.contains("PHOTO:data:image/webp;base64,UklGR"), "\(written)")
    }

    /// A probe's: KContacts' 2.1 PHOTO;ENCODING=BASE64;WORK holding no base64 went to 4.0 as "image/work".
    @Test("a 2.1 PHOTO;WORK whose data names no format goes to 4.0 as application/octet-stream; a JPEG's by its bytes", arguments: [
        ("notbase64", "PHOTO:data:application/octet-stream;base64,notbase64"),
        (Data(TestImages.jpeg).base64EncodedString(), "PHOTO:data:image/jpeg;base64,/9j/"),
    ])
    func usageTypeIsNoFormat(_ data: String, _ expected: String) throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Inn;;;;\r\nPHOTO;ENCODING=BASE64;WORK:\(data)\r\n\r\nEND:VCARD\r\n"
        let card = try #require(VCardReader.read(bytes: Array(text.utf8)).cards.first)
        let written = String(decoding: VCardWriter(options: WriterOptions(version: .v4_0)).write(card), as: UTF8.self)
        #expect(written.contains(expected), "\(written)")
    }

    @Test("a PHOTO made for a version reads back as the same bytes", arguments: [VCardVersion.v2_1, .v3_0, .v4_0])
    func photoProperty(_ version: VCardVersion) {
        let property = Photo.property(bytes: TestImages.png, format: .png, version: version)
        #expect(Photo(property: property).bytes == TestImages.png)
    }
}
