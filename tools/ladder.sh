#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The ladder of the levels: each level against the one below it, one game at a time (so that a
# level thinking for a time has a core to itself), from random balanced openings, each played
# twice with the colours swapped. A long run, resumable: the games go in chunks, each chunk's
# result a file of FOLDER, and the same command, on this machine or another one the folder was
# copied to, plays only the chunks still missing, then sums them up.
#
#   tools/ladder.sh [--from L] [--to L] [--games N] [--chunk C] [--cli PROGRAM] FOLDER
#
# Plays level L+1 against level L for L from --from (default 10) to --to minus one (default 13),
# N games a pairing (default 100) in chunks of C (default 10, even), and prints for each pairing
# '<higher> vs <lower>: <points>/<games> = <score>% ± <margin>%', the margin a 95% bound (draws
# only narrow it). Progress goes to FOLDER/ladder.log.
set -euo pipefail

from=10
to=13
games=100
chunk=10
cli=""
while [[ $# -gt 1 ]]; do
    case "$1" in
        --from) from="$2"; shift 2 ;;
        --to) to="$2"; shift 2 ;;
        --games) games="$2"; shift 2 ;;
        --chunk) chunk="$2"; shift 2 ;;
        --cli) cli="$2"; shift 2 ;;
        *) echo "ladder.sh: unknown option '$1'" >&2; exit 1 ;;
    esac
done
if [[ $# -ne 1 ]]; then
    echo "usage: ladder.sh [--from L] [--to L] [--games N] [--chunk C] [--cli PROGRAM] FOLDER" >&2
    exit 1
fi
if (( chunk < 2 || chunk % 2 != 0 || games < chunk )); then
    echo "ladder.sh: --chunk must be even and at most --games" >&2
    exit 1
fi
folder="$1"
if [[ -z "$cli" ]]; then
    cli="$(cd "$(dirname "$0")/.." && pwd)/build/release/app/cli/hasami-cli"
fi
if [[ ! -x "$cli" ]]; then
    echo "ladder.sh: '$cli' is not a program: build the release preset first" >&2
    exit 1
fi
mkdir -p "$folder"
cd "$folder"

log() { echo "$(date -u '+%Y-%m-%d %H:%M:%S') $*" | tee -a ladder.log; }

# The points of player $1 in the result files named after it.
points() {
    local player="$1"
    shift
    awk -v p="$player" '$1 == p && NF == 3 { points += $2; games += $3 } END { print points + 0, games + 0 }' "$@"
}

for (( lower = from; lower < to; ++lower )); do
    higher=$((lower + 1))
    pairing="level-$higher-vs-$lower"
    mkdir -p "$pairing"
    for (( k = 0; k * chunk < games; ++k )); do
        result="$pairing/chunk-$k.txt"
        [[ -f "$result" ]] && continue
        log "$pairing: chunk $k ($chunk games)"
        # A chunk's own seed: the chunks play different openings, and a chunk played again
        # plays the same games.
        "$cli" arena --players "level:$higher,level:$lower" --games "$chunk" --threads 1 \
            --seed $((higher * 1000 + k)) > "$result.part"
        mv "$result.part" "$result"
    done
    read -r won played < <(points "level:$higher" "$pairing"/chunk-*.txt)
    log "$(awk -v h="$higher" -v l="$lower" -v w="$won" -v n="$played" 'BEGIN {
        p = w / n; m = 1.96 * sqrt(p * (1 - p) / n)
        printf "level %d vs level %d: %g/%d = %.1f%% ± %.1f%%", h, l, w, n, 100 * p, 100 * m }')"
done
