// SPDX-License-Identifier: GPL-3.0-or-later
// The Japanese translation: every string of the interface is translated, placeholders are
// kept, and the game shows Japanese once it is loaded.
#include <QAction>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QXmlStreamReader>

#include "engine/formats/notation.h"
#include "session/autosave.h"
#include "session/database_problem_text.h"
#include "tests/support/test_window.h"
#include "ui/text/game_text.h"

using namespace hasami;
using namespace hasami::test;

namespace {

struct Message {
    QString context;
    QString source;
    QString translation;
    QString type;  // "unfinished", "vanished", "obsolete" or empty
};

QList<Message> readTs(const QString& path) {
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            message = Message{context, xml.readElementText(), {}, {}};
        } else if (xml.name() == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            // A message with plural forms holds them as <numerusform> children.
            message.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            messages << message;
        }
    }
    return messages;
}

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression marker(QStringLiteral("%\\d"));
    QSet<QString> found;
    for (const auto& match : marker.globalMatch(text)) found << match.captured();
    return found;
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyEntryIsFinished();
    void everyStringOfTheSourcesIsInTheFile();
    void japaneseShowsInTheWindow();
    void oneWordForOneThing();
    void databaseProblemsAreInJapanese();
};

void TestTranslations::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HasamiTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_translations"));
    // The window starts from the standard start, whatever an earlier run left behind.
    QSettings().clear();
    QFile::remove(Autosave::defaultPath());
}

void TestTranslations::everyEntryIsFinished() {
    const QList<Message> messages = readTs(QStringLiteral(HASAMI_TS_FILE));
    QVERIFY(messages.size() > 100);
    for (const Message& message : messages) {
        const QString where = message.context + QStringLiteral(": ") + message.source;
        QVERIFY2(message.type.isEmpty(), qPrintable(message.type + QStringLiteral(" ") + where));
        QVERIFY2(!message.translation.isEmpty(), qPrintable(where));
        QVERIFY2(placeholders(message.translation) == placeholders(message.source),
                 qPrintable(QStringLiteral("placeholders differ in ") + where));
    }
}

void TestTranslations::everyStringOfTheSourcesIsInTheFile() {
    // lupdate, run afresh over the sources, finds nothing the committed file lacks.
    QTemporaryDir folder;
    const QString fresh = folder.filePath(QStringLiteral("fresh_ja.ts"));
    QStringList arguments = QStringLiteral(HASAMI_TRANSLATED_SOURCES).split(QLatin1Char('|'));
    // Includes are written from the repository root: lupdate needs it to find the classes.
    arguments << QStringLiteral("-I") << QStringLiteral(HASAMI_SOURCE_ROOT);
    arguments << QStringLiteral("-silent") << QStringLiteral("-ts") << fresh;
    QProcess lupdate;
    lupdate.start(QStringLiteral(HASAMI_LUPDATE), arguments);
    QVERIFY(lupdate.waitForFinished(60000));
    QCOMPARE(lupdate.exitCode(), 0);
    QSet<QString> translated;
    for (const Message& message : readTs(QStringLiteral(HASAMI_TS_FILE))) {
        translated << message.context + QLatin1Char('\n') + message.source;
    }
    const QList<Message> found = readTs(fresh);
    QVERIFY(found.size() > 100);
    for (const Message& message : found) {
        QVERIFY2(translated.contains(message.context + QLatin1Char('\n') + message.source),
                 qPrintable(QStringLiteral("not in hasami_ja.ts: ") + message.source));
    }
}

void TestTranslations::japaneseShowsInTheWindow() {
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(HASAMI_QM_DIR "/hasami_ja.qm")));
    QCoreApplication::installTranslator(&translator);
    TestWindow window;
    QCOMPARE(window.turnLabel()->text(), QStringLiteral("黒の番"));
    QCOMPARE(window.findChild<QAction*>(QStringLiteral("newAction"))->text(),
             QStringLiteral("新規ゲーム(&N)"));
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("ハサミ")));
    // The tool bar's buttons without the menu's "(N)".
    auto* tools = window.findChild<QToolBar*>(QStringLiteral("gameToolBar"));
    QVERIFY(tools);
    for (QAction* action : tools->actions()) {
        if (action->isSeparator()) continue;
        const auto* button = qobject_cast<QToolButton*>(tools->widgetForAction(action));
        QVERIFY(button);
        QVERIFY2(!button->text().contains(QLatin1Char('(')), qPrintable(button->text()));
    }
    QCOMPARE(qobject_cast<QToolButton*>(
                 tools->widgetForAction(window.findChild<QAction*>(QStringLiteral("newAction"))))
                 ->text(),
             QStringLiteral("新規ゲーム"));
    // Two sentences in a message: none after "。" with a space.
    const QString opened = GameText::sentences(QStringLiteral("開きました。"),
                                               QStringLiteral("コンピューターは待っています。"));
    QVERIFY(!opened.contains(QStringLiteral("。 ")));
    // Opening names that have a Japanese name show it.
    window.play().setGame(*parseTranscript("f5 d6 c3 d3 c4"));
    const auto* opening = window.findChild<QLabel*>(QStringLiteral("openingName"));
    QVERIFY2(opening->text().contains(QStringLiteral("虎")), qPrintable(opening->text()));
    window.play().setGame(*parseTranscript("f5 f6"));
    QVERIFY2(opening->text().contains(QStringLiteral("斜め取り")), qPrintable(opening->text()));
    QCoreApplication::removeTranslator(&translator);
}

