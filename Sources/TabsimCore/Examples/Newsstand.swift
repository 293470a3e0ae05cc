extension BuiltInExamples {
    static let newsstand = """
    # Newsstand: top strips. A Scroll strip of 12 pages (one disabled, two with
    # badges, one Korean, one with an emoji) under a shared header, and a Fixed strip of 3.
    name: Newsstand
    tint: red
    lint:
      accept:
        L7: Newsstand shows how a disabled page looks and that ← → skip it, where an app would rather say why Archive is for subscribers
    sections:
      - label: Headlines
        icon: "▤ ▦"
        pages:
          style: scroll
          header:
            title: Headlines
            fields: [{label: Search, placeholder: Topics and sources}]
          items:
            - {label: Top stories, rows: {count: 50, text: "Top story {n}"}}
            - {label: Local, badge: 3, rows: {count: 30, text: "Local news {n}"}}
            - {label: World, rows: {count: 40, text: "World news {n}"}}
            - {label: Business, rows: {count: 25, text: "Business {n}"}}
            - {label: Archive, disabled: true, rows: [Subscribers only]}
            - {label: Science, rows: {count: 20, text: "Science {n}"}}
            - {label: Health, rows: {count: 18, text: "Health {n}"}}
            - {label: Sports, badge: "!", accessibility_label: "Sports, breaking news", rows: {count: 35, text: "Sports {n}"}}
            - {label: 문화, rows: {count: 12, text: "문화 소식 {n}"}}
            - {label: Travel ✈, rows: {count: 16, text: "Trip report {n}"}}
            - {label: Weather, rows: ["Sunny, 21°", "Rain tomorrow"]}
            - {label: Opinion, rows: {count: 22, text: "Column {n}"}}
      - label: Sections
        icon: "◧ ◨"
        pages:
          style: fixed
          header: {title: Sections}
          items:
            - {label: Today, rows: {count: 10, text: "Today {n}"}}
            - {label: Week, rows: {count: 20, text: "This week {n}"}}
            - {label: Saved, empty: Nothing saved yet. Keep a story to read it here.}
      - label: Following
        icon: "♡ ♥"
        screen:
          title: Following
          rows: [City council, Local football, Weather alerts]
    """
}
