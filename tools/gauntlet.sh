#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A long match of Hasami against another NBoard engine at equal thinking time, one game at a
# time, from the arena's random balanced openings, each played twice with the colours swapped.
# Both engines' moves are timed by tools/gauntlet/nboard_clock.py; Hasami searches MS
# milliseconds a move (`hasami-cli nboard --time MS --no-book`), and before each chunk MS is
# set anew from the chunks played so far, so that the two engines' summed thinking times
# agree: each chunk's MS is the one that, at Hasami's measured seconds per millisecond,
# matches the opponent's mean time a chunk and makes up a third of the gap between the sums
# (all of it in the last chunks), within half to twice the last chunk's MS. Resumable like
# tools/match.sh: each chunk's result is a file of FOLDER, and the same command plays only the
# chunks still missing, then sums them up.
#
#   tools/gauntlet.sh --opponent 'COMMAND' [--opponent-depth D] [--opponent-dir DIR]
#       [--time MS] [--spread] [--by MEASURE[/MEASURE]] [--games N] [--chunk C] [--seed S]
#       [--cli PROGRAM] FOLDER
#
# COMMAND starts the opponent as an NBoard engine (e.g. '/opt/ntest/ntest x', or
# 'tools/gauntlet/zebra_nboard.py --zebra /opt/zebra/zebra --depth 16'); --opponent-depth D
# plays it at D plies whatever depth the arena asks for, --opponent-dir DIR runs it in DIR.
# MS (default 100) is Hasami's time a move in the first chunk; with --spread it is the mean of
# a game's moves, spread by their empty squares (`hasami-cli nboard --game-time MS`). --by says which time is made
# equal, Hasami's measure first and the opponent's after a slash if it differs: cpu, the
# engine's CPU time (the default: a busy machine counts against neither), wall, the wall
# clock's, or said, the seconds the engine says in its replies (for tools/gauntlet/
# zebra_nboard.py, whose CPU time includes loading Zebra anew each move: cpu/said). N games
# (default 100) in chunks of C (default 10, even), chunk k with seed S + k (default S 1);
# PROGRAM (default the release build's hasami-cli) runs the arena and is Hasami's engine. The
# arena has no option to take openings from a file, so neither has this. Prints
#   Hasami vs <opponent>: <points>/<games> = <score>% ± <margin>% (<W> won, <D> drawn, <L> lost)
#   Elo <difference> ± <margin> (95%: <low> to <high>)
#   thinking time (<measures>): Hasami <seconds> s, opponent <seconds> s (Hasami <+-percent>); ...
# Hasami's side first, the margins 95% bounds (draws narrow them), then every measure's sums
# and the moves timed. FOLDER/chunk-K.* hold each chunk: .txt the arena's table, .err its
# games' lines, .ggf the games, .ms Hasami's time a move, .hasami.times and .opponent.times
# each move's times (tools/gauntlet/nboard_clock.py). Progress goes to FOLDER/gauntlet.log.
set -euo pipefail

opponent=""
opponent_depth=""
opponent_dir=""
first_ms=100
time_option=--time
by=cpu
games=100
chunk=10
seed=1
cli=""
while [[ $# -gt 1 ]]; do
    case "$1" in
        --opponent) opponent="$2"; shift 2 ;;
        --opponent-depth) opponent_depth="$2"; shift 2 ;;
        --opponent-dir) opponent_dir="$2"; shift 2 ;;
        --time) first_ms="$2"; shift 2 ;;
        --spread) time_option=--game-time; shift ;;
        --by) by="$2"; shift 2 ;;
        --games) games="$2"; shift 2 ;;
        --chunk) chunk="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --cli) cli="$2"; shift 2 ;;
        *) echo "gauntlet.sh: unknown option '$1'" >&2; exit 1 ;;
    esac
