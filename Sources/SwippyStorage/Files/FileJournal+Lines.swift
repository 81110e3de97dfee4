import Foundation
import SwippyCrypto
import SwippyData

extension FileJournal {
    /// Reads the whole journal and its snapshot again (another process replaced the journal): the snapshot
    /// it continues from must exist, since a journal growing from MockData is only ever appended to. A
    /// snapshot held as a change from MockData is read onto `wallet` (this store's, grown from the same
    /// MockData) turned back into the MockData wallet.
    func reload(growing wallet: WalletState) throws(DataFileError) -> SavedState? {
        let anchor = try JournalAnchor.bytes(anchorURL)
        guard let file = try JournalFile.read(url) else { return nil }
        return try replayAll(
            file.bytes, device: file.device, inode: file.inode, seed: nil, anchor: anchor, growing: wallet)
    }

    /// The state of the journal in `bytes`: its base (the snapshot, or `seed` when it grew from MockData)
    /// with every whole line replayed, its balances proven from the lines' transactions (`BalanceProof`). A
    /// snapshot other than the one the header names (a compaction stopped after writing it) is used when the
    /// journal holds the line it was taken after (the header counts as a line), with the same seal: it is then
    /// that line's state, and only the lines after it are replayed. `anchor` is the anchor file's bytes, read
    /// before `bytes` (nil: there was none).
    func replayAll(
        _ bytes: [UInt8], device: UInt64, inode: UInt64, seed: WalletState?, anchor: [UInt8]?,
        growing current: WalletState? = nil
    ) throws(DataFileError) -> SavedState {
        let key = try requireKey()
        let reader = JournalReader(file: url.path, key: key, keyName: keyURL.lastPathComponent)
        let (header, headerSeal, headerEnd) = try reader.header(bytes)
        let read = try reader.lines(bytes[headerEnd...], firstNumber: 2, after: header.baseSeq, seal: headerSeal)
        var lines = read.lines
        var base: WalletState
        var snapshotBytes = 0
        if let snapshotFile = try JournalFile.read(snapshotURL) {
            let snapshotReader = JournalReader(file: snapshotURL.path, key: key, keyName: keyURL.lastPathComponent)
            let (frame, snapshot) = try snapshotReader.snapshot(snapshotFile.bytes)
            let chain = Hex.bytes(snapshot.chain)
            let named = header.snapshotSeal.map { Hex.bytes($0) == frame.seal } ?? false
            if !named, frame.seq != header.baseSeq || chain != headerSeal {
                // A compaction stopped after writing it: it stands for the line it was taken after.
                guard let index = lines.firstIndex(where: { $0.frame.seq == frame.seq }),
                    lines[index].frame.seal == chain
                else {
                    throw .malformed(
                        file: snapshotURL.path, location: "line 1",
                        reason: "does not belong to \(url.lastPathComponent); not trusted")
                }
                lines.removeFirst(index + 1)
            }
            guard snapshot.dataFingerprint == header.dataFingerprint else {
                throw .malformed(
                    file: snapshotURL.path, location: "line 1",
                    reason: "made for another data file than \(url.lastPathComponent)")
            }
            base = try wallet(of: snapshot, seed: seed, growing: current)
            snapshotBytes = snapshotFile.bytes.count
        } else {
            guard header.snapshotSeal == nil else {
                throw .malformed(
                    file: url.path, location: "line 1",
                    reason: "it continues from \(snapshotURL.lastPathComponent), which is missing")
            }
            guard let seed else {
                throw .malformed(
                    file: url.path, location: "",
                    reason: "was started again by another Swippy while this one ran; start Swippy again")
            }
            base = seed
        }
        try JournalAnchor.check(
            JournalAnchor.reading(anchor, key: key), journal: url, header: header, seal: headerSeal, lines: read.lines)
        let proof = BalanceProof(base: base)
        try replay(lines, onto: &base)
        if let mismatch = proof.firstMismatch(in: base) {
            throw .malformed(file: url.path, location: mismatch.location, reason: mismatch.reason)
        }
        position = JournalPosition(
            device: device, inode: inode, headerSeal: headerSeal, offset: headerEnd + read.consumed,
            seq: read.lines.last?.frame.seq ?? header.baseSeq,
            seal: read.lines.last?.frame.seal ?? headerSeal, lines: 1 + read.lines.count,
            fingerprint: header.dataFingerprint,
            snapshotBytes: snapshotBytes)
        return SavedState(dataFingerprint: header.dataFingerprint, wallet: base)
    }

