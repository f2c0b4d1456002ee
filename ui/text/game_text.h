// SPDX-License-Identifier: GPL-3.0-or-later
// The words the interface uses for the game's things: colours, moves and results, translated.
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <span>
#include <string_view>

#include "engine/board/position.h"
#include "engine/game/clock.h"
#include "engine/game/game_report.h"
#include "engine/search/types.h"

namespace hasami {

class GameText {
    Q_DECLARE_TR_FUNCTIONS(GameText)

public:
    static QString colorName(Color color);   // "Black" or "White"
    static QString discSymbol(Color color);  // ● or ○
    static QString moveName(Square move);    // "f5", or "pass"
    static QString signedNumber(int value);  // "+4", "0", "−2" (a true minus sign)
    // The result of the finished game at `position`, `blackScore` being Black's final score.
    static QString result(const Position& position, int blackScore);
    // The result of a game that `loser` lost on time.
    static QString lostOnTime(Color loser);
    static QString passes(Color color);  // "White has no legal move and passes."
    // Two sentences one after the other, as the language writes them (a space in English).
    static QString sentences(const QString& first, const QString& second);
    // A level of play by its number and what it suits ("5 · Club player"); the custom
    // depth and time for Settings::kCustomLevel.
    static QString levelName(int level);
    // A clock's time left: "4:59", with tenths under 20 seconds ("0:09.4"), "0:00" when out.
    static QString clockTime(Milliseconds left);
    // A time control: "5 min", "5 min + 3 s".
    static QString timeControl(const TimeControl& control);
    // Where a move's value comes from and how sure it is: "book", "exact", "probable, 73%",
    // "depth 14".
    static QString valueKind(const MoveValue& value);
    // A value's caption on the board, short: "book", "73%", "d14"; empty for an exact value.
    static QString valueCaption(const MoveValue& value);
    // A line of moves: "f5 d6 c3", passes as "pass".
    static QString line(std::span<const Square> moves);
    // A move's value and line: "+4 (depth 14): f5 d6 c3".
    static QString valueWithLine(const MoveValue& value);
    // A count of positions, short: "812", "12.4 k", "3.1 M", "1.25 G".
    static QString count(double value);
    // What a search has done: "12.4 M nodes · 3.1 M nodes/s · 4.0 s" (the time alone while it
    // has counted no positions). The speed is the figures' own; the time shown is `seconds`
    // when that is longer (a search that runs on since its last report).
    static QString searchEffort(const SearchInfo& figures, double seconds = 0);
    // How far a search has gone and what it took: "depth 14 · 12.4 M nodes · 3.1 M nodes/s ·
    // 4.0 s", its depth as valueKind says it.
    static QString searchFigures(const SearchInfo& figures, double seconds = 0);
    // An opening's name (engine/data/openings.txt) in the language of the interface.
    static QString openingName(std::string_view name);
    // A move's class as a review names it: "Best", ..., "Blunder"; with its glyph where it has
    // one ("Blunder ??").
    static QString moveClassName(MoveClass kind);
    static QString moveClassWithGlyph(MoveClass kind);
    // The colour a class is marked in, in the list, on the graph and on the board: none (an
    // invalid colour) for Book, Best, Excellent and Good; amber, orange and red for ?!, ?, ??.
    static QColor moveClassColor(MoveClass kind);
    // A percentage to one decimal, as the person's language writes it: "84.2%".
    static QString percent(double value);
    static QString discCount(int count);  // "1 disc", "5 discs"
};

}  // namespace hasami
