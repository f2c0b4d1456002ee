// SPDX-License-Identifier: GPL-3.0-or-later
// How the game looks and sounds: the sound asked for at each moment (through the SoundPlayer
// interface, as CI has no audio device) and the mute toggle; the board themes chosen in
// Settings; the system's light or dark palette followed; the How to Play page and its
// pictures; and the one-time tip that points to it.
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

#include <QSet>
#include "tests/support/board_text.h"
#include "tests/support/reference_rules.h"
#include "tests/support/test_window.h"
#include "ui/analysis/evaluation_graph.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/how_to_play.h"
#include "ui/sound/sounds.h"
#include "ui/window/main_window.h"
#include "ui/window/scoreboard.h"
#include "ui/window/tip_bar.h"

using namespace hasami;
using namespace hasami::test;

namespace {

struct Heard {
    Sound sound;
    int flips;
    bool operator==(const Heard&) const = default;
};

// Stands in for the speakers: what was asked for, in order.
class Recorder final : public SoundPlayer {
public:
    explicit Recorder(QList<Heard>* heard) : heard_(heard) {}
    void play(Sound sound, int flips) override { heard_->append({sound, flips}); }

private:
    QList<Heard>* heard_;
};

Settings peopleOnly() {
    Settings settings;
    settings.blackIsAi = false;
    settings.whiteIsAi = false;
    settings.flipSpeed = FlipSpeed::Off;
    return settings;
}

double meanLightness(const QImage& image) {
    double sum = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) sum += qGray(image.pixel(x, y));
    }
    return sum / (image.width() * image.height());
}

QPalette darkPalette() {
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::ToolTipBase, QColor(0x40, 0x40, 0x30));
    dark.setColor(QPalette::ToolTipText, QColor(0xff, 0xff, 0xee));
    return dark;
}

}  // namespace

Q_DECLARE_METATYPE(Heard)

class TestLookAndSound : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void eachMomentAsksForItsSound();
    void muteSilencesAndIsRemembered();
    void themesChosenInSettingsPaintTheBoard();
    void theWindowFollowsADarkPalette();
    void howToPlayShowsTheRulesWithPictures();
    void thePicturesShowWhatTheirWordsSay();
    void theTipShowsOnceAndLeadsToTheRules();
    void theBarsAreDarkInADarkDesktop();
};

void TestLookAndSound::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HasamiTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_lookandsound"));
}

void TestLookAndSound::init() {
    QSettings().clear();
    QFile::remove(Autosave::defaultPath());
}

void TestLookAndSound::eachMomentAsksForItsSound() {
    TestWindow window;
    window.applySettings(peopleOnly());
    QList<Heard> heard;
    window.sounds()->setPlayer(std::make_unique<Recorder>(&heard));
    PlayMode& play = window.play();

    window.session().playSquare(sq("f5"));  // flips e5
    QCOMPARE(heard, (QList<Heard>{{Sound::Place, 1}}));
    window.session().playSquare(sq("a1"));  // not a legal move
    QCOMPARE(heard.last(), (Heard{Sound::Illegal, 0}));
    heard.clear();

    // c1 flips b1; White then has no move and passes; Black's a3 ends the game.
    play.setGame(Game(drawn({"XO--", "O---", "----", "----"}, Color::Black)));
    QVERIFY(heard.isEmpty());  // setting a game up is silent
    window.session().playSquare(sq("c1"));
    QCOMPARE(heard, (QList<Heard>{{Sound::Place, 1}, {Sound::Pass, 0}}));
    window.session().playSquare(sq("a3"));
    QCOMPARE(heard.mid(2), (QList<Heard>{{Sound::Place, 1}, {Sound::GameEnd, 0}}));
    // Opening a finished game, or looking back at one, is silent.
    heard.clear();
    play.setGame(window.game());
    window.session().goToPly(0);
    QVERIFY(heard.isEmpty());
    // The computer's moves sound like a person's.
    window.applySettings([] {
        Settings settings = peopleOnly();
        settings.level = 1;
        settings.aiDelayMs = 0;
        return settings;
    }());
    play.newGame(8);
    window.seats().setComputer(Color::Black, true);
    QTRY_COMPARE_WITH_TIMEOUT(window.game().ply(), 1, 20000);
    QCOMPARE(heard.size(), 1);
    QCOMPARE(heard.first().sound, Sound::Place);
    QCOMPARE(heard.first().flips, 1);
}

