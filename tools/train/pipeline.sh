#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The long runs behind the evaluation's next weights, in order, each resumable: every file they
# make, with its journal, lives in FOLDER, so that the same command, on this machine or on
# another one the folder was copied to, goes on where a stopped run left off. A stage whose
# output is whole is passed over at once.
#
#   tools/train/pipeline.sh [--threads N] [--train PROGRAM] [--until STAGE] FOLDER
#
# Stages (docs/engine.md, "Labels that teach more"):
#   heldout   the held-out set: 1,026 games, positions of 24 empties and fewer solved exactly
#   outcome5k the first 5,000 of the outcome games, kept apart
#   outcome   100,000 games of self-play at depth 10, solved exactly from 20 empties, each
#             position after the last random move labelled by its game's result
#   deep      the outcome games' positions labelled again by searches of 10 plies
#   exact     the first 5,000 outcome games' positions of 19 to 24 empties solved exactly
#   heldout2  the held-out set grown to its 2,002 games
# Progress goes to FOLDER/pipeline.log and, for the stage running, FOLDER/STAGE.log.
set -euo pipefail

threads=$(nproc)
train=""
until=""
while [[ $# -gt 1 ]]; do
    case "$1" in
        --threads) threads="$2"; shift 2 ;;
        --train) train="$2"; shift 2 ;;
        --until) until="$2"; shift 2 ;;
        *) echo "pipeline.sh: unknown option '$1'" >&2; exit 1 ;;
    esac
done
if [[ $# -ne 1 ]]; then
    echo "usage: pipeline.sh [--threads N] [--train PROGRAM] [--until STAGE] FOLDER" >&2
    exit 1
fi
folder="$1"
if [[ -z "$train" ]]; then
    train="$(cd "$(dirname "$0")/../.." && pwd)/build/release/tools/train/hasami-train"
fi
if [[ ! -x "$train" ]]; then
    echo "pipeline.sh: '$train' is not a program: build the release preset first" >&2
    exit 1
fi
mkdir -p "$folder"
cd "$folder"

log() { echo "$(date -u '+%Y-%m-%d %H:%M:%S') $*" | tee -a pipeline.log; }

# Runs stage $1 (output file $2) with the rest of the arguments, unless its output is whole:
# a file without a journal beside it (generate's journal stays, so generate checks itself).
stage() {
    local name="$1" output="$2"
    shift 2
    if [[ -f "$output" && ! -f "$output.part" && ! -f "$output.journal" ]]; then
        log "$name: $output is whole"
    else
        log "$name: running $*"
        "$train" "$@" 2> >(stdbuf -oL tr '\r' '\n' >> "$name.log")
        log "$name: done"
    fi
    if [[ "$until" == "$name" ]]; then
        log "stopping after $name, as asked"
        exit 0
    fi
}

stage heldout heldout24.bin generate --board 8 --games 1026 --solve-empties 24 --depth 4 \
    --seed 9200 --threads "$threads" --out heldout24.bin
outcome=(generate --board 8 --outcome-labels --depth 10 --solve-empties 20 --random-share 0
    --book-share 0.5 --seed 5701 --threads "$threads")
# The first 5,000 games, kept apart for the exact labels: the games depend on their number and
# the seed alone, so a copy of the file at 5,000 games is what a run of 5,000 would write.
stage outcome5k outcome.bin "${outcome[@]}" --games 5000 --out outcome.bin
if [[ ! -f outcome5k.bin ]]; then
    if grep -q '^games 5000 ' outcome.bin.journal; then
        cp outcome.bin outcome5k.bin.tmp
        mv outcome5k.bin.tmp outcome5k.bin
    else
        "$train" "${outcome[@]}" --games 5000 --out outcome5k.bin 2>> outcome5k.log
        rm -f outcome5k.bin.journal
    fi
fi
stage outcome outcome.bin "${outcome[@]}" --games 100000 --out outcome.bin
stage deep deep10.bin label --board 8 --in outcome.bin --out deep10.bin --empties 0-60 \
    --depth 10 --threads "$threads"
stage exact exact24.bin label --board 8 --in outcome5k.bin --out exact24.bin --empties 19-24 \
    --depth 24 --threads "$threads"
stage heldout2 heldout24.bin generate --board 8 --games 2002 --solve-empties 24 --depth 4 \
    --seed 9200 --threads "$threads" --out heldout24.bin
log "every stage is whole"
