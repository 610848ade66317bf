#!/usr/bin/env bash
# Runs the whole test suite: builds once (the hotels binary included, for the
# end-to-end tests), then runs the tests, which Swift Testing runs in parallel.
# Tests that need ../shared/corpus skip where it is absent.
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
swift build --build-tests
swift test --skip-build "$@"
