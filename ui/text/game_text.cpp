// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/game_text.h"

#include <algorithm>

#include <QCoreApplication>
#include <QLocale>

#include <string>

#include "engine/formats/notation.h"

namespace hasami {

QString GameText::colorName(Color color) {
    return color == Color::Black ? tr("Black") : tr("White");
}

QString GameText::discSymbol(Color color) {
    return color == Color::Black ? QStringLiteral("\u25cf") : QStringLiteral("\u25cb");
}

QString GameText::moveName(Square move) {
    return move == kPass ? tr("pass") : QString::fromStdString(squareName(move));
}

QString GameText::result(const Position& position, int blackScore) {
    const int black = position.discCount(Color::Black);
    const int white = position.discCount(Color::White);
    if (blackScore == 0) return tr("Draw, %1\u2013%2.").arg(black).arg(white);
    const Color winner = blackScore > 0 ? Color::Black : Color::White;
    return tr("%1 wins by %2 (%3\u2013%4).")
        .arg(colorName(winner))
        .arg(std::abs(blackScore))
        .arg(std::max(black, white))
        .arg(std::min(black, white));
}

QString GameText::lostOnTime(Color loser) {
    return tr("%1's time ran out: %2 wins on time.")
        .arg(colorName(loser), colorName(opposite(loser)));
}

QString GameText::passes(Color color) {
    return tr("%1 has no legal move and passes.").arg(colorName(color));
}

QString GameText::sentences(const QString& first, const QString& second) {
    if (first.isEmpty()) return second;
    if (second.isEmpty()) return first;
    return tr("%1 %2", "two sentences, one after the other").arg(first, second);
}

QString GameText::levelName(int level) {
    switch (level) {
        case 1:
            return tr("1 \u00b7 First game");
        case 2:
            return tr("2 \u00b7 Beginner");
        case 3:
            return tr("3 \u00b7 Casual player");
        case 4:
            return tr("4 \u00b7 Improving player");
        case 5:
            return tr("5 \u00b7 Club player");
        case 6:
            return tr("6 \u00b7 Strong club player");
        case 7:
            return tr("7 \u00b7 Expert");
        case 8:
            return tr("8 \u00b7 Master");
        case 9:
            return tr("9 \u00b7 Grandmaster");
        case 10:
            return tr("10 \u00b7 Champion");
        case 11:
            return tr("11 \u00b7 Deep engine (0.1 s a move)");
        case 12:
            return tr("12 \u00b7 Deeper engine (0.4 s a move)");
        case 13:
            return tr("13 \u00b7 Full strength (4 s a move)");
        default:
            return tr("Custom depth and time");
    }
}

QString GameText::clockTime(Milliseconds left) {
    const qint64 ms = std::max<qint64>(0, left.count());
    constexpr qint64 kTenthsBelow = 20'000;
    if (ms < kTenthsBelow) {
        // Rounded down, so that the display reaches 0 exactly when the time runs out.
        return QStringLiteral("0:%1.%2").arg(ms / 1000, 2, 10, QLatin1Char('0')).arg(ms / 100 % 10);
    }
    const qint64 seconds = (ms + 999) / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString GameText::timeControl(const TimeControl& control) {
    const qint64 minutes = control.initial.count() / 60'000;
    QString base = control.initial.count() % 60'000 == 0
                       ? tr("%n min", nullptr, int(minutes))
                       : tr("%1 s").arg(double(control.initial.count()) / 1000);
    if (control.increment.count() == 0) return base;
    return tr("%1 + %2 s").arg(base).arg(double(control.increment.count()) / 1000);
}

QString GameText::signedNumber(int value) {
    if (value > 0) return QStringLiteral("+%1").arg(value);
    if (value < 0) return QStringLiteral("\u2212%1").arg(-value);
    return QStringLiteral("0");
}

QString GameText::openingName(std::string_view name) {
    const std::string key(name);
    // The names' entries are written from the data file (translations/opening_names.cmake).
    return QCoreApplication::translate("OpeningName", key.c_str());
}

QString GameText::moveClassName(MoveClass kind) {
    switch (kind) {
        case MoveClass::Book:
            return tr("Book");
        case MoveClass::Best:
            return tr("Best");
        case MoveClass::Excellent:
            return tr("Excellent");
        case MoveClass::Good:
            return tr("Good");
        case MoveClass::Inaccuracy:
            return tr("Inaccuracy");
        case MoveClass::Mistake:
            return tr("Mistake");
        case MoveClass::Blunder:
            return tr("Blunder");
    }
    return {};
}

QString GameText::moveClassWithGlyph(MoveClass kind) {
    const std::string_view glyph = moveClassGlyph(kind);
    if (glyph.empty()) return moveClassName(kind);
    return QStringLiteral("%1 %2").arg(moveClassName(kind), QLatin1String(glyph));
}

QColor GameText::moveClassColor(MoveClass kind) {
    switch (kind) {
        case MoveClass::Inaccuracy:
            return {0xd0, 0x9a, 0x00};
        case MoveClass::Mistake:
            return {0xe0, 0x6c, 0x00};
        case MoveClass::Blunder:
            return {0xd6, 0x27, 0x28};
        default:
            return {};
    }
}

QString GameText::discCount(int count) {
    return count == 1 ? tr("1 disc") : tr("%1 discs").arg(count);
}

QString GameText::percent(double value) {
    return tr("%1%").arg(QLocale().toString(value, 'f', 1));
}

QString GameText::valueKind(const MoveValue& value) {
    if (value.book) return tr("book");
    if (value.exact) return tr("exact");
    if (value.probability < 100) return tr("probable, %1%").arg(value.probability);
    return tr("depth %1").arg(value.depth);
}

QString GameText::valueCaption(const MoveValue& value) {
    if (value.book) return tr("book");
    if (value.exact) return {};
    if (value.probability < 100) return tr("%1%").arg(value.probability);
    return tr("d%1", "a search's depth, in plies, under a value on the board").arg(value.depth);
}

QString GameText::line(std::span<const Square> moves) {
    QStringList names;
    for (Square move : moves) names << moveName(move);
    return names.join(QLatin1Char(' '));
}

QString GameText::valueWithLine(const MoveValue& value) {
    QString said = tr("%1 (%2)").arg(signedNumber(value.score), valueKind(value));
    if (value.line.empty()) return said;
    return tr("%1: %2", "a value, then its line of moves").arg(said, line(value.line));
}

QString GameText::count(double value) {
    const QLocale locale;
    constexpr double kThousand = 1e3;
    constexpr double kMillion = 1e6;
    constexpr double kThousandMillion = 1e9;
    if (value < 10 * kThousand) return locale.toString(qint64(value));
    if (value < kMillion) {
        return tr("%1 k", "thousands").arg(locale.toString(value / kThousand, 'f', 1));
    }
    if (value < kThousandMillion) {
        return tr("%1 M", "millions").arg(locale.toString(value / kMillion, 'f', 1));
    }
    return tr("%1 G", "thousands of millions")
        .arg(locale.toString(value / kThousandMillion, 'f', 2));
}

QString GameText::searchEffort(const SearchInfo& figures, double seconds) {
    QStringList parts;
    if (figures.nodes > 0) {
        parts << tr("%1 nodes").arg(count(double(figures.nodes)));
        if (figures.seconds > 0) {
            parts << tr("%1 nodes/s").arg(count(double(figures.nodes) / figures.seconds));
        }
    }
    parts << tr("%1 s").arg(QLocale().toString(std::max(figures.seconds, seconds), 'f', 1));
    return parts.join(tr(" \u00b7 ", "between a search's figures"));
}

QString GameText::searchFigures(const SearchInfo& figures, double seconds) {
    MoveValue kind;
    kind.depth = figures.depth;
    kind.exact = figures.exact;
    kind.book = figures.book;
    kind.probability = figures.probability;
    return valueKind(kind) + tr(" \u00b7 ", "between a search's figures") +
           searchEffort(figures, seconds);
}

}  // namespace hasami
