#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The ladder of the levels: each level against the one below it, a resumable match of
# tools/match.sh each (one game at a time, from random balanced openings, each played twice with
# the colours swapped, in chunks that the same command, on this machine or another one the
# folder was copied to, plays only where they are missing).
#
#   tools/ladder.sh [--from L] [--to L] [--games N] [--chunk C] [--cli PROGRAM] FOLDER
#
# Plays level L+1 against level L for L from --from (default 10) to --to minus one (default 13),
# N games a pairing (default 100) in chunks of C (default 10, even), each pairing in the folder
# FOLDER/level-<higher>-vs-<lower>, and prints for each pairing 'level:<higher> vs
# level:<lower>: <points>/<games> = <score>% ± <margin>%', the margin a 95% bound (draws only
# narrow it). Progress goes to FOLDER/ladder.log.
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
folder="$1"
match="$(cd "$(dirname "$0")" && pwd)/match.sh"
options=(--games "$games" --chunk "$chunk")
if [[ -n "$cli" ]]; then
    options+=(--cli "$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")")
fi
mkdir -p "$folder"
cd "$folder"

for (( lower = from; lower < to; ++lower )); do
    higher=$((lower + 1))
    # Each pairing's own seeds: its chunks play different openings, and a chunk played again
    # plays the same games.
    "$match" --players "level:$higher,level:$lower" --seed $((higher * 1000)) "${options[@]}" \
        "level-$higher-vs-$lower" 2>&1 | tee -a ladder.log
done
