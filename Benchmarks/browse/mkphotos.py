#!/usr/bin/env python3
"""N cards (argv[1]), one in every argv[2] with its own 16 x 16 PNG of a random colour (seeded), for the browse benchmarks."""
import zlib, struct, base64, sys, random
def png(w, h, rgb):
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))
    def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
n = int(sys.argv[1]); every = int(sys.argv[2])
random.seed(7)
out = []
for i in range(n):
    lines = ["BEGIN:VCARD", "VERSION:3.0", f"N:Family{i % 26:02d};Given{i};;;", f"FN:Given{i} Family{i % 26:02d}", f"EMAIL:g{i}@example.org"]
    if i % every == 0:
        colour = (random.randrange(256), random.randrange(256), random.randrange(256))
        lines.append("PHOTO;ENCODING=b;TYPE=PNG:" + base64.b64encode(png(16, 16, colour)).decode())
    lines.append("END:VCARD")
    out.append("\r\n".join(lines) + "\r\n")
sys.stdout.write("".join(out))
