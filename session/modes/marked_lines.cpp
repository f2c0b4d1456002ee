// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/modes/marked_lines.h"

#include <utility>

namespace hasami {

MarkedLines::MarkedLines(QObject* parent) : QObject(parent), path_(MyLines::defaultPath()) {}

void MarkedLines::setPath(const QString& path) {
    path_ = path;
    if (std::exchange(read_, false)) lines();
}

MyLines& MarkedLines::lines() {
    if (!read_) {
        read_ = true;
        QString reason;
        lines_.load(path_, &reason);
        if (!reason.isEmpty()) emit problem(reason);
    }
    return lines_;
}

}  // namespace hasami
