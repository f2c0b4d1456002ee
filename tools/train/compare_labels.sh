#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Which labels teach the evaluation more: the same positions, labelled five ways, each fitted
# alone, then measured against exact scores and in play. Resumable as the pipeline is: every
# file it writes is in OUT, and the same command goes on where a stopped run left off.
#
#   tools/train/compare_labels.sh [--threads N] [--train PROGRAM] [--cli PROGRAM]
#       [--games N] [--time MS] [--exact-empties HIGH] RECORDS HELDOUT OUT
#
# RECORDS are games written by `generate --outcome-labels` solved exactly from 20 empties or
# more (the pipeline's outcome5k.bin), HELDOUT exactly solved records (its heldout24.bin).
# The five labellings, alike up to 18 empties (exact):
#   outcome   the games' results, as generated (exact up to 20 empties)
#   search6   searches of 6 and 7 plies from 19 empties, as the built-in weights were taught
#   search10  searches of 10 plies from 21 empties, today's weights at their leaves
#   blend6    the mean of the result and the search6 label, from 19 empties
#   exact24   the search6 labels, those of 19 to HIGH empties (default 24) solved exactly
# Each is fitted alone (30 phases, as the built-in weights) to OUT/weights-NAME.bin; then
# `measure` against HELDOUT's exact scores writes OUT/measure.txt (again whenever a fit is newer
# than it), and five pairs play N games each (default 200) at MS milliseconds a move (default
# 100) with tools/match.sh in OUT/play-A-vs-B: outcome against search6 and against search10,
# search6 against search10, blend6 and exact24 against search6. Progress goes to
# OUT/compare.log.
set -euo pipefail

threads=$(nproc)
train=""
cli=""
games=200
time=100
exact=24
while [[ $# -gt 3 ]]; do
    case "$1" in
        --threads) threads="$2"; shift 2 ;;
        --train) train="$2"; shift 2 ;;
        --cli) cli="$2"; shift 2 ;;
        --games) games="$2"; shift 2 ;;
        --time) time="$2"; shift 2 ;;
        --exact-empties) exact="$2"; shift 2 ;;
        *) echo "compare_labels.sh: unknown option '$1'" >&2; exit 1 ;;
    esac
done
if [[ $# -ne 3 ]] || ! [[ "$games" =~ ^[0-9]+$ && "$time" =~ ^[0-9]+$ && "$exact" =~ ^[0-9]+$ ]] ||
    (( games < 2 || games % 2 != 0 || exact < 19 || exact > 60 )); then
    echo "usage: compare_labels.sh [--threads N] [--train PROGRAM] [--cli PROGRAM] [--games N] [--time MS] [--exact-empties HIGH] RECORDS HELDOUT OUT" >&2
    exit 1
fi
root="$(cd "$(dirname "$0")/../.." && pwd)"
train="${train:-$root/build/release/tools/train/hasami-train}"
cli="${cli:-$root/build/release/app/cli/hasami-cli}"
for program in "$train" "$cli"; do
    if [[ ! -x "$program" ]]; then
        echo "compare_labels.sh: '$program' is not a program: build the release preset first" >&2
        exit 1
    fi
done
for file in "$1" "$2"; do
    if [[ ! -f "$file" ]]; then
        echo "compare_labels.sh: '$file' is not a file" >&2
        exit 1
    fi
done
absolute() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }
records="$(absolute "$1")"
heldout="$(absolute "$2")"
train="$(absolute "$train")"
cli="$(absolute "$cli")"
match="$root/tools/match.sh"
mkdir -p "$3"
cd "$3"

log() { echo "$(date -u '+%Y-%m-%d %H:%M:%S') $*" | tee -a compare.log; }

# Runs `hasami-train` with the rest of the arguments unless OUTPUT ($1) is whole: there, with
# no part or journal of a stopped run beside it.
step() {
    local output="$1"
    shift
    if [[ -f "$output" && ! -f "$output.part" && ! -f "$output.journal" ]]; then
        log "$output is whole"
    else
        log "writing $output: $*"
        "$train" "$@" 2> >(stdbuf -oL tr '\r' '\n' >> steps.log)
    fi
}

step labels-search6.bin label --board 8 --in "$records" --out labels-search6.bin \
    --empties 19-60 --depth 6 --both-parities --threads "$threads"
step labels-blend6.bin label --board 8 --in "$records" --out labels-blend6.bin \
    --empties 19-60 --depth 6 --both-parities --blend --threads "$threads"
step labels-search10.bin label --board 8 --in "$records" --out labels-search10.bin \
    --empties 21-60 --depth 10 --threads "$threads"
step labels-exact24.bin label --board 8 --in labels-search6.bin --out labels-exact24.bin \
    --empties "19-$exact" --depth "$exact" --threads "$threads"
names=(outcome search6 search10 blend6 exact24)
declare -A inputs=([outcome]="$records" [search6]=labels-search6.bin
    [search10]=labels-search10.bin [blend6]=labels-blend6.bin [exact24]=labels-exact24.bin)
for name in "${names[@]}"; do
    step "weights-$name.bin" fit --board 8 --in "${inputs[$name]}" --out "weights-$name.bin" \
        --iterations 400 --lambda 4 --phase-width 2 --threads "$threads"
done
if [[ ! -s measure.txt || -n "$(find . -maxdepth 1 -name 'weights-*.bin' -newer measure.txt)" ]]
then
    log "measuring against $heldout"
    weights=()
    for name in "${names[@]}"; do weights+=(--weights "weights-$name.bin"); done
    "$train" measure --board 8 --in "$heldout" --exact-empties 24 --depth 8 \
        --threads "$threads" "${weights[@]}" > measure.txt.tmp
    mv measure.txt.tmp measure.txt
fi
cat measure.txt
# Each pair with its seed: the first player, the second, the seed of its first chunk.
for pair in "outcome search6 8010" "outcome search10 8020" "search6 search10 8120" \
    "blend6 search6 8130" "exact24 search6 8140"; do
    read -r first second seed <<< "$pair"
    "$match" --players "search:time=$time:weights=$PWD/weights-$first.bin,search:time=$time:weights=$PWD/weights-$second.bin" \
        --games "$games" --chunk $(( games < 10 ? games : 10 )) --seed "$seed" --cli "$cli" \
        "play-$first-vs-$second" 2>> play.log | tee -a compare.log
done
log "every step is whole"