    func requireKey() throws(DataFileError) -> [UInt8] {
        guard let key = try JournalSeal.read(keyURL) else {
            throw .malformed(
                file: url.path, location: "line 1",
                reason:
                    "its key file \(keyURL.lastPathComponent) is missing, so the journal cannot be checked; not "
                    + "trusted, left as it is"
            )
        }
        return key
    }

    func encode(_ change: WalletChange) throws(DataFileError) -> [UInt8] {
        do {
            return [UInt8](try change.encoded())
        } catch {
            throw .unwritable(file: url.path, reason: "cannot encode the change")
        }
    }

    /// The data fingerprint the journal's header records, read without checking the journal: which data file
    /// a state that fails to load was saved over.
    public func recordedFingerprint() -> String? {
        guard let frame = JournalFile.headerFrame(url) else { return nil }
        return try? JSONDecoder().decode(JournalHeader.self, from: Data(frame.payload)).dataFingerprint
    }

    /// Marks `seed` as the MockData wallet the state grows from, unless one is marked already: a later
    /// `load(seed:)` from `catchUp` passes this store's own wallet, which may have grown.
    func markSeed(_ seed: WalletState) {
        guard seedMark == nil else { return }
        var marked = seed
        seedMark = WalletMark(releasing: &marked)
    }

    /// The wallet a snapshot holds: the whole wallet, or the change it holds applied to the MockData wallet,
    /// which is this store's `current` wallet (or `seed`) turned back by `seedMark` (the MockData wallet
    /// itself is left as it is). Refused when the change does not fit: the snapshot was made over other data.
    private func wallet(of snapshot: JournalSnapshot, seed: WalletState?, growing current: WalletState?)
        throws(DataFileError) -> WalletState
    {
        if let wallet = snapshot.wallet { return wallet }
        guard let change = snapshot.change else {
            throw .malformed(file: snapshotURL.path, location: "line 1", reason: "holds neither a wallet nor a change")
        }
        guard var wallet = current ?? seed, let seedMark else {
            throw .malformed(
                file: snapshotURL.path, location: "line 1",
                reason: "holds a change from MockData, which this Swippy did not load; start Swippy again")
        }
        do {
            try seedMark.rewind(&wallet)
        } catch {
            throw .malformed(
                file: snapshotURL.path, location: "line 1",
                reason: "cannot be read onto this Swippy's wallet (\(error.reason)); start Swippy again")
        }
        do {
            try change.apply(to: &wallet)
        } catch {
            throw .malformed(
                file: snapshotURL.path, location: "line 1",
                reason: "does not fit this MockData (\(error.reason)): made over another data file; not trusted")
        }
        return wallet
    }

    /// A new journal over MockData holding its header and `first`, written atomically between an anchor at
    /// sequence 0 and the anchor of `first`.
    func startJournal(_ fingerprint: String, key: [UInt8], first: WalletChange) throws(DataFileError) -> Int {
        let header = try headerLine(
            JournalHeader(dataFingerprint: fingerprint, baseSeq: 0, baseSeal: "", anchored: true), key: key)
        let line = JournalFrame.line(
            seq: 1, name: "change", payload: try encode(first), previous: header.seal, key: key)
        try JournalAnchor.start(anchorURL, seq: 0, seal: [], key: key)
        if FileManager.default.fileExists(atPath: snapshotURL.path),
            !FileEvents.allow(.remove(snapshotURL.path)) || unlink(snapshotURL.path) != 0
        {
            throw .unwritable(file: snapshotURL.path, reason: "a reset left it: \(String(cString: strerror(errno)))")
        }
        try AtomicFile.write(Data(header.bytes + line.bytes), to: url)
        do {
            try JournalAnchor.advance(anchorURL, seq: 1, seal: line.seal, key: key)
        } catch {
            // Not acknowledged: without the journal the anchor's sequence 0 says nothing was committed, unless
            // the anchor may name sequence 1: then the journal stays, and the next start has the change.
            guard case .unwritable(let file, let reason) = error,
                !FileEvents.allow(.remove(url.path)) || unlink(url.path) != 0
            else { throw error }
            throw JournalFile.failure(file, reason, saved: true)
        }
        try adopt(fingerprint: fingerprint, header: header.seal, seq: 1, seal: line.seal, lines: 2, snapshotBytes: 0)
        return header.bytes.count + line.bytes.count
    }

