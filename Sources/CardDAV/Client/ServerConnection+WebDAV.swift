import Foundation

extension ServerConnection {
    /// A `PROPFIND` for `properties` at `depth`, whose answer must be a multistatus.
    func propfind(_ url: URL, depth: String, _ properties: [DAVProperty], subject: StatusMeaning.Subject) throws(CardDAVError) -> Multistatus {
        try propfindAnswering(url, depth: depth, properties, subject: subject).status
    }

    /// ``propfind(_:depth:_:subject:)``, with the URL that answered (after redirects).
    func propfindAnswering(_ url: URL, depth: String, _ properties: [DAVProperty],
                           subject: StatusMeaning.Subject) throws(CardDAVError) -> (status: Multistatus, url: URL) {
        let body: Data
        do { body = try DAVRequestBody.propfind(properties) } catch { throw .cannotWriteRequest(reason: error.reason) }
        let answer = try send("PROPFIND", url, headers: [("Depth", depth)], body: body)
        return (try multistatus(answer, method: "PROPFIND", subject: subject), answer.url)
    }

    /// The multistatus an answer must be: another status is the error it
    /// means, a body that is not one is malformed.
    func multistatus(_ answer: Answer, method: String, subject: StatusMeaning.Subject) throws(CardDAVError) -> Multistatus {
        guard answer.response.status == 207 else {
            throw StatusMeaning.error(for: answer, method: method, subject: subject, username: configuration.credentials.username)
        }
        do {
            return try Multistatus.parse(answer.response.body)
        } catch {
            let line = error.line.map { " (line \($0))" } ?? ""
            throw .malformedResponse(url: CardDAVError.shown(answer.url), reason: error.reason + line)
        }
    }
}
