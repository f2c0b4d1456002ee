#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A pipe (FIFO) in the place of each file the window reads as it starts: the settings, the
# saved game, the marked lines, the window lock. Reading one would wait for ever; the window
# comes up all the same, within 30 s, and the pipe is left or set aside, never waited on.
# Usage: pipes_in_data.sh HASAMI HOME
set -u
hasami="$1"
home="$2"
failed=0
for file in config/Hasami/Hasami.conf data/Hasami/Hasami/autosave.txt \
    data/Hasami/Hasami/my_lines.json data/Hasami/Hasami/window.lock; do
    rm -rf "$home"
    mkdir -p "$home/$(dirname "$file")"
    mkfifo "$home/$file"
    if ! env QT_QPA_PLATFORM=offscreen HOME="$home" XDG_CONFIG_HOME="$home/config" \
        XDG_DATA_HOME="$home/data" XDG_STATE_HOME="$home/state" XDG_CACHE_HOME="$home/cache" \
        XDG_RUNTIME_DIR="$home/runtime" timeout 30 "$hasami" --report-start \
        > "$home.log" 2>&1 || ! grep -q '^window up ' "$home.log"; then
        echo "a pipe as $file: the window did not come up"
        cat "$home.log"
        failed=1
    fi
done
[ "$failed" -eq 0 ] && echo "pipes in the data folder: the window came up each time"
