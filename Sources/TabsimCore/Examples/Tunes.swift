extension BuiltInExamples {
    static let tunes = """
    # Tunes: iOS 26's tab bar, a capsule floating over the list that shrinks as the list
    # scrolls down, with the search tab apart at its trailing end, and a now-playing
    # accessory over it that moves inline beside the small capsule; a tap opens the player.
    name: Tunes
    tint: pink
    platform: ios26
    minimize: on_scroll_down
    accessory:
      text: "Midnight City · M83"
      icon: "♫"
      modal:
        title: Now Playing
        rows: [Play, Next song, Lyrics, {text: Go to album, link: Songs}]
    sections:
      - label: Home
        icon: "⌂"
        sf_symbol: house
        screen:
          title: Home
          large_title: true
          rows:
            - {text: Recently played, detail: {rows: {count: 30, text: "Album {n}"}}}
            - {text: Made for you, detail: {rows: [Daily mix, Discovery, Chill]}}
            - {text: Top songs, detail: {rows: {count: 100, text: "Song {n}"}}}
      - label: New
        icon: "☆ ★"
        sf_symbol: sparkles
        badge: 4
        screen: {rows: {count: 40, text: "New release {n}"}}
      - label: Radio
        icon: "◎ ◉"
        sf_symbol: dot.radiowaves.left.and.right
        screen: {rows: [Live now, Shows, Stations]}
      - label: Songs
        icon: "♪"
        sf_symbol: music.note
        screen:
          rows: {count: 200, text: "Song {n}"}
      - label: Search
        icon: "⌕"
        role: search
        screen:
          rows: [Pop, Hip-hop, Jazz, Classical, Rock, Country, Electronic, Folk, Soul, Ambient]
    """

    static let postbox = """
    # Postbox: Material 3's navigation bar, labels on the selected item only, a large
    # (count) and a small (dot) badge; a navigation rail in regular width (100 columns).
    name: Postbox
    tint: teal
    platform: material3
    labels: selected
    sections:
      - label: Mail
        icon: "□ ■"
        sf_symbol: envelope
        badge: 12
        screen:
          fields: [{label: Search, placeholder: Search in mail, filter: true}]
          rows: {count: 60, text: "Message {n}"}
      - label: Chat
        icon: "○ ●"
        sf_symbol: bubble.left
        badge: "!"
        accessibility_label: "Chat, unread messages"
        screen: {rows: [Ana, Ben, Team lunch]}
      - label: Spaces
        icon: "◇ ◆"
        sf_symbol: person.3
        screen:
          rows: []
          empty: "No spaces yet. Create one to share files and tasks with a group."
      - label: Meet
        icon: "▷ ▶"
        sf_symbol: video
        screen: {rows: [New meeting, Join with a code]}
    """
}
