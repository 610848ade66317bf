#!/usr/bin/env bash
# Installs hotels on a Debian machine with Swift 6:
#
#   ./install.sh                   # into /usr/local
#   PREFIX=$HOME/.local ./install.sh
#
# Installs the Debian packages it builds against, builds in release mode with
# the Swift runtime linked in (so the binary runs without the toolchain), and
# installs bin/hotels, the man page, and the data hotels reads at run time
# under PREFIX/share/hotels (the gazetteer index, built from Data/gazetteer/).
set -euo pipefail
cd "$(dirname "$0")"
prefix="${PREFIX:-/usr/local}"

extra=()
command -v man >/dev/null 2>&1 || extra+=(man-db)
scripts/install-deps.sh "${extra[@]}"

swift build -c release --static-swift-stdlib --product hotels
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"
scripts/build-gazetteer.sh "$bin/hotels" .build/gazetteer.hgaz

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/hotels"
install -m 755 -s "$bin/hotels" "$prefix/bin/hotels"
install -m 644 man/hotels.1 "$prefix/share/man/man1/hotels.1"
install -m 644 NOTICE "$prefix/share/hotels/NOTICE"
install -m 644 .build/gazetteer.hgaz "$prefix/share/hotels/gazetteer.hgaz"
install -m 644 Data/README.md "$prefix/share/hotels/DATA.md"
install -m 644 Data/LICENSE-LGPL-2.1.txt "$prefix/share/hotels/LICENSE-LGPL-2.1.txt"
command -v mandb >/dev/null 2>&1 && mandb -q "$prefix/share/man" 2>/dev/null || true

echo "hotels: installed $prefix/bin/hotels ($("$prefix/bin/hotels" --version | head -1))" >&2
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "hotels: add $prefix/bin to PATH to run it from any folder" >&2 ;;
esac
