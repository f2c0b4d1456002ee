// SPDX-License-Identifier: GPL-3.0-or-later
// A dialog's control with the names it is found by: its object name, for tests, and its
// accessible name, which screen readers say.
#pragma once

#include <QString>

namespace hasami {

template <typename Control>
Control* named(Control* control, const QString& objectName, const QString& accessibleName) {
    control->setObjectName(objectName);
    control->setAccessibleName(accessibleName);
    return control;
}

}  // namespace hasami
