/// The opening the browser tests of a study folder share: Python that starts
/// `tabsim serve STUDY --port 0` for the folder given (argv: the binary, the folder,
/// Chromium), kills it if a later step fails, and reads the links it prints into
/// `links`: the participants' first, the researcher's dashboard last.
enum ServedFolderScript {
    static let opening = #"""
        import atexit, json, os, signal, subprocess, sys, time
        from playwright.sync_api import sync_playwright

        binary, study, chromium = sys.argv[1:4]
        server = subprocess.Popen([binary, "serve", study, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        atexit.register(lambda: server.poll() is None and server.kill())   # a failing step leaves no server behind
        lines = []
        while len(lines) < 2 or not lines[-2].startswith("Researcher"):
            line = server.stdout.readline()
            if not line:
                raise RuntimeError("serve stopped: " + server.stderr.read())
            lines.append(line.strip())
        links = [line for line in lines if line.startswith("http")]

        """#
}
