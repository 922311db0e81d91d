import Foundation

/// vdirsyncer set up to sync a test server's book (storage a) with a folder (storage b), in a temporary folder.
struct VdirsyncerPair {
    let work: TemporaryFolder
    /// The vdir vdirsyncer fills.
    let folder: URL
    /// vdirsyncer's status folder (its SQLite `.items` files).
    let status: URL
    let config: URL

    init(server: TestServer) throws {
        work = try TemporaryFolder("vdirsyncer")
        folder = try work.folder("local")
        status = try work.folder("status")
        config = work.url.appendingPathComponent("config")
        try Data(
            """
            [general]
            status_path = "\(status.path)"

            [pair book]
            a = "remote"
            b = "local"
            collections = null
            conflict_resolution = "a wins"

            [storage remote]
            type = "carddav"
            url = "\(server.book.absoluteString)"
            username = "\(TestServer.credentials.user)"
            password = "\(TestServer.credentials.password)"

            [storage local]
            type = "filesystem"
            path = "\(folder.path)"
            fileext = ".vcf"

            """.utf8
        ).write(to: config)
    }

    /// Runs `vdirsyncer sync` (after `vdirsyncer discover` the first time).
    func sync(discover: Bool = false) async throws {
        if discover { try await run(["discover"]) }
        try await run(["sync"])
    }

    private func run(_ arguments: [String]) async throws {
        let output = try await ToolProcess.run(PythonTools.path("vdirsyncer"), ["-c", config.path] + arguments)
        guard output.status == 0 else {
            throw TestServer.ServerFailure(
                message: "vdirsyncer \(arguments.joined(separator: " ")) failed: \(output.stderr)")
        }
    }

    /// href → ETag of the folder's side, as vdirsyncer's status database recorded them.
    func recordedETags() async throws -> [String: String] {
        let script = """
            import glob, json, sqlite3, sys
            rows = {}
            for path in glob.glob(sys.argv[1] + "/*.items"):
                for href, etag in sqlite3.connect(path).execute("select href_b, etag_b from status"):
                    rows[href] = etag
            print(json.dumps(rows))
            """
        let output = try await ToolProcess.run(PythonTools.path("python"), ["-c", script, status.path])
        return try JSONDecoder().decode([String: String].self, from: Data(output.stdout.utf8))
    }

    func remove() {
        work.remove()
    }
}
