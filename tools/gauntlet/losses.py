#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Where the games of a gauntlet were decided: for each game of FOLDER's GGF files, the
position at each of the given numbers of empties is solved exactly (hasami-cli solve), and the
game is put in one of these classes, for the side the gauntlet names (--hasami, a word of its
player's name; the other side is the opponent):

  decided before E   the exact value at E empties already has the final result's sign
                     (a loss was a loss, a win a win, entering the endgame)
  thrown after E     the side had at least a draw at E empties and lost, or had a loss and
                     the opponent let it win or draw: an endgame mistake after E empties

and, for each side, the discs its moves after E empties gave away against perfect play (the
value at E against the final result). Prints a table per E.

  losses.py [--cli HASAMI_CLI] [--hasami WORD] [--empties 24,20] FOLDER
"""

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def flips(board, player, row, col):
    """The squares a disc of `player` at (row, col) turns over."""
    if board[row][col] != '-':
        return []
    other = 'O' if player == 'X' else 'X'
    turned = []
    for dr, dc in DIRECTIONS:
        r, c, line = row + dr, col + dc, []
        while 0 <= r < 8 and 0 <= c < 8 and board[r][c] == other:
            line.append((r, c))
            r += dr
            c += dc
        if line and 0 <= r < 8 and 0 <= c < 8 and board[r][c] == player:
            turned += line
    return turned


def has_move(board, player):
    return any(flips(board, player, r, c) for r in range(8) for c in range(8))


def games_of(path):
    """(black's name, white's name, the start's board and side, moves, the recorded result) of
    each game."""
    text = open(path, encoding='utf-8', errors='replace').read()
    for game in re.findall(r'\(;GM\[Othello\].*?;\)', text, re.S):
        black = re.search(r'PB\[([^\]]*)\]', game).group(1)
        white = re.search(r'PW\[([^\]]*)\]', game).group(1)
        board = re.search(r'BO\[8 ([^\]]*)\]', game).group(1).replace(' ', '')
        moves = re.findall(r'[BW]\[([a-hA-H][1-8]|[Pp][Aa][Ss]{1,2})', game)
        result = re.search(r'RE\[([-+]?[0-9.]+)', game)
        yield black, white, board, moves, float(result.group(1)) if result else None


def positions_at(board_text, moves, empties_wanted):
    """The position (obf text) when each number of empties is reached, and the final score."""
    cells = board_text[:64].replace('*', 'X')
    board = [list(cells[r * 8:r * 8 + 8]) for r in range(8)]
    player = 'X' if board_text[64] == '*' else 'O'
    found = {}

    def note():
        empty = sum(row.count('-') for row in board)
        if empty in empties_wanted and empty not in found:
            found[empty] = ''.join(''.join(row) for row in board) + ' ' + player
    note()
    for move in moves:
        if move.lower().startswith('pa'):
            player = 'O' if player == 'X' else 'X'
            continue
        if not has_move(board, player):  # a forced pass the record leaves out
            player = 'O' if player == 'X' else 'X'
            note()
        col, row = ord(move[0].lower()) - ord('a'), int(move[1]) - 1
        turned = flips(board, player, row, col)
        if not turned:
            raise ValueError('illegal move ' + move)
        board[row][col] = player
        for r, c in turned:
            board[r][c] = player
        player = 'O' if player == 'X' else 'X'
        if not has_move(board, player) and has_move(board, 'O' if player == 'X' else 'X'):
            player = 'O' if player == 'X' else 'X'
        note()
    black = sum(row.count('X') for row in board)
    white = sum(row.count('O') for row in board)
    empty = 64 - black - white
    if black > white:
        black += empty
    elif white > black:
        white += empty
    return found, black - white


def solve(cli, positions):
    """The exact score of each position (obf lines) for its side to move."""
    with tempfile.NamedTemporaryFile('w', suffix='.obf', delete=False) as out:
        out.write('\n'.join(positions) + '\n')
        name = out.name
    try:
        run = subprocess.run([cli, 'solve', name], capture_output=True, text=True, check=True)
    finally:
        os.unlink(name)
    scores = []
    for line in run.stdout.splitlines():
        words = line.split()
        if words and words[0] != 'total':
            scores.append(int(words[2]))
    return scores


def sign(value):
    return (value > 0) - (value < 0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--cli', default=os.path.join(os.path.dirname(__file__), '..', '..',
                                                      'build', 'release', 'app', 'cli',
                                                      'hasami-cli'))
    parser.add_argument('--hasami', default='hasami', help='a word of Hasami\'s player name')
    parser.add_argument('--empties', default='24,20')
    parser.add_argument('folder')
    args = parser.parse_args()
    wanted = [int(e) for e in args.empties.split(',')]
    rows = []
    for path in sorted(glob.glob(os.path.join(args.folder, '*.ggf'))):
        for black, white, board, moves, recorded in games_of(path):
            hasami_black = args.hasami in black and args.hasami not in white
            found, final = positions_at(board, moves, set(wanted))
            if recorded is not None and round(recorded) != final:
                print(f'{path}: a game replays to {final}, its record says {recorded}',
                      file=sys.stderr)
                continue
            rows.append((hasami_black, found, final))
    print(f'{len(rows)} games')
    for empties in wanted:
        games = [(b, f[empties], final) for b, f, final in rows if empties in f]
        scores = solve(args.cli, [position for _, position, _ in games])
        table = {'decided': [0, 0, 0], 'thrown': [0, 0], 'given': [0, 0]}
        for (hasami_black, position, final), score in zip(games, scores):
            black_to_move = position.endswith('X')
            exact_black = score if black_to_move else -score
            exact = exact_black if hasami_black else -exact_black
            result = final if hasami_black else -final
            table['decided'][1 + sign(result)] += sign(exact) == sign(result)
            if sign(result) < sign(exact):
                table['thrown'][0] += 1  # Hasami threw away what it had
            elif sign(result) > sign(exact):
                table['thrown'][1] += 1  # the opponent did
            table['given'][0] += max(0, exact - result)
            table['given'][1] += max(0, result - exact)
        lost, drawn, won = table['decided']
        print(f'at {empties} empties, {len(games)} games: decided before it: {lost} losses, '
              f'{drawn} draws, {won} wins of Hasami; thrown after it: {table["thrown"][0]} by '
              f'Hasami, {table["thrown"][1]} by the opponent; discs given away after it: '
              f'{table["given"][0]} by Hasami, {table["given"][1]} by the opponent')


if __name__ == '__main__':
    sys.exit(main())