    /// Folds everything into a snapshot of `state` taken at sequence `seq` (whose seal is `chain`), then
    /// starts the journal over from it. Each step is atomic, and the journal is replaced only after the
    /// snapshot is durable: a crash between them leaves the old journal, which still holds line `seq`.
    /// The anchor is started over at `seq` and `chain` first (what it already says after a save), so a journal
    /// started before anchors is anchored from here on.
    func compact(_ state: SavedState, key: [UInt8], seq: Int, chain: [UInt8]) throws(DataFileError) -> Int {
        let snapshot = try writeSnapshot(state, key: key, seq: seq, chain: chain)
        try JournalAnchor.start(anchorURL, seq: seq, seal: chain, key: key)
        let header = try headerLine(
            JournalHeader(
                dataFingerprint: state.dataFingerprint, baseSeq: seq, baseSeal: Hex.string(chain),
                snapshotSeal: Hex.string(snapshot.seal), anchored: true),
            key: key)
        try AtomicFile.write(Data(header.bytes), to: url)
        try adopt(
            fingerprint: state.dataFingerprint, header: header.seal, seq: seq, seal: header.seal, lines: 1,
            snapshotBytes: snapshot.bytes)
        return snapshot.bytes + header.bytes.count
    }

    /// Step one of a compaction: the sealed snapshot, written atomically.
    func writeSnapshot(_ state: SavedState, key: [UInt8], seq: Int, chain: [UInt8]) throws(DataFileError) -> (
        seal: [UInt8], bytes: Int
    ) {
        let payload: [UInt8]
        do {
            // Held as the change from MockData when this store has seen the MockData wallet.
            let change = seedMark?.change(to: state.wallet)
            payload = [UInt8](
                try WalletChange.encoder().encode(
                    JournalSnapshot(
                        dataFingerprint: state.dataFingerprint, chain: Hex.string(chain),
                        wallet: change == nil ? state.wallet : nil, change: change)))
        } catch {
            throw .unwritable(file: snapshotURL.path, reason: "cannot encode the snapshot")
        }
        let line = JournalFrame.line(seq: seq, name: "snapshot", payload: payload, previous: chain, key: key)
        try AtomicFile.write(Data(line.bytes), to: snapshotURL)
        return (line.seal, line.bytes.count)
    }

    /// With no journal: refuses a snapshot, or an anchor (its bytes, read before the journal was found missing)
    /// that records saved changes (the journal was removed). An anchor started over at 0 (by a reset, or a first
    /// save that failed) says nothing was saved, whatever is left.
    func checkNothingCommitted(anchor: [UInt8]?) throws(DataFileError) {
        if anchor != nil, let key = try JournalSeal.read(keyURL),
            JournalAnchor.reading(anchor, key: key) == .committed(seq: 0, seal: [])
        {
            return
        }
        if FileManager.default.fileExists(atPath: snapshotURL.path) {
            throw .malformed(
                file: snapshotURL.path, location: "", reason: "its journal \(url.lastPathComponent) is missing")
        }
        guard anchor != nil else { return }
        throw .malformed(
            file: url.path, location: "",
            reason: "is missing, but \(anchorURL.lastPathComponent) records saved changes; "
                + "not trusted (--reset discards them)")
    }

    private func headerLine(_ header: JournalHeader, key: [UInt8]) throws(DataFileError) -> (
        bytes: [UInt8], seal: [UInt8]
    ) {
        let payload: [UInt8]
        do {
            payload = [UInt8](try WalletChange.encoder().encode(header))
        } catch {
            throw .unwritable(file: url.path, reason: "cannot encode the journal header")
        }
        return JournalFrame.line(
            seq: header.baseSeq, name: "header", payload: payload, previous: Hex.bytes(header.baseSeal), key: key)
    }

    /// Stands at the end of the journal just written, whose header line has the seal `header`.
    private func adopt(
        fingerprint: String, header: [UInt8], seq: Int, seal: [UInt8], lines: Int, snapshotBytes: Int
    ) throws(DataFileError) {
        guard let identity = JournalFile.identity(url) else {
            throw .unwritable(file: url.path, reason: "the journal vanished after writing")
        }
        position = JournalPosition(
            device: identity.device, inode: identity.inode, headerSeal: header, offset: identity.size, seq: seq,
            seal: seal, lines: lines, fingerprint: fingerprint, snapshotBytes: snapshotBytes)
    }
}
