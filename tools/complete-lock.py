#!/usr/bin/env python3
"""Adds lock entries for platform binaries the npm registry mirror here does not serve.

`npm install` leaves out optional dependencies it cannot fetch, and `npm ci` then refuses the
lock as out of sync ("Missing: @biomejs/cli-… from lock file"). The missing packages are other
platforms' native builds (macOS, Windows, musl, Android, other CPUs) of Biome, SWC, oxc and the
like, which a Linux x64 machine skips anyway, so an entry naming their os/cpu (read from the
package name, the napi-rs naming convention all of these follow) is enough.
Run it after `npm install` whenever `npm ci` reports a missing platform package.
"""
import json
import pathlib
import re
import sys

LOCK = pathlib.Path(__file__).resolve().parent.parent / "package-lock.json"

# <os>-<cpu>[-<abi>] at the end of a platform package's name, e.g. core-linux-arm-gnueabihf.
PLATFORM = re.compile(
    r"-(?P<os>android|darwin|freebsd|linux|openharmony|win32)"
    r"-(?P<cpu>arm64|arm|ia32|loong64|ppc64|riscv64|s390x|x64)"
    r"(?:-(?P<abi>eabi|gnu|gnueabihf|msvc|musl|musleabihf))?$"
)
EXACT_VERSION = re.compile(r"^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$")


def registry_url(name: str, version: str) -> str:
    base = name.split("/")[-1]
    return f"https://registry.npmjs.org/{name}/-/{base}-{version}.tgz"


lock = json.loads(LOCK.read_text())
packages = lock["packages"]
added = 0
skipped = []
for key, entry in list(packages.items()):
    for name, spec in (entry.get("optionalDependencies") or {}).items():
        # npm looks a dependency up beside its dependant first, then at the top level.
        nested = f"{key}/node_modules/{name}" if key else f"node_modules/{name}"
        top = f"node_modules/{name}"
        if nested in packages or top in packages:
            continue
        match = PLATFORM.search(name)
        if not match or not EXACT_VERSION.match(spec):
            skipped.append(f"{name}@{spec} (needed by {key or 'the root'})")
            continue
        stub = {
            "version": spec,
            "resolved": registry_url(name, spec),
            "cpu": [match["cpu"]],
            "optional": True,
            "os": [match["os"]],
        }
        if entry.get("dev"):
            stub["dev"] = True
        if match["os"] == "linux":
            stub["libc"] = ["musl" if (match["abi"] or "").startswith("musl") else "glibc"]
        packages[top] = stub
        added += 1

lock["packages"] = dict(sorted(packages.items(), key=lambda item: (item[0] != "", item[0])))
LOCK.write_text(json.dumps(lock, indent=2) + "\n")
print(f"complete-lock: added {added} entries")
if skipped:
    print("complete-lock: not a platform build with an exact version, left alone:", *skipped, sep="\n  ")
    sys.exit(1)
