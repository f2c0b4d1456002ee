// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/analysis/principal_line.h"

#include "ui/text/game_text.h"

namespace hasami {

PrincipalLine::PrincipalLine(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("principalLine"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    hide();
}

void PrincipalLine::showValues(const std::vector<MoveValue>& values) {
    if (values.empty()) {
        clear();
        hide();
        return;
    }
    setText(tr("Best line: %1").arg(GameText::valueWithLine(values.front())));
    show();
}

}  // namespace hasami
