import BaseDirectories
import Testing

/// The XDG base directories hotels keeps its files in.
struct BaseDirectoryTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var data: String?
        var config: String?
        var testDescription: String { environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
    }

    @Test("the variable where it is absolute, else the default under HOME; a relative one is ignored", arguments: [
        Row(environment: ["XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c", "HOME": "/h"], data: "/d/hotels", config: "/c/hotels"),
        Row(environment: ["HOME": "/h"], data: "/h/.local/share/hotels", config: "/h/.config/hotels"),
        Row(environment: ["XDG_DATA_HOME": "rel", "XDG_CONFIG_HOME": "./c", "HOME": "/h"],
            data: "/h/.local/share/hotels", config: "/h/.config/hotels"),
        Row(environment: ["XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "", "HOME": "/h"], data: "/h/.local/share/hotels", config: "/h/.config/hotels"),
        Row(environment: ["XDG_DATA_HOME": "/d"], data: "/d/hotels", config: nil),
        Row(environment: ["XDG_DATA_HOME": "rel", "HOME": ""], data: nil, config: nil),
        Row(environment: [:], data: nil, config: nil),
    ])
    func folders(_ row: Row) {
        #expect(BaseDirectory.data(environment: row.environment) == row.data)
        #expect(BaseDirectory.config(environment: row.environment) == row.config)
    }
}
