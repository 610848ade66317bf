#!/bin/sh
# Before: /work/rev8/main-src (e6824bc); after: this clone at fe6dd5e.
cd "$(dirname "$0")" && python3 run.py /work/rev8/main-src/.build/release/hotels ../../../.build/release/hotels .
