extension BuiltInExamples {
    static let bookshelf = """
    # Bookshelf: 8 sections, more than a compact bar holds, so the last slot is More.
    name: Bookshelf
    tint: orange
    sections:
      - label: Reading
        icon: "○ ●"
        screen:
          title: Reading now
          rows: {count: 12, text: "Book {n}"}
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
