// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "tabsim",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tabsim", targets: ["tabsim"]),
        .library(name: "TabsimCore", targets: ["TabsimCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The only C: a thin shim over ncursesw (wide-char API, terminal modes, signals and
        // the wait for input, signal-safe restore); it decodes no input.
        // Linux has ncursesw 6; macOS's own ncurses 5.7 is `libncurses`, wide API included.
        .target(
            name: "CNcursesw",
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // Pure Swift: prototype model, state machine, layout, animation, drawing into cells.
        .target(
            name: "TabsimCore",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        // The only importer of CNcursesw: a TerminalBackend that paints cells with ncurses.
        .target(
            name: "TabsimTerminal",
            dependencies: ["CNcursesw", "TabsimCore"]
        ),
        // FreeType draws the glyphs of raster exports; zlib compresses their PNGs.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Cell buffers as pictures: GIF (walk --gif) and PNG (shot --png), kept out of TabsimCore.
        .target(name: "TabsimRaster", dependencies: ["TabsimCore", "CFreeType", "CZlib"]),
        .executableTarget(
            name: "tabsim",
            dependencies: [
                "TabsimCore", "TabsimTerminal", "TabsimRaster",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Scripts/bench's in-process half: times composing frames with TabsimCore alone.
        .executableTarget(name: "tabsim-bench", dependencies: ["TabsimCore"]),
        // Snapshots/ holds inputs and expected outputs the tests read by path.
        .testTarget(name: "TabsimCoreTests", dependencies: ["TabsimCore"], exclude: ["Snapshots"]),
        .testTarget(name: "RasterTests", dependencies: ["TabsimRaster", "TabsimCore", "CZlib"]),
        .testTarget(name: "TerminalTests", dependencies: ["TabsimTerminal", "TabsimCore"]),
        // Drives the real binary; TabsimCore only for its display width table.
        .testTarget(name: "EndToEndTests", dependencies: ["TabsimCore"]),
    ],
    swiftLanguageModes: [.v6]
)
