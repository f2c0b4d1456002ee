// SPDX-License-Identifier: GPL-3.0-or-later
// In the status bar while a game review runs: how far it has come, and a button to stop it.
#pragma once

#include <QWidget>

class QProgressBar;
class QToolButton;

namespace hasami {

class AnalysisScheduler;

class ReviewProgress : public QWidget {
    Q_OBJECT

public:
    explicit ReviewProgress(AnalysisScheduler& analysis, QWidget* parent = nullptr);

private:
    QProgressBar* bar_;
    QToolButton* cancel_;
};

}  // namespace hasami
