// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/database_panel.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "session/database_library.h"
#include "session/game_session.h"
#include "ui/database/database_reading.h"
#include "ui/database/database_tables.h"

namespace hasami {

namespace {

using namespace databaseColumns;

constexpr int kNoYear = 0;
constexpr int kLastYear = 2100;
// The rows the tables keep in sight however little room the panel has.
constexpr int kFewestMoveRows = 2;
constexpr int kFewestGameRows = 3;

}  // namespace

DatabasePanel::DatabasePanel(DatabaseLibrary& library, const GameSession& game, QWidget* parent)
    : QWidget(parent),
      library_(library),
      game_(game),
      status_(new QLabel),
      progress_(new DatabaseReading(library)),
      source_(new QComboBox),
      player_(new QLineEdit),
      tournament_(new QLineEdit),
      from_(new QSpinBox),
      to_(new QSpinBox),
      symmetric_(new QCheckBox(tr("S&ymmetric images"))),
      onBoard_(new QCheckBox(tr("Show on the boa&rd"))),
      moves_(databaseTable(
          QStringLiteral("databaseMoves"), tr("Next moves in the database"),
          {tr("Move"), tr("Games"), tr("Black"), tr("Draws"), tr("White"), tr("Black's score")})),
      games_(databaseTable(QStringLiteral("databaseGames"), tr("Games in the database"),
                           {tr("Black"), tr("White"), tr("Year"), tr("Tournament"), tr("Score")})),
      delete_(new QPushButton(tr("&Delete Game"))),
      refreshTimer_(new QTimer(this)) {
    nameControls();
    layOut();
    connectControls();
    refresh();
}

// Each control's name, for tests and screen readers, its hints, and the tables' columns.
void DatabasePanel::nameControls() {
    const auto name = [](QWidget* widget, const QString& object, const QString& accessible) {
        widget->setObjectName(object);
        widget->setAccessibleName(accessible);
    };
    status_->setObjectName(QStringLiteral("databaseStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    name(source_, QStringLiteral("databaseSource"), tr("Games to look in"));
    source_->addItem(tr("All games"), int(LibraryGames::All));
    source_->addItem(tr("The database"), int(LibraryGames::Database));
    source_->addItem(tr("My games"), int(LibraryGames::Mine));
    source_->setToolTip(tr("My games: the games you played to their end in Hasami."));
    delete_->setObjectName(QStringLiteral("databaseDeleteGame"));
    delete_->setToolTip(tr("Delete the chosen game of yours"));
    delete_->setEnabled(false);
    name(player_, QStringLiteral("databasePlayer"), tr("Player"));
    player_->setPlaceholderText(tr("Either colour, part of the name"));
    player_->setClearButtonEnabled(true);
    name(tournament_, QStringLiteral("databaseTournament"), tr("Tournament"));
    tournament_->setPlaceholderText(tr("Part of the name"));
    tournament_->setClearButtonEnabled(true);
    for (QSpinBox* year : {from_, to_}) {
        year->setRange(kNoYear, kLastYear);
        year->setSpecialValueText(tr("any"));
    }
    name(from_, QStringLiteral("databaseFrom"), tr("From the year"));
    name(to_, QStringLiteral("databaseTo"), tr("To the year"));
    symmetric_->setObjectName(QStringLiteral("databaseSymmetricImages"));
    symmetric_->setToolTip(
        tr("Also count the games that reached a symmetric image of the "
           "position, their moves turned onto this board."));
    onBoard_->setObjectName(QStringLiteral("databaseOnBoard"));
    onBoard_->setToolTip(
        tr("Write each next move's games and the score of the side to move on "
           "its square."));
    moves_->setItemDelegateForColumn(BlackScore, new ResultsBar(moves_));
    moves_->horizontalHeader()->setSectionResizeMode(BlackScore, QHeaderView::Stretch);
    shareGameColumns(games_);
    // Newest first, until the person sorts otherwise.
    games_->horizontalHeader()->setSortIndicator(Year, Qt::DescendingOrder);
    moves_->horizontalHeaderItem(BlackWins)->setToolTip(tr("The games Black won"));
    moves_->horizontalHeaderItem(WhiteWins)->setToolTip(tr("The games White won"));
}

void DatabasePanel::layOut() {
    auto* years = new QHBoxLayout;
    years->addWidget(from_);
    years->addWidget(new QLabel(QStringLiteral("\u2013")));
    years->addWidget(to_);
    years->addStretch();
    auto* filters = new QFormLayout;
    filters->setRowWrapPolicy(QFormLayout::WrapLongRows);
    filters->addRow(tr("G&ames:"), source_);
    filters->addRow(tr("&Player:"), player_);
    filters->addRow(tr("&Tournament:"), tournament_);
    auto* yearsLabel = new QLabel(tr("&Years:"));
    yearsLabel->setBuddy(from_);
    filters->addRow(yearsLabel, years);
    // One under the other: side by side they would set the panel's least width.
    filters->addRow(symmetric_);
    filters->addRow(onBoard_);
    // The panel shares the side of the window with the move list and the graph: it asks for
    // little room, so that the board keeps its size.
    for (QLineEdit* edit : {player_, tournament_}) edit->setMinimumWidth(0);
    // The next moves take as many rows as they have, the games the rest.
    moves_->setMinimumSize(0, tableHeight(moves_, kFewestMoveRows));
    games_->setMinimumSize(0, tableHeight(games_, kFewestGameRows));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(progress_);
    layout->addLayout(filters);
    layout->addWidget(moves_, 2);
    layout->addWidget(games_, 3);
    auto* gameButtons = new QHBoxLayout;
    gameButtons->addStretch();
    gameButtons->addWidget(delete_);
    layout->addLayout(gameButtons);
}

void DatabasePanel::connectControls() {
    refreshTimer_->setSingleShot(true);
    connect(refreshTimer_, &QTimer::timeout, this, &DatabasePanel::refresh);
    connect(&game_, &GameSession::changed, this, &DatabasePanel::scheduleRefresh);
    connect(&library_, &DatabaseLibrary::changed, this, &DatabasePanel::scheduleRefresh);
    connect(&library_, &DatabaseLibrary::loadingChanged, this, &DatabasePanel::scheduleRefresh);
    // The choices are settings: told as they change, to be kept.
    for (QCheckBox* option : {symmetric_, onBoard_}) {
        connect(option, &QCheckBox::toggled, this, [this] {
            emit choicesChanged(choices());
            scheduleRefresh();
        });
    }
    for (QLineEdit* edit : {player_, tournament_}) {
        connect(edit, &QLineEdit::textChanged, this, &DatabasePanel::scheduleRefresh);
    }
    for (QSpinBox* year : {from_, to_}) {
        connect(year, &QSpinBox::valueChanged, this, &DatabasePanel::scheduleRefresh);
    }
    connect(source_, &QComboBox::currentIndexChanged, this, [this] {
        emit choicesChanged(choices());
        scheduleRefresh();
    });
    connect(games_, &QTableWidget::itemSelectionChanged, this, [this] {
        const LibraryReach* chosen = listedAt(games_->currentRow());
        delete_->setEnabled(chosen && chosen->mine);
    });
    connect(delete_, &QPushButton::clicked, this, &DatabasePanel::deleteChosenGame);
    connect(moves_, &QTableWidget::cellActivated, this,
            [this](int row, int /*column*/) { playMove(row); });
    connect(games_, &QTableWidget::cellActivated, this,
            [this](int row, int /*column*/) { openGame(row); });
}

LibraryGames DatabasePanel::looksIn() const {
    return LibraryGames(source_->currentData().toInt());
}

const LibraryReach* DatabasePanel::listedAt(int row) const {
    const QTableWidgetItem* item = row >= 0 ? games_->item(row, BlackName) : nullptr;
    if (!item) return nullptr;
    const int listed = item->data(Qt::UserRole).toInt();
    if (listed < 0 || listed >= int(listed_.size())) return nullptr;
    return &listed_[std::size_t(listed)];
}

DatabaseFilter DatabasePanel::filter() const {
    DatabaseFilter filter;
    filter.player = player_->text().trimmed().toStdString();
    filter.tournament = tournament_->text().trimmed().toStdString();
    if (from_->value() != kNoYear) filter.from = from_->value();
    if (to_->value() != kNoYear) filter.to = to_->value();
    return filter;
}

void DatabasePanel::showChoices(const DatabaseChoices& choices) {
    if (choices == this->choices()) return;
    const QSignalBlocker blocker(source_);
    const QSignalBlocker symmetricBlocker(symmetric_);
    const QSignalBlocker onBoardBlocker(onBoard_);
    source_->setCurrentIndex(choices.games);
    symmetric_->setChecked(choices.symmetric);
    onBoard_->setChecked(choices.onBoard);
    scheduleRefresh();
}

DatabaseChoices DatabasePanel::choices() const {
    return {source_->currentIndex(), symmetric_->isChecked(), onBoard_->isChecked()};
}

void DatabasePanel::setAnswersHidden(bool hidden) {
    if (answersHidden_ == hidden) return;
    answersHidden_ = hidden;
    scheduleRefresh();
}

void DatabasePanel::scheduleRefresh() {
    refreshTimer_->start(0);
}

void DatabasePanel::refresh() {
    const DatabaseLibrary& library = library_;  // read only here
    const Position& position = game_.position();
    const LibraryGames which = looksIn();
    shown_ = {};
    std::vector<LibraryReach> reached;
    if (answersHidden_) {
        // The games' next moves would give the answers away.
        status_->setText(tr("Hidden while you guess or solve: the games would tell."));
    } else if (library.isLoading()) {
        status_->setText(tr("Reading the database…"));  // the bar below says how far
    } else if (which == LibraryGames::Mine && library.gameCount(which) == 0) {
        status_->setText(
            tr("None of your games is kept yet: the games you play to their end "
               "are (Settings > Database)."));
    } else if (library.paths().isEmpty() && library.gameCount(which) == 0) {
        status_->setText(
            tr("No database yet: choose the folders of your WTHOR or GGF files in Settings > "
               "Database."));
    } else if (library.gameCount(which) == 0) {
        status_->setText(tr("No game could be read from the database's folders and files.") +
                         problemLines(library.problems()));
    } else if (position.size() != 8) {
        status_->setText(tr("The database holds games on the 8 \u00d7 8 board."));
    } else {
        const bool symmetric = symmetric_->isChecked();
        const DatabaseFilter wanted = filter();
        shown_ = library.countAt(position, wanted, symmetric, which);
        reached = library.gamesAt(position, wanted, symmetric, which);
        status_->setText(tr("%1 of the %2 games reached this position.")
                             .arg(QLocale().toString(shown_.games),
                                  QLocale().toString(library.gameCount(which))) +
                         problemLines(library.problems()));
    }
    fillMoveRows(moves_, shown_);
    moves_->setMaximumHeight(tableHeight(moves_, std::max(kFewestMoveRows, moves_->rowCount())));
    fillGames(reached);
    emit boardMarksChanged(onBoard_->isChecked()
                               ? databaseMarks(shown_, position.sideToMove() == Color::Black)
                               : std::vector<DatabaseMark>());
}

void DatabasePanel::fillGames(const std::vector<LibraryReach>& reached) {
    games_->setSortingEnabled(false);
    games_->setRowCount(0);
    delete_->setEnabled(false);
    // The newest games first, when there are more than the list shows.
    listed_ = newestFirst(reached, library_, kListedGames);
    games_->setRowCount(int(listed_.size()));
    for (int row = 0; row < int(listed_.size()); ++row) {
        setGameRow(games_, row, *library_.gameAt(listed_[std::size_t(row)]));
    }
    games_->setSortingEnabled(true);
    if (int(reached.size()) > kListedGames) {
        games_->setToolTip(tr("The first %1 games are listed: a filter, or a move further, "
                              "lists fewer.")
                               .arg(kListedGames));
    } else {
        games_->setToolTip(QString());
    }
}

void DatabasePanel::playMove(int row) {
    const QTableWidgetItem* item = moves_->item(row, MoveName);
    if (!item) return;
    emit moveChosen(Square(item->data(Qt::UserRole).toInt()));
}

void DatabasePanel::openGame(int row) {
    const LibraryReach* chosen = listedAt(row);
    if (!chosen) return;
    const Game game = library_.gameOf(*chosen);
    if (!opener_ || !opener_(game)) return;
    const GameDetails& details = game.details();
    emit done(
        tr("Opened %1 against %2 from the database.")
            .arg(QString::fromStdString(details.black), QString::fromStdString(details.white)));
}

void DatabasePanel::deleteChosenGame() {
    const LibraryReach* listed = listedAt(games_->currentRow());
    const DatabaseGame* game = listed && listed->mine ? library_.gameAt(*listed) : nullptr;
    if (!game) return;
    // The list may change while the question waits: the game asked about is kept as a copy.
    const LibraryReach chosen = *listed;
    const DatabaseGame asked = *game;
    const QString which =
        tr("%1 against %2")
            .arg(QString::fromStdString(asked.black), QString::fromStdString(asked.white));
    if (QMessageBox::question(this, tr("Delete Game"),
                              tr("Delete your game %1? Its file is deleted.").arg(which)) !=
        QMessageBox::Yes) {
        return;
    }
    QString error;
    if (!library_.deleteMyGame(chosen, &error, asked)) {
        emit done(error);
        return;
    }
    emit done(tr("Deleted your game %1.").arg(which));
}

}  // namespace hasami
