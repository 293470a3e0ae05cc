import ArgumentParser
import TabsimCore

/// `--device NAME` and `--viewport WxH`: the prototype in a device frame, live and in
/// every export.
struct DeviceOptions: ParsableArguments {
    @Option(help: "Show the prototype in a device's frame: \(Device.presets.compactMap { $0.name }.joined(separator: ", ")) (`tabsim devices` lists their sizes).")
    var device: String?

    @Option(help: "Show the prototype in a device frame whose screen is COLUMNSxROWS.")
    var viewport: String?

    func validate() throws { _ = try chosen() }

    /// The device asked for, if any.
    func chosen() throws -> Device? {
        if device != nil, viewport != nil { throw ValidationError("give --device or --viewport, not both") }
        if let device {
            guard let preset = Device.preset(named: device) else {
                let names = Device.presets.compactMap { $0.name }.joined(separator: ", ")
                throw ValidationError("--device: no device named '\(device)'; the devices are: \(names) (see `tabsim devices`)")
            }
            return preset
        }
        if let viewport {
            guard let size = Size(parsing: viewport) else {
                throw ValidationError("--viewport must be COLUMNSxROWS, e.g. 40x30 (each 1 to 1000)")
            }
            let least = ScreenLayout.minimumSize
            guard size.width >= least.width, size.height >= least.height else {
                throw ValidationError("--viewport \(viewport): a prototype's screen is at least \(least.width)x\(least.height)")
            }
            return Device(viewport: size)
        }
        return nil
    }

    /// The device frame a live session is shown in, if one is asked for; `size` (a
    /// script's) replaces its viewport.
    func liveDevice(size: Size? = nil) throws -> Device? {
        guard var device = try chosen() else { return nil }
        if let size { device.viewport = size }
        return device
    }

    /// A headless run's frame, if one is asked for, in a terminal of `terminal` (else
    /// the frame's own size).
    func headless(terminal: String?) throws -> HeadlessFraming? {
        guard let device = try chosen() else { return nil }
        let size = try terminal.map(Self.size), frame = FrameLayout.frameSize(for: device.viewport)
        if let size, let terminal, size.width < frame.width || size.height < frame.height {
            throw ValidationError("--size \(terminal) cannot hold the frame (\(frame.width)x\(frame.height) with its bezel and status bar); "
                                  + "give a larger --size, or none for a picture of the frame alone")
        }
        return HeadlessFraming(device: device, terminal: size)
    }

    /// `--size` read as COLUMNSxROWS.
    static func size(_ text: String) throws -> Size {
        guard let size = Size(parsing: text) else { throw ValidationError("--size must be COLUMNSxROWS, e.g. 80x24 (each 1 to 1000)") }
        return size
    }
}

/// `tabsim devices`: the device frames and their sizes.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the device frames that --device shows a prototype in.")

    func run() {
        for device in Device.presets {
            let size = "\(device.viewport.width)x\(device.viewport.height)"
            let frame = FrameLayout.frameSize(for: device.viewport)
            print("\((device.name ?? "").padded(to: 16))\(size.padded(to: 8))"
                + "\(device.summary) (frame \(frame.width)x\(frame.height))")
        }
        print("""

        The size is the prototype's screen in terminal cells; the frame adds the bezel and a status bar.
        Use one with --device NAME, or any size with --viewport COLUMNSxROWS, on tabsim [FILE], render, shot, walk, play and study --live.
        """)
    }
}
