#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# book export onto what is not a plain file: a pipe is written into while a reader is there,
# refused at once when none is, and a reader that goes is a failure said; a character device is
# written into and stays one, /dev/stdout is written into, a symbolic link is written through and
# stays a link; an output that cannot be written (a full device, a
# closed standard output) fails with the reason instead of a cut file and success.
#   export_targets.sh HASAMI_CLI FOLDER
set -euo pipefail
cli="$1"
mkdir -p "$2"
cd "$2"
rm -rf ./*
fail() { echo "export_targets: $*" >&2; exit 1; }

"$cli" book export --format text plain.txt 2> /dev/null
# A pipe without a reader: refused, and still a pipe.
mkfifo pipe
if "$cli" book export --format edax pipe 2> err.txt; then fail "a pipe without a reader was written"; fi
grep -q "cannot write 'pipe': nothing reads from the pipe" err.txt || fail "$(cat err.txt)"
test -p pipe || fail "the pipe was replaced"
# A pipe with a reader: the book goes through it.
cat pipe > through-pipe.txt &
reader=$!
sleep 0.5
"$cli" book export --format text pipe 2> /dev/null
wait "$reader"
cmp plain.txt through-pipe.txt || fail "what went through the pipe is not the book"
test -p pipe || fail "the pipe was replaced"
# A reader that goes before the end: a failure to write, said, not the program killed.
cat pipe | head -c 10 > /dev/null &
reader=$!
sleep 0.5
set +e
"$cli" book export --format text pipe 2> err.txt
status=$?
set -e
wait "$reader" || true
test "$status" -eq 1 || fail "a reader that went: exit $status"
grep -q "cannot write 'pipe': Broken pipe" err.txt || fail "$(cat err.txt)"
# A character device through a link (/dev/full): the reason, and the link and device kept.
ln -s /dev/full full
if "$cli" book export --format edax full 2> err.txt; then fail "a full device took the book"; fi
grep -q "cannot write 'full': No space left on device" err.txt || fail "$(cat err.txt)"
test -L full && test -c full || fail "the device's link was replaced"
# /dev/stdout, which names a pipe here: the book goes through it.
"$cli" book export --format text /dev/stdout 2> /dev/null | cat > through-stdout.txt
cmp plain.txt through-stdout.txt || fail "what went through /dev/stdout is not the book"
# A symbolic link: the file it names gets the book, the link stays.
echo old > target.txt
ln -s target.txt link.txt
"$cli" book export --format text link.txt 2> /dev/null
test -L link.txt || fail "the link was replaced"
cmp plain.txt target.txt || fail "the link's file is not the book"
# Standard output that cannot be written.
if "$cli" book export --format edax - > /dev/full 2> err.txt; then fail "a full standard output succeeded"; fi
grep -q "cannot write the standard output: No space left on device" err.txt || fail "$(cat err.txt)"
if "$cli" book export --format text - >&- 2> err.txt; then fail "a closed standard output succeeded"; fi
grep -q "cannot write the standard output" err.txt || fail "$(cat err.txt)"
echo "export targets: every case held"
