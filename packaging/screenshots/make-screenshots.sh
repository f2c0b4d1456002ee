#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the screenshots of the AppStream metainfo (and the README) by running the game in a
# virtual display: a game in progress, the analysis views, the Japanese interface, a puzzle
# answered.
#   packaging/screenshots/make-screenshots.sh BUILD/app/hasami [NAME...]
# With names (game, analysis, japanese, puzzles), only those pictures are made.
# Needs Xvfb, xdotool and ImageMagick (apt-get install xvfb xdotool imagemagick).
set -eu
program=$(realpath "$1")
shift
wanted="$*"
here=$(dirname "$(realpath "$0")")
work=$(mktemp -d)
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT INT TERM

display=:$((200 + $$ % 500))
Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
sleep 1
export DISPLAY="$display" XDG_RUNTIME_DIR="$work/runtime"
mkdir -p "$work/runtime" && chmod 700 "$work/runtime"

# A game of the middle of an opening, both sides a person's, so nothing moves by itself.
printf 'f5d6c3d3c4f4f6f3e6e7d7c6f7g6e3c2\n' >"$work/game.txt"

# shoot NAME LANGUAGE EVALUATIONS [xdotool keys...]: one picture of the window.
shoot() {
    name=$1 language=$2 evaluations=$3
    shift 3
    case " ${wanted:-$name} " in *" $name "*) ;; *) return 0 ;; esac
    home="$work/home-$name"
    mkdir -p "$home/.config/Hasami"
    cat >"$home/.config/Hasami/Hasami.conf" <<CONF
[game]
blackIsAi=false
whiteIsAi=false
[board]
showEvaluations=$evaluations
[interface]
howToPlayTipShown=true
language=$language
CONF
    HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
        "$program" "$work/game.txt" &
    app=$!
    sleep 3
    window=$(xdotool search --sync --pid "$app" --onlyvisible | tail -1)
    xdotool windowsize "$window" 900 700 windowmove "$window" 0 0
    xdotool windowfocus --sync "$window"
    for key in "$@"; do
        xdotool key "$key"
        sleep 1
    done
    sleep 15  # the analyses come in
    import -window "$window" "$here/$name.png"
    kill "$app"
    wait "$app" 2>/dev/null || true
    echo "made $here/$name.png"
}

shoot game "" false
shoot analysis "" true ctrl+shift+a
shoot japanese ja true ctrl+shift+a
# The first built-in puzzle, answered from the keyboard (its square typed): Black's g1.
shoot puzzles "" false ctrl+j g 1
