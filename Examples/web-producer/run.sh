#!/bin/sh
# The web producer's conformance run: verify-shapes css rendered by headless Chromium, its hit
# tests judged by the oracle. It needs `chromium` (the Debian package) and python3 on the PATH;
# without them it says so and exits 0. SEED, CASES, REPORT and CORPUS override the defaults
# (1, 500, web-report, corpus-conformance/chromium-css). .ci/run runs it at 100 cases, the
# nightly workflow at 500 (about 80 s on two cores, after the build).
set -eu
cd "$(dirname "$0")/../.."
for tool in chromium python3; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "web producer: SKIPPED: $tool is not on the PATH (install the Debian packages chromium and python3 to run it)"
        exit 0
    fi
done
chromium --version 2>/dev/null || true
swift build -c release --product verify-shapes
.build/release/verify-shapes conform \
    --producer "python3 Examples/web-producer/producer.py --verify-shapes .build/release/verify-shapes" \
    --seed "${SEED:-1}" --cases "${CASES:-500}" --timeout 60 --report "${REPORT:-web-report}" \
    --corpus "${CORPUS:-corpus-conformance/chromium-css}"
