import Foundation
import Testing

/// `contacts doctor` on the command line (the damage it finds and repairs is pinned in
/// ContactsKitTests' HealthTests, where the database can be damaged on purpose).
@Suite struct DoctorTests {
    @Test func aHealthyStoreIsOk() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee") + VCF.person("Bob", "Ray"))
        try scratch.expect(["doctor"], stdout: "ok: 2 contacts, no problems\n", stderr: "")
        try scratch.expect(["doctor", "--repair"], stdout: "ok: 2 contacts, no problems\n", stderr: "")
    }

    @Test func aFileThatIsNotADatabaseFailsClearly() throws {
        let scratch = try Scratch()
        let path = try scratch.write("not-a-store.sqlite", String(repeating: "garbage ", count: 1000))
        let run = try scratch.expect(["doctor"], store: .path(path), status: 1, stdout: "")
        #expect(run.stderr.contains("cannot open the store at \(path)"), "\(run.stderr)")
    }
}
