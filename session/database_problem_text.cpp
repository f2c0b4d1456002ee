// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/database_problem_text.h"

namespace hasami {

namespace {

// "1,500 games", "one player", … as a WTHOR header announces them.
QString announced(const WthorFault& fault) {
    const bool one = fault.announced == 1;
    const auto count = qlonglong(fault.announced);
    switch (fault.records) {
        case WthorFault::Records::Games:
            return one ? DatabaseProblemText::tr("one game")
                       : DatabaseProblemText::tr("%L1 games").arg(count);
        case WthorFault::Records::Players:
            return one ? DatabaseProblemText::tr("one player")
                       : DatabaseProblemText::tr("%L1 players").arg(count);
        case WthorFault::Records::Tournaments:
            return one ? DatabaseProblemText::tr("one tournament")
                       : DatabaseProblemText::tr("%L1 tournaments").arg(count);
    }
    return {};
}

}  // namespace

QString DatabaseProblemText::of(const WthorFault& fault) {
    using Kind = WthorFault::Kind;
    switch (fault.kind) {
        case Kind::ShorterThanHeader:
            return fault.bytes == 1 ? tr("not a WTHOR file: one byte, shorter than its header")
                                    : tr("not a WTHOR file: %L1 bytes, shorter than its header")
                                          .arg(qulonglong(fault.bytes));
        case Kind::CutShort:
            return tr("cut short: its header announces %1 (%L2 bytes), the file has %L3 bytes")
                .arg(announced(fault))
                .arg(qulonglong(fault.expected))
                .arg(qulonglong(fault.bytes));
        case Kind::OtherBoard:
            return tr("its games are on a %1 \u00d7 %1 board, not 8 \u00d7 8").arg(fault.boardSize);
        case Kind::Solitaire:
            return tr("it holds solitaire games, not games");
        case Kind::NotASquare:
            return tr("game %L1: move %2 is %3, not a square")
                .arg(qlonglong(fault.game))
                .arg(fault.move)
                .arg(fault.value);
    }
    return QString::fromStdString(fault.text());
}

QString DatabaseProblemText::of(const DatabaseProblem& problem) {
    using Kind = DatabaseProblem::Kind;
    const QString path = QString::fromStdString(problem.path);
    const QString detail =
        problem.wthor ? of(*problem.wthor) : QString::fromStdString(problem.detail);
    const int count = int(problem.count);
    switch (problem.kind) {
        case Kind::Unreadable:
            return tr("%1: cannot be read (%2); skipped.").arg(path, detail);
        case Kind::ZipFile:
            return tr("%1: a zip file: unzip it into the folder.").arg(path);
        case Kind::FolderUnreadable:
            return tr("The folder %1 cannot be read (%2).").arg(path, detail);
        case Kind::NoGameFiles:
            return tr("The folder %1 holds no file of games (.wtb, .ggf or .txt).").arg(path);
        case Kind::Damaged:
            return tr("%1: %2; skipped.").arg(path, detail);
        case Kind::NamesDamaged:
            return tr("%1: %2; its names are shown as numbers.").arg(path, detail);
        case Kind::NotAGameFile:
            return tr("%1: not a game file, a GGF or a WTHOR file (%2); skipped.")
                .arg(path, detail);
        case Kind::NotFromStart:
            return tr("%1: its game is not from the 8 \u00d7 8 start position; skipped.").arg(path);
        case Kind::OtherStarts:
            return tr("%1: %n game(s) not from the 8 \u00d7 8 start position left out.", "", count)
                .arg(path);
        case Kind::TooManyGames:
            return tr("Only the first %L1 games are looked in.").arg(count);
        case Kind::IndexNotKept:
            return tr("The index could not be kept (%1); it is made again at the next start.")
                .arg(detail);
        case Kind::IllegalMoves:
            return tr("%n game(s) with a move that is not legal: each is used up to that move.", "",
                      count);
        case Kind::Duplicates:
            return tr("%n game(s) found again (the same players, year and moves), counted once.",
                      "", count);
    }
    return QString::fromStdString(problem.text());
}

}  // namespace hasami
