// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/progress_dialog.h"

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

QString phaseName(GamePhase phase) {
    switch (phase) {
        case GamePhase::Opening:
            return ProgressDialog::tr("Opening");
        case GamePhase::Middle:
            return ProgressDialog::tr("Middle game");
        case GamePhase::Endgame:
            return ProgressDialog::tr("Endgame");
    }
    return {};
}

QString kindName(MistakeKind kind) {
    switch (kind) {
        case MistakeKind::CornerGiven:
            return ProgressDialog::tr("A corner given");
        case MistakeKind::XSquare:
            return ProgressDialog::tr("An X-square beside an empty corner");
        case MistakeKind::Parity:
            return ProgressDialog::tr("Parity in the endgame");
        case MistakeKind::Other:
            return ProgressDialog::tr("Other");
    }
    return {};
}

// The person's accuracy in the games from `first` on, in all and by phase.
QChartView* accuracyChart(const std::vector<ReviewedGame>& games, std::size_t first,
                          const QWidget* within) {
    auto* chart = new QChart;
    followPalette(chart, within);
    chart->setTitle(ProgressDialog::tr("Accuracy"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    const std::optional<GamePhase> lines[] = {std::nullopt, GamePhase::Opening, GamePhase::Middle,
                                              GamePhase::Endgame};
    const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DotLine, Qt::DashLine, Qt::DashDotLine};
    const QColor colours[] = {
        chartInk(within), {0x4a, 0x8a, 0xe0}, {0xd0, 0x7a, 0x00}, {0x2e, 0x9b, 0x57}};
    QString described;
    for (std::size_t line = 0; line < std::size(lines); ++line) {
        auto* series = new QLineSeries;
        series->setName(lines[line] ? phaseName(*lines[line]) : ProgressDialog::tr("In all"));
        for (std::size_t i = first; i < games.size(); ++i) {
            if (const std::optional<double> accuracy =
                    ProgressDialog::accuracyIn(games[i], lines[line])) {
                series->append(double(i - first + 1), *accuracy);
            }
        }
        QPen pen(colours[line]);
        pen.setWidthF(line == 0 ? 3 : 1.5);
        pen.setStyle(styles[line]);
        series->setPen(pen);
        series->setPointsVisible(true);  // a single game shows too
        chart->addSeries(series);
        if (line == 0 && series->count() > 0) {
            described = ProgressDialog::tr("Last game: %1.")
                            .arg(GameText::percent(series->points().back().y()));
        }
    }
    setChartAxes(chart, ProgressDialog::tr("Game"), 1,
                 std::max<double>(2, double(games.size() - first)),
                 ProgressDialog::tr("Accuracy, %"), 100);
    auto* view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setObjectName(QStringLiteral("progressChart"));
    view->setAccessibleName(ProgressDialog::tr("Accuracy over your last games"));
    view->setAccessibleDescription(described);
    view->setMinimumHeight(300);
    return view;
}

// The mistakes and blunders by phase and by kind, over every reviewed game.
void addMistakeRows(QTableWidget* table, const std::vector<ReviewedGame>& games) {
    std::array<int, kPhaseCount> byPhase{};
    std::array<int, kMistakeKindCount> byKind{};
    std::array<int, kPhaseCount> blunders{};
    for (const ReviewedGame& game : games) {
        for (const MistakeExercise& mistake : game.mistakes) {
            const auto phase =
                std::size_t(phaseOf(mistake.position.emptyCount(), mistake.position.size()));
            ++byPhase[phase];
            blunders[phase] += mistake.kind == MoveClass::Blunder ? 1 : 0;
            ++byKind[std::size_t(kindOfMistake(mistake.position, mistake.played, mistake.best()))];
        }
    }
    for (std::size_t phase = 0; phase < kPhaseCount; ++phase) {
        addFigureRow(table, {phaseName(GamePhase(phase)), QString::number(byPhase[phase]),
                             QString::number(blunders[phase])});
    }
    for (std::size_t kind = 0; kind < kMistakeKindCount; ++kind) {
        addFigureRow(table,
                     {kindName(MistakeKind(kind)), QString::number(byKind[kind]), QString()});
    }
}

}  // namespace

std::optional<double> ProgressDialog::accuracyIn(const ReviewedGame& game,
                                                 std::optional<GamePhase> phase) {
    double sum = 0;
    int sides = 0;
    for (const Color color : game.person) {
        const SideReport& side = game.report.side(color);
        const std::optional<double>& accuracy =
            phase ? side.phaseAccuracy[std::size_t(*phase)] : side.accuracy;
        if (!accuracy) continue;
        sum += *accuracy;
        ++sides;
    }
    if (sides == 0) return std::nullopt;
    return sum / sides;
}

ProgressDialog::ProgressDialog(const std::vector<ReviewedGame>& games, QWidget* parent)
    : QDialog(parent),
      table_(figureTable("progressTable", tr("Your mistakes by phase and by kind"),
                         {QString(), tr("Mistakes and blunders"), tr("Blunders")})) {
    setObjectName(QStringLiteral("progressDialog"));
    setWindowTitle(tr("My Progress"));
    auto* layout = new QVBoxLayout(this);
    const std::size_t first =
        games.size() > std::size_t(kGamesCharted) ? games.size() - kGamesCharted : 0;
    auto* heading = new QLabel(
        games.empty() ? tr("None of your games in My games is reviewed yet: Analyze Game reviews "
                           "the game shown, and a finished game is kept with its review.")
                      : tr("Your accuracy over your last %n reviewed game(s), oldest first.",
                           nullptr, int(games.size() - first)));
    heading->setObjectName(QStringLiteral("progressHeading"));
    heading->setWordWrap(true);
    layout->addWidget(heading);

    layout->addWidget(accuracyChart(games, first, this), 1);
    addMistakeRows(table_, games);
    fitFigureTable(table_);
    layout->addWidget(table_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(600, 820);
}

QString ProgressDialog::tableText() const {
    return figureTableText(table_);
}

}  // namespace hasami
