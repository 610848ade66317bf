#!/usr/bin/env bash
# Runs the whole test suite: builds once (the hotels binary included, for the
# end-to-end tests), builds the gazetteer index from Data/gazetteer/ when it
# is out of date, then runs the tests, which Swift Testing runs in parallel,
# then the interoperability check (exported cards read by ez-vcard and
# python3-vobject; skipped where those are not installed).
# Tests that need ../shared/corpus skip where it is absent.
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
swift build --build-tests
# The gazetteer index the tests and a development binary use (.build/gazetteer.hgaz).
scripts/build-gazetteer.sh "$(swift build --show-bin-path)/hotels"
swift test --skip-build "$@"
interop/run.sh "$(swift build --show-bin-path)/hotels"
