import ArgumentParser
import TabsimCore

/// `tabsim examples [NAME]`: lists the shipped prototypes or prints one.
struct Examples: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "examples", abstract: "List the shipped example prototypes, or print one to copy.")

    @Argument(help: "The example to print.")
    var name: String?

    func run() throws {
        guard let name else {
            for example in BuiltInExamples.all {
                print("\(example.name.padded(to: 10))  \(example.summary)")
            }
            print("\nPrint one with `tabsim examples NAME`; run one with `tabsim --example NAME`.")
            return
        }
        guard let example = BuiltInExamples.named(name) else {
            let names = BuiltInExamples.all.map(\.name).joined(separator: ", ")
            throw ValidationError("no example named '\(name)'; the examples are: \(names)")
        }
        print(example.source)
    }
}
