import Foundation

extension Process {
    /// Stops a server the test started, by its pid: SIGTERM, then SIGKILL
    /// after `grace` seconds, and waits for it to exit.
    public func stop(grace: TimeInterval = 2) {
        guard isRunning else { return }
        terminate()
        let deadline = Date().addingTimeInterval(grace)
        while isRunning && Date() < deadline { usleep(20_000) }
        if isRunning { kill(processIdentifier, SIGKILL) }
        waitUntilExit()
    }
}
