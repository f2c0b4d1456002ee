// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/formats/game_file.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>
#include <tuple>
#include <utility>

#include "engine/formats/notation.h"
#include "engine/util/numbers.h"
#include "engine/util/text_place.h"
#include "engine/util/words.h"

namespace hasami {

namespace {

constexpr std::string_view kClockTag = "clock";
constexpr std::string_view kTimesTag = "times";
constexpr std::string_view kAnalysisTag = "analysis";
constexpr std::string_view kReviewedTag = "reviewed";
constexpr std::string_view kLineTag = "line";

// The details' header lines, "; black NAME" and so on, in the order they are written; the
// result (no text: a GameResult, "; result 36-28") between the round and the note.
struct DetailTag {
    std::string_view tag;
    std::string GameDetails::*field;  // null for the result
};
constexpr DetailTag kDetailTags[] = {
    {"black", &GameDetails::black},
    {"white", &GameDetails::white},
    {"event", &GameDetails::event},
    {"place", &GameDetails::place},
    {"date", &GameDetails::date},
    {"round", &GameDetails::round},
    {"result", nullptr},
    {"note", &GameDetails::note},
};

ParseError errorAt(std::string_view text, std::size_t offset, const std::string& what) {
    return ParseError{describePlace(placeIn(text, offset)) + ": " + what, offset};
}

// A comment line (';' or '#' first) of the file, kept for its clock and analysis lines.
struct CommentLine {
    std::string_view text;
    std::size_t offset;
};

// The lines of a file outside its moves' comments, sorted: the comment lines, and the start
// line when the first other line is a position.
struct FileLines {
    std::vector<CommentLine> comments;
    std::optional<Position> start;
    std::size_t startEnd = 0;  // where the moves begin: after the start line, if any
    std::optional<ParseError> startProblem;
};

bool looksLikeBoard(std::string_view line) {
    const std::string_view word = splitWords(line).empty() ? "" : splitWords(line).front();
    if (word.size() < 16) return false;
    return std::all_of(word.begin(), word.end(), [](char c) {
        return c == '-' || c == '.' || c == 'X' || c == 'x' || c == 'O' || c == 'o' || c == '*';
    });
}

// A comment as the file writes it between its braces: a '}' or a backslash of its text
// behind a backslash.
std::string escapedComment(std::string_view comment) {
    std::string text;
    for (const char c : comment) {
        if (c == '}' || c == '\\') text += '\\';
        text += c;
    }
    return text;
}

// The end of the comment whose text starts at `at`: its closing '}', past every escaped
// one; npos if it is not closed.
std::size_t commentEnd(std::string_view text, std::size_t at) {
    for (; at < text.size(); ++at) {
        if (text[at] == '\\' && at + 1 < text.size()) {
            ++at;
        } else if (text[at] == '}') {
            return at;
        }
    }
    return std::string_view::npos;
}

// A comment's text as read: a backslash before a '}' or a backslash stands for that
// character; any other backslash is itself.
std::string unescapedComment(std::string_view text) {
    std::string comment;
    for (std::size_t at = 0; at < text.size(); ++at) {
        if (text[at] == '\\' && at + 1 < text.size() &&
            (text[at + 1] == '}' || text[at + 1] == '\\')) {
            ++at;
        }
        comment += text[at];
    }
    return comment;
}

// The moves are read by the parser below; this finds the lines around them. A brace opens a
// comment that may span lines, in which ';' and '#' start nothing.
FileLines fileLines(std::string_view text) {
    FileLines lines;
    bool inComment = false;
    bool seenContent = false;
    for (std::size_t begin = 0; begin < text.size();) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(begin, end - begin);
        const std::string_view content = trimmed(line);
        if (!inComment && !content.empty() && (content.front() == ';' || content.front() == '#')) {
            lines.comments.push_back({content, begin + std::size_t(content.data() - line.data())});
            begin = end + 1;
            continue;
        }
        if (!inComment && !content.empty() && !seenContent) {
            seenContent = true;
            const Parsed<Position> position = parsePosition(content);
            if (position) {
                lines.start = *position;
                lines.startEnd = end;
            } else if (looksLikeBoard(content)) {
                lines.startProblem = errorAt(
                    text, begin + std::size_t(content.data() - line.data()), position.error());
            }
        }
        for (std::size_t at = 0; at < line.size(); ++at) {
            if (inComment && line[at] == '\\') {
                ++at;  // an escaped character of the comment
            } else if (line[at] == '{') {
                inComment = true;
            } else if (line[at] == '}') {
                inComment = false;
            }
        }
        begin = end + 1;
    }
    return lines;
}

// Reads the moves of a file into a tree from `start`.
class MoveTextReader {
public:
    MoveTextReader(std::string_view text, const FileLines& lines, const Position& start)
        : text_(text), lines_(lines), game_(start) {}

