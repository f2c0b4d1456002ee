// SPDX-License-Identifier: GPL-3.0-or-later
// A bar above or beside the board in the colours of a tooltip: a text that wraps rather than loses
// words, an optional button, and a button that closes it. The first start's tip and the
// messages too long for the status bar show in one.
#pragma once

#include <QFrame>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace hasami {

class TipBar : public QFrame {
    Q_OBJECT

public:
    // Named `name`; its parts are `name` + "Text", "Button" and "Close".
    explicit TipBar(const QString& name, QWidget* parent = nullptr);

    QLabel* text() const { return text_; }
    // The button, made on first use with `label`.
    QPushButton* addButton(const QString& label, const QString& name);
    // Adds another control after those added before to row `row` of the rows of controls
    // under the text (0, the first; a row past the last is added).
    void addControl(QWidget* control, int row = 0);
    // Whether it has the button that closes it (it has by default).
    void setClosable(bool closable);
    // Keeps room for `lines` lines of text, so that a text that wraps to that many does not
    // change the bar's height, nor the board's below it.
    void reserveLines(int lines);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;  // the desktop's colours

private:
    void takeColours();             // the tooltip's colours, or the window's where it is dark
    QHBoxLayout* firstRow() const;  // the text, the button and the close button

    QLabel* text_;
    QToolButton* close_;
};

}  // namespace hasami
