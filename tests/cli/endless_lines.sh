#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# gtp and nboard given a line of 200 MB: it is read to its end, not held (the address space is
# held to LIMIT kilobytes, when one is given), the engine says why it is no command and answers
# the next line.
#   endless_lines.sh HASAMI_CLI FOLDER [LIMIT]
set -euo pipefail
cli="$1"
mkdir -p "$2"
cd "$2"
limit="${3:-}"
fail() { echo "endless_lines: $*" >&2; exit 1; }
run() {
    local protocol="$1" then="$2"
    (
        if [[ -n "$limit" ]]; then ulimit -v "$limit"; fi
        { head -c 200000000 /dev/zero | tr '\0' x; printf '\n%s\nquit\n' "$then"; } | "$cli" "$protocol"
    ) > "$protocol.txt"
}
run gtp name
grep -qx '? a line longer than 1048576 characters is no command' gtp.txt || fail "gtp: $(head -c 200 gtp.txt)"
grep -qx '= Hasami' gtp.txt || fail "gtp did not answer the next line"
run nboard "ping 3"
grep -qx 'status a line longer than 1048576 characters is no command' nboard.txt || fail "nboard: $(head -c 200 nboard.txt)"
grep -qx 'pong 3' nboard.txt || fail "nboard did not answer the next line"
echo "endless lines: passed over, the next line answered"
