// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/coach_dock.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QVBoxLayout>

#include "ui/window/tip_bar.h"

namespace hasami {

namespace {

// Shows the panel while one of its bars is shown, and only then.
class CoachFollower : public QObject {
public:
    CoachFollower(QDockWidget* dock, QList<CoachBar> bars)
        : QObject(dock), dock_(dock), bars_(std::move(bars)) {
        for (const CoachBar& each : bars_) each.bar->installEventFilter(this);
        // A window's place restored from the last start may show the panel: not without a bar.
        connect(dock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
            if (visible && !shownBar()) dock_->hide();
        });
        follow();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent) {
            follow();
        } else if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Resize) {
            fitHeight();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const CoachBar* shownBar() const {
        for (const CoachBar& each : bars_) {
            if (!each.bar->isHidden()) return &each;
        }
        return nullptr;
    }

    // The panel as high as its words need at its width, however many lines they wrap to (a
    // dock asks its content for a height, not a height for its width).
    void fitHeight() {
        QWidget* content = dock_->widget();
        if (content->width() <= 0 || !content->layout()) return;
        const int height = content->layout()->totalHeightForWidth(content->width());
        if (height > 0 && height != content->minimumHeight()) content->setMinimumHeight(height);
    }

    void follow() {
        const CoachBar* shown = shownBar();
        if (shown) dock_->setWindowTitle(shown->title);
        dock_->setVisible(shown != nullptr);
    }

    QDockWidget* dock_;
    QList<CoachBar> bars_;
};

}  // namespace

QDockWidget* makeCoachDock(QMainWindow* window, const QList<CoachBar>& bars) {
    auto* dock = new QDockWidget(window);
    dock->setObjectName(QStringLiteral("coachDock"));
    dock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    for (const CoachBar& each : bars) layout->addWidget(each.bar);
    // As high as its bar, no higher: the panels below take the rest.
    content->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    dock->setWidget(content);
    window->addDockWidget(Qt::RightDockWidgetArea, dock);
    new CoachFollower(dock, bars);
    return dock;
}

}  // namespace hasami
