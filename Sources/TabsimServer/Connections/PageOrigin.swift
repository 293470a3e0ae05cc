import HTTPTypes

/// Which page may open a WebSocket: one served from this server (its `Origin` is the
/// request's own host), or no browser's (no `Origin`, or one no page has, such as a
/// client's `ws://…`). A page of another site, or an opaque one (`null`), is refused on
/// both sockets, the participants' and the live view's: the tokens keep strangers out;
/// this keeps another site's script out too, should a link leak to it.
enum PageOrigin {
    /// Whether an upgrade with `origin` (its `Origin` header, nil: none) to `authority`
    /// (the request's `Host`) may go on.
    static func allows(origin: String?, authority: String?) -> Bool {
        guard let origin = origin?.lowercased() else { return true }
        guard origin == "null" || origin.hasPrefix("http://") || origin.hasPrefix("https://") else { return true }
        guard let authority = authority?.lowercased(), !authority.isEmpty else { return false }
        // Behind a proxy holding the certificate, the page is https and the server plain http.
        return origin == "http://" + authority || origin == "https://" + authority
    }

    /// Whether `request`'s upgrade may go on.
    static func allows(_ request: HTTPRequest) -> Bool {
        allows(origin: request.headerFields[.origin], authority: request.authority)
    }
}
