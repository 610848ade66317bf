#!/bin/sh
cd "$(dirname "$0")" && python3 run.py /work/rev11/hotels-old /work/rev11/hotels-r14 .
