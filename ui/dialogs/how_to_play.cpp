// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/how_to_play.h"

#include <cassert>

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "engine/formats/notation.h"

namespace hasami {

namespace {

constexpr int kPicturePixels = 200;

// The position after `transcript` from the 8x8 start (and before any pass it forces): the
// pictures' games are written here as moves, so that every position shown is one a real game
// reaches.
Position after(std::string_view transcript) {
    const Parsed<Game> game = parseTranscript(transcript);
    assert(game);
    return game->positionAt(int(transcript.size() / 2));
}

// Before a move: the mover's legal moves dotted and `move` ringed as the one it plays.
BoardScene before(const Position& position, Square move, Square lastMove) {
    BoardScene scene;
    scene.position = position;
    scene.playable = position.legalMoves();
    scene.hint = move;
    scene.lastMove = lastMove;
    return scene;
}

// After `move` at `position`: its disc marked as the last move.
BoardScene played(const Position& position, Square move) {
    BoardScene scene;
    scene.position = position.play(move);
    scene.lastMove = move;
    return scene;
}

BoardScene still(const Position& position) {
    BoardScene scene;
    scene.position = position;
    return scene;
}

Square square(const char* name) {
    return *parseSquare(name, 8);
}

QString picture(const QString& name, const QString& caption) {
    return QStringLiteral(
               "<td align=\"center\" valign=\"top\"><img src=\"board:%1\" width=\"%2\" "
               "height=\"%2\"><br><small>%3</small></td>")
        .arg(name)
        .arg(kPicturePixels)
        .arg(caption);
}

QString pictures(const QString& first, const QString& second) {
    return QStringLiteral("<table cellspacing=\"8\"><tr>%1%2</tr></table>").arg(first, second);
}

}  // namespace

QList<RulePicture> rulePictures() {
    // Several lines: Black's f5 here flips discs along three lines at once.
    const Position crossroads = after("d3c5d6e7b6e3f3d2c3f4");
    return {
        {QStringLiteral("start"), before(Position::initial(), kNoSquare, kNoSquare)},
        {QStringLiteral("before"), before(Position::initial(), square("f5"), kNoSquare)},
        {QStringLiteral("after"), played(Position::initial(), square("f5"))},
        {QStringLiteral("lines-before"), before(crossroads, square("f5"), square("f4"))},
        {QStringLiteral("lines-after"), played(crossroads, square("f5"))},
        // Black has no move here: it must pass, and White plays again.
        {QStringLiteral("pass"), still(after("d3c3e6d2d1e1b2c1"))},
        // Neither side can move after nine moves: Black has every disc.
        {QStringLiteral("end"), still(after("d3c3f5f4f3d2d1e3b3"))},
    };
}

// The page's words, translated in their own context.
class HowToPlayText {
    Q_DECLARE_TR_FUNCTIONS(HowToPlayText)

public:
    static QString html();
};

QString howToPlayHtml() {
    return HowToPlayText::html();
}

QString HowToPlayText::html() {
    QString html;
    html += QStringLiteral("<h2>%1</h2>").arg(tr("How to Play Reversi"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Two players, Black and White, take turns placing discs of their "
                        "colour on the board. The game starts with four discs in the centre, "
                        "and Black moves first. Whoever has more discs at the end wins."));
    html += pictures(
        picture(QStringLiteral("start"), tr("The start. The dots show where Black may play.")),
        QString());
    html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                .arg(tr("A move"),
                     tr("A disc must be placed so that it <b>brackets</b> one or more of the "
                        "opponent's discs: they lie in a straight line between the new disc "
                        "and another disc of the mover's colour, with no empty square between. "
                        "Every bracketed disc is flipped over to the mover's colour."));
    html += pictures(picture(QStringLiteral("before"), tr("Black plays f5 (ringed) \u2026")),
                     picture(QStringLiteral("after"),
                             tr("\u2026 and the white disc at e5, bracketed between f5 and d5, "
                                "turns black.")));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("The line may run across, up and down or diagonally, and one move may "
                        "bracket discs along several lines at once: all of them are "
                        "flipped. Only bracketed discs flip, never the discs beyond."));
    html += pictures(picture(QStringLiteral("lines-before"), tr("Black plays f5 \u2026")),
                     picture(QStringLiteral("lines-after"),
                             tr("\u2026 and flips four discs along three lines at once.")));
    html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                .arg(tr("Passing"),
                     tr("A player who has no legal move must <b>pass</b>, and the other "
                        "player moves again. Passing is not allowed while a move is possible. "
                        "Hasami passes for you and says so."));
    html += pictures(picture(QStringLiteral("pass"),
                             tr("Black to move, but no black disc can bracket a white one: "
                                "Black passes, and White plays again.")),
                     QString());
    html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                .arg(tr("The end of the game"),
                     tr("The game ends when neither player can move, usually when the board "
                        "is full. The player with more discs wins; empty squares are counted "
                        "for the winner. A game may end early, when one colour is gone."));
    html += pictures(
        picture(QStringLiteral("end"), tr("No one can move: Black wins 64–0, the empty squares "
                                          "counted for Black.")),
        QString());
    html += QStringLiteral("<h3>%1</h3><ul><li>%2</li><li>%3</li><li>%4</li></ul>")
                .arg(tr("Tips"), tr("Corners can never be flipped: they are worth a lot."),
                     tr("The squares next to an empty corner often give it away to the "
                        "opponent."),
                     tr("Having many discs early matters less than having many moves: a "
                        "player with few moves must often play where it hurts."));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("In Hasami, click a square to play it, or use the arrow keys and "
                        "Enter. <b>Hint</b> (H) shows a good move, and <b>Undo</b> (Ctrl+Z) "
                        "takes your move back. To practise, <b>Game &gt; Puzzles</b> (Ctrl+J) sets "
                        "positions with one answer to find."));
    return html;
}

HowToPlayDialog::HowToPlayDialog(const BoardStyle& style, QWidget* parent)
    : QDialog(parent), page_(new QTextBrowser) {
    setWindowTitle(tr("How to Play"));
    page_->setObjectName(QStringLiteral("howToPlayPage"));
    page_->setOpenLinks(false);
    for (const RulePicture& rule : rulePictures()) {
        page_->document()->addResource(
            QTextDocument::ImageResource, QUrl(QStringLiteral("board:") + rule.name),
            boardPicture(rule.scene, style, kPicturePixels, devicePixelRatioF(), font()));
    }
    page_->setHtml(howToPlayHtml());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(page_);
    layout->addWidget(buttons);
    const int width = fontMetrics().averageCharWidth() * 80;
    resize(std::max(width, 2 * kPicturePixels + 80), fontMetrics().height() * 45);
}

}  // namespace hasami
