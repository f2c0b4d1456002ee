// SPDX-License-Identifier: GPL-3.0-or-later
// How the book changes: the growing work queued for the worker's thread (a line learnt, a
// position searched again, the book deviated or enhanced), and its versions (the last change
// undone, an earlier version restored). The rest of BookKeeper is session/book_keeper.cpp.
#include "session/book_keeper.h"

#include "engine/book/book_file.h"

namespace hasami {

QString BookKeeper::learn(const Game& game, NodeId upTo) {
    if (QString fixed = whyFixed(); !fixed.isEmpty()) return fixed;
    if (game.start().size() != book_->boardSize()) {
        return tr("The book is of the %1x%1 board.").arg(book_->boardSize());
    }
    const std::vector<Square> moves = upTo == kNoNode ? game.mainLineMoves() : game.movesTo(upTo);
    if (moves.empty()) return tr("The game has no moves to learn.");
    const Position start = game.start();
    queue({[start, moves](OpeningBook& book, Searcher& searcher, const LearnOptions& options,
                          const LearnProgress& progress, const std::atomic<bool>* cancel) {
               return learnLine(book, start, moves, searcher, options, progress, cancel);
           },
           tr("The line is learnt (%1)."), tr("Learning stopped; what was done is kept (%1)."),
           tr("Learning")});
    return {};
}

QString BookKeeper::searchAgain(const Position& position) {
    if (QString fixed = whyFixed(); !fixed.isEmpty()) return fixed;
    if (position.size() != book_->boardSize()) {
        return tr("The book is of the %1x%1 board.").arg(book_->boardSize());
    }
    queue({[position](OpeningBook& book, Searcher& searcher, const LearnOptions& options,
                      const LearnProgress& progress, const std::atomic<bool>* cancel) {
               LearnReport report;
               progress(0, 1);
               const bool fresh = !book.find(position).has_value();
               const bool searched = hasami::searchAgain(book, position, searcher, options, cancel);
               report.stopped = !searched;
               report.searched = searched ? 1 : 0;
               report.added = searched && fresh ? 1 : 0;
               if (searched) progress(1, 1);
               return report;
           },
           tr("The position is searched again (%1)."),
           tr("The search was stopped; the position is as it was (%1)."), tr("Searching")});
    return {};
}

QString BookKeeper::grow(bool enhance, DeviateOptions options) {
    if (QString fixed = whyFixed(); !fixed.isEmpty()) return fixed;
    const Position start = Position::initial(book_->boardSize());
    options.search = learn_;
    const GrowthPlan plan = growthPlanOf(*book_, start, options);
    const QString bounds = tr("within %n discs of the best", nullptr, options.maxLoss) +
                           tr(", down to %n empties", nullptr, options.leastEmpties);
    if (enhance && plan.shallow == 0) {
        return tr("Nothing to enhance: every position of the book %1 is searched %2 plies deep "
                  "or more, or solved. Search deeper (Settings > Book) or widen the bounds.")
            .arg(bounds)
            .arg(learn_.depth);
    }
    if (!enhance && plan.leaves == 0 && plan.unnamed == 0) {
        return tr("Nothing to add: every move of the book %1 is in it already. Widen the loss "
                  "or go deeper.")
            .arg(bounds);
    }
    auto note = std::make_shared<QString>();
    const QString nothingAdded =
        tr("Nothing was added: no move outside the book is %1.").arg(bounds);
    queue({[start, enhance, options, note, nothingAdded](
               OpeningBook& book, Searcher& searcher, const LearnOptions& search,
               const LearnProgress& progress, const std::atomic<bool>* cancel) mutable {
               options.search = search;
               if (enhance) return enhanceBook(book, start, searcher, options, progress, cancel);
               // Deviating names leaves before it adds positions: the positions added are told,
               // of the most asked (none: no end known).
               LearnReport report = deviateBook(book, start, searcher, options, progress, cancel);
               if (report.added == 0 && !report.stopped) *note = nothingAdded;
               return report;
           },
           enhance ? tr("The book is enhanced (%1).") : tr("The book is deviated (%1)."),
           tr("Growing the book stopped; what was done is kept (%1)."),
           enhance ? tr("Enhancing") : tr("Deviating"), true, nullptr, note});
    return {};
}

QString BookKeeper::undo() {
    if (QString fixed = whyFixed(); !fixed.isEmpty()) return fixed;
    if (job_) return tr("The book is learning: wait until it is done, or stop it.");
    if (!undo_.book || undo_.file != file_) return tr("There is no change to the book to undo.");
    const QString what = undo_.what;
    const std::shared_ptr<const OpeningBook> before = undo_.book;
    if (std::optional<QString> problem = save(*before, file_)) return *problem;
    undo_ = {};
    publish(before);
    return tr("%1 is undone: the book is as it was before.").arg(what);
}

std::vector<BookBackup> BookKeeper::backups() const {
    if (!writable_) return {};
    return bookBackupsOf(file_.toStdString());
}

QString BookKeeper::restore(const QString& backupFile) {
    if (QString fixed = whyFixed(); !fixed.isEmpty()) return fixed;
    if (job_) return tr("The book is learning: wait until it is done, or stop it.");
    Parsed<OpeningBook> read = readBookFile(backupFile.toStdString());
    if (!read) {
        return tr("The earlier version could not be read: %1")
            .arg(QString::fromStdString(read.error()));
    }
    if (read->boardSize() != book_->boardSize()) {
        return tr("The earlier version is of the %1x%1 board.").arg(read->boardSize());
    }
    const std::size_t positions = read->size();
    if (std::optional<QString> problem =
            replace(std::make_shared<const OpeningBook>(std::move(read).value()), tr("Restore"))) {
        return *problem;
    }
    return tr("The earlier version of the book is restored (%n positions).", nullptr,
              int(positions));
}

}  // namespace hasami
