// SPDX-License-Identifier: GPL-3.0-or-later
// The Database panel's tables (ui/database/database_panel.h): made alike, numbers that sort as
// numbers, and a bar of Black's wins, draws and White's wins that reads at a glance.
#pragma once

#include <vector>

#include <QStringList>
#include <QStyledItemDelegate>
#include <QTableWidgetItem>

#include "session/database_library.h"
#include "ui/board/board_scene.h"

class QTableWidget;

namespace hasami {

struct DatabaseGame;
struct PositionCount;

// The columns of the panel's two tables: the next moves, and the games.
namespace databaseColumns {
enum MoveColumn { MoveName, MoveGames, BlackWins, Draws, WhiteWins, BlackScore, MoveColumns };
enum GameColumn { BlackName, WhiteName, Year, Tournament, Score, GameColumns };
}  // namespace databaseColumns

// The share of Black's wins, draws and White's wins, in an item, for the bar: a list of three.
inline constexpr int kSharesRole = Qt::UserRole + 1;

// Black's wins dark, draws grey, White's wins light, in the shares of the item's kSharesRole.
class ResultsBar : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
};

// An item sorted by the number it holds under Qt::UserRole, not by its text.
class NumberedItem : public QTableWidgetItem {
public:
    using QTableWidgetItem::QTableWidgetItem;
    bool operator<(const QTableWidgetItem& other) const override {
        return data(Qt::UserRole).toInt() < other.data(Qt::UserRole).toInt();
    }
};

// A table of whole rows, one chosen at a time, not edited, named for tests and screen readers.
QTableWidget* databaseTable(const QString& objectName, const QString& accessibleName,
                            const QStringList& headers);
// The games' columns share the table's width: the names and the tournament cut short (each
// cell's tip reads the game whole), the year and the score whole.
void shareGameColumns(QTableWidget* games);
// A number, right-aligned, that sorts as one, written as the window's language writes it;
// `grouped`, with the thousands apart (a count: "137,548"), else without (a year).
QTableWidgetItem* numberItem(int value, bool grouped);
// `part` of `whole` as a whole percentage ("43%"); empty when there is no whole.
QString percentText(int part, int whole);
// The next moves' table filled: each move, its games, how each side fared and Black's score.
void fillMoveRows(QTableWidget* moves, const PositionCount& count);
// A row of the games' table filled with `game`: the players, the year, the tournament and the
// score (sorted by Black's margin; a game without a result below every score). The row is
// found again by the number under Qt::UserRole of its first item. Every cell's tip reads the
// game whole, for the names a narrow column cuts short.
void setGameRow(QTableWidget* games, int row, const DatabaseGame& game);
// The height `table` needs to show its header and `rows` rows.
int tableHeight(const QTableWidget* table, int rows);
// The figures the board shows of the next moves: each one's games and the score of the side
// to move, `black` or not, in percent (-1 without a result).
std::vector<DatabaseMark> databaseMarks(const PositionCount& count, bool black);
// At most `limit` of the games reached, the newest first.
std::vector<LibraryReach> newestFirst(std::vector<LibraryReach> reached,
                                      const DatabaseLibrary& library, std::size_t limit);
// The problems met reading the database, each on a line of its own after what the panel
// says (the first few; the rest counted); empty without any.
QString problemLines(const QStringList& problems);

}  // namespace hasami
