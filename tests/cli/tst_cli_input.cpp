// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli against bad input: random and binary arguments, damaged files and standard
// input. Every run ends by itself with exit code 0 or 1 (1 with a message on stderr), never
// with a crash or a hang.
#include <random>

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    bool crashed = false;
    bool finished = false;
    QByteArray error;
};

Run runCli(const QStringList& arguments, const QByteArray& input = {}) {
    QProcess process;
    process.start(QStringLiteral(HASAMI_CLI), arguments);
    Run run;
    if (!process.waitForStarted()) return run;
    process.write(input);
    process.closeWriteChannel();
    run.finished = process.waitForFinished(20000);
    if (!run.finished) {
        process.kill();
        process.waitForFinished();
    }
    run.crashed = process.exitStatus() == QProcess::CrashExit;
    run.exitCode = process.exitCode();
    run.error = process.readAllStandardError();
    return run;
}

QString describe(const QStringList& arguments) {
    QStringList shown;
    for (const QString& argument : arguments) shown << argument.left(40).toHtmlEscaped();
    return shown.join(QLatin1Char(' '));
}

void expectRefusal(const Run& run, const QString& what) {
    QVERIFY2(run.finished, qPrintable(QStringLiteral("hangs: ") + what));
    QVERIFY2(!run.crashed, qPrintable(QStringLiteral("crashes: ") + what));
    QVERIFY2(run.exitCode == 1,
             qPrintable(QStringLiteral("exit code %1: ").arg(run.exitCode) + what));
    QVERIFY2(run.error.startsWith("hasami-cli: ") || run.error.contains("Usage"),
             qPrintable(QStringLiteral("no message: ") + what));
}

}  // namespace

class TestCliInput : public QObject {
    Q_OBJECT

private slots:
    void randomArguments();
    void damagedFiles_data();
    void damagedFiles();
    void damagedStandardInput();
    void aBookAndItsBackupSurviveAKill();
};

void TestCliInput::randomArguments() {
    // Words scripts use, and words they should not, in random orders: every run ends well.
    const QStringList words = {
        QStringLiteral("perft"),
        QStringLiteral("tree"),
        QStringLiteral("solve"),
        QStringLiteral("move"),
        QStringLiteral("arena"),
        QStringLiteral("--size"),
        QStringLiteral("--threads"),
        QStringLiteral("--player"),
        QStringLiteral("--players"),
        QStringLiteral("--games"),
        QStringLiteral("--seed"),
        QStringLiteral("4"),
        QStringLiteral("3"),
        QStringLiteral("-1"),
        QStringLiteral("0"),
        QStringLiteral("7"),
        QStringLiteral("99999999999999999999"),
        QStringLiteral("random,table"),
        QStringLiteral("search:2"),
        QStringLiteral("search:x"),
        QStringLiteral("-"),
        QStringLiteral("--"),
        QStringLiteral("--help"),
        QStringLiteral("XO-------------- O"),
        QStringLiteral("---------------------------OX------XO--------------------------- X"),
        QStringLiteral("\u00e9\u00e8\u2603"),
        QString(5000, QLatin1Char('x')),
        QString()};
    std::mt19937 random(7);
    int refused = 0;
    for (int i = 0; i < 150; ++i) {
        QStringList arguments;
        const int count = std::uniform_int_distribution<int>(0, 5)(random);
        for (int j = 0; j < count; ++j) {
            arguments << words[std::uniform_int_distribution<int>(0, words.size() - 1)(random)];
        }
        const Run run = runCli(arguments);
        const QString what = describe(arguments);
        QVERIFY2(run.finished && !run.crashed, qPrintable(what));
        QVERIFY2(run.exitCode == 0 || run.exitCode == 1, qPrintable(what));
        if (run.exitCode == 1) {
            QVERIFY2(!run.error.isEmpty(), qPrintable(QStringLiteral("silent refusal: ") + what));
            ++refused;
        }
    }
    QVERIFY(refused > 100);
}

void TestCliInput::damagedFiles_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QByteArray>("complaint");
    std::mt19937 random(11);
    QByteArray binary(4096, '\0');
    for (char& byte : binary) byte = char(random());
    QTest::newRow("empty") << QByteArray() << QByteArray("holds no position");
    QTest::newRow("binary") << binary << QByteArray("line 1");
    QTest::newRow("huge line") << QByteArray(1 << 20, '-') << QByteArray("longer than");
    QTest::newRow("wrong size") << QByteArray("-----OX--XO------ X\n") << QByteArray("17 squares");
    QTest::newRow("stray character")
        << QByteArray("---------------------------OX------XO-------------------------?- X")
        << QByteArray("'?' is not X, *, O, - or .");
    QTest::newRow("transcript") << QByteArray("f5d6c3\n") << QByteArray("squares");
    QTest::newRow("bad side")
        << QByteArray("---------------------------OX------XO--------------------------- W")
        << QByteArray("side to move 'W'");
}

void TestCliInput::damagedFiles() {
    QFETCH(QByteArray, content);
    QFETCH(QByteArray, complaint);
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("positions.obf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const Run run = runCli({QStringLiteral("solve"), path});
    expectRefusal(run, QString::fromLatin1(complaint));
    QVERIFY2(run.error.contains(complaint), run.error.constData());
}

void TestCliInput::damagedStandardInput() {
    const Run binary = runCli({QStringLiteral("solve"), QStringLiteral("-")},
                              QByteArray("\x00\x01\x02 X\n\xff\xfe", 8));
    expectRefusal(binary, QStringLiteral("binary on standard input"));
    const Run nothing = runCli({QStringLiteral("solve"), QStringLiteral("-")});
    expectRefusal(nothing, QStringLiteral("empty standard input"));
    // A good position on standard input is solved.
    const Run good =
        runCli({QStringLiteral("solve"), QStringLiteral("-")}, QByteArray("XO-------------- O\n"));
    QCOMPARE(good.exitCode, 0);
}

void TestCliInput::aBookAndItsBackupSurviveAKill() {
    // `book import` killed (kill -9) at random moments while it writes a book of 20,000
    // positions and its backup: afterwards the book and its newest backup are each whole.
    QTemporaryDir folder;
    const QString text = folder.filePath(QStringLiteral("book.txt"));
    const QString book = folder.filePath(QStringLiteral("book.bin"));
    QCOMPARE(runCli({QStringLiteral("book"), QStringLiteral("export"), QStringLiteral("--format"),
                     QStringLiteral("text"), text})
                 .exitCode,
             0);
    const QStringList import = {QStringLiteral("book"), QStringLiteral("import"),
                                QStringLiteral("--book"), book, text};
    QCOMPARE(runCli(import).exitCode, 0);
    std::mt19937 random(17);
    for (int kill = 0; kill < 12; ++kill) {
        QProcess process;
        process.start(QStringLiteral(HASAMI_CLI), import);
        QVERIFY(process.waitForStarted());
        QTest::qWait(int(random() % 400));
        process.kill();
        process.waitForFinished();
        for (const QString& file : {book, book + QStringLiteral(".bak")}) {
            if (file != book && !QFile::exists(file)) continue;
            const Run info = runCli(
                {QStringLiteral("book"), QStringLiteral("info"), QStringLiteral("--book"), file});
            QVERIFY2(info.exitCode == 0, qPrintable(file + QStringLiteral(": ") + info.error));
        }
    }
}

QTEST_GUILESS_MAIN(TestCliInput)
#include "tst_cli_input.moc"
