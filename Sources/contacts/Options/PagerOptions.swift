import ArgumentParser

/// `--no-pager`, for the commands whose output goes through the pager on a terminal.
struct PagerOptions: ParsableArguments {
    @Flag(name: .customLong("no-pager"), help: "Print to the terminal directly, not through $PAGER (less -FRX).")
    var noPager = false

    /// Sends standard output through the pager, when it is a terminal and a pager is wanted
    /// (``Pager``). Call it once the store is open (an access question needs the terminal) and
    /// before printing.
    func start() {
        guard !noPager else { return }
        Pager.start(Configuration.effective.pager.value)
    }
}
