#!/usr/bin/env python3
"""Pillow's thumbnails of the JPEGs PhotoBenchmark writes, for comparison with PhotoCodec.

For each file: Image.open, draft("RGB", (64, 64)) (libjpeg's DCT scaling, as PhotoCodec's
scaled decode), thumbnail((64, 64)) (Pillow's default: reducing_gap 2.0, bicubic), which decodes.
Measured in one process and with a pool of as many processes as cores; median of --runs runs.

    swift build -c release --product PhotoBenchmark
    .build/release/PhotoBenchmark --write-jpegs /tmp/photo-jpegs
    python3 -m venv .venv-bench && .venv-bench/bin/pip install pillow
    .venv-bench/bin/python Benchmarks/pillow_thumbnails.py /tmp/photo-jpegs [--runs 3]
"""

import argparse
import multiprocessing
import os
import statistics
import time

import PIL
from PIL import Image

SIZE = (64, 64)


def thumbnail(path, draft=True):
    with Image.open(path) as image:
        if draft:
            image.draft("RGB", SIZE)
        image.thumbnail(SIZE)
        return image.size


def full(path):
    return thumbnail(path, draft=False)


def measure(name, runs, count, body):
    times = []
    for _ in range(runs):
        start = time.monotonic()
        body()
        times.append(time.monotonic() - start)
    median = statistics.median(times)
    print(f"{name:<46}{median:8.3f} s  {median * 1000 / count:7.2f} ms/photo  {count / median:7.0f} photos/s")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", help="the folder PhotoBenchmark --write-jpegs wrote")
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    paths = sorted(os.path.join(arguments.folder, name) for name in os.listdir(arguments.folder) if name.endswith(".jpg"))
    if not paths:
        raise SystemExit(f"no .jpg files in {arguments.folder}")
    for path in paths:  # warm the page cache
        with open(path, "rb") as file:
            file.read()
    cores = os.cpu_count() or 1
    print(f"Pillow {PIL.__version__}, {len(paths)} JPEGs, {cores} cores, median of {arguments.runs} runs")
    print(f"thumbnail of the first: {thumbnail(paths[0])}")
    count = len(paths)
    measure("Pillow full decode + thumbnail, 1 process", arguments.runs, count, lambda: [full(p) for p in paths])
    measure("Pillow draft + thumbnail, 1 process", arguments.runs, count, lambda: [thumbnail(p) for p in paths])
    with multiprocessing.Pool(cores) as pool:
        measure("Pillow full decode + thumbnail, all cores", arguments.runs, count, lambda: pool.map(full, paths, chunksize=16))
        measure("Pillow draft + thumbnail, all cores", arguments.runs, count, lambda: pool.map(thumbnail, paths, chunksize=16))


if __name__ == "__main__":
    main()