void TestTranslations::oneWordForOneThing() {
    // コンピューター, as current Japanese interfaces write it, never コンピュータ; and no space
    // between a colour's name and the particle after it.
    const QRegularExpression shortForm(QStringLiteral("コンピュータ(?!ー)"));
    const QRegularExpression spacedColour(QStringLiteral("%\\d [のはがを]"));
    for (const Message& message : readTs(QStringLiteral(HASAMI_TS_FILE))) {
        QVERIFY2(!shortForm.match(message.translation).hasMatch(), qPrintable(message.translation));
        if (message.source.contains(QStringLiteral(" to move"))) {
            QVERIFY2(!spacedColour.match(message.translation).hasMatch(),
                     qPrintable(message.translation));
        }
    }
}

// Every problem the database can meet reading its files is said in Japanese, naming its file
// (the command line says them in English: DatabaseProblem::text).
void TestTranslations::databaseProblemsAreInJapanese() {
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(HASAMI_QM_DIR "/hasami_ja.qm")));
    QCoreApplication::installTranslator(&translator);
    using Kind = DatabaseProblem::Kind;
    static const QRegularExpression japanese(
        QStringLiteral("[\\x{3040}-\\x{30ff}\\x{4e00}-\\x{9fff}]"));
    for (const Kind kind :
         {Kind::Unreadable, Kind::ZipFile, Kind::FolderUnreadable, Kind::Damaged,
          Kind::NamesDamaged, Kind::NotAGameFile, Kind::NotFromStart, Kind::OtherStarts,
          Kind::TooManyGames, Kind::IndexNotKept, Kind::IllegalMoves, Kind::Duplicates}) {
        const DatabaseProblem problem{kind, "/home/ann/wthor/WTH_2001.wtb", "cut short", 3};
        const QString said = DatabaseProblemText::of(problem);
        QVERIFY2(said.contains(japanese), qPrintable(said));
        const bool aboutAFile = kind != Kind::TooManyGames && kind != Kind::IndexNotKept &&
                                kind != Kind::IllegalMoves && kind != Kind::Duplicates;
        QVERIFY2(!aboutAFile || said.contains(QStringLiteral("WTH_2001.wtb")), qPrintable(said));
        QVERIFY2(said != QString::fromStdString(problem.text()), qPrintable(said));
    }
    // What is wrong inside a WTHOR file, in Japanese too, with its numbers.
    using Fault = WthorFault::Kind;
    for (const Fault fault : {Fault::ShorterThanHeader, Fault::CutShort, Fault::OtherBoard,
                              Fault::Solitaire, Fault::NotASquare}) {
        WthorFault wthor;
        wthor.kind = fault;
        wthor.bytes = 101986;
        wthor.announced = 1500;
        wthor.expected = 102016;
        wthor.boardSize = 10;
        wthor.game = 1234;
        wthor.move = 7;
        wthor.value = 99;
        const DatabaseProblem problem{Kind::Damaged, "/home/ann/wthor/WTH_2001.wtb", wthor.text(),
                                      0, wthor};
        const QString said = DatabaseProblemText::of(problem);
        QVERIFY2(said.contains(japanese), qPrintable(said));
        QVERIFY2(!said.contains(QStringLiteral("cut short")) &&
                     !said.contains(QStringLiteral("not a")) &&
                     !said.contains(QStringLiteral("board")),
                 qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("WTH_2001.wtb")), qPrintable(said));
        // Numbers as the locale writes them, with or without a thousands separator.
        const QString number = fault == Fault::CutShort            ? QStringLiteral("1\\D?500")
                               : fault == Fault::OtherBoard        ? QStringLiteral("10")
                               : fault == Fault::NotASquare        ? QStringLiteral("99")
                               : fault == Fault::ShorterThanHeader ? QStringLiteral("101\\D?986")
                                                                   : QString();
        QVERIFY2(said.contains(QRegularExpression(number)), qPrintable(said));
    }
    QCoreApplication::removeTranslator(&translator);
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
