#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Two starts of the game on one home: the second hands itself to the first window and ends,
# and never writes its own game over the first's; after the first is killed (kill -9), the
# next start is the window again. Usage: two_windows.sh HASAMI HOME
set -u
hasami="$1"
home="$2"
rm -rf "$home"
mkdir -p "$home"
export QT_QPA_PLATFORM=offscreen HOME="$home" XDG_CONFIG_HOME="$home/config" \
    XDG_DATA_HOME="$home/data" XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" \
    XDG_RUNTIME_DIR="$home/runtime"
lock="$home/data/Hasami/Hasami/window.lock"
autosave="$home/data/Hasami/Hasami/autosave.txt"

# Starts a window in the background and waits (up to 20 s) for it to hold the lock and to
# have saved its game (the lock is taken before the game is first saved).
start_window() {
    "$hasami" > "$home/window.log" 2>&1 &
    window=$!
    for _ in $(seq 200); do
        if [ -s "$lock" ] && grep -q "^$window\$" "$lock" && [ -s "$autosave" ]; then return 0; fi
        sleep 0.1
    done
    echo "the window never took the lock and saved"; cat "$home/window.log"; kill -9 "$window"
    exit 1
}

start_window
before=$(cat "$autosave")
second=$(timeout 20 "$hasami" 2>&1)
code=$?
case "$second" in
    *"already open: the window is brought forward"*) ;;
    *) echo "the second start did not hand itself over (exit $code): $second"; kill -9 "$window"; exit 1 ;;
esac
[ "$code" -eq 0 ] || { echo "the second start exited $code"; kill -9 "$window"; exit 1; }
after=$(cat "$autosave")
[ "$before" = "$after" ] || { echo "the second start wrote the game"; kill -9 "$window"; exit 1; }
kill -0 "$window" || { echo "the first window ended"; exit 1; }

kill -9 "$window"
wait "$window" 2>/dev/null
start_window
kill "$window"
wait "$window" 2>/dev/null
echo "two windows: one game"
