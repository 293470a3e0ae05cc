extension BuiltInExamples {
    static let bookshelf = """
    # Bookshelf: the bottom bar in full. 8 sections, more than a compact bar holds, so the
    # last slot is More; a badge that arrives after 10 s; fields; details; a modal.
    name: Bookshelf
    tint: orange
    lint:
      accept:
        L1: Bookshelf shows More on purpose, with eight sections a compact bar lists the last four under it
    sections:
      - label: Reading
        icon: "○ ●"
        screen:
          title: Reading now
          rows:
            - text: Set a reading goal
              modal:
                title: Reading goal
                fields: [{label: Minutes a day, placeholder: "20"}]
                rows: [Remind me at 21:00, Count audiobooks]
            - {text: Book 1, detail: {title: Book 1, rows: [Chapter 1, Chapter 2, Chapter 3]}}
            - Book 2
            - Book 3
      - label: Library
        icon: "□ ■"
        badge: 120
        screen:
          title: Library
          fields: [{label: Filter, placeholder: Title or author}]
          rows: {count: 300, text: "Title {n}"}
      - label: Store
        icon: "◇ ◆"
        pages:
          style: scroll
          items:
            - {label: Featured, rows: {count: 30, text: "Featured {n}"}}
            - {label: Top charts, rows: {count: 100, text: "Chart place {n}"}}
            - {label: New, rows: {count: 40, text: "New release {n}"}}
      - label: Search
        icon: "☆ ★"
        screen:
          title: Search
          fields: [{label: Search, placeholder: Books and authors}]
          empty: Type a title or an author above.
      - label: Audiobooks
        icon: "♡ ♥"
        screen:
          title: Audiobooks
          fields: [{label: Search, placeholder: Narrator or title}]
          rows: {count: 25, text: "Audiobook {n}"}
      - label: Collections
        icon: "△ ▲"
        screen:
          title: Collections
          rows:
            - text: Want to read
              detail: {title: Want to read, rows: {count: 8, text: "Wish {n}"}}
            - text: Finished
              detail: {title: Finished, rows: {count: 44, text: "Finished {n}"}}
      - label: Downloads
        icon: "▽ ▼"
        badge: "!"
        accessibility_label: "Downloads, storage almost full"
        badge_update: {after: 10000, badge: 4}
        screen:
          title: Downloads
          rows: [Storage almost full, Book 3 downloaded, Book 9 downloaded]
      - label: Settings
        icon: "◎ ◉"
        screen:
          title: Settings
          rows: [Account, Reading goals, Notifications]
    """
}
