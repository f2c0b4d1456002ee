#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A long match between two players of `hasami-cli arena`, one game at a time (so that a player
# thinking for a time has a core to itself), from random balanced openings, each played twice
# with the colours swapped. Resumable: the games go in chunks, each chunk's result a file of
# FOLDER, and the same command, on this machine or another one the folder was copied to, plays
# only the chunks still missing, then sums them up.
#
#   tools/match.sh --players 'A,B' [--games N] [--chunk C] [--seed S] [--cli PROGRAM] FOLDER
#
# A and B are arena player specs (`hasami-cli arena --help`), e.g. 'level:13,level:12' or
# 'nboard:/opt/old/hasami-cli nboard --time 500 --no-book,nboard:hasami-cli nboard --time 500
# --no-book'. Plays N games (default 100) in chunks of C (default 10, even), chunk k with seed
# S + k (default S 1), and prints '<A> vs <B>: <points>/<games> = <score>% ± <margin>%', A's
# points, the margin a 95% bound (draws only narrow it). Progress goes to FOLDER/match.log, each
# game's line to FOLDER/chunk-K.err.
set -euo pipefail

players=""
games=100
chunk=10
seed=1
cli=""
while [[ $# -gt 1 ]]; do
    case "$1" in
        --players) players="$2"; shift 2 ;;
        --games) games="$2"; shift 2 ;;
        --chunk) chunk="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --cli) cli="$2"; shift 2 ;;
        *) echo "match.sh: unknown option '$1'" >&2; exit 1 ;;
    esac
done
usage="usage: match.sh --players 'A,B' [--games N] [--chunk C] [--seed S] [--cli PROGRAM] FOLDER"
if [[ $# -ne 1 || -z "$players" ]]; then
    echo "$usage" >&2
    exit 1
fi
if ! [[ "$games" =~ ^[0-9]+$ && "$chunk" =~ ^[0-9]+$ && "$seed" =~ ^[0-9]+$ ]] ||
    (( chunk < 2 || chunk % 2 != 0 || games < chunk )); then
    echo "match.sh: --games, --chunk and --seed are whole numbers, --chunk even and at most --games" >&2
    exit 1
fi
folder="$1"
if [[ -z "$cli" ]]; then
    cli="$(cd "$(dirname "$0")/.." && pwd)/build/release/app/cli/hasami-cli"
fi
if [[ ! -x "$cli" ]]; then
    echo "match.sh: '$cli' is not a program: build the release preset first" >&2
    exit 1
fi
cli="$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")"
# The arena names a player by its spec up to the first colon's word and the rest: the first
# player's line in each chunk's result is the one before the second's.
mkdir -p "$folder"
cd "$folder"

log() { echo "$(date -u '+%Y-%m-%d %H:%M:%S') $*" | tee -a match.log >&2; }

for (( k = 0; k * chunk < games; ++k )); do
    result="chunk-$k.txt"
    [[ -f "$result" ]] && continue
    log "chunk $k ($chunk games)"
    "$cli" arena --players "$players" --games "$chunk" --threads 1 --seed $((seed + k)) \
        > "$result.part" 2> "chunk-$k.err"
    mv "$result.part" "$result"
done
# Each chunk's result ends with a line per player, '<spec> <points> <games>', the first
# player's first.
read -r won played < <(for f in chunk-*.txt; do tail -n 2 "$f" | head -n 1; done |
    awk '{ points += $(NF - 1); games += $NF } END { print points + 0, games + 0 }')
awk -v a="${players%%,*}" -v b="${players#*,}" -v w="$won" -v n="$played" 'BEGIN {
    p = w / n; m = 1.96 * sqrt(p * (1 - p) / n)
    printf "%s vs %s: %g/%d = %.1f%% ± %.1f%%\n", a, b, w, n, 100 * p, 100 * m }'
