// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/tip_bar.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace hasami {

TipBar::TipBar(const QString& name, QWidget* parent)
    : QFrame(parent), text_(new QLabel), close_(new QToolButton) {
    setObjectName(name);
    setFrameStyle(QFrame::StyledPanel | QFrame::Raised);
    setAutoFillBackground(true);
    text_->setObjectName(name + QStringLiteral("Text"));
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    close_->setObjectName(name + QStringLiteral("Close"));
    close_->setText(QStringLiteral("\u2715"));
    close_->setAccessibleName(tr("Close the tip"));
    close_->setAutoRaise(true);
    auto* rows = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    row->addWidget(text_, 1);
    row->addWidget(close_);
    rows->addLayout(row);
    connect(close_, &QToolButton::clicked, this, &QWidget::hide);
    takeColours();
    QCoreApplication::instance()->installEventFilter(this);
    hide();
}

void TipBar::takeColours() {
    // A tooltip's colours where the window is light; in a dark window (where Qt keeps the
    // tooltip light yellow) the window's own, tinted with them, so that the bar stays dark.
    const QPalette window = QApplication::palette();
    const bool dark = window.color(QPalette::Window).lightness() < 128;
    QColor background = window.color(QPalette::ToolTipBase);
    QColor text = window.color(QPalette::ToolTipText);
    if (dark && background.lightness() >= 128) {
        const QColor base = window.color(QPalette::Window);
        constexpr double kTint = 0.15;
        background =
            QColor::fromRgbF(float(base.redF() + (background.redF() - base.redF()) * kTint),
                             float(base.greenF() + (background.greenF() - base.greenF()) * kTint),
                             float(base.blueF() + (background.blueF() - base.blueF()) * kTint));
        text = window.color(QPalette::WindowText);
    }
    QPalette colours = palette();
    colours.setColor(QPalette::Window, background);
    colours.setColor(QPalette::WindowText, text);
    colours.setColor(QPalette::ButtonText, text);
    setPalette(colours);
    text_->setPalette(colours);
    close_->setPalette(colours);
}

bool TipBar::eventFilter(QObject* watched, QEvent* event) {
    // The application hears of a change of the desktop's colours; a widget of its own colours,
    // as the bar is, does not.
    if (watched == QCoreApplication::instance() &&
        event->type() == QEvent::ApplicationPaletteChange) {
        takeColours();
    }
    return QFrame::eventFilter(watched, event);
}

void TipBar::reserveLines(int lines) {
    text_->setMinimumHeight(lines * text_->fontMetrics().lineSpacing());
    text_->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
}

QPushButton* TipBar::addButton(const QString& label, const QString& name) {
    auto* button = new QPushButton(label);
    button->setObjectName(name);
    firstRow()->insertWidget(1, button);
    return button;
}

QHBoxLayout* TipBar::firstRow() const {
    return static_cast<QHBoxLayout*>(layout()->itemAt(0)->layout());
}

void TipBar::addControl(QWidget* control, int row) {
    // The controls have rows of their own under the text, which keep the bar's width.
    auto* rows = static_cast<QVBoxLayout*>(layout());
    while (rows->count() <= row + 1) {
        auto* controls = new QHBoxLayout;
        controls->addStretch(1);
        rows->addLayout(controls);
    }
    auto* controls = static_cast<QHBoxLayout*>(rows->itemAt(row + 1)->layout());
    controls->insertWidget(controls->count() - 1, control);
}

void TipBar::setClosable(bool closable) {
    close_->setVisible(closable);
}

}  // namespace hasami
