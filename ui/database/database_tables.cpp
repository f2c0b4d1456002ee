// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/database/database_tables.h"

#include <algorithm>

#include <QCoreApplication>
#include <QHeaderView>
#include <QLocale>
#include <QPainter>
#include <QTableWidget>

#include "engine/database/game_database.h"
#include "ui/text/game_text.h"

namespace hasami {

void ResultsBar::paint(QPainter* painter, const QStyleOptionViewItem& option,
                       const QModelIndex& index) const {
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

QTableWidget* databaseTable(const QString& objectName, const QString& accessibleName,
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
    // The panel shares the side of the window with the move list: the tables take the height
    // left, not the one they would like (which would give the panel a scroll bar of its own).
    widget->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    widget->verticalHeader()->setDefaultSectionSize(widget->fontMetrics().lineSpacing() + 6);
    widget->horizontalHeader()->setMinimumSectionSize(0);
    return widget;
}

void shareGameColumns(QTableWidget* games) {
    using namespace databaseColumns;
    for (const int column : {BlackName, WhiteName, Tournament}) {
        games->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Stretch);
    }
    games->horizontalHeader()->setStretchLastSection(false);
    games->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

namespace {

constexpr int kNumberRole = Qt::UserRole + 7;

// A number in a column: written as the window's language writes it, sorted as a number.
class NumberItem : public QTableWidgetItem {
public:
    NumberItem(int value, bool grouped) {
        setData(kNumberRole, value);
        QLocale locale;
        if (!grouped) locale.setNumberOptions(QLocale::OmitGroupSeparator);
        setText(locale.toString(value));
        setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    bool operator<(const QTableWidgetItem& other) const override {
        const QVariant theirs = other.data(kNumberRole);
        return theirs.isValid() ? data(kNumberRole).toInt() < theirs.toInt()
                                : QTableWidgetItem::operator<(other);
    }
};

}  // namespace

QTableWidgetItem* numberItem(int value, bool grouped) {
    return new NumberItem(value, grouped);
}

QString percentText(int part, int whole) {
    return whole > 0 ? QStringLiteral("%1%").arg(qRound(100.0 * part / whole)) : QString();
}

QString problemLines(const QStringList& problems) {
    constexpr qsizetype kShown = 5;
    QString lines;
    for (qsizetype i = 0; i < problems.size() && i < kShown; ++i) {
        lines += QLatin1Char('\n') + problems[i];
    }
    if (problems.size() > kShown) {
        lines += QLatin1Char('\n') +
                 QCoreApplication::translate("DatabasePanel",
                                             "%n more problems (hasami-cli db names them all).", "",
                                             int(problems.size() - kShown));
    }
    return lines;
}

void fillMoveRows(QTableWidget* moves, const PositionCount& count) {
    using namespace databaseColumns;
    moves->setRowCount(0);
    moves->setRowCount(int(count.moves.size()));
    for (int row = 0; row < int(count.moves.size()); ++row) {
        const MoveCount& move = count.moves[std::size_t(row)];
        auto* name = new QTableWidgetItem(GameText::moveName(move.move));
        name->setData(Qt::UserRole, move.move);
        moves->setItem(row, MoveName, name);
        moves->setItem(row, MoveGames, numberItem(move.games, true));
        const int results = move.blackWins + move.draws + move.whiteWins;
        moves->setItem(row, BlackWins, new QTableWidgetItem(percentText(move.blackWins, results)));
        moves->setItem(row, Draws, new QTableWidgetItem(percentText(move.draws, results)));
        moves->setItem(row, WhiteWins, new QTableWidgetItem(percentText(move.whiteWins, results)));
        // Black's score: a win counts 1, a draw a half.
        auto* score =
            new QTableWidgetItem(percentText(2 * move.blackWins + move.draws, 2 * results));
        score->setData(kSharesRole, QList<QVariant>{move.blackWins, move.draws, move.whiteWins});
        score->setToolTip(QCoreApplication::translate(
                              "hasami::DatabasePanel",
                              "Black won %1, drew %2 and lost %3 of the games with a result.")
                              .arg(move.blackWins)
                              .arg(move.draws)
                              .arg(move.whiteWins));
        moves->setItem(row, BlackScore, score);
    }
}

int tableHeight(const QTableWidget* table, int rows) {
    return table->horizontalHeader()->sizeHint().height() +
           rows * table->verticalHeader()->defaultSectionSize() + 2 * table->frameWidth();
}

void setGameRow(QTableWidget* games, int row, const DatabaseGame& game) {
    using namespace databaseColumns;
    auto* black = new QTableWidgetItem(QString::fromStdString(game.black));
    black->setData(Qt::UserRole, row);
    games->setItem(row, BlackName, black);
    games->setItem(row, WhiteName, new QTableWidgetItem(QString::fromStdString(game.white)));
    games->setItem(row, Year, game.year > 0 ? numberItem(game.year, false) : new QTableWidgetItem);
    games->setItem(row, Tournament, new QTableWidgetItem(QString::fromStdString(game.tournament)));
    auto* score = new NumberedItem;
    score->setData(Qt::UserRole, -100);  // no result: below every score
    if (game.blackMargin) {
        const int blackDiscs = (64 + *game.blackMargin) / 2;
        score->setText(QStringLiteral("%1\u2013%2").arg(blackDiscs).arg(64 - blackDiscs));
        score->setData(Qt::UserRole, *game.blackMargin);
    }
    games->setItem(row, Score, score);
    // The whole game in every cell's tip, for the names a narrow column cuts short.
    QString whole =
        QStringLiteral("%1 \u2013 %2").arg(black->text(), games->item(row, WhiteName)->text());
    if (!game.tournament.empty() || game.year > 0) {
        whole += QStringLiteral(", %1").arg(
            QStringLiteral("%1 %2")
                .arg(QString::fromStdString(game.tournament), games->item(row, Year)->text())
                .trimmed());
    }
    if (!score->text().isEmpty()) whole += QStringLiteral(", %1").arg(score->text());
    for (int column = 0; column < GameColumns; ++column) {
        games->item(row, column)->setToolTip(whole);
    }
}

std::vector<DatabaseMark> databaseMarks(const PositionCount& count, bool black) {
    std::vector<DatabaseMark> marks;
    for (const MoveCount& move : count.moves) {
        const int results = move.blackWins + move.draws + move.whiteWins;
        const int wins = black ? move.blackWins : move.whiteWins;
        marks.push_back(
            {move.move, move.games,
             results > 0 ? qRound(100.0 * (2 * wins + move.draws) / (2 * results)) : -1});
    }
    return marks;
}

std::vector<LibraryReach> newestFirst(std::vector<LibraryReach> reached,
                                      const DatabaseLibrary& library, std::size_t limit) {
    const auto yearOf = [&library](const LibraryReach& reach) {
        const DatabaseGame* game = library.gameAt(reach);
        return game ? game->year : 0;
    };
    std::stable_sort(
        reached.begin(), reached.end(),
        [&yearOf](const LibraryReach& a, const LibraryReach& b) { return yearOf(a) > yearOf(b); });
    reached.resize(std::min(limit, reached.size()));
    return reached;
}

}  // namespace hasami
