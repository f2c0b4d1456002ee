// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/game_report_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>

#include "ui/dialogs/figure_table.h"
#include "ui/text/game_text.h"

namespace hasami {

namespace {

QString accuracyText(const std::optional<double>& accuracy) {
    return accuracy ? GameText::percent(*accuracy) : QStringLiteral("\u2014");
}

// Each player's disc loss summed move by move.
QChartView* lossChart(const GameReport& report, const QWidget* within) {
    auto* chart = new QChart;
    followPalette(chart, within);
    chart->setTitle(GameReportDialog::tr("Discs lost, added up over the game"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    int most = 1;
    for (const Color color : {Color::Black, Color::White}) {
        const std::vector<int>& sums =
            color == Color::Black ? report.blackLossSoFar : report.whiteLossSoFar;
        auto* series = new QLineSeries;
        series->setName(GameText::colorName(color));
        for (std::size_t ply = 0; ply < sums.size(); ++ply) {
            series->append(double(ply), sums[ply]);
            most = std::max(most, sums[ply]);
        }
        // Black's line dark and solid, White's blue and dashed: told apart without colour too.
        QPen pen(color == Color::Black ? chartInk(within) : QColor(0x4a, 0x8a, 0xe0));
        pen.setWidthF(2.5);
        if (color == Color::White) pen.setStyle(Qt::DashLine);
        series->setPen(pen);
        chart->addSeries(series);
    }
    setChartAxes(chart, GameReportDialog::tr("Move"), 0,
                 std::max<double>(1, double(report.blackLossSoFar.size() - 1)),
                 GameReportDialog::tr("Discs"), most);
    auto* view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setObjectName(QStringLiteral("reportLossChart"));
    view->setAccessibleName(GameReportDialog::tr("Discs lost over the game"));
    view->setAccessibleDescription(GameReportDialog::tr("Black lost %1 discs in all, White %2.")
                                       .arg(report.black.discLoss)
                                       .arg(report.white.discLoss));
    view->setMinimumHeight(280);
    return view;
}

}  // namespace

GameReportDialog::GameReportDialog(const Game& game, const GameReport& report, QWidget* parent)
    : QDialog(parent),
      table_(figureTable(
          "reportTable", tr("How each side played"),
          {QString(), GameText::colorName(Color::Black), GameText::colorName(Color::White)})) {
    setObjectName(QStringLiteral("gameReport"));
    setWindowTitle(tr("Game Report"));
    auto* layout = new QVBoxLayout(this);
    const GameDetails& details = game.details();
    const QString black = details.black.empty() ? GameText::colorName(Color::Black)
                                                : QString::fromStdString(details.black);
    const QString white = details.white.empty() ? GameText::colorName(Color::White)
                                                : QString::fromStdString(details.white);
    QString heading = tr("%1 (Black) against %2 (White).").arg(black, white);
    if (report.result) {
        heading = GameText::sentences(
            heading, tr("Result for Black: %1; the start was worth %2.")
                         .arg(GameText::signedNumber(*report.result),
                              GameText::signedNumber(report.startValue.value_or(0))));
    }
    if (!report.complete) {
        heading = GameText::sentences(heading, tr("Not every move is reviewed yet."));
    }
    auto* title = new QLabel(heading);
    title->setObjectName(QStringLiteral("reportHeading"));
    title->setWordWrap(true);
    layout->addWidget(title);

    const auto addRow = [this](const QString& name, const QString& black, const QString& white) {
        addFigureRow(table_, {name, black, white});
    };
    addRow(tr("Accuracy"), accuracyText(report.black.accuracy),
           accuracyText(report.white.accuracy));
    const QString phases[] = {tr("Opening"), tr("Middle game"), tr("Endgame (last 20 empties)")};
    for (std::size_t phase = 0; phase < kPhaseCount; ++phase) {
        addRow(tr("Accuracy: %1").arg(phases[phase]),
               accuracyText(report.black.phaseAccuracy[phase]),
               accuracyText(report.white.phaseAccuracy[phase]));
    }
    addRow(tr("Discs lost"), QString::number(report.black.discLoss),
           QString::number(report.white.discLoss));
    for (int kind = 0; kind < kMoveClassCount; ++kind) {
        addRow(GameText::moveClassWithGlyph(MoveClass(kind)),
               QString::number(report.black.count(MoveClass(kind))),
               QString::number(report.white.count(MoveClass(kind))));
    }
    fitFigureTable(table_);
    layout->addWidget(table_);

    if (const QString swing = swingText(report); !swing.isEmpty()) {
        auto* label = new QLabel(swing);
        label->setObjectName(QStringLiteral("reportSwing"));
        label->setWordWrap(true);
        layout->addWidget(label);
    }
    layout->addWidget(lossChart(report, this), 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, 820);
}

QString GameReportDialog::swingText(const GameReport& report) {
    if (!report.biggestSwing) return {};
    const std::optional<AssessedMove>& move = report.moves[std::size_t(*report.biggestSwing)];
    if (!move || move->pointsLost() <= 0) return tr("No move gave anything away.");
    return tr("The biggest swing: move %1, %2's %3 (%4), gave away %5 points of expected score "
              "(%6 discs); %7 was best.")
        .arg(move->ply + 1)
        .arg(GameText::colorName(move->player), GameText::moveName(move->move),
             GameText::moveClassWithGlyph(move->kind),
             QLocale().toString(move->pointsLost(), 'f', 1))
        .arg(move->discLoss)
        .arg(GameText::moveName(move->best));
}

QString GameReportDialog::tableText() const {
    return figureTableText(table_);
}

}  // namespace hasami
