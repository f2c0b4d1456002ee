#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# hasami-cli review on games of its own arena (a GGF file of four games) and a transcript: each
# move a line of the contract's form, then the accuracy and the losses, which account for the
# result (Black's loss minus White's is the start's value minus the result); a file that cannot
# be read: one line on stderr, the next file reviewed all the same, exit code 1.
#   check_review.sh HASAMI_CLI FOLDER
set -euo pipefail
cli="$1"
mkdir -p "$2"
cd "$2"
fail() { echo "check_review: $*" >&2; exit 1; }
rm -f games.ggf
"$cli" arena --players level:1,level:3 --games 4 --seed 5 --games-out games.ggf > /dev/null 2>&1
echo "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7" > opening.txt
echo "f5 z9" > damaged.txt
status=0
"$cli" review --depth 2 --exact-empties 12 --threads 2 damaged.txt games.ggf opening.txt > review.txt 2> err.txt || status=$?
test "$status" -eq 1 || fail "exit code $status, not 1"
test "$(wc -l < err.txt)" -eq 1 || fail "stderr: $(cat err.txt)"
grep -q 'damaged.txt' err.txt || fail "the damaged file is not named: $(cat err.txt)"
games=$(grep -c '^loss ' review.txt)
test "$games" -eq 5 || fail "$games games reviewed, not 5"
test "$(grep -c '^accuracy ' review.txt)" -eq 5 || fail "not an accuracy line a game"
bad=$(grep -vE '^([0-9]+ [XO] [a-h][1-8] [a-h][1-8] [0-9]+ [0-9]+\.[0-9] [0-9]+\.[0-9] (book|best|excellent|good|inaccuracy|mistake|blunder)|accuracy ([0-9]+\.[0-9]|-) ([0-9]+\.[0-9]|-)|loss [0-9]+ [0-9]+ ([-+]?[0-9]+|\?) [-+]?[0-9]+)$' review.txt || true)
test -z "$bad" || fail "lines of another form: $bad"
# Every finished game: the losses account for the result.
finished=0
while read -r _ black white result start; do
    [[ "$result" == "?" ]] && continue
    finished=$((finished + 1))
    test $((black - white)) -eq $((start - result)) || fail "losses $black and $white, start $start, result $result"
done < <(grep '^loss ' review.txt)
test "$finished" -eq 4 || fail "$finished finished games, not 4"
# The opening: not over, its result unknown.
grep '^loss ' review.txt | tail -1 | grep -qE '^loss [0-9]+ [0-9]+ \? ' || fail "the opening's result: $(tail -1 review.txt)"
echo "review: $games games, $finished finished, their losses account for their results"
