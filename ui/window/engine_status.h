// SPDX-License-Identifier: GPL-3.0-or-later
// In the status bar: whether the engine is thinking and, as it goes, how deep it has looked,
// its score and the line it expects.
#pragma once

#include <QLabel>

namespace hasami {

class PlayMode;
struct SearchInfo;

class EngineStatus : public QLabel {
    Q_OBJECT

public:
    explicit EngineStatus(QWidget* parent = nullptr);
    // Follows the computer's searches in `play`.
    void follow(const PlayMode& play);

    void setThinking(bool thinking);
    void showProgress(const SearchInfo& info);
};

}  // namespace hasami
