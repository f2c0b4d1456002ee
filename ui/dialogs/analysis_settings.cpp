// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/analysis_settings.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include "ui/dialogs/named_control.h"

namespace hasami {

AnalysisSettingsPage::AnalysisSettingsPage(const Settings& settings, QWidget* parent)
    : QWidget(parent) {
    valuedMoves_ =
        named(new QSpinBox, QStringLiteral("valuedMoves"), tr("Moves valued on the board"));
    valuedMoves_->setRange(0, Settings::kMaxValuedMoves);
    valuedMoves_->setSpecialValueText(tr("All moves"));
    valuedMoves_->setPrefix(tr("Best "));
    valuedMoves_->setSuffix(tr(" moves"));
    valuedMoves_->setValue(settings.valuedMoves);
    valuedMoves_->setToolTip(
        tr("With evaluations shown, value every move or only the best ones, which is faster."));

    depth_ = named(new QSpinBox, QStringLiteral("analysisDepth"), tr("Analysis depth"));
    depth_->setRange(Settings::kMinOfferedDepth, Settings::kMaxOfferedDepth);
    depth_->setSuffix(tr(" plies"));
    depth_->setValue(settings.analysisDepth);
    depth_->setToolTip(
        tr("How deep the board's evaluations and hints search, whatever the computer's level. "
           "Near the end of the game every move is solved exactly."));

    seconds_ = named(new QSpinBox, QStringLiteral("analysisSeconds"), tr("Time for a position"));
    seconds_->setRange(0, Settings::kMaxAnalysisSeconds);
    seconds_->setSpecialValueText(tr("No limit"));
    seconds_->setSuffix(tr(" s"));
    seconds_->setValue(settings.analysisSeconds);
    seconds_->setToolTip(tr("The longest the analysis of one position or a hint may take."));

    deepens_ =
        named(new QCheckBox(tr("&Keep deepening while a position is shown")),
              QStringLiteral("analysisDeepens"), tr("Keep deepening while a position is shown"));
    deepens_->setChecked(settings.analysisDeepens);
    deepens_->setToolTip(
        tr("After the depth above, the evaluations go on searching deeper until the position "
           "is solved, the time is up or you press Esc."));

    reviewFinished_ = named(new QCheckBox(tr("&Review each game I finish, in the background")),
                            QStringLiteral("reviewFinishedGames"),
                            tr("Review each game I finish, in the background"));
    reviewFinished_->setChecked(settings.reviewFinishedGames);
    reviewFinished_->setToolTip(
        tr("As a game you played ends, Analyze Game reviews it by itself; its report (Game > "
           "Game Report) is ready when it is done."));
    blind_ = named(new QCheckBox(tr("Play &blind against the computer")),
                   QStringLiteral("blindPlaySetting"), tr("Play blind against the computer"));
    blind_->setChecked(settings.blindPlay);
    blind_->setToolTip(
        tr("While you play the computer, nothing shows the engine's opinion: no "
           "values, graph, score or book and database figures until the game "
           "ends."));

    auto* note = new QLabel(
        tr("The Evaluation panel and the status bar show how far the search has gone: its "
           "depth, the positions it has visited, its speed and its time."));
    note->setWordWrap(true);

    auto* form = new QFormLayout(this);
    form->addRow(tr("Moves val&ued on the board:"), valuedMoves_);
    form->addRow(tr("Analysis de&pth:"), depth_);
    form->addRow(tr("&Time for a position:"), seconds_);
    form->addRow(deepens_);
    form->addRow(reviewFinished_);
    form->addRow(blind_);
    form->addRow(note);
}

void AnalysisSettingsPage::apply(Settings& settings) const {
    settings.valuedMoves = valuedMoves_->value();
    settings.analysisDepth = depth_->value();
    settings.analysisSeconds = seconds_->value();
    settings.analysisDeepens = deepens_->isChecked();
    settings.reviewFinishedGames = reviewFinished_->isChecked();
    settings.blindPlay = blind_->isChecked();
}

}  // namespace hasami
