// swift-tools-version: 6.1
import PackageDescription

/// How the curses shim is compiled and linked. Its wide-character API is switched on
/// from the command line, the one place a define reaches macOS's curses.h (the SDK
/// builds it as the module Darwin.ncurses). Linux links ncursesw 6; macOS its own
/// ncurses 5.7, `libncurses`, wide API included. `TABSIM_NCURSES_PREFIX` names another
/// curses to build against instead: Scripts/test's run against ncurses 5.7, the curses
/// macOS ships, built by ../shared/tools/ncurses57. It changes CNcursesw alone, so that
/// build compiles four C files again and links.
let curses: (cSettings: [CSetting], linkerSettings: [LinkerSetting]) = {
    let wide: [CSetting] = [.define("NCURSES_WIDECHAR", to: "1"), .define("_XOPEN_SOURCE_EXTENDED", to: "1")]
    guard let prefix = Context.environment["TABSIM_NCURSES_PREFIX"], !prefix.isEmpty else {
        return (wide, [.linkedLibrary("ncursesw", .when(platforms: [.linux])), .linkedLibrary("ncurses", .when(platforms: [.macOS]))])
    }
    // The library by its path: a -L would come after the system's own (zlib's pkg-config
    // puts it first), and -lncursesw would find ncurses 6 there.
    return (wide + [.unsafeFlags(["-I\(prefix)/include"])],
            [.unsafeFlags(["-Xlinker", "\(prefix)/lib/libncursesw.so", "-Xlinker", "-rpath", "-Xlinker", "\(prefix)/lib"])])
}()

/// FreeType, which draws the glyphs of raster exports. Linux links it into no program:
/// Sources/CFreeTypeLoader opens it when the first picture is drawn, so a live session
/// never maps it. Its pkg-config would link it, so its headers are named by their
/// directory, where every Linux distribution installs them. macOS links it as usual.
#if os(Linux)
let freetype: Target = .systemLibrary(name: "CFreeType", providers: [.apt(["libfreetype-dev"])])
let freetypeHeaders: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-I/usr/include/freetype2"])]
let freetypeLoaderHeaders: [CSetting] = [.unsafeFlags(["-I/usr/include/freetype2"])]
#else
let freetype: Target = .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.brew(["freetype"])])
let freetypeHeaders: [SwiftSetting] = []
let freetypeLoaderHeaders: [CSetting] = []
#endif

let package = Package(
    name: "tabsim",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tabsim", targets: ["tabsim"]),
        .executable(name: "tabsim-serve", targets: ["tabsim-serve"]),
        .library(name: "TabsimCore", targets: ["TabsimCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Without its default traits: swift-configuration's reader and the URL-encoded
        // forms of full Foundation, which the server uses neither of, are not built.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // The only C: a thin shim over ncursesw (wide-char API, terminal modes, signals and
        // the wait for input, signal-safe restore); it decodes no input.
        .target(name: "CNcursesw", cSettings: curses.cSettings, linkerSettings: curses.linkerSettings),
        // Pure Swift: prototype model, state machine, layout, animation, drawing into cells.
        .target(name: "TabsimCore"),
        // The only importer of CNcursesw: a TerminalBackend that paints cells with ncurses.
        .target(
            name: "TabsimTerminal",
            dependencies: ["CNcursesw", "TabsimCore"]
        ),
        // FreeType draws the glyphs of raster exports; zlib compresses their PNGs.
        freetype,
        .target(name: "CFreeTypeLoader", dependencies: ["CFreeType"], cSettings: freetypeLoaderHeaders),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Cell buffers as pictures: GIF (walk --gif) and PNG (shot --png), kept out of TabsimCore.
        .target(
            name: "TabsimRaster",
            dependencies: ["TabsimCore", "CFreeType", "CFreeTypeLoader", "CZlib"],
            swiftSettings: freetypeHeaders,
            linkerSettings: [.linkedLibrary("freetype", .when(platforms: [.macOS]))]
        ),
        // `tabsim serve`: remote study sessions over HTTP and WebSocket, kept out of TabsimCore.
        .target(
            name: "TabsimServer",
            dependencies: [
                "TabsimCore", "TabsimTerminal",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The command line of every subcommand, shared by the two programs below.
        .target(
            name: "TabsimCommands",
            dependencies: [
                "TabsimCore", "TabsimTerminal", "TabsimRaster",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `tabsim`: every subcommand; `serve` checks its options and runs `tabsim-serve`,
        // so the live program never loads the networking code.
        .executableTarget(name: "tabsim", dependencies: ["TabsimCommands"]),
        // `tabsim-serve`: the server of `tabsim serve`.
        .executableTarget(
            name: "tabsim-serve",
            dependencies: [
                "TabsimCommands", "TabsimServer", "TabsimTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Scripts/bench's in-process half: times composing frames with TabsimCore alone.
        .executableTarget(name: "tabsim-bench", dependencies: ["TabsimCore"]),
        // Snapshots/ holds inputs and expected outputs the tests read by path.
        .testTarget(name: "TabsimCoreTests", dependencies: ["TabsimCore"], exclude: ["Snapshots"]),
        .testTarget(name: "RasterTests", dependencies: ["TabsimRaster", "TabsimCore", "CZlib"]),
        .testTarget(name: "TerminalTests", dependencies: ["TabsimTerminal", "TabsimCore"]),
        .testTarget(name: "CommandTests", dependencies: ["TabsimCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Talks to the server as a browser does, with a client on NIO: Hummingbird's test
        // clients would build TLS and HTTP/2 (BoringSSL twice) for a server that has neither.
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "TabsimServer", "TabsimCore",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // Drives the real binary; TabsimCore only for its display width table.
        .testTarget(name: "EndToEndTests", dependencies: ["TabsimCore"]),
    ],
    swiftLanguageModes: [.v6]
)
