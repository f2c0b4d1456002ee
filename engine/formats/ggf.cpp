// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/formats/ggf.h"

#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "engine/formats/notation.h"
#include "engine/game/result.h"
#include "engine/util/numbers.h"
#include "engine/util/text_place.h"
#include "engine/util/words.h"

namespace hasami {

namespace {

struct Property {
    std::string key;
    std::string value;
    std::size_t offset;  // of the key in the whole text
};

// A piece of the input as a user can read it in a message.
std::string shown(std::string_view text) {
    return quotedInput(text, 24);
}

std::string upper(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

// The digits of `text` from `begin` on.
std::size_t digitsEnd(std::string_view text, std::size_t begin) {
    while (begin < text.size() && std::isdigit(static_cast<unsigned char>(text[begin]))) ++begin;
    return begin;
}

// The properties of the record that starts after "(;" at `begin`, up to its ";)"; `end` is
// set past the ";)".
Parsed<std::vector<Property>> readProperties(std::string_view text, std::size_t begin,
                                             std::size_t& end) {
    std::vector<Property> properties;
    std::size_t i = begin;
    for (;;) {
        while (i < text.size() && isSpace(text[i])) ++i;
        if (i >= text.size()) return ParseError{"the game has no end ';)'", begin};
        if (text.compare(i, 2, ";)") == 0) {
            end = i + 2;
            return properties;
        }
        const std::size_t keyStart = i;
        while (i < text.size() && std::isupper(static_cast<unsigned char>(text[i]))) ++i;
        if (i == keyStart) {
            return ParseError{"expected a property such as PB[name] " + atCharacter(keyStart) +
                                  ", found " + shown(text.substr(keyStart)),
                              keyStart};
        }
        const std::string key(text.substr(keyStart, i - keyStart));
        if (i >= text.size() || text[i] != '[') {
            return ParseError{
                "property " + key + " " + atCharacter(keyStart) + " has no value in [ ]", keyStart};
        }
        std::string value;
        ++i;
        bool closed = false;
        while (i < text.size()) {
            const char c = text[i++];
            if (c == ']') {
                closed = true;
                break;
            }
            if (c == '\\' && i < text.size()) {
                value += text[i++];
            } else {
                value += c;
            }
        }
        if (!closed) {
            return ParseError{
                "property " + key + " " + atCharacter(keyStart) + " has no closing ']'", keyStart};
        }
        properties.push_back({key, std::move(value), keyStart});
    }
}

// The digits in a game type such as "8", "8r" or "s8r20": the board size.
std::optional<int> typeSize(std::string_view type) {
    std::size_t i = 0;
    while (i < type.size() && !std::isdigit(static_cast<unsigned char>(type[i]))) ++i;
    const auto size = parseInteger(type.substr(i, digitsEnd(type, i) - i), 0, 99);
    if (!size) return std::nullopt;
    return int(*size);
}

bool supportedSize(int size) {
    return size == 4 || size == 6 || size == 8;
}

Parsed<Position> readBoard(const Property& property) {
    const std::string where = "BO[" + shown(property.value) + "] " + atCharacter(property.offset);
    std::string_view text = property.value;
    std::size_t i = 0;
    while (i < text.size() && isSpace(text[i])) ++i;
    const std::size_t sizeEnd = digitsEnd(text, i);
    const auto sizeRead = parseInteger(text.substr(i, sizeEnd - i), 0, 99);
    const int size = sizeRead ? int(*sizeRead) : 0;
    if (!supportedSize(size)) {
        return ParseError{where + ": the board must start with its size, 4, 6 or 8"};
    }
    i = sizeEnd;
    Bitboard black = 0;
    Bitboard white = 0;
    int squares = 0;
    std::optional<Color> side;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (isSpace(c)) continue;
        if (squares == size * size) {
            if (side) {
                return ParseError{where + ": more squares than a " + std::to_string(size) + "x" +
                                  std::to_string(size) + " board has"};
            }
            if (c == '*' || c == 'x' || c == 'X' || c == '#') {
                side = Color::Black;
            } else if (c == 'O' || c == 'o') {
                side = Color::White;
            } else {
                return ParseError{where + ": the side to move must be '*' or 'O', not '" +
                                  std::string(1, c) + "'"};
            }
            continue;
        }
        const Square square = squareAt(squares % size, squares / size);
        if (c == '*' || c == 'x' || c == 'X' || c == '#') {
            black |= bit(square);
        } else if (c == 'O' || c == 'o') {
            white |= bit(square);
        } else if (c != '-' && c != '.') {
            return ParseError{where + ": square " + squareName(square) + " is '" +
                              std::string(1, c) + "', not '-', '*' or 'O'"};
        }
        ++squares;
    }
    if (squares < size * size || !side) {
        return ParseError{where + ": expected " + std::to_string(size * size) +
                          " squares and the side to move"};
    }
    return Position::fromDiscs(size, black, white, *side);
}

// Plays the move of property B or W (`color`) on `ggf`, inserting the pass of a side that
// has no move; a message if the move cannot be played.
std::optional<std::string> playMove(GgfGame& ggf, Color color, const Property& property) {
    const std::string where =
        property.key + "[" + property.value + "] " + atCharacter(property.offset);
    std::string_view value = property.value;
    const std::size_t slash = value.find('/');
    std::string_view moveText = value.substr(0, slash);
    while (!moveText.empty() && isSpace(moveText.front())) moveText.remove_prefix(1);
    while (!moveText.empty() && isSpace(moveText.back())) moveText.remove_suffix(1);
    std::optional<double> evaluation;
    std::optional<double> seconds;
    if (slash != std::string_view::npos) {
        std::string_view rest = value.substr(slash + 1);
        const std::size_t second = rest.find('/');
        const std::string_view evalText = rest.substr(0, second);
        if (!evalText.empty()) {
            evaluation = parseDecimal(evalText);
            if (!evaluation) {
                return where + ": the evaluation " + shown(evalText) + " is not a number";
            }
        }
        if (second != std::string_view::npos) {
            const std::string_view timeText = rest.substr(second + 1);
            if (!timeText.empty()) {
                seconds = parseDecimal(timeText);
                if (!seconds) return where + ": the time " + shown(timeText) + " is not a number";
            }
        }
    }
    Game& game = ggf.game;
    const int size = game.position().size();
    const bool pass = upper(moveText) == "PA";
    Square square = kPass;
    if (!pass) {
        const Parsed<Square> parsed = parseSquare(moveText, size);
        if (!parsed) return where + ": " + parsed.error();
        square = *parsed;
    }
    if (game.position().isGameOver()) return where + ": the game is already over";
    // A side without a move passes, whether the record says so or not.
    if (game.position().sideToMove() != color && game.position().mustPass()) {
        game.play(kPass);
        ggf.evaluations.emplace_back();
        ggf.seconds.emplace_back();
    }
    const Position& position = game.position();
    if (position.sideToMove() != color) {
        if (pass) return where + ": " + std::string(colorName(color)) + " has just moved";
        return where + ": it is " + std::string(colorName(position.sideToMove())) + "'s turn";
    }
    if (pass && !position.mustPass()) {
        return where + ": " + std::string(colorName(color)) + " cannot pass with moves to play";
    }
    if (!pass && !position.isLegal(square)) {
        return where + ": " + squareName(square) + " is not a legal move for " +
               std::string(colorName(color));
    }
    game.play(square);
    ggf.evaluations.push_back(evaluation);
    ggf.seconds.push_back(seconds);
    return std::nullopt;
}

Parsed<GgfGame> readGame(const std::vector<Property>& properties) {
    GgfGame ggf;
    std::optional<Position> start;
    std::optional<int> sizeOfType;
    for (const Property& property : properties) {
        if (property.key == "BO") {
            const Parsed<Position> board = readBoard(property);
            if (!board) return ParseError{board.error(), property.offset};
            start = *board;
        } else if (property.key == "TY") {
            sizeOfType = typeSize(property.value);
        } else if (property.key == "GM") {
            if (upper(property.value) != "OTHELLO") {
                return ParseError{"GM[" + property.value + "] " + atCharacter(property.offset) +
                                      ": not an Othello game",
                                  property.offset};
            }
        }
    }
    if (!start) {
        const int size = sizeOfType.value_or(8);
        if (!supportedSize(size)) {
            return ParseError{"TY names a " + std::to_string(size) + "x" + std::to_string(size) +
                              " board; only 4x4, 6x6 and 8x8 are played here"};
        }
        start = Position::initial(size);
    }
    ggf.game = Game(*start);
    for (const Property& property : properties) {
        const std::string& key = property.key;
        if (key == "B" || key == "W") {
            if (auto problem = playMove(ggf, key == "B" ? Color::Black : Color::White, property)) {
                return ParseError{*problem, property.offset};
            }
        } else if (key == "PC") {
            ggf.place = property.value;
        } else if (key == "DT") {
            ggf.date = property.value;
        } else if (key == "PB") {
            ggf.black = property.value;
        } else if (key == "PW") {
            ggf.white = property.value;
        } else if (key == "RE") {
            ggf.result = property.value;
        } else if (key == "TI") {
            ggf.time = property.value;
        } else if (key != "BO" && key != "GM") {  // TY too: kept as written
            ggf.otherProperties.emplace_back(key, property.value);
        }
    }
    ggf.game.setDetails(ggfDetails(ggf));
    return ggf;
}

// "2003.12.31_12:34:56.UTC" and "2003-12-31..." as 2003-12-31; anything else as written.
std::string isoDate(const std::string& date) {
    if (date.size() < 10) return date;
    for (int i : {0, 1, 2, 3, 5, 6, 8, 9}) {
        if (date[i] < '0' || date[i] > '9') return date;
    }
    if ((date[4] != '.' && date[4] != '-') || date[7] != date[4]) return date;
    return date.substr(0, 4) + '-' + date.substr(5, 2) + '-' + date.substr(8, 2);
}

std::string escaped(std::string_view value) {
    std::string out;
    for (const char c : value) {
        if (c == ']' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

}  // namespace

bool looksLikeGgf(std::string_view text) {
    text = withoutByteOrderMark(text);
    std::size_t i = 0;
    while (i < text.size() && isSpace(text[i])) ++i;
    return text.compare(i, 2, "(;") == 0;
}

GameDetails ggfDetails(const GgfGame& ggf) {
    GameDetails details;
    details.black = ggf.black;
    details.white = ggf.white;
    details.place = ggf.place;
    details.date = isoDate(ggf.date);
    const int size = ggf.game.start().size();
    details.result = GameResult::parse(ggf.result, size * size);  // "?": none
    for (const auto& [key, value] : ggf.otherProperties) {
        if (key == "EV") details.event = value;
        if (key == "RO") details.round = value;
        if (key == "GC") details.note = value;
    }
    return details;
}

void setGgfDetails(GgfGame& ggf, const GameDetails& details) {
    const auto keep = [](std::string& field, const std::string& value) {
        if (!value.empty()) field = value;
    };
    keep(ggf.black, details.black);
    keep(ggf.white, details.white);
    keep(ggf.place, details.place);
    keep(ggf.date, details.date);
    std::erase_if(ggf.otherProperties, [](const auto& property) {
        return property.first == "EV" || property.first == "RO" || property.first == "GC";
    });
    for (const auto& [key, value] :
         {std::pair{"EV", &details.event}, std::pair{"RO", &details.round},
          std::pair{"GC", &details.note}}) {
        if (!value->empty()) ggf.otherProperties.emplace_back(key, *value);
    }
}

Parsed<std::vector<GgfGame>> parseGgfGames(std::string_view text) {
    text = withoutByteOrderMark(text);
    std::vector<GgfGame> games;
    std::size_t i = 0;
    for (;;) {
        const std::size_t begin = text.find("(;", i);
        if (begin == std::string_view::npos) break;
        const std::string which = "GGF game " + std::to_string(games.size() + 1) + ": ";
        std::size_t end = 0;
        const auto properties = readProperties(text, begin + 2, end);
        if (!properties) return ParseError{which + properties.error(), properties.errorOffset()};
        Parsed<GgfGame> game = readGame(*properties);
        if (!game) return ParseError{which + game.error(), game.errorOffset().value_or(begin)};
        games.push_back(std::move(game).value());
        i = end;
    }
    if (games.empty()) return ParseError{"no GGF game: a game starts with '(;'", 0};
    return games;
}

std::string formatGgf(const GgfGame& ggf) {
    const Position& start = ggf.game.start();
    const int size = start.size();
    std::string text = "(;GM[Othello]";
    const auto add = [&](std::string_view key, std::string_view value) {
        text += key;
        text += '[';
        text += escaped(value);
        text += ']';
    };
    if (!ggf.place.empty()) add("PC", ggf.place);
    if (!ggf.date.empty()) add("DT", ggf.date);
    if (!ggf.black.empty()) add("PB", ggf.black);
    if (!ggf.white.empty()) add("PW", ggf.white);
    if (!ggf.result.empty()) add("RE", ggf.result);
    if (!ggf.time.empty()) add("TI", ggf.time);
    bool typed = false;
    for (const auto& [key, value] : ggf.otherProperties) {
        add(key, value);
        typed = typed || key == "TY";
    }
    if (!typed) add("TY", std::to_string(size));
    std::string board = std::to_string(size) + " ";
    for (int row = 0; row < size; ++row) {
        for (int column = 0; column < size; ++column) {
            const Bitboard square = bit(squareAt(column, row));
            board += (start.discs(Color::Black) & square)   ? '*'
                     : (start.discs(Color::White) & square) ? 'O'
                                                            : '-';
        }
    }
    board += start.sideToMove() == Color::Black ? " *" : " O";
    add("BO", board);
    const auto moves = ggf.game.moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Color mover = ggf.game.positionAt(int(i)).sideToMove();
        std::string value = moves[i] == kPass ? "PA" : squareName(moves[i]);
        const bool evaluated = i < ggf.evaluations.size() && ggf.evaluations[i].has_value();
        const bool timed = i < ggf.seconds.size() && ggf.seconds[i].has_value();
        if (evaluated || timed) value += '/';
        if (evaluated) value += formatShortestDecimal(ggf.evaluations[i].value());
        if (timed) value += '/' + formatShortestDecimal(ggf.seconds[i].value());
        add(mover == Color::Black ? "B" : "W", value);
    }
    text += ";)\n";
    return text;
}

}  // namespace hasami
