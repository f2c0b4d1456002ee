// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/review_progress.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QToolButton>

#include "session/analysis_scheduler.h"

namespace hasami {

ReviewProgress::ReviewProgress(AnalysisScheduler& analysis, QWidget* parent)
    : QWidget(parent), bar_(new QProgressBar), cancel_(new QToolButton) {
    bar_->setObjectName(QStringLiteral("reviewProgress"));
    bar_->setAccessibleName(tr("Game review progress"));
    bar_->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 20);
    cancel_->setObjectName(QStringLiteral("cancelReview"));
    cancel_->setText(tr("Cancel Review"));
    cancel_->setAccessibleName(tr("Cancel the game review"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(bar_);
    layout->addWidget(cancel_);
    hide();
    connect(cancel_, &QToolButton::clicked, &analysis, &AnalysisScheduler::cancelReview);
    connect(&analysis, &AnalysisScheduler::reviewProgress, this, [this](int done, int total) {
        bar_->setRange(0, total);
        bar_->setValue(done);
        bar_->setFormat(tr("Review %v/%m"));
        show();
    });
    connect(&analysis, &AnalysisScheduler::reviewFinished, this, &QWidget::hide);
}

}  // namespace hasami
