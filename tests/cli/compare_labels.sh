#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/train/compare_labels.sh on a few small games: each labelling fitted and measured, each
# of five pairs played; the same command again writes nothing new; bad arguments are refused.
# Usage: compare_labels.sh SOURCE_DIR HASAMI_TRAIN HASAMI_CLI SCRATCH
set -eu
source_dir="$1"
train="$2"
cli="$3"
scratch="$4"
rm -rf "$scratch"
mkdir -p "$scratch"
cd "$scratch"
fail() { echo "FAIL: $*"; exit 1; }
compare="$source_dir/tools/train/compare_labels.sh"

"$train" generate --board 8 --outcome-labels --depth 2 --solve-empties 12 --games 12 --seed 3 \
    --threads 1 --out games.bin 2> /dev/null
"$train" generate --board 8 --games 4 --solve-empties 12 --depth 2 --seed 4 --threads 1 \
    --out heldout.bin 2> /dev/null
"$compare" --threads 1 --games 2 --time 5 --exact-empties 20 --train "$train" --cli "$cli" \
    games.bin heldout.bin out > first.txt 2>&1 || fail "first run: $(cat first.txt)"
for name in outcome search6 search10 blend6 exact24; do
    [ -f "out/weights-$name.bin" ] || fail "no weights-$name.bin"
    grep -q "^weights-$name.bin  20-24 " out/measure.txt || fail "no measure of $name"
done
# The positions of 19 and 20 empties are solved in the games, so 19-60 and 21-60 relabel
# different bands: the files differ from the games and from each other.
cmp -s games.bin out/labels-search6.bin && fail "search6 left the labels as they were"
cmp -s out/labels-search6.bin out/labels-search10.bin && fail "the same labels twice"
cmp -s out/labels-search6.bin out/labels-blend6.bin && fail "the blend is the search's label"
cmp -s out/labels-search6.bin out/labels-exact24.bin && fail "19-20 empties not solved"
[ "$(grep -c ' vs search:time=5:' first.txt)" = 5 ] || fail "five pairings: $(cat first.txt)"
cp out/weights-outcome.bin kept.bin
"$compare" --threads 1 --games 2 --time 5 --exact-empties 20 --train "$train" --cli "$cli" \
    games.bin heldout.bin out > again.txt 2>&1 || fail "second run: $(cat again.txt)"
[ "$(grep -c '\.bin is whole$' again.txt)" = 9 ] || fail "nothing written again: $(cat again.txt)"
cmp -s kept.bin out/weights-outcome.bin || fail "weights written again"
# A lost file is written again alone, and the measure with it.
rm out/weights-search10.bin out/measure.txt
"$compare" --threads 1 --games 2 --time 5 --exact-empties 20 --train "$train" --cli "$cli" \
    games.bin heldout.bin out > lost.txt 2>&1 || fail "third run: $(cat lost.txt)"
[ "$(grep -c 'writing weights-' lost.txt)" = 1 ] || fail "one fit again: $(cat lost.txt)"
grep -q 'writing weights-search10.bin' lost.txt || fail "search10 again: $(cat lost.txt)"
grep -q "^weights-search10.bin  20-24 " out/measure.txt || fail "measured again"

if "$compare" --games 3 games.bin heldout.bin odd 2> odd.err; then fail "an odd --games"; fi
grep -q usage odd.err || fail "odd games: $(cat odd.err)"
if "$compare" --exact-empties 18 games.bin heldout.bin low 2> low.err; then
    fail "an exact band below 19 empties"
fi
grep -q usage low.err || fail "low exact band: $(cat low.err)"
if "$compare" --train "$train" --cli "$cli" none.bin heldout.bin none 2> none.err; then
    fail "records that are not there"
fi
grep -q "'none.bin' is not a file" none.err || fail "missing records: $(cat none.err)"
echo "labels compared"
