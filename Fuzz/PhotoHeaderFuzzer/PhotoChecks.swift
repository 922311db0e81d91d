import FuzzSupport
import PhotoCodec

/// What the photo layer promises for any bytes, checked on one input.
///
/// - `PhotoFormat(sniffing:)` and `PhotoHeader(reading:)` never trap; a header is read only from a
///   decodable format, agrees with the sniffed format and declares a non-empty size; any other
///   format throws `unsupportedFormat` with its display name, a damaged one `corrupt`.
/// - `PhotoDecoder().decode(_:covering:)` (or, for some inputs, `Thumbnailer().thumbnail(of:side:shape:)`)
///   never traps and throws only ``PhotoError``s; it decodes only what has a header, refuses with
///   `tooLarge` only what the limits refuse, and returns the size the header and the scale promise.
///
/// The limits are far below the standard ones (256 K pixels, 1 MiB of RGBA), so that a few bytes
/// declaring a large picture cost milliseconds, not a second: the checks are the same at any limit.
enum PhotoChecks {
    static let limits = PhotoLimits(maximumSide: 1_024, maximumPixelCount: 1 << 18)

    static func run(_ bytes: [UInt8]) {
        _ = outcome(bytes)
    }

    /// Checks one input; returns what became of it ("JPEG decoded", "PNG corrupt", …), which the
    /// replay tool counts with `--stats` to show how far into the decoders a corpus gets.
    static func outcome(_ bytes: [UInt8]) -> String {
        var input = FuzzInput(seed: bytes)
        let format = PhotoFormat(sniffing: bytes)
        let header = readHeader(bytes, format: format)
        let decoder = PhotoDecoder(limits: limits)
        let result: Result<PixelSize, PhotoError>
        if input.int(in: 0...3) == 0 {
            result = checkThumbnail(bytes, header: header, thumbnailer: Thumbnailer(decoder: decoder), input: &input)
        } else {
            let minimum =
                input.int(in: 0...2) == 0
                ? nil : PixelSize(width: input.int(in: 1...300), height: input.int(in: 1...300))
            result = checkDecode(bytes, header: header, decoder: decoder, minimum: minimum)
        }
        switch (header, result) {
        case (.failure(let error), _): return "\(format.displayName): no header (\(error.kind))"
        case (.success, .success): return "\(format.displayName): decoded"
        case (.success, .failure(let error)): return "\(format.displayName): header read, decoding \(error.kind)"
        }
    }

    /// The header, or the error reading it threw (which a decode must throw too).
    static func readHeader(_ bytes: [UInt8], format: PhotoFormat) -> Result<PhotoHeader, PhotoError> {
        do {
            let header = try PhotoHeader(reading: bytes)
            invariant(header.format == format, "header format \(header.format), sniffed \(format)")
            invariant(format.isDecodable, "a header read from \(format.displayName)")
            invariant(header.size.width > 0 && header.size.height > 0, "a header declaring \(header.size)")
            return .success(header)
        } catch let error as PhotoError {
            switch error {
            case .unsupportedFormat(let name):
                invariant(!format.isDecodable && name == format.displayName, "\(error) for \(format)")
            case .corrupt:
                invariant(format.isDecodable, "\(error) for \(format)")
            default:
                invariant(false, "reading a header threw \(error)")
            }
            return .failure(error)
        } catch {
            invariant(false, "reading a header threw \(error), not a PhotoError")
            fatalError()
        }
    }

    static func checkDecode(
        _ bytes: [UInt8], header: Result<PhotoHeader, PhotoError>, decoder: PhotoDecoder, minimum: PixelSize?
    ) -> Result<PixelSize, PhotoError> {
        do {
            let image = try decoder.decode(bytes, covering: minimum)
            guard case .success(let header) = header else {
                invariant(false, "decoded \(image.size) from bytes whose header does not read")
                return .success(image.size)
            }
            let expected =
                header.format == .jpeg ? PhotoDecoder.jpegDecodedSize(of: header.size, covering: minimum) : header.size
            invariant(
                image.size == expected,
                "\(header.format.displayName) declaring \(header.size) decoded to \(image.size), not \(expected)")
            return .success(image.size)
        } catch let error as PhotoError {
            checkError(error, header: header)
            return .failure(error)
        } catch {
            invariant(false, "decoding threw \(error), not a PhotoError")
            fatalError()
        }
    }

    static func checkThumbnail(
        _ bytes: [UInt8], header: Result<PhotoHeader, PhotoError>, thumbnailer: Thumbnailer, input: inout FuzzInput
    ) -> Result<PixelSize, PhotoError> {
        let side = input.int(in: 1...96)
        let shape: ThumbnailShape = input.int(in: 0...1) == 0 ? .fit : .squareCrop
        do {
            let thumbnail = try thumbnailer.thumbnail(of: bytes, side: side, shape: shape)
            guard case .success(let header) = header else {
                invariant(false, "a thumbnail of bytes whose header does not read")
                return .success(thumbnail.size)
            }
            let expected = thumbnailer.targetSize(for: header.size, side: side, shape: shape)
            invariant(
                thumbnail.size == expected,
                "thumbnail \(thumbnail.size) of \(header.size) at \(side) \(shape), not \(expected)")
            return .success(thumbnail.size)
        } catch let error as PhotoError {
            checkError(error, header: header)
            return .failure(error)
        } catch {
            invariant(false, "making a thumbnail threw \(error), not a PhotoError")
            fatalError()
        }
    }

    /// A decode fails as reading the header did; with a header, it is too large only when the limits say so.
    static func checkError(_ error: PhotoError, header: Result<PhotoHeader, PhotoError>) {
        switch header {
        case .failure(let headerError):
            invariant(error == headerError, "decoding threw \(error), reading the header \(headerError)")
        case .success(let header):
            switch error {
            case .tooLarge(let width, let height):
                invariant(
                    !limits.allow(header.size),
                    "\(error) though the header declares \(header.size) (libjpeg read \(width)×\(height))")
            case .corrupt:
                break
            default:
                invariant(false, "decoding \(header.format.displayName) threw \(error)")
            }
        }
    }
}

extension PhotoError {
    /// The case, without its details, for `--stats`.
    fileprivate var kind: String {
        switch self {
        case .unsupportedFormat: return "unsupported"
        case .tooLarge: return "too large"
        case .corrupt: return "corrupt"
        case .encodingFailed: return "encoding failed"
        }
    }
}
