#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times an NBoard engine's moves: sits between the arena and the engine, passes every line
both ways, and for each `go` writes how long the engine took to answer `===` to a log, one
line a move: '<wall seconds> <cpu seconds> <said seconds> <move>'. The CPU time is the
engine's own (its process and its children's, all threads), so a busy machine does not count
against it; the said seconds are those the engine's reply `=== MOVE/EVAL/SECONDS` gives ('-'
when it gives none).

    nboard_clock.py --log FILE [--depth N] [--cwd DIR] -- COMMAND [ARG...]

--depth N makes every `set depth` the engine is sent ask for N plies instead, for an engine
played at a fixed depth whatever depth the arena asks for; --cwd DIR starts the engine in DIR,
for an engine that finds its files in the folder it runs in. What the engine writes on stderr
is dropped. Standard library only.
"""

import argparse
import os
import subprocess
import sys
import threading
import time

TICKS = os.sysconf("SC_CLK_TCK")


def process_times():
    """Every process's parent and CPU time (its own and its reaped children's), in ticks."""
    table = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as stat:
                text = stat.read().decode("ascii", "replace")
        except OSError:
            continue
        # The command name, in parentheses, may hold spaces: the fields come after its end.
        fields = text[text.rfind(")") + 2:].split()
        parent = int(fields[1])
        ticks = sum(int(f) for f in fields[11:15])  # utime, stime, cutime, cstime
        table[int(name)] = (parent, ticks)
    return table


def tree_cpu(root):
    """Seconds of CPU the process `root` and every process under it have used so far."""
    table = process_times()
    children = {}
    for pid, (parent, _) in table.items():
        children.setdefault(parent, []).append(pid)
    total = 0
    stack = [root]
    while stack:
        pid = stack.pop()
        if pid in table:
            total += table[pid][1]
        stack.extend(children.get(pid, []))
    return total / TICKS


def main():
    parser = argparse.ArgumentParser(description="Time an NBoard engine's moves.")
    parser.add_argument("--log", required=True, help="file the move times are added to")
    parser.add_argument("--depth", type=int, help="depth every 'set depth' asks for")
    parser.add_argument("--cwd", help="folder the engine runs in")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND [ARG...]")
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("no engine command")

    engine = subprocess.Popen(command, cwd=args.cwd, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=0)
    lock = threading.Lock()
    started = []  # the pending go's wall clock and CPU time, if any

    def to_arena():
        for raw in engine.stdout:
            line = raw.decode("utf-8", "replace").rstrip("\r\n")
            if line.startswith("===") and started:
                wall = time.monotonic()
                cpu = tree_cpu(engine.pid)
                with lock:
                    began_wall, began_cpu = started.pop()
                # '=== MOVE/EVAL/SECONDS': the seconds the engine says it took, when it does.
                reply = line[3:].strip().split("/")
                try:
                    said = f"{float(reply[2]):.3f}"
                except (IndexError, ValueError):
                    said = "-"
                entry = f"{wall - began_wall:.4f} {cpu - began_cpu:.3f} {said} {reply[0]}"
                with open(args.log, "a", encoding="ascii") as log:
                    log.write(entry + "\n")
            sys.stdout.write(line + "\n")
            sys.stdout.flush()

    reader = threading.Thread(target=to_arena, daemon=True)
    reader.start()
    try:
        for raw in sys.stdin.buffer:
            line = raw.decode("utf-8", "replace").rstrip("\r\n")
            words = line.split()
            if args.depth is not None and words[:2] == ["set", "depth"]:
                line = f"set depth {args.depth}"
            if words == ["go"]:
                cpu = tree_cpu(engine.pid)
                with lock:
                    started[:] = [(time.monotonic(), cpu)]
            engine.stdin.write((line + "\n").encode("utf-8"))
            engine.stdin.flush()
    except (BrokenPipeError, OSError):
        pass
    try:
        engine.stdin.close()
    except OSError:
        pass
    try:
        # The arena gives a player half a second to quit before it kills it: the engine must
        # be gone by then, not left behind.
        engine.wait(timeout=0.3)
    except subprocess.TimeoutExpired:
        engine.kill()
        engine.wait()
    reader.join(timeout=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
