// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/database_panel.h"

#include <algorithm>

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "session/database_library.h"
#include "session/game_session.h"
#include "session/referee.h"
#include "session/session.h"
#include "ui/text/game_text.h"

namespace hasami {

namespace {

enum MoveColumn { MoveName, MoveGames, BlackWins, Draws, WhiteWins, BlackScore, MoveColumns };
enum GameColumn { BlackName, WhiteName, Year, Tournament, Score, GameColumns };

constexpr int kNoYear = 0;
constexpr int kLastYear = 2100;
// The share of Black's wins, draws and White's wins, in the item, for the bar.
constexpr int kSharesRole = Qt::UserRole + 1;

// A bar that reads at a glance: Black's wins dark, draws grey, White's wins light.
class ResultsBar : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        QStyledItemDelegate::paint(painter, option, index);
        const QList<QVariant> shares = index.data(kSharesRole).toList();
        if (shares.size() != 3) return;
        const QRect bar =
            option.rect.adjusted(4, option.rect.height() / 4, -4, -option.rect.height() / 4);
        const double total = shares[0].toDouble() + shares[1].toDouble() + shares[2].toDouble();
        if (total <= 0 || bar.width() <= 0) return;
        painter->save();
        const QColor colours[] = {QColor(0x20, 0x20, 0x20), QColor(0x90, 0x90, 0x90),
                                  QColor(0xf2, 0xf2, 0xf2)};
        double left = bar.left();
        for (int i = 0; i < 3; ++i) {
            const double width = bar.width() * shares[i].toDouble() / total;
            painter->fillRect(QRectF(left, bar.top(), width, bar.height()), colours[i]);
            left += width;
        }
        painter->setPen(option.palette.color(QPalette::Mid));
        painter->drawRect(bar);
        painter->restore();
    }
};

QTableWidget* table(const QString& objectName, const QString& accessibleName,
                    const QStringList& headers) {
    auto* widget = new QTableWidget(0, int(headers.size()));
    widget->setObjectName(objectName);
    widget->setAccessibleName(accessibleName);
    widget->setHorizontalHeaderLabels(headers);
    widget->setEditTriggers(QAbstractItemView::NoEditTriggers);
    widget->setSelectionBehavior(QAbstractItemView::SelectRows);
    widget->setSelectionMode(QAbstractItemView::SingleSelection);
    widget->verticalHeader()->hide();
    widget->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    widget->horizontalHeader()->setStretchLastSection(true);
    return widget;
}

QTableWidgetItem* number(int value) {
    auto* item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole, value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

// An item sorted by the number it holds under Qt::UserRole, not by its text.
class NumberedItem : public QTableWidgetItem {
public:
    using QTableWidgetItem::QTableWidgetItem;
    bool operator<(const QTableWidgetItem& other) const override {
        return data(Qt::UserRole).toInt() < other.data(Qt::UserRole).toInt();
    }
};

QString percent(int part, int whole) {
    return whole > 0 ? QStringLiteral("%1%").arg(qRound(100.0 * part / whole)) : QString();
}

}  // namespace

