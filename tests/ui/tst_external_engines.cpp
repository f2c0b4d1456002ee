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
#include "session/settings.h"
#include "tests/support/test_session.h"
#include "ui/dialogs/settings_dialog.h"

using namespace hasami;
using namespace hasami::test;

namespace {

const char* const kRhino = "gtp:/usr/games/gtp-rhino -l 1";

// Another program's engine as the computer, Hasami's style aside.
ComputerPlayer external(const std::string& spec, const char* name) {
    ComputerPlayer player;
    player.externalSpec = spec;
    player.externalName = QString::fromLatin1(name);
    return player;
}

}  // namespace

class TestExternalEngines : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY2(QFile::exists(QStringLiteral("/usr/games/gtp-rhino")),
                 "gtp-rhino is missing: apt-get install grhino");
        useTestStorage("tst_external_engines");
    }

    void playsAWholeGameAgainstGtpRhino() {
        TestSession s({}, {}, quickSettings(2));
        s->seats().setComputerPlayer(Color::White, external(kRhino, "GRhino"));
        QCOMPARE(s->seats().engineName(Color::White), QStringLiteral("GRhino"));
        QSignalSpy failed(&s->play(), &PlayMode::engineFailed);
        QSignalSpy over(&s->play(), &PlayMode::gameOver);
        s->seats().setComputer(Color::White, true);
        s->seats().setComputer(Color::Black, true);
        QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 120000);
        QCOMPARE(failed.count(), 0);
        const Game& game = s->game().game();
        QVERIFY(game.isOver());
        // The record replays: every move was legal where it was played.
        Game replay(game.start());
        for (const Square move : game.moves()) QVERIFY(replay.play(move));
        QCOMPARE(over.first().first().toInt(), game.scoreFor(Color::Black));
    }

    void aCrashingEngineIsReportedByNameAndTheGameIsKept() {
        TestSession s;
        s->seats().setComputer(Color::White, false);
        s->seats().setComputerPlayer(Color::Black,
                                     external("gtp:sh -c \"read line; exit 3\"", "Crasher"));
        QSignalSpy failed(&s->play(), &PlayMode::engineFailed);
        s->seats().setComputer(Color::Black, true);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        const QString message = failed.first().first().toString();
        QVERIFY2(message.contains(QStringLiteral("Crasher")) &&
                     message.contains(QStringLiteral("exit code 3")),
                 qPrintable(message));
        QCOMPARE(s->game().game().ply(), 0);
        QVERIFY(s->playState().isPaused());
        // The person takes the side back and plays on.
        s->seats().setComputer(Color::Black, false);
        s->playSquare(*parseSquare("f5"));
        QCOMPARE(s->game().game().ply(), 1);
    }

    void takingTheSideBackCancelsTheEnginesMove() {
        // An engine that would think for hours; the side taken back, the person moves, and a
        // quick engine given the other side answers in the game as it now stands.
        TestSession s;
        s->seats().setComputer(Color::White, false);
        s->seats().setComputerPlayer(
            Color::Black,
            external(std::string("gtp:") + HASAMI_CLI + " gtp --depth 40 --no-book", "Slow"));
        s->seats().setComputer(Color::Black, true);
        QTRY_VERIFY_WITH_TIMEOUT(s->playState().isThinking(), 10000);
        QTest::qWait(300);
        s->seats().setComputer(Color::Black, false);
        QVERIFY(!s->playState().isThinking());
        s->playSquare(*parseSquare("f5"));
        s->seats().setComputerPlayer(Color::White, external(kRhino, "GRhino"));
        s->seats().setComputer(Color::White, true);
        QTRY_COMPARE_WITH_TIMEOUT(s->game().game().ply(), 2, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!s->engine().isBusy(), 30000);
    }

    void anNboardEngineMakesTheAnalyses() {
        TestSession s;
        s->seats().setComputer(Color::White, false);
        AnalysisScheduler& analysis = s->analysis();
        analysis.setEngine(std::string("nboard:") + HASAMI_CLI + " nboard --no-book",
                           QStringLiteral("Hasami NBoard"));
        QSignalSpy failed(&analysis, &AnalysisScheduler::analysisFailed);
        const Game game = *parseTranscript("f5d6c3d3c4");
        const Position position = game.position();
        s->play().setGame(game);
        analysis.setShown(true);
        QTRY_VERIFY_WITH_TIMEOUT(analysis.store().isAnalysed(position, 1), 60000);
        QCOMPARE(int(analysis.boardValues().size()), popcount(position.legalMoves()));
        QCOMPARE(failed.count(), 0);
        // A GTP engine cannot analyse: the person is told, with its name.
        analysis.setEngine(kRhino, QStringLiteral("GRhino"));
        s->playSquare(*squaresOf(position.legalMoves()).begin());
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
