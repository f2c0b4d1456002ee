// SPDX-License-Identifier: GPL-3.0-or-later
// Other programs' engines in the window: a whole game of Hasami against Debian's gtp-rhino
// through the window's engine player; an engine that crashes is reported by name and the
// game is kept; a side switch cancels an external engine's move; the engines a person adds in
// Settings are kept.
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "engine/formats/notation.h"
#include "ui/dialogs/settings_dialog.h"
#include "ui/session_old/game_controller.h"
#include "ui/session_old/settings.h"

using namespace hasami;

namespace {

const char* const kRhino = "gtp:/usr/games/gtp-rhino -l 1";

SearchLimits depth(int plies) {
    SearchLimits limits;
    limits.depth = plies;
    return limits;
}

}  // namespace

class TestExternalEngines : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY2(QFile::exists(QStringLiteral("/usr/games/gtp-rhino")),
                 "gtp-rhino is missing: apt-get install grhino");
        QStandardPaths::setTestModeEnabled(true);
    }

    void playsAWholeGameAgainstGtpRhino() {
        GameController controller;
        controller.setAiDelay(0);
        controller.setSearchLimits(depth(2));
        controller.setExternalEngine(Color::White, kRhino, QStringLiteral("GRhino"));
        QCOMPARE(controller.engineName(Color::White), QStringLiteral("GRhino"));
        QSignalSpy failed(&controller, &GameController::engineFailed);
        QSignalSpy over(&controller, &GameController::gameOver);
        controller.setAi(Color::White, true);
        controller.setAi(Color::Black, true);
        QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 120000);
        QCOMPARE(failed.count(), 0);
        const Game& game = controller.game();
        QVERIFY(game.isOver());
        // The record replays: every move was legal where it was played.
        Game replay(game.start());
        for (const Square move : game.moves()) QVERIFY(replay.play(move));
        QCOMPARE(over.first().first().toInt(), game.scoreFor(Color::Black));
    }

    void aCrashingEngineIsReportedByNameAndTheGameIsKept() {
        GameController controller;
        controller.setAiDelay(0);
        controller.setAi(Color::White, false);
        controller.setExternalEngine(Color::Black, "gtp:sh -c \"read line; exit 3\"",
                                     QStringLiteral("Crasher"));
        QSignalSpy failed(&controller, &GameController::engineFailed);
        controller.setAi(Color::Black, true);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        const QString message = failed.first().first().toString();
        QVERIFY2(message.contains(QStringLiteral("Crasher")) &&
                     message.contains(QStringLiteral("exit code 3")),
                 qPrintable(message));
        QCOMPARE(controller.game().ply(), 0);
        QVERIFY(controller.isPaused());
        // The person takes the side back and plays on.
        controller.setAi(Color::Black, false);
        controller.playSquare(*parseSquare("f5"));
        QCOMPARE(controller.game().ply(), 1);
    }

    void takingTheSideBackCancelsTheEnginesMove() {
        // An engine that would think for hours; the side taken back, the person moves, and a
        // quick engine given the other side answers in the game as it now stands.
        GameController controller;
        controller.setAiDelay(0);
        controller.setAi(Color::White, false);
        controller.setExternalEngine(Color::Black,
                                     std::string("gtp:") + HASAMI_CLI + " gtp --depth 40 --no-book",
                                     QStringLiteral("Slow"));
        controller.setAi(Color::Black, true);
        QTRY_VERIFY_WITH_TIMEOUT(controller.isThinking(), 10000);
        QTest::qWait(300);
        controller.setAi(Color::Black, false);
        QVERIFY(!controller.isThinking());
        controller.playSquare(*parseSquare("f5"));
        controller.setExternalEngine(Color::White, kRhino, QStringLiteral("GRhino"));
        controller.setAi(Color::White, true);
        QTRY_COMPARE_WITH_TIMEOUT(controller.game().ply(), 2, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isEngineBusy(), 30000);
    }

    void anNboardEngineMakesTheAnalyses() {
        GameController controller;
        controller.setAi(Color::White, false);
        controller.setAnalysisEngine(std::string("nboard:") + HASAMI_CLI + " nboard --no-book",
                                     QStringLiteral("Hasami NBoard"));
        QSignalSpy finished(&controller, &GameController::analysisFinished);
        QSignalSpy failed(&controller, &GameController::engineFailed);
        const Position position = parseTranscript("f5d6c3d3c4")->position();
        controller.analyze(position, depth(3));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        const auto analysis = finished.first().at(1).value<hasami::Analysis>();
        QCOMPARE(int(analysis.moves.size()), popcount(position.legalMoves()));
        QCOMPARE(failed.count(), 0);
        // A GTP engine cannot analyse: the person is told, with its name.
        controller.setAnalysisEngine(kRhino, QStringLiteral("GRhino"));
        controller.analyze(position, depth(3));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        QVERIFY(failed.first().first().toString().contains(QStringLiteral("GRhino")));
    }

    void settingsKeepTheEngines() {
        QTemporaryDir folder;
        QSettings store(folder.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        Settings settings;
        SettingsDialog dialog(settings);
        QString error;
        QVERIFY(!dialog.addEngine(QStringLiteral("Nothing"), QStringLiteral("gtp:"), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!dialog.addEngine(QStringLiteral("Level"), QStringLiteral("level:3"), &error));
        QVERIFY(dialog.addEngine(QStringLiteral("GRhino"), QString::fromLatin1(kRhino)));
        QVERIFY(dialog.addEngine(QStringLiteral("Me"), QStringLiteral("nboard:hasami-cli nboard")));
        settings = dialog.settings();
        QCOMPARE(settings.engineNames, (QStringList{"GRhino", "Me"}));
        settings.whiteEngine = 1;
        QVERIFY(settings.save(store));
        QStringList problems;
        const Settings read = Settings::load(store, &problems);
        QVERIFY(problems.isEmpty());
        QCOMPARE(read.engineSpecFor(false), QString::fromLatin1(kRhino));
        QCOMPARE(read.engineNameFor(false), QStringLiteral("GRhino"));
        QCOMPARE(read.engineSpecFor(true), QString());
        // Only an NBoard engine may analyse.
        settings.analysisEngine = 1;
        QVERIFY(settings.save(store));
        QCOMPARE(Settings::load(store, &problems).analysisEngine, 0);
        QCOMPARE(problems.size(), 1);
        problems.clear();
        settings.analysisEngine = 2;
        QVERIFY(settings.save(store));
        QCOMPARE(Settings::load(store).analysisEngineName(), QStringLiteral("Me"));
        // A damaged list: the bad entry and the choices beyond the list (Black's, the
        // analysis's) are dropped, and said.
        store.setValue(QStringLiteral("engines/specs"),
                       QStringList{QStringLiteral("random"), QString::fromLatin1(kRhino)});
        store.setValue(QStringLiteral("engines/black"), 7);
        const Settings damaged = Settings::load(store, &problems);
        QCOMPARE(damaged.engineSpecs, QStringList{QString::fromLatin1(kRhino)});
        QCOMPARE(damaged.blackEngine, 0);
        QCOMPARE(damaged.analysisEngine, 0);
        QCOMPARE(problems.size(), 3);
    }
};

QTEST_MAIN(TestExternalEngines)
#include "tst_external_engines.moc"
