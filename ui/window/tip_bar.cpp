// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/tip_bar.h"

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
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    text_->setObjectName(name + QStringLiteral("Text"));
    text_->setWordWrap(true);
    text_->setForegroundRole(QPalette::ToolTipText);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    close_->setObjectName(name + QStringLiteral("Close"));
    close_->setText(QStringLiteral("\u2715"));
    close_->setAccessibleName(tr("Close the tip"));
    close_->setAutoRaise(true);
    // The tooltip's colours are light in a dark theme too: the cross keeps their text colour.
    QPalette cross = close_->palette();
    cross.setColor(QPalette::ButtonText, palette().color(QPalette::ToolTipText));
    cross.setColor(QPalette::WindowText, palette().color(QPalette::ToolTipText));
    close_->setPalette(cross);
    auto* rows = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    row->addWidget(text_, 1);
    row->addWidget(close_);
    rows->addLayout(row);
    connect(close_, &QToolButton::clicked, this, &QWidget::hide);
    hide();
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

void TipBar::addControl(QWidget* control) {
    // The controls have a row of their own under the text, which keeps the bar's width.
    auto* rows = static_cast<QVBoxLayout*>(layout());
    if (rows->count() == 1) {
        auto* controls = new QHBoxLayout;
        controls->addStretch(1);
        rows->addLayout(controls);
    }
    auto* controls = static_cast<QHBoxLayout*>(rows->itemAt(1)->layout());
    controls->insertWidget(controls->count() - 1, control);
}

void TipBar::setClosable(bool closable) {
    close_->setVisible(closable);
}

}  // namespace hasami