void TestLookAndSound::muteSilencesAndIsRemembered() {
    {
        TestWindow window;
        window.applySettings(peopleOnly());
        QList<Heard> heard;
        window.sounds()->setPlayer(std::make_unique<Recorder>(&heard));
        auto* sound = window.findChild<QAction*>(QStringLiteral("soundAction"));
        QVERIFY(sound->isChecked());  // sound is on at first
        sound->setChecked(false);
        window.session().playSquare(sq("f5"));
        window.session().playSquare(sq("a1"));
        QVERIFY(heard.isEmpty());
    }
    TestWindow reopened;
    QVERIFY(!reopened.findChild<QAction*>(QStringLiteral("soundAction"))->isChecked());
    QVERIFY(reopened.sounds()->isMuted());
}

void TestLookAndSound::themesChosenInSettingsPaintTheBoard() {
    TestWindow window;
    Settings settings = peopleOnly();
    settings.theme = BoardTheme::HighContrast;
    settings.colourSafe = true;
    window.applySettings(settings);
    const BoardStyle chosen = BoardStyle::of(BoardTheme::HighContrast, true);
    QVERIFY(!window.board()->style().felt);
    QCOMPARE(window.board()->style().lastMove, chosen.lastMove);
    QCOMPARE(window.board()->style().gridLine, chosen.gridLine);
    // The settings file names the theme as it always has.
    QCOMPARE(QSettings().value(QStringLiteral("board/theme")).toString(),
             QStringLiteral("high-contrast"));
    TestWindow reopened;
    QCOMPARE(reopened.settings().theme, BoardTheme::HighContrast);
    QVERIFY(reopened.settings().colourSafe);
    QVERIFY(!reopened.board()->style().felt);
    // A theme written wrong by hand is reported and the classic board used.
    QSettings store;
    store.setValue(QStringLiteral("board/theme"), QStringLiteral("neon"));
    QStringList problems;
    QCOMPARE(Settings::load(store, &problems).theme, BoardTheme::Classic);
    QVERIFY(problems.join(QString()).contains(QStringLiteral("board/theme")));
}

void TestLookAndSound::theWindowFollowsADarkPalette() {
    const QPalette light = QApplication::palette();
    auto lightnessOf = [](TestWindow& window) {
        window.resize(900, 700);
        window.show();
        return std::pair{meanLightness(window.graph()->grab().toImage()),
                         meanLightness(window.moveList()->grab().toImage())};
    };
    TestWindow lit;
    const auto [litGraph, litList] = lightnessOf(lit);
    QApplication::setPalette(darkPalette());
    TestWindow dark;
    const auto [darkGraph, darkList] = lightnessOf(dark);
    // The views take their colours from the palette, and their text stays readable: the
    // labels' text and background are far apart in lightness.
    QVERIFY2(darkGraph < litGraph - 80,
             qPrintable(QStringLiteral("%1 %2").arg(darkGraph).arg(litGraph)));
    QVERIFY(darkList < litList - 80);
    for (QLabel* label : {dark.scoreboard()->blackCountLabel(),
                          dark.scoreboard()->whiteCountLabel(), dark.turnLabel()}) {
        const QPalette& colours = label->palette();
        QVERIFY(qAbs(qGray(colours.color(label->foregroundRole()).rgb()) -
                     qGray(colours.color(label->backgroundRole()).rgb())) > 150);
    }
    QApplication::setPalette(light);
}

void TestLookAndSound::howToPlayShowsTheRulesWithPictures() {
    TestWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_F1);
    auto* dialog = window.findChild<HowToPlayDialog*>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QTextDocument* page = dialog->page()->document();
    const QString text = page->toPlainText();
    for (const char* words : {"bracket", "pass", "ends when neither player can move", "Corners"}) {
        QVERIFY2(text.contains(QLatin1String(words)), words);
    }
    // Every picture the page names is there, drawn, and no other.
    const QString html = howToPlayHtml();
    const QList<RulePicture> pictures = rulePictures();
    QCOMPARE(html.count(QStringLiteral("src=\"board:")), pictures.size());
    for (const RulePicture& rule : pictures) {
        QVERIFY(html.contains(QStringLiteral("board:") + rule.name));
        const QVariant resource = page->resource(QTextDocument::ImageResource,
                                                 QUrl(QStringLiteral("board:") + rule.name));
        const QImage image = resource.value<QImage>();
        QVERIFY2(!image.isNull(), qPrintable(rule.name));
        QVERIFY(image.width() >= 200);
    }
}

// The position after `move`, by the reference rules.
Position referencePlay(const Position& position, Square move) {
    const Bitboard flipped = referenceFlips(position, move);
    const Color mover = position.sideToMove();
    Bitboard black = position.discs(Color::Black);
    Bitboard white = position.discs(Color::White);
    (mover == Color::Black ? black : white) |= flipped | bit(move);
    (mover == Color::Black ? white : black) &= ~flipped;
    return Position::fromDiscs(position.size(), black, white, opposite(mover));
}

