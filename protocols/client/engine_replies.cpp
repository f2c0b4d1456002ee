// SPDX-License-Identifier: GPL-3.0-or-later
#include "protocols/client/engine_replies.h"

#include <cmath>
#include <cstdlib>

#include "engine/util/numbers.h"
#include "engine/util/words.h"
#include "protocols/protocol_moves.h"

namespace hasami {

namespace {

// An evaluation as NBoard engines write it: a number, or a pair "a,b" whose first serves.
std::optional<double> evaluation(std::string_view text) {
    const std::optional<double> value = parseDecimal(text.substr(0, text.find(',')));
    if (!value || std::abs(*value) > kScoreBound) return std::nullopt;
    return value;
}

}  // namespace

std::optional<GtpReplyLine> parseGtpReplyLine(std::string_view line) {
    if (line.empty() || (line.front() != '=' && line.front() != '?')) return std::nullopt;
    GtpReplyLine reply;
    reply.success = line.front() == '=';
    std::size_t at = 1;
    while (at < line.size() && line[at] >= '0' && line[at] <= '9') ++at;  // the id
    reply.text = std::string(trimmed(line.substr(at)));
    return reply;
}

std::optional<NboardMoveReply> parseNboardMoveReply(std::string_view text,
                                                    const Position& position) {
    text = trimmed(text);
    const std::string_view moveText = text.substr(0, text.find_first_of("/ \t"));
    const std::optional<Square> move = parseProtocolMove(moveText, position.size());
    if (!move || !position.isLegal(*move)) return std::nullopt;
    NboardMoveReply reply;
    reply.move = *move;
    if (const std::size_t slash = text.find('/'); slash != std::string_view::npos) {
        const std::string_view rest = text.substr(slash + 1);
        reply.eval = evaluation(rest.substr(0, rest.find('/')));
    }
    return reply;
}

std::optional<MoveValue> parseNboardHint(std::string_view line, const Position& position) {
    const std::vector<std::string_view> words = splitWords(line);
    if (words.size() < 5 || (words[0] != "search" && words[0] != "book")) return std::nullopt;
    if (words[1].size() < 2) return std::nullopt;
    const std::optional<Square> move = parseProtocolMove(words[1].substr(0, 2), position.size());
    if (!move || !position.isLegal(*move)) return std::nullopt;
    const std::optional<double> eval = evaluation(words[2]);
    if (!eval) return std::nullopt;
    MoveValue value;
    value.move = *move;
    value.score = int(std::lround(*eval));
    value.book = words[0] == "book";
    const std::string_view depth = words[4];
    if (depth.ends_with('%')) {
        value.exact = depth == "100%";
        value.depth = position.emptyCount();
    } else {
        value.depth = int(parseInteger(depth, 0, kGridSquares).value_or(0));
    }
    return value;
}

}  // namespace hasami
