extension BuiltInExamples {
    static let gallery = """
    # Gallery: iPadOS's tab bar (iOS 26 in regular width, as on a tablet), a capsule at
    # the top, centred, which the button beside it turns into a sidebar listing the
    # albums and collections under their headings, and back; on a phone, iOS 26's
    # floating bar.
    name: Gallery
    tint: indigo
    platform: ios26
    sidebar: adaptable
    sections:
      - label: Photos
        icon: "▦"
        sf_symbol: photo.on.rectangle
        screen: {title: Photos, large_title: true, rows: {count: 300, text: "Photo {n}"}}
      - label: Loved
        icon: "♡ ♥"
        sf_symbol: heart
        badge: 2
        group: Albums
        screen: {rows: {count: 24, text: "Loved photo {n}"}}
      - label: Trips
        icon: "◇ ◆"
        sf_symbol: airplane
        group: Albums
        screen: {rows: [Lisbon, Kyoto, Oslo]}
      - label: People
        icon: "○ ●"
        sf_symbol: person.2
        group: Collections
        screen: {rows: [Ana, Ben, Chloe]}
      - label: Search
        icon: "⌕"
        role: search
        screen: {rows: [People, Places, Documents]}
    """
}
