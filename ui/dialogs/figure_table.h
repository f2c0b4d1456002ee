// SPDX-License-Identifier: GPL-3.0-or-later
// The tables of figures the report and the progress dialogs show: a name and a figure a column,
// read only, which a screen reader reads cell by cell; their text a row a line
// ("Accuracy | 84.2% | 77.0%") for tests and the clipboard; and the axes of their charts.
#pragma once

#include <QColor>
#include <QStringList>

class QChart;
class QTableWidget;
class QWidget;

namespace hasami {

QTableWidget* figureTable(const char* name, const QString& spoken, const QStringList& headers);
void addFigureRow(QTableWidget* table, const QStringList& cells);
// Sized to show every row without scrolling.
void fitFigureTable(QTableWidget* table);
QString figureTableText(const QTableWidget* table);
// The chart in the desktop's light or dark colours (those of `within`); the colour a chart's
// first line is drawn in there (black on light, near white on dark).
void followPalette(QChart* chart, const QWidget* within);
QColor chartInk(const QWidget* within);
// The chart's value axes: whole numbers, `across` from `first` to `last`, `up` from 0 to `top`.
void setChartAxes(QChart* chart, const QString& across, double first, double last,
                  const QString& up, double top);

}  // namespace hasami