    Parsed<Game> read(std::vector<NodeId>& order) {
        order.assign(1, kRootNode);
        order_ = &order;
        std::size_t at = lines_.startEnd;
        while (at < text_.size()) {
            if (const auto comment = commentLineAt(at)) {
                at = *comment;
                continue;
            }
            const char c = text_[at];
            std::optional<ParseError> problem;
            if (isBlank(c) || c == ',') {
                ++at;
                continue;
            }
            if (c == '(') {
                problem = openVariation(at);
                ++at;
            } else if (c == ')') {
                problem = closeVariation(at);
                ++at;
            } else if (c == '{') {
                const std::size_t close = commentEnd(text_, at + 1);
                if (close == std::string_view::npos) {
                    return errorAt(text_, at, "the comment '{' is not closed by a '}'");
                }
                addComment(unescapedComment(text_.substr(at + 1, close - at - 1)));
                at = close + 1;
            } else if (c == '}') {
                return errorAt(text_, at, "'}' ends no comment");
            } else {
                problem = readMove(at);
            }
            if (problem) return *problem;
        }
        if (!open_.empty()) {
            return errorAt(text_, open_.back().at, "the variation '(' is not closed by a ')'");
        }
        addForcedPass();
        return std::move(game_);
    }

private:
    // A variation under way: where it opened, and the line it interrupts.
    struct Open {
        std::size_t at;
        NodeId cursor;
        NodeId lastMove;
    };

    // The end of the comment line starting at `at`, if a line of the moves is one; `at`
    // only grows from call to call.
    std::optional<std::size_t> commentLineAt(std::size_t at) {
        const std::vector<CommentLine>& comments = lines_.comments;
        while (nextComment_ < comments.size() && comments[nextComment_].offset < at) ++nextComment_;
        if (nextComment_ < comments.size() && comments[nextComment_].offset == at) {
            return at + comments[nextComment_].text.size();
        }
        return std::nullopt;
    }

    NodeId add(NodeId parent, Square move) {
        const std::size_t before = game_.nodeCount();
        const NodeId node = game_.addMove(parent, move);
        if (node != kNoNode && game_.nodeCount() > before) order_->push_back(node);
        return node;
    }

    // The pass the file leaves out when the line stops where the side to move must pass.
    void addForcedPass() {
        if (game_.positionOf(cursor_).mustPass()) cursor_ = add(cursor_, kPass);
    }

    std::optional<ParseError> openVariation(std::size_t at) {
        if (lastMove_ == kNoNode) {
            return errorAt(text_, at, "a variation '(' must follow the move it replaces");
        }
        open_.push_back({at, cursor_, lastMove_});
        cursor_ = game_.parentOf(lastMove_);
        lastMove_ = kNoNode;
        return std::nullopt;
    }

    std::optional<ParseError> closeVariation(std::size_t at) {
        if (open_.empty()) return errorAt(text_, at, "')' closes no variation");
        if (lastMove_ == kNoNode) return errorAt(text_, at, "the variation has no moves");
        addForcedPass();
        cursor_ = open_.back().cursor;
        lastMove_ = open_.back().lastMove;
        open_.pop_back();
        return std::nullopt;
    }

    void addComment(std::string_view comment) {
        comment = trimmed(comment);
        if (comment.empty()) return;
        const NodeId node = lastMove_ != kNoNode ? lastMove_ : cursor_;
        std::string text = game_.commentOf(node);
        if (!text.empty()) text += '\n';
        text += comment;
        game_.setComment(node, text);
    }

    // The move at `at`: a square, or pass / ps; `at` is moved past it.
    std::optional<ParseError> readMove(std::size_t& at) {
        const std::size_t begin = at;
        const std::string_view rest = text_.substr(at);
        const int size = game_.start().size();
        Square move = kNoSquare;
        if (startsWithNoCase(rest, "pass")) {
            move = kPass;
            at += 4;
        } else if (startsWithNoCase(rest, "ps")) {
            move = kPass;
            at += 2;
        } else if (rest.size() >= 2 && parseSquare(rest.substr(0, 2), size)) {
            move = *parseSquare(rest.substr(0, 2), size);
            at += 2;
        } else {
            const Parsed<Square> square =
                parseSquare(rest.substr(0, rest.size() >= 2 ? 2 : 1), size);
            return errorAt(text_, begin, square.error());
        }
        return play(move, begin);
    }

