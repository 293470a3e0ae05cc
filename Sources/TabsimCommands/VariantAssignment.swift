import ArgumentParser

/// `--assign A=a.yaml,B=b.yaml`: the variants a live study alternates over its
/// participants (W6), each a name and, optionally, its own prototype file.
struct VariantAssignment: ExpressibleByArgument {
    struct Variant: Equatable {
        var name: String
        /// The prototype file; nil: the one given with --prototype or --example.
        var prototype: String?
    }

    var variants: [Variant]

    init?(argument: String) {
        var variants: [Variant] = []
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let name = parts.first, !name.isEmpty, !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }),
                  parts.count == 1 || !parts[1].isEmpty, !variants.contains(where: { $0.name == name }) else { return nil }
            variants.append(Variant(name: name, prototype: parts.count == 2 ? parts[1] : nil))
        }
        guard variants.count >= 2 else { return nil }
        self.variants = variants
    }

    /// The variant of participant number `participant` (from 0): A, B, A, B, …
    func variant(forParticipant participant: Int) -> Variant {
        variants[participant % variants.count]
    }
}
