import Foundation
import TabsimCore

/// The Content-Security-Policy of the served pages: nothing from elsewhere, no forms,
/// no frames; a page with script runs only its own inline scripts (by their hashes).
enum PagePolicy {
    /// A page with no script: its own styles, nothing else.
    static let document = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The page `html` may run each of its `<script>` elements (by its hash) and talk to its own origin.
    static func scripted(_ html: String) -> String {
        let scripts = html.components(separatedBy: "<script>").dropFirst().map { $0.components(separatedBy: "</script>")[0] }
        let hashes = scripts.map { script in
            let hex = Array(SHA256.hex(of: Array(script.utf8)).utf8)
            let digest = stride(from: 0, to: hex.count, by: 2).map { UInt8(String(decoding: hex[$0..<$0 + 2], as: UTF8.self), radix: 16)! }
            return "'sha256-\(Data(digest).base64EncodedString())'"
        }
        return "default-src 'none'; script-src \(hashes.joined(separator: " ")); style-src 'unsafe-inline'; "
            + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }
}
