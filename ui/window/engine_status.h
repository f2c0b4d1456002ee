// SPDX-License-Identifier: GPL-3.0-or-later
// In the status bar: whether the engine is thinking and, as it goes, how deep it has looked,
// its score, the line it expects, the positions it has visited, its speed and its time; and
// while the computer is not thinking, the same figures of the search that values the position
// shown.
#pragma once

#include <functional>

#include <QLabel>
#include <QTimer>

namespace hasami {

class AnalysisScheduler;
class PlayMode;
struct BoardActivity;
struct SearchInfo;

class EngineStatus : public QLabel {
    Q_OBJECT

public:
    explicit EngineStatus(QWidget* parent = nullptr);
    // Follows the computer's searches in `play`.
    void follow(const PlayMode& play);
    // Follows the search of the board's evaluations.
    void follow(const AnalysisScheduler& analysis);
    // While `blind()` says so, the computer's search says only that it thinks: no score, no
    // line, and the analyses nothing (blind play, Session::isBlind).
    void setBlind(std::function<bool()> blind) { blind_ = std::move(blind); }

    void setThinking(bool thinking);
    void showProgress(const SearchInfo& info);
    void showAnalysis(const BoardActivity& activity);

private:
    bool blind() const { return blind_ && blind_(); }
    std::function<bool()> blind_;
    bool thinking_ = false;
    const AnalysisScheduler* analysis_ = nullptr;
    QTimer tick_;  // while the board's search runs: its time counts on
};

}  // namespace hasami
