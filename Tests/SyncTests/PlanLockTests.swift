import AddressText
import Books
import Foundation
import Gazetteer
import HotelStore
import HotelsTestSupport
import Reconcile
import Testing

/// A sync holds no read lock of the store while it plans (which may take
/// long: geocoding new cards), for another command's commit waits for a
/// read lock only as long as its busy timeout.
struct PlanLockTests {
    final class SlowGeocoder: Geocoder, @unchecked Sendable {
        let entered = DispatchSemaphore(value: 0)
        let delay: Double
        init(delay: Double) { self.delay = delay }
        func geocode(_ address: PostalAddress) -> GeocodeResult? {
            entered.signal()
            Thread.sleep(forTimeInterval: delay)
            return nil
        }
    }

    final class Box: @unchecked Sendable {
        var error: Error?
        let done = DispatchSemaphore(value: 0)
        let runner: SyncRunner
        init(_ runner: SyncRunner) { self.runner = runner }
    }

    @Test("another command can write the store while a sync plans (longer than the writer's busy timeout)")
    func writerDuringLongPlan() throws {
        let folder = TemporaryDirectory("hotels-lock")
        let path = folder.path("hotels.sqlite")
        let store = try HotelStore.open(at: path)
        _ = try store.change(command: "add") { writer throws(HotelStoreError) in try writer.insert(HotelDetails(name: "Existing Inn")) }
        let book = MemoryBook()
        book.put("u-1.vcf", Cards.hotel("Hotel Avenida Palace", uid: "u-1"))
        let geocoder = SlowGeocoder(delay: 2.0)
        let runner = SyncRunner(book: book, name: "test", store: store, options: SyncOptions(), geocoder: geocoder)
        let box = Box(runner)
        Thread.detachNewThread {
            do { _ = try box.runner.run() } catch { box.error = error }
            box.done.signal()
        }
        #expect(geocoder.entered.wait(timeout: .now() + 20) == .success)
        // A `hotels add` while the plan geocodes (busy timeout 1 s here; the CLI's is 5 s).
        let other = try HotelStore.open(at: path, busyTimeoutMilliseconds: 1000)
        #expect(throws: Never.self) {
            _ = try other.change(command: "add") { writer throws(HotelStoreError) in try writer.insert(HotelDetails(name: "Added Meanwhile")) }
        }
        _ = box.done.wait(timeout: .now() + 30)
        #expect(box.error == nil, "\(String(describing: box.error))")
    }
}
