// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/figure_table.h"

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
    }
}

}  // namespace hasami
