#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/match.sh and tools/ladder.sh: a match in chunks sums them up; a chunk lost is played
# again, alone and the same, by the same command; bad options are refused.
# Usage: match_resumes.sh SOURCE_DIR HASAMI_CLI SCRATCH
set -eu
source_dir="$1"
cli="$2"
scratch="$3"
rm -rf "$scratch"
mkdir -p "$scratch"
cd "$scratch"
fail() { echo "FAIL: $*"; exit 1; }

"$source_dir/tools/match.sh" --players 'search:1,random' --games 6 --chunk 2 --seed 40 \
    --cli "$cli" m > first.txt 2> first.err
grep -Eq '^search:1 vs random: [0-9.]+/6 = [0-9.]+% ± [0-9.]+% \([0-9] won, [0-9] drawn, [0-9] lost\)$' first.txt ||
    fail "summary: $(cat first.txt)"
[ "$(grep -c 'chunk' first.err)" = 3 ] || fail "three chunks: $(cat first.err)"
cp m/chunk-1.txt kept.txt
rm m/chunk-1.txt
"$source_dir/tools/match.sh" --players 'search:1,random' --games 6 --chunk 2 --seed 40 \
    --cli "$cli" m > again.txt 2> again.err
if ! grep -q 'chunk 1 ' again.err || grep -q 'chunk [02] ' again.err; then
    fail "only chunk 1 again: $(cat again.err)"
fi
cmp kept.txt m/chunk-1.txt || fail "chunk 1 played otherwise"
cmp first.txt again.txt || fail "another sum"
# The points are the first player's: the chunks' lines add up.
points=$(for f in m/chunk-*.txt; do grep '^search:1 ' "$f"; done | awk '{ p += $2 } END { print p }')
grep -q ": $points/6 " first.txt || fail "points $points: $(cat first.txt)"
# Without a chunk's stderr the games are not all told: points alone.
rm m/chunk-2.err
"$source_dir/tools/match.sh" --players 'search:1,random' --games 6 --chunk 2 --seed 40 \
    --cli "$cli" m > told.txt 2> /dev/null
grep -Eq '^search:1 vs random: [0-9.]+/6 = [0-9.]+% ± [0-9.]+%$' told.txt ||
    fail "points alone: $(cat told.txt)"

if "$source_dir/tools/match.sh" --players 'search:1,random' --chunk 3 --cli "$cli" odd 2> odd.err; then
    fail "an odd chunk"
fi
grep -q 'even' odd.err || fail "odd chunk: $(cat odd.err)"
if "$source_dir/tools/match.sh" --cli "$cli" none 2> none.err; then fail "no players"; fi
grep -q 'usage' none.err || fail "no players: $(cat none.err)"

"$source_dir/tools/ladder.sh" --from 1 --to 3 --games 2 --chunk 2 --cli "$cli" l > ladder.txt 2>&1
grep -Eq '^level:2 vs level:1: [0-9.]+/2 = ' ladder.txt || fail "ladder 2: $(cat ladder.txt)"
grep -Eq '^level:3 vs level:2: [0-9.]+/2 = ' ladder.txt || fail "ladder 3: $(cat ladder.txt)"
echo "match resumes"