    std::optional<ParseError> play(Square move, std::size_t at) {
        const Position& position = game_.positionOf(cursor_);
        if (position.isGameOver()) {
            return errorAt(text_, at,
                           "the game is already over, " + squareName(move) + " cannot follow");
        }
        if (move == kPass && !position.mustPass()) {
            return errorAt(text_, at,
                           "pass is not allowed, " + std::string(colorName(position.sideToMove())) +
                               " has legal moves (" + legalMovesText(position) + ")");
        }
        if (move != kPass) addForcedPass();
        const NodeId node = add(cursor_, move);
        if (node == kNoNode) {
            const Position& now = game_.positionOf(cursor_);
            return errorAt(text_, at,
                           squareName(move) + " is not a legal move for " +
                               std::string(colorName(now.sideToMove())) +
                               " (legal: " + legalMovesText(now) + ")");
        }
        cursor_ = node;
        lastMove_ = node;
        return std::nullopt;
    }

    std::string_view text_;
    const FileLines& lines_;
    Game game_;
    std::vector<NodeId>* order_ = nullptr;
    NodeId cursor_ = kRootNode;  // the node the next move is played from
    NodeId lastMove_ = kNoNode;  // the last move read of the line under way
    std::vector<Open> open_;
    std::size_t nextComment_ = 0;  // the first comment line not yet passed
};

// --- The lines after the moves.

std::optional<Color> colorNamed(std::string_view word) {
    if (word == "black") return Color::Black;
    if (word == "white") return Color::White;
    return std::nullopt;
}

// The words of a clock line after "; clock", read into a record.
Parsed<ClockRecord> parseClockWords(std::span<const std::string_view> words) {
    const ParseError damaged{
        "the clock line is not '; clock CONTROL black SECONDS white SECONDS [unrated] "
        "[lost-on-time black|white]'"};
    if (words.size() < 5 || words[1] != "black" || words[3] != "white") return damaged;
    const Parsed<TimeControl> control = parseTimeControl(words[0]);
    if (!control) return ParseError{"the clock line's " + control.error()};
    const auto black = parseClockSeconds(words[2]);
    const auto white = parseClockSeconds(words[4]);
    if (!black || !white) return damaged;
    ClockRecord record{GameClock(*control), false, std::nullopt};
    record.clock.setRemaining(Color::Black, *black);
    record.clock.setRemaining(Color::White, *white);
    for (std::size_t i = 5; i < words.size(); ++i) {
        if (words[i] == "unrated" && !record.unrated) {
            record.unrated = true;
        } else if (words[i] == "lost-on-time" && i + 1 < words.size() && !record.lostOnTime &&
                   colorNamed(words[i + 1])) {
            record.lostOnTime = colorNamed(words[++i]);
        } else {
            return damaged;
        }
    }
    return record;
}

// The words of a comment line after its ';', if its first word is `tag`.
std::optional<std::vector<std::string_view>> taggedWords(std::string_view line,
                                                         std::string_view tag) {
    if (!line.starts_with(';')) return std::nullopt;
    std::vector<std::string_view> words = splitWords(line.substr(1));
    if (words.empty() || words.front() != tag) return std::nullopt;
    words.erase(words.begin());
    return words;
}

// The details the header lines give, on a board of `squares` squares; the last line of a kind
// counts. A result that is none ("Black won") is kept in the note, so that nothing written is
// lost.
GameDetails detailsOf(const std::vector<CommentLine>& comments, int squares) {
    GameDetails details;
    std::string unreadResult;
    for (const CommentLine& line : comments) {
        if (!line.text.starts_with(';')) continue;
        const std::string_view rest = trimmed(line.text.substr(1));
        for (const DetailTag& detail : kDetailTags) {
            if (!rest.starts_with(detail.tag)) continue;
            std::string_view value = rest.substr(detail.tag.size());
            if (!value.empty() && !isBlank(value.front())) continue;  // a longer word
            value = trimmed(value);
            if (detail.field) {
                details.*detail.field = std::string(value);
                continue;
            }
            details.result = GameResult::parse(value, squares);
            unreadResult = details.result ? std::string() : std::string(value);
        }
    }
    if (!unreadResult.empty()) {
        details.note += (details.note.empty() ? "" : " ") + ("(result: " + unreadResult + ")");
    }
    return details;
}

Parsed<ClockRecord> clockOf(const std::vector<CommentLine>& comments) {
    std::optional<Parsed<ClockRecord>> found;
    for (const CommentLine& line : comments) {
        const auto words = taggedWords(line.text, kClockTag);
        if (!words) continue;
        if (found) return ParseError{"the game has two clock lines"};
        found = parseClockWords(*words);
        if (!*found) return *found;
    }
    if (!found) return ClockRecord{};
    return *found;
}

// The node a line names by its number in the file's order.
std::optional<NodeId> nodeNumbered(std::string_view word, const std::vector<NodeId>& order) {
    const auto index = parseInteger(word, 0, std::int64_t(order.size()) - 1);
    if (!index) return std::nullopt;
    return order[std::size_t(*index)];
}

// Every "; times" line into the game's nodes: all of them, or none and a message.
std::string readClockTimes(const std::vector<CommentLine>& comments,
                           const std::vector<NodeId>& order, Game& game) {
    std::vector<std::pair<NodeId, ClockTimes>> read;
    for (const CommentLine& line : comments) {
        const auto words = taggedWords(line.text, kTimesTag);
        if (!words) continue;
        const std::optional<NodeId> node =
            words->empty() ? std::nullopt : nodeNumbered((*words)[0], order);
        const bool shaped = words->size() == 5 && (*words)[1] == "black" && (*words)[3] == "white";
        const auto black = shaped ? parseClockSeconds((*words)[2]) : std::nullopt;
        const auto white = shaped ? parseClockSeconds((*words)[4]) : std::nullopt;
        if (!node || *node == kRootNode || !black || !white) {
            return "the clock times " + quotedInput(line.text, 40) +
                   " are not '; times MOVE black SECONDS white SECONDS' for a move of the game";
        }
        read.push_back({*node, ClockTimes{*black, *white}});
    }
    for (const auto& [node, times] : read) game.setClockAfter(node, times);
    return {};
}

std::optional<int> number(std::string_view text, int low, int high) {
    const auto value = parseInteger(text, low, high);
    return value ? std::optional<int>(int(*value)) : std::nullopt;
}

std::string_view kindName(const MoveValue& value) {
    return value.exact ? "exact" : value.book ? "book" : "estimate";
}

// One analysis line's position and analysis, or why it cannot be read.
Parsed<std::pair<Position, Analysis>> parseAnalysisWords(std::span<const std::string_view> fields,
                                                         const std::vector<NodeId>& order,
                                                         const Game& game) {
    const std::optional<NodeId> node =
        fields.empty() ? std::nullopt : nodeNumbered(fields[0], order);
    if (!node) return ParseError{"an analysis names no position of the game"};
    const std::string where = "the analysis of position " + std::string(fields[0]);
    const Position& position = game.positionOf(*node);
    if ((fields.size() - 1) % 4 != 0 || fields.size() == 1) {
        return ParseError{where + " is not a list of 'MOVE SCORE DEPTH exact|estimate|book'"};
    }
    Analysis analysis;
    analysis.depth = 64;
    analysis.exact = true;
    analysis.book = true;
    for (std::size_t i = 1; i < fields.size(); i += 4) {
        MoveValue value;
        if (fields[i] == "pass") {
            value.move = kPass;
        } else if (const Parsed<Square> square = parseSquare(fields[i], position.size())) {
            value.move = *square;
        } else {
            return ParseError{where + ": " + square.error()};
        }
        const std::optional<int> score = number(fields[i + 1], -kScoreBound, kScoreBound);
        const std::optional<int> depth = number(fields[i + 2], 1, 64);
        const std::string_view kind = fields[i + 3];
        if (!score || !depth || (kind != "exact" && kind != "estimate" && kind != "book")) {
            return ParseError{where + ": '" + std::string(fields[i]) + " " +
                              std::string(fields[i + 1]) + " " + std::string(fields[i + 2]) + " " +
                              std::string(fields[i + 3]) + "' is not a move's value"};
        }
        value.score = *score;
        value.depth = *depth;
        value.exact = kind == "exact";
        value.book = kind == "book";
        analysis.depth = std::min(analysis.depth, value.depth);
        analysis.exact = analysis.exact && value.exact;
        analysis.book = analysis.book && value.book;
        analysis.moves.push_back(value);
    }
    if (!valuesEveryMove(position, analysis)) {
        return ParseError{where + " does not value each legal move there once"};
    }
    std::stable_sort(analysis.moves.begin(), analysis.moves.end(),
                     [](const MoveValue& a, const MoveValue& b) { return a.score > b.score; });
    return std::pair{position, std::move(analysis)};
}

// The best line a line line gives the analysis of its position: on the move of `analysis` it
// starts with, every move legal in turn (a pass where the side to move has none).
std::string readBestLine(std::span<const std::string_view> fields, const std::vector<NodeId>& order,
                         const Game& game, std::vector<std::pair<Position, Analysis>>& analyses) {
    const std::optional<NodeId> node =
        fields.empty() ? std::nullopt : nodeNumbered(fields[0], order);
    if (!node || fields.size() < 2) return "a line names no position of the game";
    const Position& position = game.positionOf(*node);
    const std::string where = "the line of position " + std::string(fields[0]);
    std::vector<Square> line;
    Position reached = position;
    for (std::string_view field : fields.subspan(1)) {
        const Parsed<Square> square =
            field == "pass" ? Parsed<Square>(kPass) : parseSquare(field, position.size());
        const bool legal =
            square && (*square == kPass ? reached.mustPass() : reached.isLegal(*square));
        if (!legal) return where + ": " + std::string(field) + " is not a legal move there";
        reached = *square == kPass ? reached.pass() : reached.play(*square);
        line.push_back(*square);
    }
    for (auto& [analysed, analysis] : analyses) {
        if (analysed != position) continue;
        for (MoveValue& value : analysis.moves) {
            if (value.move == line.front()) {
                value.line = line;
                return {};
            }
        }
    }
    return where + " follows no analysis of its first move";
}

// Every analysis line, with the best lines, into `store`: all of them, or none and a message.
std::string readAnalyses(const std::vector<CommentLine>& comments, const std::vector<NodeId>& order,
                         const Game& game, AnalysisStore& store) {
    std::vector<std::pair<Position, Analysis>> read;
    for (const CommentLine& line : comments) {
        const auto words = taggedWords(line.text, kAnalysisTag);
        if (!words) continue;
        Parsed<std::pair<Position, Analysis>> analysed = parseAnalysisWords(*words, order, game);
        if (!analysed) return analysed.error();
        read.push_back(std::move(analysed).value());
    }
    for (const CommentLine& line : comments) {
        const auto words = taggedWords(line.text, kLineTag);
        if (!words) continue;
        if (std::string problem = readBestLine(*words, order, game, read); !problem.empty()) {
            return problem;
        }
    }
    for (const auto& [position, analysis] : read) store.storeAnalysis(position, analysis);
    return {};
}

// The positions the reviewed lines name, or a message (and none) when a number names none.
std::string readReviewed(const std::vector<CommentLine>& comments, const std::vector<NodeId>& order,
                         const Game& game, std::vector<Position>& reviewed) {
    for (const CommentLine& line : comments) {
        const auto words = taggedWords(line.text, kReviewedTag);
        if (!words) continue;
        for (std::string_view word : *words) {
            const std::optional<NodeId> node = nodeNumbered(word, order);
            if (!node) {
                reviewed.clear();
                return "the reviewed line names no position " + std::string(word);
            }
            reviewed.push_back(game.positionOf(*node));
        }
    }
    return {};
}

Parsed<GameFile> readFrom(std::string_view text, const FileLines& lines, const Position& start) {
    std::vector<NodeId> order;
    Parsed<Game> game = MoveTextReader(text, lines, start).read(order);
    if (!game) return game.parseError();
    GameFile file;
    file.game = std::move(game).value();
    file.game.goToNode(lineEnds(file.game).front());
    file.game.setDetails(detailsOf(lines.comments, start.size() * start.size()));
    const Parsed<ClockRecord> clock = clockOf(lines.comments);
    if (clock) {
        file.clock = *clock;
        file.clockProblem = readClockTimes(lines.comments, order, file.game);
    } else {
        file.clockProblem = clock.error();
    }
    file.analysisProblem = readAnalyses(lines.comments, order, file.game, file.analyses);
    if (!file.analysisProblem.empty()) file.analyses.clear();
    if (file.analysisProblem.empty()) {
        file.analysisProblem = readReviewed(lines.comments, order, file.game, file.reviewed);
    }
    return file;
}

// Whether `text` holds more than blanks and the commas some programs put between moves.
bool hasContent(std::string_view text) {
    return std::any_of(text.begin(), text.end(), [](char c) { return !isBlank(c) && c != ','; });
}

bool hasMoveText(std::string_view text, const FileLines& lines) {
    std::size_t at = lines.startEnd;
    for (const CommentLine& line : lines.comments) {
        // Everything before a comment line counts; the comment lines themselves do not.
        if (line.offset < at) continue;
        if (hasContent(text.substr(at, line.offset - at))) return true;
        at = line.offset + line.text.size();
    }
    return at < text.size() && hasContent(text.substr(at));
}

// --- Writing

class MoveTextWriter {
public:
    explicit MoveTextWriter(const Game& game) : game_(game) {}

