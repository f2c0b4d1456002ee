// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game/result.h"

#include <cmath>

#include "engine/game/game.h"
#include "engine/util/numbers.h"
#include "engine/util/words.h"

namespace hasami {

std::optional<GameResult> GameResult::of(const Game& game) {
    if (!game.isOver()) return std::nullopt;
    const int size = game.start().size();
    return GameResult{game.scoreFor(Color::Black), size * size};
}

std::optional<GameResult> GameResult::parse(std::string_view text, int squares) {
    text = trimmed(text);
    // GGF marks how a game ended after a colon: "-4:r".
    if (const std::size_t colon = text.find(':'); colon != std::string_view::npos) {
        text = trimmed(text.substr(0, colon));
    }
    // Black's and White's discs: a dash after the first character.
    if (const std::size_t dash = text.find('-', 1); dash != std::string_view::npos) {
        const auto black = parseInteger(trimmed(text.substr(0, dash)), 0, squares);
        const auto white = parseInteger(trimmed(text.substr(dash + 1)), 0, squares);
        if (!black || !white || *black + *white > squares) return std::nullopt;
        // Squares left empty go to the winner, as the rules count them.
        const int margin = *black > *white   ? squares - 2 * int(*white)
                           : *white > *black ? 2 * int(*black) - squares
                                             : 0;
        return GameResult{margin, squares};
    }
    const std::optional<double> margin = parseDecimal(text);
    if (!margin || std::abs(*margin) > squares) return std::nullopt;
    return GameResult{int(std::lround(*margin)), squares};
}

std::string GameResult::discsText() const {
    return std::to_string(blackDiscs()) + "-" + std::to_string(whiteDiscs());
}

std::string GameResult::marginText() const {
    std::string text = std::to_string(blackMargin);
    if (blackMargin > 0) text.insert(text.begin(), '+');
    return text;
}

std::string GameResult::recordText() const {
    return (squares + blackMargin) % 2 == 0 ? discsText() : marginText();
}

std::string GameResult::ggfText() const {
    return marginText() + ".000";
}

}  // namespace hasami
