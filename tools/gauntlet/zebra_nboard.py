#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Zebra as an NBoard engine: speaks the NBoard protocol on standard input and output, and for
each `go` runs Zebra's command line once on the game so far (`zebra -quiet -evalone -seq
MOVES`) at a fixed depth, without its opening book, and answers `=== MOVE/EVAL/SECONDS`.

    zebra_nboard.py --zebra PROGRAM [--depth D] [--exact E] [--wld W] [--hash BITS]

PROGRAM runs in its own folder, where it finds coeffs2.bin. D is the midgame depth (default:
the protocol's `set depth`, else 12); E and W the empties from which Zebra solves exactly and
for win, loss or draw (default D + 4 and D + 6). SECONDS is the CPU time Zebra searched: its
run's less what loading its evaluation costs, measured once at the start, so that the time of
each move is the search's and not the loading's. Zebra plays from the standard start position
only (its move sequences start there), which is where the arena's games start. Standard
library only.
"""

import argparse
import os
import re
import resource
import subprocess
import sys

START = "---------------------------O*------*O---------------------------"
SQUARE = re.compile(r"^[a-hA-H][1-8]$")
EVAL = re.compile(r"^[+-]\d+(\.\d+)?$")


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


class Zebra:
    def __init__(self, program, hash_bits):
        self.program = os.path.abspath(program)
        self.folder = os.path.dirname(self.program)
        self.hash_bits = hash_bits
        self.loading = 0.0
        # What a run costs before it searches: the least of a few runs that barely search.
        self.loading = min(self.run([], 1, 1, 1)[2] for _ in range(3))

    def run(self, moves, depth, exact, wld):
        """Zebra's move after `moves` (from the start, no passes), its eval and its seconds."""
        levels = [str(depth), str(exact), str(wld)] * 2
        command = [self.program, "-quiet", "-b", "0", "-h", str(self.hash_bits), "-l", *levels,
                   "-evalone", "-seq", "".join(moves)]
        before = children_cpu()
        done = subprocess.run(command, cwd=self.folder, stdin=subprocess.DEVNULL,
                              capture_output=True, text=True, check=False)
        seconds = max(0.0, children_cpu() - before - self.loading)
        move, value = None, None
        for line in done.stdout.splitlines():
            words = line.split()
            if words[:1] == ["PV:"] and len(words) > 1 and SQUARE.match(words[1]):
                move = words[1]
            elif words[:1] == ["-->"] and move is None:
                for word in words[1:]:
                    if value is None and EVAL.match(word):
                        value = float(word)
                    if SQUARE.match(word):
                        move = word
                        break
        return move, value, seconds, done


def moves_of_game(text):
    """The moves of a GGF game from the standard start, passes left out; None if it starts
    elsewhere."""
    board = re.search(r"BO\[8 ([-*O]{64}) ([*O])\]", text)
    if not board or board.group(1) != START or board.group(2) != "*":
        return None
    moves = []
    for match in re.finditer(r"(?<![A-Z])[BW]\[([^\]/]*)", text):
        move = match.group(1).strip().lower()
        if SQUARE.match(move):
            moves.append(move)
    return moves


def main():
    parser = argparse.ArgumentParser(description="Zebra as an NBoard engine.")
    parser.add_argument("--zebra", required=True, help="Zebra's program")
    parser.add_argument("--depth", type=int, help="midgame depth, whatever NBoard asks")
    parser.add_argument("--exact", type=int, help="empties from which Zebra solves exactly")
    parser.add_argument("--wld", type=int, help="empties from which it solves win/loss/draw")
    parser.add_argument("--hash", type=int, default=20, help="hash table bits (default 20)")
    args = parser.parse_args()

    def say(line):
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    zebra = Zebra(args.zebra, args.hash)
    depth = args.depth or 12
    moves = []
    from_start = True
    for raw in sys.stdin:
        words = raw.split()
        if not words:
            continue
        if words[0] == "quit":
            break
        if words[:2] == ["set", "depth"] and len(words) > 2 and args.depth is None:
            depth = max(1, int(words[2]))
            say(f"set myname Zebra{depth}")
        elif words[:2] == ["set", "game"]:
            found = moves_of_game(raw)
            from_start = found is not None
            moves = found or []
        elif words[0] == "move" and len(words) > 1:
            move = words[1].split("/")[0].lower()
            if SQUARE.match(move):
                moves.append(move)
        elif words[0] == "ping":
            say("pong " + (words[1] if len(words) > 1 else "0"))
        elif words[0] == "go":
            if not from_start:
                say("status Zebra plays from the standard start position only")
                return 1
            exact = args.exact if args.exact is not None else depth + 4
            wld = args.wld if args.wld is not None else depth + 6
            say("status Zebra is thinking")
            move, value, seconds, done = zebra.run(moves, depth, exact, wld)
            if move is None:
                # No move: the engine stops, and the arena says it stopped, at once.
                say(f"status Zebra gave no move (exit code {done.returncode})")
                return 1
            shown = "" if value is None else f"{value:g}"
            say(f"=== {move.upper()}/{shown}/{seconds:.3f}")
            say("status")
        elif words[0] in ("hint", "analyze", "learn"):
            say("status Zebra answers go only" if words[0] != "learn" else "learned")
    return 0


if __name__ == "__main__":
    sys.exit(main())
