#!/usr/bin/env bash
# Installs the Debian packages hotels builds against, when they are missing.
# Swift itself must already be on PATH (https://www.swift.org/install/linux/).
set -euo pipefail
packages=(libxml2-dev libsqlite3-dev zlib1g-dev libcurl4-openssl-dev pkg-config "$@")
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "hotels: installing ${missing[*]}" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -q
    $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
if ! command -v swift >/dev/null 2>&1; then
    echo "hotels: swift is not on PATH; install a Swift 6 toolchain first (https://www.swift.org/install/linux/)" >&2
    exit 69
fi
