/// Text from a file, an argument or a participant, safe anywhere in an HTML page:
/// control characters shown as �, and & < > " ' as entities: the study report's and the
/// served study's dashboard's.
public enum HTMLText {
    public static func escaped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in TextFitting.sanitized(text).unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