done
usage="usage: gauntlet.sh --opponent 'COMMAND' [--opponent-depth D] [--opponent-dir DIR]"
usage+=" [--time MS] [--spread] [--by MEASURE[/MEASURE]] [--games N] [--chunk C] [--seed S]"
usage+=" [--cli PROGRAM] FOLDER"
if [[ $# -ne 1 || -z "$opponent" ]]; then
    echo "$usage" >&2
    exit 1
fi
if ! [[ "$games" =~ ^[0-9]+$ && "$chunk" =~ ^[0-9]+$ && "$seed" =~ ^[0-9]+$ &&
    "$first_ms" =~ ^[1-9][0-9]*$ ]] || (( chunk < 2 || chunk % 2 != 0 || games < chunk )); then
    echo "gauntlet.sh: --games, --chunk, --seed and --time are whole numbers, --chunk even and" \
        "at most --games" >&2
    exit 1
fi
if [[ -n "$opponent_depth" && ! "$opponent_depth" =~ ^[1-9][0-9]*$ ]]; then
    echo "gauntlet.sh: --opponent-depth is a whole number of plies" >&2
    exit 1
fi
# The column of a move's times in the logs that a measure reads.
column_of() {
    case "$1" in
        cpu) echo 2 ;;
        wall) echo 1 ;;
        said) echo 3 ;;
        *) echo "gauntlet.sh: --by takes cpu, wall or said, or two of them as A/B" >&2; exit 1 ;;
    esac
}
by_hasami="${by%%/*}"
by_opponent="${by#*/}"
hasami_column="$(column_of "$by_hasami")"
opponent_column="$(column_of "$by_opponent")"
if [[ "$by_hasami" == "$by_opponent" ]]; then by="$by_hasami"; fi
here="$(cd "$(dirname "$0")" && pwd)"
clock="$here/gauntlet/nboard_clock.py"
if [[ -z "$cli" ]]; then
    cli="$here/../build/release/app/cli/hasami-cli"
fi
if [[ ! -x "$cli" ]]; then
    echo "gauntlet.sh: '$cli' is not a program: build the release preset first" >&2
    exit 1
fi
cli="$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")"
if [[ -n "$opponent_dir" ]]; then
    opponent_dir="$(cd "$opponent_dir" && pwd)"
fi
folder="$1"
mkdir -p "$folder"
folder="$(cd "$folder" && pwd)"
# The arena splits its players at commas and their commands at spaces (quotes aside).
for word in "$folder" "$cli" "$clock" "$opponent_dir"; do
    if [[ "$word" == *[[:space:],]* ]]; then
        echo "gauntlet.sh: '$word' has a space or a comma, which an arena player cannot hold" >&2
        exit 1
    fi
done
if [[ "$opponent" == *,* ]]; then
    echo "gauntlet.sh: the opponent's command has a comma, which an arena player cannot hold" >&2
    exit 1
fi
cd "$folder"

log() { echo "$(date -u '+%Y-%m-%d %H:%M:%S') $*" | tee -a gauntlet.log >&2; }

# A chunk's summed time of one side's moves (hasami or opponent), by that side's measure (the
# wall clock's where an engine says none).
chunk_seconds() {
    local c="$hasami_column"
    if [[ "$1" == opponent ]]; then c="$opponent_column"; fi
    awk -v c="$c" '{ t = $c; if (t == "-") t = $1; s += t } END { printf "%.3f\n", s }' \
        "chunk-$2.$1.times"
}

# Hasami's time a move for the next chunk, from the chunks played so far (see the top).
next_ms() {
    local remaining="$1" rows=""
    local k
    for (( k = 0; k * chunk < games; ++k )); do
        [[ -f "chunk-$k.txt" ]] || continue
        rows+="$(cat "chunk-$k.ms") $(chunk_seconds hasami "$k")"
        rows+=" $(chunk_seconds opponent "$k")"$'\n'
    done
    if [[ -z "$rows" ]]; then
        echo "$first_ms"
        return
    fi
    printf '%s' "$rows" | awk -v remaining="$remaining" -v first="$first_ms" '
        { ms = $1; h += $2; o += $3; if ($1 > 0) { rate += $2 / $1; ++timed } ++n; last = ms }
        END {
            if (timed == 0 || rate <= 0) { print (last > 0 ? last : first); exit }
            rate /= timed                       # Hasami seconds a chunk for each millisecond
            spread = remaining < 3 ? remaining : 3
            want = (o / n + (o - h) / spread) / rate
            if (want < last / 2) want = last / 2
            if (want > last * 2) want = last * 2
            want = int(want + 0.5)
            print (want < 1 ? 1 : want)
        }'
}

opponent_spec="nboard:$clock --log $folder/CHUNK.opponent.times"
if [[ -n "$opponent_depth" ]]; then opponent_spec+=" --depth $opponent_depth"; fi
if [[ -n "$opponent_dir" ]]; then opponent_spec+=" --cwd $opponent_dir"; fi
opponent_spec+=" -- $opponent"
chunks=$(( (games + chunk - 1) / chunk ))
for (( k = 0; k < chunks; ++k )); do
    result="chunk-$k.txt"
    [[ -f "$result" ]] && continue
    rm -f "chunk-$k".*
    missing=0
    for (( j = k; j < chunks; ++j )); do [[ -f "chunk-$j.txt" ]] || missing=$(( missing + 1 )); done
    ms="$(next_ms "$missing")"
    echo "$ms" > "chunk-$k.ms"
    log "chunk $k ($chunk games): Hasami ${ms} ms a move"
    hasami="nboard:$clock --log $folder/chunk-$k.hasami.times -- $cli nboard $time_option $ms --no-book"
    "$cli" arena --players "$hasami,${opponent_spec//CHUNK/chunk-$k}" --games "$chunk" \
        --threads 1 --seed $((seed + k)) --games-out "chunk-$k.ggf" \
        > "$result.part" 2> "chunk-$k.err"
    touch "chunk-$k.hasami.times" "chunk-$k.opponent.times"
    mv "$result.part" "$result"
    log "chunk $k done: Hasami $(tail -n 2 "$result" | head -n 1 | awk '{ print $(NF - 1) }')" \
        "of $chunk, thinking $(chunk_seconds hasami "$k") s against" \
        "$(chunk_seconds opponent "$k") s ($by)"
