// SPDX-License-Identifier: GPL-3.0-or-later
// Where a piece of the opening book's background work stands (session/book_keeper.h), as the
// status bar shows it.
#pragma once

#include <cstddef>

#include <QMetaType>
#include <QString>

namespace hasami {

struct BookWorkProgress {
    std::size_t done = 0;    // positions searched
    std::size_t total = 0;   // positions to search; 0 when unknown
    int secondsLeft = -1;    // an estimate; -1 until one can be made
    std::size_t queued = 0;  // pieces of work waiting after this one
    QString what;            // the work, as the status bar names it ("Learning")
};

}  // namespace hasami

Q_DECLARE_METATYPE(hasami::BookWorkProgress)
