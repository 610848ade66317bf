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

    /// A review's: a whole JPEG with 2 KiB after its end marker (phones append such), a PNG with data
    /// after IEND and a GIF followed by a line break were refused; a GIF cut where a data byte is ';' passed.
    @Test("an image's structure says where it ends: data after the end is allowed, a cut inside it is not")
    func wholeByStructure() {
        let trailer = [UInt8](repeating: 0x41, count: 2048)
        for (format, image) in [(ImageFormat.jpeg, TestImages.jpeg), (.png, TestImages.png), (.gif, TestImages.gif)] {
            #expect(format.isWhole(image + trailer), "\(format)")
        }
        // A 1×1 GIF with a graphic control extension and an image block whose data holds a ';'.
        let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0xFF, 0xFF, 0xFF, 0, 0, 0,
                                                    0x21, 0xF9, 4, 1, 0, 0, 0, 0,
                                                    0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 3, 0x44, 0x3B, 0x01, 0, 0x3B]
        #expect(ImageFormat.gif.isWhole(gif))
        #expect(ImageFormat.gif.isWhole(gif + [0x0D, 0x0A]))
        #expect(gif[40] == 0x3B && !ImageFormat.gif.isWhole(Array(gif.prefix(41))), "cut after the data's ';'")
        // A JPEG whose EXIF thumbnail (inside APP1) ends in its own end marker, cut after it.
        let thumbnail: [UInt8] = [0xFF, 0xD8, 0xFF, 0xD9]
        let app1: [UInt8] = [0xFF, 0xE1, 0, UInt8(2 + thumbnail.count)] + thumbnail
        let jpeg: [UInt8] = [0xFF, 0xD8] + app1 + [0xFF, 0xDA, 0, 2, 0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD9]
        #expect(ImageFormat.jpeg.isWhole(jpeg))
        #expect(!ImageFormat.jpeg.isWhole(Array(jpeg.prefix(app1.count + 4))))
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
