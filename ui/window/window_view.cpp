// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/window_view.h"

#include <QAction>
#include <QFileInfo>
#include <QMainWindow>

#include "engine/book/book_lines.h"
#include "engine/game/game_report.h"
#include "engine/game/transform.h"
#include "session/analysis_scheduler.h"
#include "session/book_keeper.h"
#include "session/game_clocks.h"
#include "session/game_session.h"
#include "session/hints.h"
#include "session/modes/game_shelf.h"
#include "session/modes/play_state.h"
#include "session/seats.h"
#include "session/session.h"
#include "ui/analysis/evaluation_graph.h"
#include "ui/analysis/moves_panel.h"
#include "ui/analysis/principal_line.h"
#include "ui/board/board_widget.h"
#include "ui/text/game_text.h"
#include "ui/window/game_actions.h"
#include "ui/window/scoreboard.h"

namespace hasami {

WindowView::WindowView(Session& session, const WindowWidgets& widgets, QObject* parent)
    : QObject(parent), session_(session), widgets_(widgets) {
    GameSession& game = session.game();
    // Once a step of the session: a move with its passes and the computer's turn beginning.
    connect(&session, &Session::changed, this, &WindowView::update);
    connect(&game, &GameSession::savedStateChanged, this, &WindowView::showTitle);
    connect(
        &game, &GameSession::movePlayed, widgets_.board,
        [this](Square move, const Position& before) { widgets_.board->animateMove(before, move); });
    connect(&session.hints(), &Hints::hintChanged, widgets_.board, &BoardWidget::setHint);
    // The window's focus is the board's; H alone on it asks a hint, before a digit names a square.
    widgets_.window->setFocusProxy(widgets_.board);
    widgets_.board->setLoneLetter(QLatin1Char('h'), widgets_.actions->hint);
    AnalysisScheduler& analysis = session.analysis();
    analysisDisplay_.setSingleShot(true);
    analysisDisplay_.setInterval(kAnalysisDisplayMs);
    connect(&analysisDisplay_, &QTimer::timeout, this, &WindowView::updateAnalysis);
    connect(&analysis, &AnalysisScheduler::changed, this, &WindowView::updateAnalysis);
    connect(&analysis, &AnalysisScheduler::reported, this, [this] {
        if (!analysisDisplay_.isActive()) analysisDisplay_.start();
    });
    connect(&analysis, &AnalysisScheduler::reviewProgress, this, &WindowView::updateActions);
    connect(&analysis, &AnalysisScheduler::reviewFinished, this, &WindowView::updateAnalysis);
    clockDisplay_.setInterval(kClockDisplayMs);
    connect(&clockDisplay_, &QTimer::timeout, this,
            [this] { widgets_.scoreboard->showClocks(session_.clocks()); });
    connect(&session.clocks(), &GameClocks::changed, this, &WindowView::followClocks);
    update();
}

void WindowView::update() {
    const Game& game = session_.game().game();
    const Position& position = game.position();
    const Bitboard playable = session_.playState().isHumanTurn() ? position.legalMoves() : 0;
    widgets_.board->setPosition(position, game.lastMove(), playable);
    const Square last = game.lastMove();
    widgets_.board->setFlipped(isGridSquare(last) ? game.positionAt(game.ply() - 1).flipsFor(last)
                                                  : Bitboard(0));
    // At a branch, the moves the record goes on with: the main line's first.
    std::vector<NextMove> next;
    for (NodeId child : game.childrenOf(game.current())) {
        next.push_back({game.moveOf(child), next.empty()});
    }
    widgets_.board->setNextMoves(std::move(next));
    widgets_.scoreboard->showGame(game, session_.clocks(), session_.playState(), session_.seats());
    showTitle();
    updateAnalysis();
}

void WindowView::showTitle() {
    const GameSession& game = session_.game();
    // While a mode has the person's game set aside, the title is that game's: its file, and
    // its changes (not the mode's moves).
    const GameShelf& shelf = session_.shelf();
    const QString file = QFileInfo(shelf.holdsGame() ? shelf.file() : game.file()).fileName();
    // Qt shows "[*]" as "*" while the window is marked modified, and as nothing otherwise.
    widgets_.window->setWindowTitle(
        title(game.game().details(), widgets_.scoreboard->stateText()) +
        (file.isEmpty() ? QStringLiteral("[*]")
                        : QStringLiteral(" \u2014 ") + file + QStringLiteral("[*]")));
    widgets_.window->setWindowModified(shelf.holdsGame() ? shelf.isModified() : game.isModified());
}

QString WindowView::title(const GameDetails& details, const QString& state) {
    // "Hasami — Ann vs Hasami level 5, Club final — White to move": who plays and where, as
    // far as the record says.
    QString game;
    if (!details.black.empty() || !details.white.empty()) {
        const auto name = [](const std::string& text) {
            return text.empty() ? QStringLiteral("?") : QString::fromStdString(text);
        };
        game = tr("%1 vs %2").arg(name(details.black), name(details.white));
    }
    if (!details.event.empty()) {
        const QString event = QString::fromStdString(details.event);
        game = game.isEmpty() ? event : tr("%1, %2").arg(game, event);
    }
    return game.isEmpty() ? tr("Hasami \u2014 %1").arg(state)
                          : tr("Hasami \u2014 %1 \u2014 %2").arg(game, state);
}

void WindowView::updateAnalysis() {
    analysisDisplay_.stop();
    const Game& game = session_.game().game();
    const AnalysisScheduler& analysis = session_.analysis();
    // Blind play: no value anywhere until the game's end.
    const bool blind = session_.isBlind();
    std::vector<MoveValue> values = blind ? std::vector<MoveValue>() : analysis.boardValues();
    widgets_.principalLine->showValues(values);
    const bool valued = !values.empty();
    widgets_.board->setMoveValues(std::move(values));
    updateBookLines(valued);
    static const AnalysisStore nothing;
    const AnalysisStore& known = blind ? nothing : analysis.store();
    const ReviewedPositions* reviewed = blind ? nullptr : &analysis.reviewed();
    widgets_.moves->showGame(game, known, reviewed,
                             blind ? reviewLine(game, nothing) : analysis.reviewedLine());
    widgets_.graph->showGame(
        game, known, session_.activeMode().boardAnalysis() == BoardAnalysis::HiddenEveryMove,
        reviewed);
    // The class of the move shown, on the board.
    const int ply = game.ply();
    const std::optional<MoveReview> last =
        ply > 0 && !blind ? reviewLine(game, known, reviewed).moves[std::size_t(ply - 1)]
                          : std::nullopt;
    if (last && session_.activeMode().boardAnalysis() == BoardAnalysis::AsSettingsSay) {
        const MoveClass kind = assessMove(*last, game.positionAt(ply - 1), ply - 1).kind;
        widgets_.board->setLastMoveMark({GameText::moveClassName(kind),
                                         QString::fromLatin1(moveClassGlyph(kind)),
                                         GameText::moveClassColor(kind)});
    } else {
        widgets_.board->setLastMoveMark({});
    }
    updateActions();
}

WindowView::~WindowView() = default;

void WindowView::updateBookLines(bool valued) {
    const Position& position = session_.game().position();
    const Books& books = session_.book().books();
    if (!(books == countedBooks_)) {
        bookLines_.clear();
        countedBooks_ = books;
    }
    const OpeningBook* book = countedBooks_.bookFor(position);
    // With the values on the board: where a mode hides them, the lines would tell too much.
    if (!book || !valued) {
        widgets_.board->setBookLines({});
        return;
    }
    std::unique_ptr<BookLineCounter>& counter = bookLines_[position.size()];
    if (!counter) counter = std::make_unique<BookLineCounter>(*book);
    std::vector<BookLinesMark> marks;
    for (const BookMoveLines& move : counter->movesOf(position)) {
        marks.push_back({move.move, move.black, move.white});
    }
    widgets_.board->setBookLines(std::move(marks));
}

void WindowView::updateActions() {
    const GameActions& actions = *widgets_.actions;
    const Game& game = session_.game().game();
    const PlayState& play = session_.playState();
    actions.undo->setEnabled(game.canUndo());
    actions.redo->setEnabled(game.canRedo());
    // A hint would give a guess or a puzzle's answer away: the mode says whether it allows one.
    actions.hint->setEnabled(session_.activeMode().allowsHints() && play.isHumanTurn());
    actions.moveNow->setEnabled(play.isThinking());
    // Pause is ticked while the game is paused (its name stays: a ticked "Resume" would say
    // the opposite); its tip says what pressing it does. A finished game has nothing to pause.
    actions.pause->setToolTip(play.isPaused() ? tr("Resume the game (P)")
                                              : tr("Pause the game (P)"));
    actions.pause->setEnabled(!play.isFinished() || play.isPaused());
    actions.analyzeGame->setEnabled(game.length() > 0 && !session_.analysis().isReviewing());
    actions.gameReport->setEnabled(game.length() > 0);
    // Only a book of one's own learns: the action says why not.
    const QString fixed = session_.book().whyFixed();
    actions.learnGame->setEnabled(game.length() > 0 && fixed.isEmpty());
    actions.learnGame->setToolTip(fixed.isEmpty() ? tr("Adds the game to your opening book")
                                                  : fixed);
    actions.importBook->setEnabled(fixed.isEmpty());
    actions.importBook->setToolTip(
        fixed.isEmpty() ? tr("Adds the positions of a book file (Hasami's, Edax's or text) to "
                             "your book; the deeper search wins")
                        : fixed);
    const NodeId node = game.current();
    const bool variation = !game.isOnMainLine(node);
    actions.promoteOneStep->setEnabled(variation);
    actions.promoteVariation->setEnabled(variation);
    actions.deleteVariation->setEnabled(variation);
    actions.deleteMovesAfter->setEnabled(!game.childrenOf(node).empty());
    actions.copyLine->setEnabled(node != kRootNode);
    actions.comment->setEnabled(node != kRootNode);
    // A game from the standard start turns only by the symmetries that keep it.
    const std::vector<int> keeping = symmetriesKeeping(game.start());
    const bool standard = game.start() == Position::initial(game.start().size());
    for (const auto& [action, symmetry] : actions.transforms) {
        action->setEnabled(!standard ||
                           std::find(keeping.begin(), keeping.end(), symmetry) != keeping.end());
    }
    const std::optional<int> toF5 = symmetryToF5(game);
    actions.normaliseToF5->setEnabled(toF5 && *toF5 != 0);
}

void WindowView::followClocks() {
    widgets_.scoreboard->showClocks(session_.clocks());
    const bool running = session_.clocks().running().has_value();
    if (running && !clockDisplay_.isActive()) clockDisplay_.start();
    if (!running) clockDisplay_.stop();
}

}  // namespace hasami