done

# Hasami's points and games: each chunk's result ends with a line per player, '<spec> <points>
# <games>', Hasami's first.
read -r won played < <(for f in chunk-*.txt; do tail -n 2 "$f" | head -n 1; done |
    awk '{ points += $(NF - 1); games += $NF } END { print points + 0, games + 0 }')
# Hasami's wins, draws and losses, and the games forfeited, from each game's line in the
# chunks' stderr; Hasami is the player whose moves go to a .hasami.times log.
read -r wins draws losses forfeits < <(cat chunk-*.err 2> /dev/null | awk '
    match($0, /^\[[0-9]+\/[0-9]+\] .* \(Black\) vs .* \(White\): [-+][0-9]+ for Black/) {
        black = $0; sub(/ \(Black\) vs .*/, "", black)
        line = $0; sub(/ for Black.*/, "", line)
        score = line; sub(/.* /, "", score); score += 0
        if (black !~ /\.hasami\.times /) score = -score
        if (score > 0) ++w; else if (score == 0) ++d; else ++l
        if ($0 ~ /forfeits/) ++f
    }
    END { print w + 0, d + 0, l + 0, f + 0 }')
times() { cat chunk-*."$1".times 2> /dev/null |
    awk '{ w += $1; c += $2; s += ($3 == "-" ? $1 : $3); n++ }
         END { printf "%.1f %.1f %.1f %d\n", w, c, s, n }'; }
read -r hasami_wall hasami_cpu hasami_said hasami_moves < <(times hasami)
read -r opponent_wall opponent_cpu opponent_said opponent_moves < <(times opponent)
awk -v name="$opponent" -v depth="${opponent_depth:+ at depth $opponent_depth}" \
    -v w="$won" -v n="$played" -v wins="$wins" -v draws="$draws" -v losses="$losses" \
    -v forfeits="$forfeits" -v by="$by" -v bh="$by_hasami" -v bo="$by_opponent" \
    -v hw="$hasami_wall" -v hc="$hasami_cpu" -v hs="$hasami_said" -v hm="$hasami_moves" \
    -v ow="$opponent_wall" -v oc="$opponent_cpu" -v os="$opponent_said" -v om="$opponent_moves" '
    # The Elo difference of a score, written with its sign; "inf" at a whole score.
    function elo(p) {
        return p <= 0 ? "-inf" : p >= 1 ? "+inf" : sprintf("%+.0f", -400 * log(1 / p - 1) / log(10))
    }
    BEGIN {
        if (n == 0) { print "no games yet"; exit }
        p = w / n
        known = wins + draws + losses == n && wins + draws / 2 == w
        # The spread of the points of a game: from the wins, draws and losses when every
        # game is known, else its bound p(1 - p).
        v = known ? (wins * (1 - p) ^ 2 + draws * (0.5 - p) ^ 2 + losses * p ^ 2) / n \
                  : p * (1 - p)
        m = 1.96 * sqrt(v / n)
        printf "Hasami vs %s%s: %g/%d = %.1f%% ± %.1f%%", name, depth, w, n, 100 * p, 100 * m
        if (known) printf " (%d won, %d drawn, %d lost)", wins, draws, losses
        printf "\n"
        lo = p - m; hi = p + m
        printf "Elo %s", elo(p)
        if (lo > 0 && hi < 1) printf " ± %.0f", (elo(hi) - elo(lo)) / 2
        printf " (95%%: %s to %s)\n", elo(lo), elo(hi)
        mine = bh == "cpu" ? hc : bh == "wall" ? hw : hs
        theirs = bo == "cpu" ? oc : bo == "wall" ? ow : os
        printf "thinking time (%s): Hasami %.1f s, opponent %.1f s (Hasami %+.1f%%);", by, mine,
            theirs, (theirs > 0 ? 100 * (mine / theirs - 1) : 0)
        printf " cpu %.1f/%.1f s, wall %.1f/%.1f s, said %.1f/%.1f s, moves %d/%d\n", hc, oc,
            hw, ow, hs, os, hm, om
        if (forfeits > 0) printf "%d games forfeited: see FOLDER/chunk-*.err\n", forfeits
    }'
