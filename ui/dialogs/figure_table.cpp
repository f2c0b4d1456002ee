// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/figure_table.h"

#include <algorithm>
#include <cmath>

#include <QHeaderView>
#include <QTableWidget>
#include <QtCharts/QChart>
#include <QtCharts/QValueAxis>

namespace hasami {

QTableWidget* figureTable(const char* name, const QString& spoken, const QStringList& headers) {
    auto* table = new QTableWidget(0, int(headers.size()));
    table->setObjectName(QString::fromLatin1(name));
    table->setAccessibleName(spoken);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    return table;
}

void addFigureRow(QTableWidget* table, const QStringList& cells) {
    const int row = table->rowCount();
    table->insertRow(row);
    for (int column = 0; column < int(cells.size()); ++column) {
        auto* item = new QTableWidgetItem(cells[column]);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        table->setItem(row, column, item);
    }
}

void fitFigureTable(QTableWidget* table) {
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->resizeColumnsToContents();
    table->setMinimumHeight(table->verticalHeader()->length() +
                            table->horizontalHeader()->height() + 4);
}

QString figureTableText(const QTableWidget* table) {
    QStringList lines;
    for (int row = 0; row < table->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < table->columnCount(); ++column) {
            const QTableWidgetItem* item = table->item(row, column);
            cells << (item ? item->text() : QString());
        }
        lines << cells.join(QStringLiteral(" | "));
    }
    return lines.join(QLatin1Char('\n'));
}

namespace {

bool isDark(const QWidget* within) {
    return within->palette().color(QPalette::Window).lightness() < 128;
}

}  // namespace

void followPalette(QChart* chart, const QWidget* within) {
    chart->setTheme(isDark(within) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
}

QColor chartInk(const QWidget* within) {
    return isDark(within) ? QColor(0xe8, 0xe8, 0xe8) : QColor(0x20, 0x20, 0x20);
}

void setChartAxes(QChart* chart, const QString& across, double first, double last,
                  const QString& up, double top) {
    chart->createDefaultAxes();
    const auto axes = chart->axes();
    for (QAbstractAxis* axis : axes) {
        auto* values = qobject_cast<QValueAxis*>(axis);
        if (!values) continue;
        values->setLabelFormat(QStringLiteral("%d"));
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        values->setRange(horizontal ? first : 0, horizontal ? last : top);
        values->setTitleText(horizontal ? across : up);
        if (horizontal) {
            // A tick a whole number of moves or games apart, about six of them.
            values->setTickType(QValueAxis::TicksDynamic);
            values->setTickAnchor(first);
            values->setTickInterval(std::max(1.0, std::round((last - first) / 6)));
        } else {
            values->applyNiceNumbers();
        }
    }
}

}  // namespace hasami
