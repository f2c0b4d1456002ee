#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the screenshots of the AppStream metainfo (and the README) by running the game in a
# virtual display of 1280x900, the window at the size it takes on such a screen the first time:
# a game in progress, the analysis views, a game's tree studied, the Japanese interface, a
# puzzle answered, a guess of Guess the Moves judged.
#   packaging/screenshots/make-screenshots.sh BUILD/app/hasami [NAME...]
# With names (game, analysis, study, japanese, puzzles, guess), only those pictures are made.
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
# A game with variations and a comment, to study.
cat >"$work/study.txt" <<'GAME'
; black Ann
; white Bob
f5 d6 c3 (c5 f4 {The quiet move keeps the edge closed} (f6) e3) d3 c4 f4 (g5 e6 f6) c5 b3 c2
e3 d2 c6 b4 a4
GAME

# shoot NAME GAME LANGUAGE EVALUATIONS [xdotool keys...]: one picture of the window.
shoot() {
    name=$1 game=$2 language=$3 evaluations=$4
    shift 4
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
        "$program" "$work/$game.txt" &
    app=$!
    sleep 3
    window=$(xdotool search --sync --pid "$app" --onlyvisible | tail -1)
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

shoot game game "" false
shoot analysis game "" true ctrl+shift+a
# Back to the branch after f5 d6, where c3 and the variation's c5 are ringed.
shoot study study "" true ctrl+z ctrl+z ctrl+z ctrl+z ctrl+z ctrl+z ctrl+z ctrl+z ctrl+z ctrl+z \
    ctrl+z ctrl+z
shoot japanese game ja true ctrl+shift+a
# The first built-in puzzle, answered from the keyboard (its square typed): Black's g1.
shoot puzzles game "" false ctrl+j g 1
# White's moves of the game guessed from its start: f4 (d6 was played) judged.
shoot guess game "" true ctrl+g alt+w f 4
