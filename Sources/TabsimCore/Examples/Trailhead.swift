extension BuiltInExamples {
    static let trailhead = """
    # Trailhead: the built-in demo. Copy it with `tabsim examples trailhead > my.yaml`.
    name: Trailhead
    tint: green
    transition: slide
    duration: 280
    remember: habitual
    sections:
      - label: Explore
        icon: "◇ ◆"
        pages:
          style: scroll
          header:
            title: Explore
            fields:
              - label: Search
                placeholder: Trails, parks, peaks
          items:
            - label: Nearby
              rows: {count: 40, text: "Nearby trail {n}"}
            - label: Popular
              badge: 2
              rows: {count: 60, text: "Popular trail {n}"}
            - label: Easy walks
              rows: {count: 25, text: "Easy walk {n}"}
            - label: Waterfalls
              rows: {count: 18, text: "Waterfall hike {n}"}
            - label: Lakes
              rows: {count: 22, text: "Lake loop {n}"}
            - label: Summits
              rows: {count: 30, text: "Summit route {n}"}
            - label: Dog friendly
              rows: {count: 35, text: "Dog-friendly trail {n}"}
            - label: Accessible
              rows: {count: 12, text: "Step-free path {n}"}
            - label: Night sky
              rows: {count: 9, text: "Dark-sky spot {n}"}
      - label: Trips
        icon: "○ ●"
        badge: 3
        screen:
          title: Your trips
          rows:
            - text: Lost Lake loop · Saturday
              detail:
                title: Lost Lake loop
                rows:
                  - 7.2 km · 310 m climb
                  - Start 08:30 at the north lot
                  - Packing list
                  - text: Who is coming
                    detail:
                      title: Who is coming
                      rows: [Ana, Minh, Jo]
            - text: Eagle Peak · next month
              detail:
                title: Eagle Peak
                pages:
                  style: fixed
                  items:
                    - label: Route
                      rows: [12.4 km · 900 m climb, Start 06:00 at the ranger station]
                    - label: Permit
                      rows: [Permit needed, {text: Apply online, value: 2 weeks ahead}]
                    - label: Gear
                      rows: [Bring poles, Microspikes after October]
            - text: Past trips
              detail:
                title: Past trips
                segmented:
                  - label: This year
                    rows: {count: 24, text: "Trip {n}"}
                  - label: Earlier
                    rows: {count: 96, text: "Earlier trip {n}"}
      - label: Record
        icon: "△ ▲"
        pages:
          style: fixed
          header:
            title: Record
          items:
            - label: Map
              rows: [Recording paused, "GPS: strong", Offline map ready]
            - label: Stats
              rows: ["Distance 0.0 km", "Moving time 0:00", "Elevation 0 m"]
            - label: Photos
              empty: No photos on this trip yet. Press the shutter in Map to add one.
      - label: Saved
        icon: "☆ ★"
        screen:
          title: Saved
          empty: Nothing saved yet. Tap ☆ on any trail in Explore to keep it here.
      - label: Profile
        icon: "□ ■"
        screen:
          title: Profile
          fields:
            - label: Name
              placeholder: Your name
            - label: Home town
              placeholder: Where you start from
          rows:
            - text: Units and maps
              detail:
                title: Units and maps
                fields:
                  - {label: Daily goal, placeholder: km a day, keyboard: number}
                rows: [{text: Distance, value: Kilometres}, {text: Elevation, value: Metres}, {text: Map style, value: Topographic}]
            - text: Privacy
              detail:
                title: Privacy
                rows:
                  - {text: Share trips with friends, toggle: true}
                  - {text: Hide start point, toggle: false}
                  - text: Delete trip history
                    alert:
                      title: Delete trip history?
                      message: Your recorded trips are removed from this phone.
                      buttons: [Cancel, {label: Delete, role: destructive}]
            - text: Help and feedback
              action_sheet: {title: Help and feedback, buttons: [Read the guide, Send feedback, Cancel]}
    """
}