    // The moves after `node`, main line first, each variation in parentheses after the move
    // it replaces; `order` hears of each node as it is written.
    void writeAfter(NodeId node, std::vector<NodeId>& order, std::string* text) {
        while (!game_.childrenOf(node).empty()) {
            const auto children = game_.childrenOf(node);
            writeMove(children.front(), order, text);
            for (std::size_t i = 1; i < children.size(); ++i) {
                if (text) *text += '(';
                writeMove(children[i], order, text);
                writeAfter(children[i], order, text);
                if (text) *text += ')';
            }
            node = children.front();
        }
    }

private:
    void writeMove(NodeId node, std::vector<NodeId>& order, std::string* text) {
        order.push_back(node);
        if (!text) return;
        const std::string& comment = game_.commentOf(node);
        // A forced pass goes without saying, unless it carries a comment.
        if (game_.moveOf(node) != kPass || !comment.empty()) {
            *text += squareName(game_.moveOf(node));
        }
        if (!comment.empty()) *text += " {" + escapedComment(comment) + "} ";
    }

    const Game& game_;
};

// The nodes of `game` in the order the writer visits them.
std::vector<NodeId> writingOrder(const Game& game) {
    std::vector<NodeId> order{kRootNode};
    MoveTextWriter(game).writeAfter(kRootNode, order, nullptr);
    return order;
}

// The last node of each line of `game`, the main line's first, then the variations' in the
// order the writer visits them.
std::vector<NodeId> endsOfLines(const Game& game) {
    const auto endOf = [&](NodeId node) {
        while (!game.childrenOf(node).empty()) node = game.childrenOf(node).front();
        return node;
    };
    std::vector<NodeId> ends{endOf(kRootNode)};
    for (NodeId node : writingOrder(game)) {
        if (node != kRootNode && game.childrenOf(game.parentOf(node)).front() != node) {
            ends.push_back(endOf(node));
        }
    }
    return ends;
}

// `game` with the forced passes its lines leave out at their ends added, as a reader adds
// them: the file's numbering is then the same written and read.
Game withForcedPasses(const Game& game) {
    Game complete = game;
    for (NodeId node : endsOfLines(game)) {
        if (complete.positionOf(node).mustPass()) complete.addMove(node, kPass);
    }
    return complete;
}

std::string analysisLine(std::size_t index, const Analysis& analysis) {
    std::string line = "; analysis " + std::to_string(index);
    for (const MoveValue& value : analysis.moves) {
        line += ' ' + squareName(value.move) + ' ' + std::to_string(value.score) + ' ' +
                std::to_string(value.depth) + ' ' + std::string(kindName(value));
    }
    return line + '\n';
}

// The best move's line, when more than the move itself is known.
std::string bestLineLine(std::size_t index, const Analysis& analysis) {
    const std::vector<Square>& line = analysis.moves.front().line;
    if (line.size() < 2 || line.front() != analysis.moves.front().move) return {};
    std::string text = "; " + std::string(kLineTag) + " " + std::to_string(index);
    for (Square move : line) text += ' ' + (move == kPass ? std::string("pass") : squareName(move));
    return text + '\n';
}

std::string timesLine(std::size_t index, const ClockTimes& times) {
    return "; times " + std::to_string(index) + " black " + formatClockSeconds(times.black) +
           " white " + formatClockSeconds(times.white) + '\n';
}

}  // namespace

