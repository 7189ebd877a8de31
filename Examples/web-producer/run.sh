#!/bin/sh
# The web producer's conformance run: verify-shapes css rendered by headless Chromium, its hit
# tests judged by the oracle. It needs `chromium` (the Debian package) on the PATH; without it,
# it says so and exits 0. SEED, CASES and REPORT override the defaults (1, 500, web-report).
set -eu
cd "$(dirname "$0")/../.."
if ! command -v chromium >/dev/null 2>&1; then
    echo "web producer: SKIPPED: chromium is not on the PATH (install the Debian package chromium to run it)"
    exit 0
fi
chromium --version || true
swift build -c release --product verify-shapes
.build/release/verify-shapes conform \
    --producer "python3 Examples/web-producer/producer.py --verify-shapes .build/release/verify-shapes" \
    --seed "${SEED:-1}" --cases "${CASES:-500}" --timeout 60 --report "${REPORT:-web-report}"
