// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli book: an opening book looked at, and carried between programs (Edax's book file,
// the text form of one position a line).
#include <cstdio>
#include <ctime>

#include <QFileInfo>

#include "app/cli/command.h"
#include "app/cli/position_list.h"
#include "engine/book/book_exchange.h"
#include "engine/book/book_file.h"
#include "engine/formats/notation.h"

namespace hasami::cli {

namespace {

// The book a reading command reads: the file given, else the built-in book of `boardSize`.
Parsed<OpeningBook> bookToRead(const QString& file, int boardSize) {
    if (!file.isEmpty()) return readBookFile(file.toStdString());
    const OpeningBook* builtIn = OpeningBook::builtIn(boardSize);
    if (!builtIn) {
        return ParseError{"no book is built in for the " + std::to_string(boardSize) + "x" +
                          std::to_string(boardSize) + " board"};
    }
    return *builtIn;
}

int runInfo(const QString& file) {
    const Parsed<OpeningBook> book = bookToRead(file, 8);
    if (!book) return fail(QString::fromStdString(book.error()));
    std::size_t exact = 0;
    std::size_t leaves = 0;
    std::size_t handSet = 0;
    for (const auto& [position, entry] : book->positions()) {
        static_cast<void>(position);
        exact += entry.exact;
        leaves += !entry.expanded && entry.leaf != kNoSquare;
        handSet += entry.handSet;
    }
    const std::optional<int> start = book->valueOf(Position::initial(book->boardSize()));
    std::printf("positions %zu\nexpanded %zu\nleaves %zu\nexact %zu\nhand-set %zu\nboard %d\n",
                book->size(), book->expandedCount(), leaves, exact, handSet, book->boardSize());
    if (start) std::printf("start %d\n", *start);
    return 0;
}

int runShow(const QString& file, const Position& position) {
    const Parsed<OpeningBook> book = bookToRead(file, position.size());
    if (!book) return fail(QString::fromStdString(book.error()));
    if (book->boardSize() != position.size()) {
        return fail(QStringLiteral("the book is of another board than the position"));
    }
    for (const BookMove& move : book->movesOf(position)) {
        const std::optional<BookEntry> entry =
            book->find(move.leaf ? position : bookChild(position, move.move).position);
        const int depth = entry ? entry->depth + (move.leaf ? 0 : 1) : 0;
        std::printf("%s %d %d %s%s\n", squareName(move.move).c_str(), move.value, depth,
                    move.exact ? "exact" : "estimate", move.leaf ? " leaf" : "");
    }
    return 0;
}

EdaxDate today() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    return {local.tm_year + 1900, local.tm_mon + 1, local.tm_mday,
            local.tm_hour,        local.tm_min,     local.tm_sec};
}

int runExport(const QString& file, bool edax, const QString& out) {
    const Parsed<OpeningBook> book = bookToRead(file, 8);
    if (!book) return fail(QString::fromStdString(book.error()));
    std::vector<char> bytes;
    if (edax) {
        Parsed<std::vector<char>> written = edaxBookBytes(*book, today());
        if (!written) return fail(QString::fromStdString(written.error()));
        bytes = std::move(written).value();
    } else {
        const Parsed<std::string> text = bookText(*book);
        if (!text) return fail(QString::fromStdString(text.error()));
        bytes.assign(text->begin(), text->end());
    }
    if (out == QStringLiteral("-")) {
        std::fwrite(bytes.data(), 1, bytes.size(), stdout);
        return 0;
    }
    if (const auto problem = writeWholeFile(out.toStdString(), bytes, false)) {
        return fail(QString::fromStdString(*problem));
    }
    std::fprintf(stderr, "book: %zu positions written to %s\n", book->size(),
                 out.toStdString().c_str());
    return 0;
}

int runImport(const QString& file, const QString& in) {
    Parsed<OpeningBook> added = readBookFile(in.toStdString());
    if (!added) return fail(QString::fromStdString(added.error()));
    OpeningBook book(added->boardSize());
    if (QFileInfo::exists(file)) {
        Parsed<OpeningBook> mine = readBookFile(file.toStdString());
        if (!mine) return fail(QString::fromStdString(mine.error()));
        if (mine->boardSize() != added->boardSize()) {
            return fail(in + QStringLiteral(": a book of another board than ") + file);
        }
        book = std::move(mine).value();
    }
    const std::size_t before = book.size();
    book.merge(*added);
    if (const auto problem = saveBookFile(book, file.toStdString())) {
        return fail(QString::fromStdString(*problem));
    }
    std::fprintf(stderr, "book: %zu positions read, %zu new; %s holds %zu\n", added->size(),
                 book.size() - before, file.toStdString().c_str(), book.size());
    return 0;
}

}  // namespace

Parsed<Action> prepareBook(const Command& self, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({
        {QStringLiteral("book"),
         QStringLiteral("The book file (Hasami's, Edax's or the text form); without it, the "
                        "built-in book. import writes it in Hasami's form, keeping FILE.bak."),
         QStringLiteral("FILE")},
        {QStringLiteral("format"), QStringLiteral("export's form: edax or text."),
         QStringLiteral("FORMAT")},
    });
    const QList<Operand> usage{
        {QStringLiteral("ACTION"),
         QStringLiteral("info: 'positions <N>' first, then more lines; show POSITION: '<move> "
                        "<value> <depth> <exact|estimate>' per book move, best first, 'leaf' "
                        "after a move whose position is not in the book; export --format "
                        "edax|text OUT (- for standard output); import --book FILE IN.")},
        {QStringLiteral("[ARGUMENTS]"), QStringLiteral("The action's position or files.")}};
    if (auto settled = parseCommandLine(parser, self, usage, arguments)) return *settled;
    QStringList values = operands(parser);
    if (values.isEmpty()) {
        return refusal(QStringLiteral("book takes an ACTION: info, show, export or import"));
    }
    const QString action = values.takeFirst();
    const QString file = parser.value(QStringLiteral("book"));
    if (action == QStringLiteral("info")) {
        if (!values.isEmpty()) return refusal(QStringLiteral("book info takes no argument"));
        return Action([file] { return runInfo(file); });
    }
    if (action == QStringLiteral("show")) {
        if (values.isEmpty() || values.size() > 2) {
            return refusal(QStringLiteral("book show takes one POSITION ('BOARD SIDE')"));
        }
        const Parsed<Position> position =
            parsePosition(values.join(QLatin1Char(' ')).toStdString());
        if (!position) {
            return refusal(QStringLiteral("POSITION: ") + QString::fromStdString(position.error()));
        }
        return Action([file, position = *position] { return runShow(file, position); });
    }
    if (action == QStringLiteral("export")) {
        const QString format = parser.value(QStringLiteral("format"));
        if (format != QStringLiteral("edax") && format != QStringLiteral("text")) {
            return refusal(QStringLiteral("book export takes --format edax or --format text"));
        }
        if (values.size() != 1) {
            return refusal(QStringLiteral("book export takes one OUT file (or -)"));
        }
        return Action([file, edax = format == QStringLiteral("edax"), out = values.front()] {
            return runExport(file, edax, out);
        });
    }
    if (action == QStringLiteral("import")) {
        if (file.isEmpty()) {
            return refusal(QStringLiteral("book import takes --book FILE, the book it writes"));
        }
        if (values.size() != 1) return refusal(QStringLiteral("book import takes one IN file"));
        return Action([file, in = values.front()] { return runImport(file, in); });
    }
    return refusal(QStringLiteral("book: unknown ACTION '") + action +
                   QStringLiteral("' (info, show, export, import)"));
}

}  // namespace hasami::cli