void TestLookAndSound::thePicturesShowWhatTheirWordsSay() {
    // Checked against the slow reference rules, not the engine's.
    QMap<QString, BoardScene> scenes;
    for (const RulePicture& rule : rulePictures()) scenes[rule.name] = rule.scene;
    const Position start = Position::initial();
    QCOMPARE(scenes[QStringLiteral("start")].position, start);
    QCOMPARE(scenes[QStringLiteral("start")].playable, referenceLegalMoves(start));
    // f5 flips e5 alone.
    QCOMPARE(scenes[QStringLiteral("before")].hint, sq("f5"));
    QCOMPARE(referenceFlips(start, sq("f5")), bit(sq("e5")));
    QCOMPARE(scenes[QStringLiteral("after")].position, referencePlay(start, sq("f5")));
    QCOMPARE(scenes[QStringLiteral("after")].lastMove, sq("f5"));
    // The crossroads move flips four discs along three lines.
    const Position before = scenes[QStringLiteral("lines-before")].position;
    const Square crossing = scenes[QStringLiteral("lines-before")].hint;
    QCOMPARE(before.sideToMove(), Color::Black);
    QCOMPARE(scenes[QStringLiteral("lines-after")].position, referencePlay(before, crossing));
    const Bitboard flipped = referenceFlips(before, crossing);
    QCOMPARE(popcount(flipped), 4);
    QSet<std::pair<int, int>> lines;
    for (Square square : squaresOf(flipped)) {
        const int dc = columnOf(square) - columnOf(crossing);
        const int dr = rowOf(square) - rowOf(crossing);
        lines.insert({(dc > 0) - (dc < 0), (dr > 0) - (dr < 0)});
    }
    QCOMPARE(lines.size(), 3);
    // Black must pass; the game is not over.
    const Position pass = scenes[QStringLiteral("pass")].position;
    QCOMPARE(pass.sideToMove(), Color::Black);
    QCOMPARE(referenceLegalMoves(pass), Bitboard(0));
    QVERIFY(referenceLegalMoves(pass.pass()) != 0);
    // No one can move, and Black has every disc: 64-0 with the empties.
    const Position end = scenes[QStringLiteral("end")].position;
    QCOMPARE(referenceLegalMoves(end), Bitboard(0));
    QCOMPARE(referenceLegalMoves(end.pass()), Bitboard(0));
    QCOMPARE(end.discCount(Color::White), 0);
    QVERIFY(end.discCount(Color::Black) > 0);
}

void TestLookAndSound::theBarsAreDarkInADarkDesktop() {
    const QPalette before = QApplication::palette();
    // A light desktop: the tooltip's light yellow, and its text.
    TipBar light(QStringLiteral("lightBar"));
    QCOMPARE(light.palette().color(QPalette::Window), before.color(QPalette::ToolTipBase));
    // A dark one, whose tooltips Qt keeps light yellow: the bar dark, its text light; a bar
    // made before follows the change.
    QPalette dark = before;
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xdc));
    dark.setColor(QPalette::ToolTipText, Qt::black);
    QApplication::setPalette(dark);
    QCoreApplication::processEvents();
    TipBar made(QStringLiteral("darkBar"));
    for (const TipBar* bar : {&made, &light}) {
        QVERIFY2(bar->palette().color(QPalette::Window).lightness() < 80,
                 qPrintable(bar->palette().color(QPalette::Window).name()));
        QVERIFY(bar->palette().color(QPalette::WindowText).lightness() > 180);
        QVERIFY(bar->text()->palette().color(QPalette::WindowText).lightness() > 180);
    }
    QApplication::setPalette(before);
    QCoreApplication::processEvents();
    QCOMPARE(light.palette().color(QPalette::Window), before.color(QPalette::ToolTipBase));
}

void TestLookAndSound::theTipShowsOnceAndLeadsToTheRules() {
    {
        TestWindow first;
        first.show();
        QVERIFY(first.part<QWidget>(QStringLiteral("howToPlayTip"))->isVisible());
        first.findChild<QPushButton*>(QStringLiteral("howToPlayTipButton"))->click();
        QVERIFY(!first.part<QWidget>(QStringLiteral("howToPlayTip"))->isVisible());
        QVERIFY(first.findChild<HowToPlayDialog*>()->isVisible());
    }
    TestWindow second;
    second.show();
    QVERIFY(!second.part<QWidget>(QStringLiteral("howToPlayTip"))->isVisible());
    QSettings().clear();
    TestWindow third;
    third.show();
    QVERIFY(third.part<QWidget>(QStringLiteral("howToPlayTip"))->isVisible());
    third.findChild<QToolButton*>(QStringLiteral("howToPlayTipClose"))->click();
    QVERIFY(!third.part<QWidget>(QStringLiteral("howToPlayTip"))->isVisible());
}

QTEST_MAIN(TestLookAndSound)
#include "tst_lookandsound.moc"
