import Testing
@testable import TabsimCore

/// `tabsim study TASKS --check` (issue 28): each task searched on the navigation graph
/// before anyone takes it, against paths counted by hand on a three-section prototype.
@Suite("A study checked before anyone takes it (W6)")
struct StudyCheckTests {
    /// Home, Shop and Account in the bar; Shop and Account each push a screen titled Help,
    /// Shop also Cart.
    static let prototype = """
        name: Paths
        sections:
          - label: Home
            screen: {rows: [Welcome]}
          - label: Shop
            screen:
              rows:
                - {text: Help, detail: {title: Help, rows: [Shop help]}}
                - {text: Cart, detail: {title: Cart, rows: [Nothing yet]}}
          - label: Account
            screen:
              rows:
                - {text: Help, detail: {title: Help, rows: [Account help]}}
        """

    static func check(_ tasks: String) throws -> StudyCheck {
        let prototype = try PrototypeLoader.load(Self.prototype, file: "paths.yaml")
        return StudyCheck(study: try Study.parse(tasks, file: "tasks.txt"), prototype: prototype, size: Size(width: 80, height: 24))
    }

    @Test("W6: each task's shortest path from where an expert starts it: taps, the distinct ways (Help through Shop or Account: 2), one route by name; Shop remembers Help pushed, so the cart is 3 taps after the tasks before and 2 from Account with nothing remembered")
    func shortestPaths() throws {
        let check = try Self.check("""
            task Get help
            expect screen Help
            task Open the account
            expect section Account
            task See your cart
            expect screen Cart
            task See your cart from the shop
            from Shop
            expect screen Cart
            """)
        #expect(check.tasks.map(\.shortest) == [2, 1, 3, 1])
        #expect(check.tasks.map(\.ways) == [2, 1, 1, 1])
        #expect(check.tasks.map(\.route) == [["Home", "Shop", "Shop › Help"], ["Shop › Help", "Account"],
                                            ["Account", "Shop › Help", "Shop", "Shop › Cart"], ["Shop", "Shop › Cart"]])
        #expect(check.tasks.flatMap(\.problems).map(\.description) == [
            "tasks.txt:2:1: error: task 'Get help': its goal is met on 2 screens (Shop › Help, Account › Help): a participant is counted done "
                + "on any of them; add a check only the screen meant meets (`expect screen`, `expect section`)",
            "tasks.txt:5:1: error: task 'See your cart': its shortest path is 3 taps after the tasks before it but 2 taps from the same screen "
                + "with nothing remembered: what the prototype remembers changes it; give it a `from` line to start every participant in one place",
        ], "a `from` starts every participant in one place: no such flag")
        #expect(!check.isSound)
    }

    @Test("W6: a goal met where the task starts, one of two checks met there, a goal no path reaches, and a limit under 3 s a tap, each flagged at its line")
    func flags() throws {
        let check = try Self.check("""
            task Go shopping
            expect section Shop
            limit 2s
            task Stay
            expect section Shop
            task Help in the shop
            expect section Shop
            expect screen Help
            limit 3s
            task Nowhere
            expect text Never on any screen
            """)
        #expect(check.tasks.flatMap(\.problems).map(\.description) == [
            "tasks.txt:1:1: error: task 'Go shopping': its limit of 2 s is under 3 s a tap for the 1 tap an expert needs (3 s): no one could read what they reach",
            "tasks.txt:5:1: error: task 'Stay': its goal is met where it starts (Shop): there is nothing to do",
            "tasks.txt:7:1: error: task 'Help in the shop': this check is met where the task starts (Shop), so it tells nothing about the task",
            "tasks.txt:10:1: error: task 'Nowhere': no path from where it starts (Shop › Help) reaches its goal",
        ])
        #expect(check.tasks.map(\.shortest) == [1, 0, 1, nil])
    }

    @Test("W6: a goal met on more than one screen is flagged with them, in the order a search meets them: a row's label meets `expect text` a screen early; a text only one screen shows is sound")
    func metOnSeveralScreens() throws {
        let check = try Self.check("""
            task Find help
            expect text Help
            task Find the shop's help
            expect text Shop help
            """)
        #expect(check.tasks.flatMap(\.problems).map(\.description) == [
            "tasks.txt:2:1: error: task 'Find help': its goal is met on 4 screens (Shop, Account, Shop › Help, Account › Help): a participant is "
                + "counted done on any of them; add a check only the screen meant meets (`expect screen`, `expect section`)",
        ])
        #expect(check.tasks.map(\.shortest) == [1, 1])
    }
}