DatabasePanel::DatabasePanel(Session& session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      status_(new QLabel),
      player_(new QLineEdit),
      tournament_(new QLineEdit),
      from_(new QSpinBox),
      to_(new QSpinBox),
      symmetric_(new QCheckBox(tr("S&ymmetric images"))),
      onBoard_(new QCheckBox(tr("Show on the boa&rd"))),
      moves_(table(
          QStringLiteral("databaseMoves"), tr("Next moves in the database"),
          {tr("Move"), tr("Games"), tr("Black"), tr("Draws"), tr("White"), tr("Black's score")})),
      games_(table(QStringLiteral("databaseGames"), tr("Games in the database"),
                   {tr("Black"), tr("White"), tr("Year"), tr("Tournament"), tr("Score")})),
      refreshTimer_(new QTimer(this)) {
    nameControls();
    layOut();
    connectControls();
    refresh();
}

// Each control's name, for tests and screen readers, its hints, and the tables' columns.
void DatabasePanel::nameControls() {
    status_->setObjectName(QStringLiteral("databaseStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    player_->setObjectName(QStringLiteral("databasePlayer"));
    player_->setAccessibleName(tr("Player"));
    player_->setPlaceholderText(tr("Either colour, part of the name"));
    player_->setClearButtonEnabled(true);
    tournament_->setObjectName(QStringLiteral("databaseTournament"));
    tournament_->setAccessibleName(tr("Tournament"));
    tournament_->setPlaceholderText(tr("Part of the name"));
    tournament_->setClearButtonEnabled(true);
    for (QSpinBox* year : {from_, to_}) {
        year->setRange(kNoYear, kLastYear);
        year->setSpecialValueText(tr("any"));
    }
    from_->setObjectName(QStringLiteral("databaseFrom"));
    from_->setAccessibleName(tr("From the year"));
    to_->setObjectName(QStringLiteral("databaseTo"));
    to_->setAccessibleName(tr("To the year"));
    symmetric_->setObjectName(QStringLiteral("databaseSymmetricImages"));
    symmetric_->setToolTip(
        tr("Also count the games that reached a symmetric image of the "
           "position, their moves turned onto this board."));
    symmetric_->setChecked(session_.settings().databaseSymmetric);
    onBoard_->setObjectName(QStringLiteral("databaseOnBoard"));
    onBoard_->setToolTip(
        tr("Write each next move's games and the score of the side to move on "
           "its square."));
    onBoard_->setChecked(session_.settings().databaseOnBoard);
    moves_->setItemDelegateForColumn(BlackScore, new ResultsBar(moves_));
    moves_->horizontalHeader()->setSectionResizeMode(BlackScore, QHeaderView::Stretch);
    games_->horizontalHeader()->setSectionResizeMode(Tournament, QHeaderView::Stretch);
    games_->horizontalHeader()->setStretchLastSection(false);
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
    filters->addRow(tr("&Player:"), player_);
    filters->addRow(tr("&Tournament:"), tournament_);
    auto* yearsLabel = new QLabel(tr("&Years:"));
    yearsLabel->setBuddy(from_);
    filters->addRow(yearsLabel, years);
    auto* options = new QHBoxLayout;
    options->addWidget(symmetric_);
    options->addWidget(onBoard_);
    options->addStretch();
    filters->addRow(options);
    // The panel shares the side of the window with the move list and the graph: it asks for
    // little room, so that the board keeps its size.
    for (QLineEdit* edit : {player_, tournament_}) edit->setMinimumWidth(0);
    for (QTableWidget* list : {moves_, games_}) {
        list->setMinimumSize(0, 0);
        list->verticalHeader()->setDefaultSectionSize(fontMetrics().lineSpacing() + 6);
        list->horizontalHeader()->setMinimumSectionSize(0);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addLayout(filters);
    layout->addWidget(moves_, 2);
    layout->addWidget(games_, 3);
}

void DatabasePanel::connectControls() {
    refreshTimer_->setSingleShot(true);
    connect(refreshTimer_, &QTimer::timeout, this, &DatabasePanel::refresh);
    connect(&session_.game(), &GameSession::changed, this, &DatabasePanel::scheduleRefresh);
    connect(&session_.database(), &DatabaseLibrary::changed, this, &DatabasePanel::scheduleRefresh);
    connect(&session_.database(), &DatabaseLibrary::loadingChanged, this,
            &DatabasePanel::scheduleRefresh);
    connect(&session_, &Session::settingsChanged, this, [this] {
        const QSignalBlocker blocker(symmetric_);
        const QSignalBlocker otherBlocker(onBoard_);
        symmetric_->setChecked(session_.settings().databaseSymmetric);
        onBoard_->setChecked(session_.settings().databaseOnBoard);
        scheduleRefresh();
    });
    // The two options are settings: kept as they change.
    using Option = std::pair<QCheckBox*, bool Settings::*>;
    for (const Option& entry : {Option{symmetric_, &Settings::databaseSymmetric},
                                Option{onBoard_, &Settings::databaseOnBoard}}) {
        bool Settings::*option = entry.second;
        connect(entry.first, &QCheckBox::toggled, this, [this, option](bool on) {
            Settings settings = session_.settings();
            settings.*option = on;
            session_.keepSettings(settings);
            scheduleRefresh();
        });
    }
    for (QLineEdit* edit : {player_, tournament_}) {
        connect(edit, &QLineEdit::textChanged, this, &DatabasePanel::scheduleRefresh);
    }
    for (QSpinBox* year : {from_, to_}) {
        connect(year, &QSpinBox::valueChanged, this, &DatabasePanel::scheduleRefresh);
    }
    connect(moves_, &QTableWidget::cellActivated, this,
            [this](int row, int /*column*/) { playMove(row); });
    connect(games_, &QTableWidget::cellActivated, this,
            [this](int row, int /*column*/) { openGame(row); });
}

DatabaseFilter DatabasePanel::filter() const {
    DatabaseFilter filter;
    filter.player = player_->text().trimmed().toStdString();
    filter.tournament = tournament_->text().trimmed().toStdString();
    if (from_->value() != kNoYear) filter.from = from_->value();
    if (to_->value() != kNoYear) filter.to = to_->value();
    return filter;
}

void DatabasePanel::scheduleRefresh() {
    refreshTimer_->start(0);
}

void DatabasePanel::refresh() {
    const DatabaseLibrary& library = session_.database();
    const GameDatabase* database = library.database();
    const Position& position = session_.game().position();
    shown_ = {};
    std::vector<GameReach> reached;
    if (library.paths().isEmpty()) {
        status_->setText(
            tr("No database yet: choose the folders of your WTHOR or GGF files in Settings > "
               "Database."));
    } else if (library.isLoading()) {
        status_->setText(tr("Reading the database…"));
    } else if (!database || database->games().empty()) {
        status_->setText(tr("No game could be read from the database's folders and files.") +
                         (library.problems().isEmpty()
                              ? QString()
                              : QLatin1Char(' ') + library.problems().join(QLatin1Char(' '))));
    } else if (position.size() != 8) {
        status_->setText(tr("The database holds games on the 8 \u00d7 8 board."));
    } else {
        const bool symmetric = symmetric_->isChecked();
        const DatabaseFilter wanted = filter();
        shown_ = database->countAt(position, wanted, symmetric);
        reached = database->gamesAt(position, wanted, symmetric);
        status_->setText(tr("%1 of the %2 games reached this position.")
                             .arg(QLocale().toString(shown_.games),
                                  QLocale().toString(qlonglong(database->games().size()))));
    }
    fillMoves(shown_);
    fillGames(reached);
    std::vector<DatabaseMark> marks;
    if (onBoard_->isChecked()) {
        const bool black = position.sideToMove() == Color::Black;
        for (const MoveCount& move : shown_.moves) {
            const int results = move.blackWins + move.draws + move.whiteWins;
            const int wins = black ? move.blackWins : move.whiteWins;
            marks.push_back(
                {move.move, move.games,
                 results > 0 ? qRound(100.0 * (2 * wins + move.draws) / (2 * results)) : -1});
        }
    }
    emit boardMarksChanged(marks);
}

void DatabasePanel::fillMoves(const PositionCount& count) {
    moves_->setRowCount(0);
    moves_->setRowCount(int(count.moves.size()));
    for (int row = 0; row < int(count.moves.size()); ++row) {
        const MoveCount& move = count.moves[std::size_t(row)];
        auto* name = new QTableWidgetItem(GameText::moveName(move.move));
        name->setData(Qt::UserRole, move.move);
        moves_->setItem(row, MoveName, name);
        moves_->setItem(row, MoveGames, number(move.games));
        const int results = move.blackWins + move.draws + move.whiteWins;
        moves_->setItem(row, BlackWins, new QTableWidgetItem(percent(move.blackWins, results)));
        moves_->setItem(row, Draws, new QTableWidgetItem(percent(move.draws, results)));
        moves_->setItem(row, WhiteWins, new QTableWidgetItem(percent(move.whiteWins, results)));
        // Black's score: a win counts 1, a draw a half.
        auto* score = new QTableWidgetItem(percent(2 * move.blackWins + move.draws, 2 * results));
        score->setData(kSharesRole, QList<QVariant>{move.blackWins, move.draws, move.whiteWins});
        score->setToolTip(tr("Black won %1, drew %2 and lost %3 of the games with a result.")
                              .arg(move.blackWins)
                              .arg(move.draws)
                              .arg(move.whiteWins));
        moves_->setItem(row, BlackScore, score);
    }
}

void DatabasePanel::fillGames(const std::vector<GameReach>& reached) {
    games_->setSortingEnabled(false);
    games_->setRowCount(0);
    // The newest games first, when there are more than the list shows.
    const GameDatabase* database = session_.database().database();
    listed_ = reached;
    std::stable_sort(listed_.begin(), listed_.end(),
                     [database](const GameReach& a, const GameReach& b) {
                         return database->games()[a.game].year > database->games()[b.game].year;
                     });
    listed_.resize(std::min<std::size_t>(kListedGames, listed_.size()));
    games_->setRowCount(int(listed_.size()));
    for (int row = 0; row < int(listed_.size()); ++row) {
        const DatabaseGame& game = database->games()[listed_[std::size_t(row)].game];
        auto* black = new QTableWidgetItem(QString::fromStdString(game.black));
        black->setData(Qt::UserRole, row);
        games_->setItem(row, BlackName, black);
        games_->setItem(row, WhiteName, new QTableWidgetItem(QString::fromStdString(game.white)));
        games_->setItem(row, Year, game.year > 0 ? number(game.year) : new QTableWidgetItem);
        games_->setItem(row, Tournament,
                        new QTableWidgetItem(QString::fromStdString(game.tournament)));
        auto* score = new NumberedItem;
        score->setData(Qt::UserRole, -100);  // no result: below every score
        if (game.blackMargin) {
            const int blackDiscs = (64 + *game.blackMargin) / 2;
            score->setText(QStringLiteral("%1\u2013%2").arg(blackDiscs).arg(64 - blackDiscs));
            score->setData(Qt::UserRole, *game.blackMargin);
        }
        games_->setItem(row, Score, score);
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
    session_.referee().playSquare(Square(item->data(Qt::UserRole).toInt()));
}

void DatabasePanel::openGame(int row) {
    const QTableWidgetItem* item = games_->item(row, BlackName);
    if (!item) return;
    const int listed = item->data(Qt::UserRole).toInt();
    if (listed < 0 || listed >= int(listed_.size())) return;
    const Game game = session_.database().gameOf(listed_[std::size_t(listed)]);
    session_.referee().openGame(game);
    const GameDetails& details = game.details();
    emit done(
        tr("Opened %1 against %2 from the database.")
            .arg(QString::fromStdString(details.black), QString::fromStdString(details.white)));
}

}  // namespace hasami