std::vector<NodeId> nodesInFileOrder(const Game& game) {
    return writingOrder(withForcedPasses(game));
}

std::vector<NodeId> lineEnds(const Game& game) {
    return endsOfLines(game);
}

std::string writeGameLine(const Game& game) {
    std::string text;
    // A game without moves is its start position: a blank transcript would say nothing.
    if (game.start() != Position::initial() || game.length() == 0) {
        text += formatPosition(game.start()) + "\n";
    }
    const std::string transcript = formatTranscript(game.moves());
    if (!transcript.empty()) text += transcript + "\n";
    return text;
}

std::string writeGameFile(const Game& game, const ClockRecord& clock, const AnalysisStore& analyses,
                          std::span<const Position> reviewed) {
    // The passes a reader adds at the ends of lines are numbered: they are numbered here too.
    const Game complete = withForcedPasses(game);
    std::string text;
    const GameDetails& details = game.details();
    for (const DetailTag& detail : kDetailTags) {
        const std::string value = detail.field     ? details.*detail.field
                                  : details.result ? details.result->recordText()
                                                   : std::string();
        if (!value.empty()) text += "; " + std::string(detail.tag) + " " + value + "\n";
    }
    const bool hasMoves = !complete.childrenOf(kRootNode).empty();
    if (complete.start() != Position::initial() || !hasMoves) {
        text += formatPosition(complete.start()) + "\n";
    }
    if (const std::string& comment = complete.commentOf(kRootNode); !comment.empty()) {
        text += "{" + escapedComment(comment) + "}\n";
    }
    std::vector<NodeId> order{kRootNode};
    std::string moves;
    MoveTextWriter(complete).writeAfter(kRootNode, order, &moves);
    while (!moves.empty() && moves.back() == ' ') moves.pop_back();
    if (!moves.empty()) text += moves + "\n";
    text += formatClockLine(clock);
    std::set<std::tuple<int, Bitboard, Bitboard, Color>> analysed;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const NodeId node = order[i];
        if (const auto& times = complete.clockAfter(node)) text += timesLine(i, *times);
        const Position& position = complete.positionOf(node);
        const Analysis* analysis = analyses.analysisOf(position);
        if (!analysis || position.mustPass()) continue;
        // One line a position: a transposition shares the analysis of its first node.
        const auto key = std::tuple{position.size(), position.player(), position.opponent(),
                                    position.sideToMove()};
        if (!analysed.insert(key).second) continue;
        text += analysisLine(i, *analysis);
        text += bestLineLine(i, *analysis);
    }
    std::string reviewedNodes;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const Position& position = complete.positionOf(order[i]);
        if (std::find(reviewed.begin(), reviewed.end(), position) != reviewed.end()) {
            reviewedNodes += ' ' + std::to_string(i);
        }
    }
    if (!reviewedNodes.empty()) text += "; " + std::string(kReviewedTag) + reviewedNodes + '\n';
    return text;
}

