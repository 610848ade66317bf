import HotelStore

extension MergePlan {
    /// Whether the plan may be applied under `policy` (`fail` refuses any conflict).
    public func isApplicable(under policy: ConflictPolicy) -> Bool { policy != .fail || conflicts == 0 }

    /// Applies the plan in one transaction, as one batch named `command`.
    @discardableResult
    public func apply(to store: HotelStore, command: String) throws(HotelStoreError) -> BatchSummary? {
        try store.change(command: command) { writer throws(HotelStoreError) in
            for entry in entries {
                switch entry.action {
                case .unchanged:
                    continue
                case .create:
                    try writer.insert(entry.details, uid: entry.uid, card: entry.cardText, cardDigest: entry.cardDigest)
                case .update(let id):
                    guard var hotel = try store.hotel(id: id) else { throw .noSuchHotel(id) }
                    hotel.details = entry.details
                    hotel.card = entry.cardText
                    hotel.cardDigest = entry.cardDigest
                    try writer.update(hotel)
                }
            }
        }.batch
    }
}
