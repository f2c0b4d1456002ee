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
# points, the margin a 95% bound (draws only narrow it), then ' (<W> won, <D> drawn, <L> lost)'
# when every game's line is in the chunks' stderr (FOLDER/chunk-K.err). Progress goes to
# FOLDER/match.log.
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
# The first player's wins, draws and losses, from each game's line in the chunks' stderr, when
# every game has its line there (the two players' specs differ).
read -r wins draws losses < <(cat chunk-*.err 2> /dev/null | awk -v a="${players%%,*}" '
    match($0, /^\[[0-9]+\/[0-9]+\] .* \(Black\) vs .* \(White\): [-+][0-9]+ for Black$/) {
        black = $0; sub(/^\[[0-9]+\/[0-9]+\] /, "", black); sub(/ \(Black\) vs .*/, "", black)
        score = $(NF - 2) + 0
        if (black != a) score = -score
        if (score > 0) ++w; else if (score == 0) ++d; else ++l
    }
    END { print w + 0, d + 0, l + 0 }')
awk -v a="${players%%,*}" -v b="${players#*,}" -v w="$won" -v n="$played" \
    -v wins="$wins" -v draws="$draws" -v losses="$losses" 'BEGIN {
    p = w / n; m = 1.96 * sqrt(p * (1 - p) / n)
    printf "%s vs %s: %g/%d = %.1f%% ± %.1f%%", a, b, w, n, 100 * p, 100 * m
    if (a != b && wins + draws + losses == n && wins + draws / 2 == w) {
        printf " (%d won, %d drawn, %d lost)", wins, draws, losses
    }
    printf "\n" }'