Parsed<GameFile> readGameFile(std::string_view text) {
    text = withoutByteOrderMark(text);
    if (text.size() > kMaxGameFileBytes) {
        return ParseError{"the text is too long for a game (" + std::to_string(text.size()) +
                              " characters, at most " + std::to_string(kMaxGameFileBytes) + ")",
                          0};
    }
    const FileLines lines = fileLines(text);
    if (lines.startProblem) return *lines.startProblem;
    if (lines.start) return readFrom(text, lines, *lines.start);
    if (!hasMoveText(text, lines)) {
        return errorAt(text, 0, "the text holds no game: no moves and no position");
    }
    // No position: the moves start from the usual start of the first board size they fit.
    std::optional<ParseError> firstError;
    for (int size : {8, 6, 4}) {
        Parsed<GameFile> file = readFrom(text, lines, Position::initial(size));
        if (file) return file;
        if (!firstError) firstError = file.parseError();
    }
    return *firstError;
}

std::string formatClockLine(const ClockRecord& record) {
    if (!record.clock.isOn()) return {};
    std::string line = "; clock " + formatTimeControl(record.clock.control()) + " black " +
                       formatClockSeconds(record.clock.remaining(Color::Black)) + " white " +
                       formatClockSeconds(record.clock.remaining(Color::White));
    if (record.unrated) line += " unrated";
    if (record.lostOnTime) {
        line += record.lostOnTime == Color::Black ? " lost-on-time black" : " lost-on-time white";
    }
    return line + '\n';
}

Parsed<ClockRecord> parseClockLine(std::string_view text) {
    return clockOf(fileLines(text).comments);
}

}  // namespace hasami
