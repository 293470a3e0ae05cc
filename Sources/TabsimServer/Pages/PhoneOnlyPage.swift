/// Whether a browser is a phone's, by the user agent it sends: phone browsers say
/// `Mobi` (`Mobile Safari`, `Mobile/15E148`); desktops and tablets do not.
enum PhoneBrowser {
    static func isPhone(userAgent: String) -> Bool { userAgent.contains("Mobi") }

    /// The reason a `closed` message gives a desktop page of a phone-only study.
    static let closedReason = "phone-only"
}

/// What a desktop browser gets from a phone-only study's link: a plain page (no
/// script) asking to open the same link on a phone.
enum PhoneOnlyPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="no-referrer">
        <title>Please open this link on your phone</title>
        <style>
        body { font-family: system-ui, sans-serif; max-width: 34rem; margin: 3rem auto; padding: 0 1.25rem; line-height: 1.5; }
        </style>
        </head>
        <body>
        <h1 id="phone-only">Please open this link on your phone</h1>
        <p>This study is of an app for phones, so it takes place on a phone. Open the same link in your phone's browser
        (send it to yourself, or type it in), and hold the phone upright.</p>
        <p>Nothing has been recorded.</p>
        </body>
        </html>

        """
}
