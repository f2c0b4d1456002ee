// SPDX-License-Identifier: GPL-3.0-or-later
// Sessions for tests: settings and the autosave of their own (a fresh file in a temporary
// folder), no saved game brought back, the computer at a custom depth without the pace of play,
// and stand-ins for the engine where a test needs one.
#pragma once

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "session/analysis_scheduler.h"
#include "session/autosave.h"
#include "session/engine_queue.h"
#include "session/game_clocks.h"
#include "session/game_session.h"
#include "session/hints.h"
#include "session/modes/guess_mode.h"
#include "session/modes/mistake_drill.h"
#include "session/modes/play_mode.h"
#include "session/modes/puzzle_mode.h"
#include "session/modes/retry_mode.h"
#include "session/modes/trainer_mode.h"
#include "session/seats.h"
#include "session/session.h"
#include "tests/support/built_in_books.h"

namespace hasami::test {

// Settings and files of the tests' own, away from the person's.
inline void useTestStorage(const char* suite) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HasamiTests"));
    QCoreApplication::setApplicationName(QString::fromLatin1(suite));
}

// Settings as the tests start from: a person plays Black, the computer White at a custom
// depth, at once; hints and the board's evaluations to the same depth, without deepening on
// (the stand-in engines answer to the depth they are asked for).
inline Settings quickSettings(int depth = 10) {
    Settings settings;
    settings.level = Settings::kCustomLevel;
    settings.depth = depth;
    settings.analysisDepth = depth;
    settings.analysisDeepens = false;
    settings.aiDelayMs = 0;
    settings.flipSpeed = FlipSpeed::Off;
    settings.blackIsAi = false;
    settings.whiteIsAi = true;
    return settings;
}

// The computer searches `depth` plies from now on (and hints too), for both colours.
inline void searchTo(Session& session, int depth) {
    Settings settings = session.settings();
    settings.level = Settings::kCustomLevel;
    settings.depth = depth;
    settings.moveSeconds = 0;
    settings.analysisDepth = depth;
    session.applySettings(settings);
}

// Sets the settings in store before a session reads them.
class StoredSettings {
public:
    explicit StoredSettings(const Settings& settings) {
        QSettings store;
        store.clear();
        settings.save(store);
    }
};

class TestSession {
public:
    explicit TestSession(MoveSource moves = {}, AnalysisSource analyses = {},
                         const Settings& settings = quickSettings())
        : stored_(settings), session_(optionsFor(folder_, std::move(moves), std::move(analyses))) {}

    Session& operator*() { return session_; }
    Session* operator->() { return &session_; }
    const QString& autosavePath() const { return autosavePath_; }

private:
    Session::Options optionsFor(const QTemporaryDir& folder, MoveSource moves,
                                AnalysisSource analyses) {
        autosavePath_ = folder.filePath(QStringLiteral("autosave.txt"));
        return {std::move(moves),
                std::move(analyses),
                autosavePath_,
                {},
                folder.filePath(QStringLiteral("games")),
                folder.path(),
                folder.filePath(QStringLiteral("book.bin")),
                builtInBooks().builtIn(),
                {modeMaker<GuessMode>(), modeMaker<PuzzleMode>(), modeMaker<TrainerMode>(),
                 modeMaker<RetryMode>(), modeMaker<MistakeDrill>()}};
    }

    QTemporaryDir folder_;
    QString autosavePath_;
    StoredSettings stored_;
    Session session_;
};

// The position a move or analysis job asks about.
inline const Position& positionOf(const EngineJob& job) {
    if (const auto* move = std::get_if<MoveRequest>(&job.task)) return move->position;
    return std::get<AnalysisRequest>(job.task).position;
}

// The first legal move of the job's position, at once.
inline SearchInfo firstLegalMoveOf(const EngineJob& job) {
    SearchInfo info;
    info.bestMove = *squaresOf(positionOf(job).legalMoves()).begin();
    return info;
}

// Guess the Moves of `color` in `record`, opened on the board first (unless it is the game on
// the board), through the session's one way of beginning a mode.
inline bool startGuessing(Session& session, const Game& record, Color color, QString* why) {
    if (&record != &session.game().game()) session.openGame(record, {});
    return session.begin<GuessMode>([&](GuessMode& mode) { return mode.start(color, why); });
}

// Puzzles of `puzzles`, named "tests", the same way.
inline bool startPuzzles(Session& session, std::vector<Puzzle> puzzles, QString* why) {
    return session.begin<PuzzleMode>([&](PuzzleMode& mode) {
        return mode.start(std::move(puzzles), QStringLiteral("tests"), why);
    });
}

}  // namespace hasami::test
