// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/command.h"

namespace hasami::cli {

const Program& hasamiCli() {
    static const Command table[] = {
        {"perft",
         "Count the leaves of the game tree at each depth up to DEPTH, printing "
         "'<depth> <leaves> <seconds>' per line (a forced pass is a ply).",
         preparePerft},
        {"tree",
         "Count the complete game tree of the 4x4 board, printing 'nodes <count>' and "
         "'games <count>'.",
         prepareTree},
        {"solve",
         "Solve positions exactly, printing '<index> <move> <score> <nodes> <seconds>' "
         "per position, then 'total <nodes> <seconds>'.",
         prepareSolve},
        {"move", "Choose a move for a position, printing '<move> <score>'.", prepareMove},
        {"analyze",
         "Give every legal move of positions its value, printing '<move> <score> <depth> "
         "<exact|estimate>' per move, best first, then an empty line per position.",
         prepareAnalyze},
        {"review",
         "Review games whole, printing per move '<ply> <X|O> <move> <best move> <loss in "
         "discs> <expected score before, %> <expected score after, %> <class>', then per game "
         "'accuracy <black %> <white %>' and 'loss <black discs> <white discs> <result>'.",
         prepareReview},
        {"expected-score",
         "Fit the model of expected score to games' results ('fit', printing the model), or "
         "measure its calibration ('check', printing '<from>-<to>% <positions> <predicted %> "
         "<actual %>' per tenth of predicted score).",
         prepareExpectedScore},
        {"lines",
         "Print every line of a game file's tree of moves, the main line first, one line "
         "each from the start.",
         prepareLines},
        {"db",
         "Count the games of a database (WTHOR, GGF, game files) that reached a position, "
         "printing 'games <count>', then '<move> <games> <black wins> <draws> <white wins>' "
         "per next move played there, most games first.",
         prepareDb},
        {"puzzles",
         "Find puzzles in games and positions, printing '<position> <X|O> <best moves, "
         "comma-separated> <their value>' per puzzle, easiest first.",
         preparePuzzles},
        {"book",
         "Look at an opening book and carry it between programs: 'book info' prints "
         "'positions <N>' first, 'book show POSITION' '<move> <value>' per book move, best "
         "first; 'book export --format edax|text OUT', 'book import --book FILE IN'.",
         prepareBook},
        {"arena",
         "Play a round robin between players, printing a table, then "
         "'<spec> <points> <games>' per player.",
         prepareArena},
        {"bench", "Time a fixed suite (perft, a midgame search, an endgame solve).", prepareBench},
        {"gtp",
         "Be a GTP engine on standard input and output: protocol_version, name, version, "
         "known_command, list_commands, boardsize, clear_board, komi, play, genmove, undo, "
         "final_score, showboard, time_settings, time_left, quit.",
         prepareGtp},
        {"nboard",
         "Be an NBoard protocol (version 2) engine on standard input and output; ping "
         "interrupts a search.",
         prepareNboard},
    };
    static const Program program{"hasami-cli", "The Hasami Reversi engine from the command line.",
                                 table};
    return program;
}

Parsed<Action> prepareInvocation(const QStringList& arguments) {
    return prepareInvocation(hasamiCli(), arguments);
}

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace hasami::cli
