import Foundation

/// A certificate authority made for one test run with `openssl`, and a
/// server certificate it signed for 127.0.0.1 and localhost.
public struct TestCertificates: Sendable {
    /// The CA's certificate (PEM): what a client's `ca_file` names.
    public var caFile: String
    /// The path of the server's certificate (PEM), for 127.0.0.1 and localhost.
    public var serverCertificate: String
    /// The path of the server's private key (PEM, unencrypted).
    public var serverKey: String

    /// Makes the CA and the server's key and certificate in `folder`
    /// (P-256 keys: quick to make; valid for two days).
    public static func make(in folder: String) throws -> TestCertificates {
        let path = { (name: String) in (folder as NSString).appendingPathComponent(name) }
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try TestTools.run("openssl", ["req", "-x509"] + key + ["-keyout", path("ca.key"), "-out", path("ca.pem"),
                                                                 "-days", "2", "-subj", "/CN=hotels test CA"])
        try TestTools.run("openssl", ["req"] + key + ["-keyout", path("server.key"), "-out", path("server.csr"), "-subj", "/CN=127.0.0.1"])
        try "subjectAltName = IP:127.0.0.1, DNS:localhost\nbasicConstraints = CA:FALSE\n"
            .write(toFile: path("server.ext"), atomically: true, encoding: .utf8)
        try TestTools.run("openssl", ["x509", "-req", "-in", path("server.csr"), "-CA", path("ca.pem"), "-CAkey", path("ca.key"),
                                      "-CAcreateserial", "-out", path("server.pem"), "-days", "2", "-extfile", path("server.ext")])
        return TestCertificates(caFile: path("ca.pem"), serverCertificate: path("server.pem"), serverKey: path("server.key"))
    }
}
