import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a card's file as vdirsyncer does (`atomic_write` in its `utils.py`): the bytes go to a
/// temporary file in the same folder first, then the temporary file takes the card's name in one
/// step, so a reader (or a sync killed half-way) never sees half a card.
struct AtomicFileWriter {
    /// The folder the files are in.
    let folder: String

    /// Why a write did not happen.
    enum Failure: Error {
        /// The name is already taken (a new card only).
        case exists
        /// The system refused, with this code.
        case system(POSIXError, path: String)
    }

    /// Writes a new file `name`; fails with ``Failure/exists`` rather than replace one
    /// (`link` then `unlink`, as vdirsyncer does with `overwrite=False`).
    func create(_ name: String, bytes: [UInt8]) throws(Failure) {
        let temporary = try writeTemporary(bytes)
        defer { unlink(temporary) }
        let destination = folder + "/" + name
        guard link(temporary, destination) == 0 else {
            let error = POSIXError.current
            throw error.code == .EEXIST ? .exists : .system(error, path: destination)
        }
    }

    /// Writes file `name`, replacing what is there (`rename`).
    func replace(_ name: String, bytes: [UInt8]) throws(Failure) {
        let temporary = try writeTemporary(bytes)
        let destination = folder + "/" + name
        guard rename(temporary, destination) == 0 else {
            let error = POSIXError.current
            unlink(temporary)
            throw .system(error, path: destination)
        }
    }

    /// Writes `bytes` to a new hidden temporary file in the folder, flushed to the disk, and returns its path.
    /// Its name (`.contacts-XXXXXX.tmp`) ends neither in `.vcf` nor is kept: no listing ever shows it.
    private func writeTemporary(_ bytes: [UInt8]) throws(Failure) -> String {
        var template = Array((folder + "/.contacts-XXXXXX.tmp").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else { throw .system(.current, path: folder) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let error = POSIXError.current
                close(descriptor)
                unlink(path)
                throw .system(error, path: path)
            }
            written += count
        }
        let synced = fsync(descriptor) == 0
        let error = POSIXError.current
        close(descriptor)
        guard synced else {
            unlink(path)
            throw .system(error, path: path)
        }
        return path
    }
}
