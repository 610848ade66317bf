import Foundation
import HotelStore
import HotelsTestSupport
import Testing

/// Stay, status, rate and photo from the command line, run as a user runs
/// them: the built binary on a temporary store (issue 16).
extension StoreCommandTests {
    func json(_ arguments: [String]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: try hotels(arguments).output) as? [String: Any])
    }

    /// An environment probe's: TZ=UTC-14 (POSIX: fourteen hours ahead) was read as fourteen behind, and today refused.
    @Test("today, for --last-stay, is the day where TZ says, a POSIX rule included", arguments: [("UTC-14", 14), ("HST10", -10), ("UTC", 0)])
    func todayByPOSIXZone(_ zone: String, _ hours: Int) throws {
        let today = Day.today(in: try #require(TimeZone(secondsFromGMT: hours * 3600))).description
        let run = try BinaryTests.hotels(["add", "--name", "Inn \(zone)", "--no-geocode", "--last-stay", today, "--store", store],
                                         environment: ["TZ": zone, "HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin"])
        #expect(run.status == 0, "\(zone): \(run.errors)")
        // The day after is refused as to come.
        let later = try #require(Calendar(identifier: .gregorian).date(byAdding: .day, value: 1, to: Date()))
        let tomorrow = Day.today(now: later, in: try #require(TimeZone(secondsFromGMT: hours * 3600))).description
        let refused = try BinaryTests.hotels(["add", "--name", "Inn \(zone) 2", "--no-geocode", "--last-stay", tomorrow, "--store", store],
                                             environment: ["TZ": zone, "HOME": NSTemporaryDirectory(), "PATH": "/usr/bin:/bin"])
        #expect(refused.status == 64, "\(zone): \(refused.errors)")
    }

    @Test("add and edit set a stay, a status and a rate; show, list and --json say them; --unset empties them")
    func stayStatusRate() throws {
        #expect(try hotels(["add", "--name", "Gasthof Post", "--city", "Lech", "--country", "AT", "--no-geocode",
                            "--last-stay", "2026-05-03", "--status", "seasonal", "--rate", "185 eur"]).status == 0)
        #expect(try hotels(["add", "--name", "Ryokan Sawanoya", "--city", "Tokyo", "--country", "JP", "--no-geocode",
                            "--rate", "JPY 32,000", "--stayed"]).status == 0)
        #expect(try hotels(["add", "--name", "Grand Hotel", "--city", "Oslo", "--country", "NO", "--no-geocode",
                            "--status", "closed"]).status == 0)

        let shown = text(try hotels(["show", "1"]))
        #expect(shown.contains("stayed:      yes, last on 2026-05-03\n"), "\(shown)")
        #expect(shown.contains("status:      seasonal\n"))
        #expect(shown.contains("rate:        185.00 EUR\n"))
        #expect(shown.contains("photo:       \n"))
        let hotel = try json(["show", "2", "--json"])
        #expect(hotel["stayed"] as? Bool == true && hotel["last_stay"] is NSNull)
        #expect(hotel["rate"] as? String == "32000 JPY" && hotel["status"] as? String == "open")

        // A closed hotel stays listed, marked; the rate shows the currency's digits.
        let list = text(try hotels(["list", "--sort", "rate"]))
        #expect(list == """
            ID  NAME             CITY   COUNTRY  RATING  TRIP        RATE  STAYED      STATUS
             1  Gasthof Post     Lech   AT                     185.00 EUR  2026-05-03  seasonal
             2  Ryokan Sawanoya  Tokyo  JP                     32,000 JPY  yes
             3  Grand Hotel      Oslo   NO                                             closed

            """, "\(list)")
        #expect(text(try hotels(["list", "--format", "tsv", "--stayed"])).hasPrefix("id\tname\tcity\tcountry\trating\ttrip\trate\tstayed\tstatus\n1\t"))
        func names(_ filter: [String]) throws -> [String] {
            let array = try #require(try JSONSerialization.jsonObject(with: try hotels(["list", "--json"] + filter).output) as? [[String: Any]])
            return array.compactMap { $0["name"] as? String }
        }
        #expect(try names(["--stayed"]) == ["Gasthof Post", "Ryokan Sawanoya"])
        #expect(try names(["--not-stayed"]) == ["Grand Hotel"])
        #expect(try names(["--status", "closed"]) == ["Grand Hotel"])
        #expect(try names(["--status", "OPEN", "--stayed"]) == ["Ryokan Sawanoya"])

        // --stayed keeps the day known; --unset empties each field.
        #expect(text(try hotels(["edit", "1", "--stayed"])) == "hotel 1: unchanged\n")
        let edit = try hotels(["edit", "1", "--unset", "stayed", "--unset", "status", "--unset", "rate", "--json"])
        #expect(edit.status == 0, "\(edit.errors)")
        let changed = try #require(try JSONSerialization.jsonObject(with: edit.output) as? [String: Any])
        #expect(changed["changed"] as? [String] == ["stayed", "status", "rate"])
        let after = try json(["show", "1", "--json"])
        #expect(after["stayed"] as? Bool == false && after["status"] as? String == "open" && after["rate"] is NSNull)
        #expect(try hotels(["undo"]).status == 0)
        #expect(try json(["show", "1", "--json"])["rate"] as? String == "185.00 EUR")
    }

    @Test("--photo takes an image by its content; show says its type and size; hotels photo writes it out, to a file or -")
    func photo() throws {
        let image = folder.path("inn.jpg.png")  // the name says nothing: the content is a PNG
        try TestImages.write(TestImages.png, to: image)
        #expect(try hotels(["add", "--name", "Inn", "--no-geocode", "--photo", image]).status == 0)
        #expect(text(try hotels(["show", "1"])).contains("photo:       PNG, 69 bytes\n"))
        let shown = try json(["show", "1", "--json"])
        #expect(shown["photo_type"] as? String == "image/png" && shown["photo_bytes"] as? Int == 69)

        let out = folder.path("out.png")
        let written = try hotels(["photo", "Inn", "-o", out])
        #expect(written.status == 0 && written.output.isEmpty, "\(written.errors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == Data(TestImages.png))
        #expect(try hotels(["photo", "1", "-o", "-"]).output == Data(TestImages.png))

        // Another image replaces it; --unset photo removes it, and photo then says so (exit 1).
        let gif = folder.path("inn.gif")
        try TestImages.write(TestImages.gif, to: gif)
        #expect(text(try hotels(["edit", "1", "--photo", gif])) == "hotel 1: changed photo\n")
        #expect(try hotels(["photo", "1", "-o", "-"]).output == Data(TestImages.gif))
        #expect(text(try hotels(["edit", "1", "--unset", "photo"])) == "hotel 1: changed photo\n")
        let none = try hotels(["photo", "1", "-o", out])
        #expect(none.status == 1)
        #expect(none.errors == "hotels: hotel 1 (Inn) has no photo; give it one with 'hotels edit 1 --photo FILE'\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == Data(TestImages.png), "the file is left as it was")
    }

    /// A probe's (cut short): the first bytes alone decided, and half a picture was stored.
    @Test("a file that is no image, an image cut short, or one over 1 MB is refused naming the file and the sizes (exit 65), and nothing changes")
    func photoRefused() throws {
        #expect(try hotels(["add", "--name", "Inn", "--no-geocode"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let notes = folder.path("notes.txt"), large = folder.path("large.jpg"), pdf = folder.path("menu.pdf")
        try Data("a text file".utf8).write(to: URL(fileURLWithPath: notes))
        try Data("%PDF-1.7".utf8).write(to: URL(fileURLWithPath: pdf))
        try TestImages.write(TestImages.jpeg + [UInt8](repeating: 0, count: 1_200_000 - TestImages.jpeg.count), to: large)
        // A probe's: "too large: 1 MB (1,000,073 bytes); … at most 1 MB" contradicted itself.
        let justOver = folder.path("just-over.jpg")
        try TestImages.write(TestImages.jpeg + [UInt8](repeating: 0, count: 1_000_073 - TestImages.jpeg.count), to: justOver)
        var cutShort: [(String, String)] = []
        for (name, image, format) in [("half.jpg", TestImages.jpeg, "JPEG"), ("half.png", TestImages.png, "PNG"),
                                      ("half.gif", TestImages.gif, "GIF"), ("half.webp", TestImages.webp, "WebP")] {
            let path = folder.path(name)
            try TestImages.write(Array(image.prefix(image.count - 2)), to: path)
            cutShort.append((path, "hotels: \(path): the \(format) image is cut short (it stops before its end: a copy or download stopped part way?); "
                             + "give the whole file\n"))
        }
        for (file, message) in [
            (notes, "hotels: \(notes): not a photo hotels takes: a JPEG, PNG, GIF or WebP image (told by its content)\n"),
            (pdf, "hotels: \(pdf): not a photo hotels takes: a JPEG, PNG, GIF or WebP image (told by its content)\n"),
            (large, "hotels: \(large): the photo is too large: 1.2 MB (1,200,000 bytes); a photo may be at most 1 MB (1,000,000 bytes)\n"),
            (justOver, "hotels: \(justOver): the photo is too large: 1,000,073 bytes; a photo may be at most 1,000,000 bytes (1 MB)\n"),
        ] + cutShort {
            for command in [["edit", "1", "--photo", file], ["add", "--name", "Other", "--photo", file]] {
                let run = try hotels(command)
                #expect(run.status == 65, "\(command)")
                #expect(run.errors == message)
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }
}
