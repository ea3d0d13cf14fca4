#!/usr/bin/env python3
"""Adds lock entries for platform binaries the npm registry mirror here does not serve.

`npm install` leaves out optional dependencies it cannot fetch, and `npm ci` then refuses the
lock as out of sync. The missing packages are other platforms' builds (macOS, Windows, musl,
Android) that a Linux x64 machine skips anyway, so an entry naming their os/cpu is enough.
Run it after `npm install` when `npm ci` reports "Missing: @biomejs/cli-… from lock file".
"""
import json
import pathlib

LOCK = pathlib.Path(__file__).resolve().parent.parent / "package-lock.json"
PLATFORMS = {
    "android-arm64": ("android", "arm64", None),
    "android-x64": ("android", "x64", None),
    "darwin-arm64": ("darwin", "arm64", None),
    "darwin-x64": ("darwin", "x64", None),
    "linux-arm64": ("linux", "arm64", "glibc"),
    "linux-arm64-musl": ("linux", "arm64", "musl"),
    "linux-x64": ("linux", "x64", "glibc"),
    "linux-x64-musl": ("linux", "x64", "musl"),
    "win32-arm64": ("win32", "arm64", None),
    "win32-x64": ("win32", "x64", None),
}

lock = json.loads(LOCK.read_text())
packages = lock["packages"]
biome = packages["node_modules/@biomejs/biome"]
version = biome["version"]
added = 0
for suffix, (os_name, cpu, libc) in PLATFORMS.items():
    key = f"node_modules/@biomejs/cli-{suffix}"
    if key in packages:
        continue
    entry = {
        "version": version,
        "resolved": f"https://registry.npmjs.org/@biomejs/cli-{suffix}/-/cli-{suffix}-{version}.tgz",
        "cpu": [cpu],
        "dev": True,
        "license": "MIT OR Apache-2.0",
        "optional": True,
        "os": [os_name],
        "engines": {"node": ">=14.21.3"},
    }
    if libc:
        entry["libc"] = [libc]
    packages[key] = entry
    added += 1
packages_sorted = dict(sorted(packages.items(), key=lambda item: (item[0] != "", item[0])))
lock["packages"] = packages_sorted
LOCK.write_text(json.dumps(lock, indent=2) + "\n")
print(f"complete-lock: added {added} entries")
