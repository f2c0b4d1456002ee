// SPDX-License-Identifier: GPL-3.0-or-later
// Books carried between programs from the window: a book file in any form the exchange reads
// (Hasami's, Edax's .dat, the text form: engine/book/book_file.h) added into the book in use,
// the deeper search winning where both have a position (OpeningBook::merge); and the book in
// use written in Edax's form or the text form (engine/book/book_exchange.h). Both are pieces of
// the book keeper's background work, in its queue, told with its progress and messages: a file
// that cannot be read or written is said, and nothing changes.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "engine/book/book_exchange.h"

namespace hasami {

class BookKeeper;

class BookTransfer {
    Q_DECLARE_TR_FUNCTIONS(BookTransfer)

public:
    // Adds the book of `path` into `book`'s own book; refused with the reason when the book in
    // use cannot change; empty when under way.
    static QString import(BookKeeper& book, const QString& path);
    // Writes the book in use (any, the built-in one too) to `path` in `form`; empty when under
    // way.
    static QString exportTo(BookKeeper& book, const QString& path, BookForm form);
};

}  // namespace hasami
