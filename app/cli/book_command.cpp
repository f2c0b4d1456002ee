// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli book: an opening book looked at, and carried between programs (Edax's book file,
// the text form of one position a line).
#include <chrono>
#include <cstdio>
#include <optional>

#include <unistd.h>

#include <QFileInfo>

#include "app/cli/command.h"
#include "app/cli/game_input.h"
#include "app/cli/position_list.h"
#include "app/cli/text_input.h"
#include "engine/book/book_exchange.h"
#include "engine/book/book_file.h"
#include "engine/book/book_learning.h"
#include "engine/formats/game_file.h"
#include "engine/formats/ggf.h"
#include "engine/formats/notation.h"
#include "engine/util/words.h"

namespace hasami::cli {

namespace {

// Games as their starts and their main lines' moves.
using GameLines = std::vector<std::pair<Position, std::vector<Square>>>;

// The book a reading command reads: the file given, else the built-in book of `boardSize`.
Parsed<OpeningBook> bookToRead(const QString& file, int boardSize) {
    if (!file.isEmpty()) return readBookFile(file.toStdString());
    const std::shared_ptr<const BuiltInBooks> books = BuiltInBooks::read();
    const OpeningBook* builtIn = books->forBoard(boardSize);
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

int runExport(const QString& file, bool edax, const QString& out) {
    const Parsed<OpeningBook> book = bookToRead(file, 8);
    if (!book) return fail(QString::fromStdString(book.error()));
    const Parsed<std::vector<char>> bytes =
        bookBytes(*book, edax ? BookForm::Edax : BookForm::Text);
    if (!bytes) return fail(QString::fromStdString(bytes.error()));
    if (out == QStringLiteral("-")) {
        std::fwrite(bytes->data(), 1, bytes->size(), stdout);
        return 0;
    }
    if (const auto problem = writeWholeFile(out.toStdString(), *bytes, false)) {
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

// The games of a game file or a GGF file: each its start and its main line's moves.
Parsed<GameLines> gamesOf(const QString& name) {
    std::vector<std::string> notes;
    Parsed<std::vector<ReadGame>> games = readGames(name, notes);
    if (!games) return games.parseError();
    GameLines lines;
    for (const ReadGame& read : *games) {
        lines.emplace_back(read.game.start(), read.game.mainLineMoves());
    }
    return lines;
}

// The book `file` holds, or a new one for `boardSize` when it does not exist.
Parsed<OpeningBook> bookToGrow(const QString& file, int boardSize) {
    if (!QFileInfo::exists(file)) return OpeningBook(boardSize);
    return readBookFile(file.toStdString());
}

int runLearn(const QString& file, const QStringList& games, const LearnOptions& options,
             const SearchOptions& search) {
    std::vector<std::pair<QString, GameLines>> all;
    for (const QString& name : games) {
        Parsed<GameLines> read = gamesOf(name);
        if (!read) return fail(QString::fromStdString(read.error()));
        all.emplace_back(name, std::move(read).value());
    }
    const int boardSize = all.front().second.empty() ? 8 : all.front().second.front().first.size();
    Parsed<OpeningBook> read = bookToGrow(file, boardSize);
    if (!read) return fail(QString::fromStdString(read.error()));
    OpeningBook book = std::move(read).value();
    Searcher searcher(search);
    for (const auto& [name, lines] : all) {
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const auto& [start, moves] = lines[i];
            if (start.size() != book.boardSize()) {
                return fail(name + QStringLiteral(": a game of another board than the book"));
            }
            const auto began = std::chrono::steady_clock::now();
            // The positions searched so far, on a terminal.
            const bool terminal = isatty(STDERR_FILENO) != 0;
            const LearnReport report =
                learnLine(book, start, moves, searcher, options,
                          [terminal](std::size_t done, std::size_t total) {
                              if (terminal) std::fprintf(stderr, "\rbook: %zu/%zu", done, total);
                              return true;
                          });
            std::fprintf(stderr,
                         "%sbook: %s game %zu: %zu positions, %zu new, %zu searched in %.1f s\n",
                         terminal ? "\r" : "", name.toStdString().c_str(), i + 1, report.positions,
                         report.added, report.searched, secondsSince(began));
            if (const auto problem = saveBookFile(book, file.toStdString())) {
                return fail(QString::fromStdString(*problem));
            }
        }
    }
    std::fprintf(stderr, "book: %s holds %zu positions\n", file.toStdString().c_str(), book.size());
    return 0;
}

// Deviates, or with `enhance` enhances, the book `file`.
int runDeviate(const QString& file, const DeviateOptions& options, const SearchOptions& search,
               bool enhance) {
    Parsed<OpeningBook> read = bookToGrow(file, 8);
    if (!read) return fail(QString::fromStdString(read.error()));
    OpeningBook book = std::move(read).value();
    Searcher searcher(search);
    const auto began = std::chrono::steady_clock::now();
    const bool terminal = isatty(STDERR_FILENO) != 0;
    const auto grow = enhance ? enhanceBook : deviateBook;
    const LearnReport report = grow(
        book, Position::initial(book.boardSize()), searcher, options,
        [terminal, enhance](std::size_t done, std::size_t) {
            if (terminal) {
                std::fprintf(stderr, "\rbook: %zu positions searched %s", done,
                             enhance ? "this round" : "so far");
            }
            return true;
        },
        nullptr);
    if (const auto problem = saveBookFile(book, file.toStdString())) {
        return fail(QString::fromStdString(*problem));
    }
    std::fprintf(stderr, "%sbook: %zu positions added, %zu searched in %.1f s; %s holds %zu\n",
                 terminal ? "\r" : "", report.added, report.searched, secondsSince(began),
                 file.toStdString().c_str(), book.size());
    return 0;
}

// The searches' options: plies, exact empties, threads and table.
Parsed<std::pair<LearnOptions, SearchOptions>> searchesOf(const QCommandLineParser& parser) {
    const Parsed<int> depth =
        parseNumber(parser.value(QStringLiteral("depth")), QStringLiteral("depth"), 1, 60);
    if (!depth) return ParseError{depth.error()};
    const Parsed<int> empties = parseNumber(parser.value(QStringLiteral("exact-empties")),
                                            QStringLiteral("exact-empties"), 0, 30);
    if (!empties) return ParseError{empties.error()};
    const Parsed<int> threads = searchThreadsOf(parser);
    if (!threads) return ParseError{threads.error()};
    const Parsed<int> megabytes = hashMegabytesOf(parser);
    if (!megabytes) return ParseError{megabytes.error()};
    SearchOptions search;
    search.threads = *threads;
    search.hashMegabytes = std::size_t(*megabytes);
    return std::pair(LearnOptions{*depth, *empties}, search);
}

Parsed<Action> prepareDeviate(const QCommandLineParser& parser, const QString& file,
                              const QStringList& values, bool enhance) {
    const QString name = enhance ? QStringLiteral("book enhance") : QStringLiteral("book deviate");
    if (file.isEmpty() || !QFileInfo::exists(file)) {
        return refusal(name + QStringLiteral(" takes --book FILE, a book that exists"));
    }
    if (!values.isEmpty()) return refusal(name + QStringLiteral(" takes no argument"));
    const Parsed<std::pair<LearnOptions, SearchOptions>> searches = searchesOf(parser);
    if (!searches) return searches.parseError();
    const Parsed<int> loss =
        parseNumber(parser.value(QStringLiteral("loss")), QStringLiteral("loss"), 0, 64);
    if (!loss) return ParseError{loss.error()};
    const Parsed<int> empties =
        parseNumber(parser.value(QStringLiteral("empties")), QStringLiteral("empties"), 0, 60);
    if (!empties) return ParseError{empties.error()};
    const Parsed<int> most = parseNumber(parser.value(QStringLiteral("positions")),
                                         QStringLiteral("positions"), 0, 100'000'000);
    if (!most) return ParseError{most.error()};
    const DeviateOptions options{searches->first, *loss, *empties, std::size_t(*most)};
    return Action([file, options, search = searches->second, enhance] {
        return runDeviate(file, options, search, enhance);
    });
}

Parsed<Action> prepareLearn(const QCommandLineParser& parser, const QString& file,
                            const QStringList& games) {
    if (file.isEmpty()) {
        return refusal(QStringLiteral("book learn takes --book FILE, the book it grows"));
    }
    if (games.isEmpty()) return refusal(QStringLiteral("book learn takes GAMEFILE..."));
    const Parsed<std::pair<LearnOptions, SearchOptions>> searches = searchesOf(parser);
    if (!searches) return searches.parseError();
    const LearnOptions options = searches->first;
    const SearchOptions search = searches->second;
    return Action(
        [file, games, options, search] { return runLearn(file, games, options, search); });
}

// The action of `values` (its name taken off) reading or writing `file`.
Parsed<Action> prepareAction(const QCommandLineParser& parser, const QString& action,
                             const QString& file, const QStringList& values) {
    const auto one = [&](const char* what) {
        return values.size() == 1
                   ? std::optional<ParseError>()
                   : refusal(
                         QStringLiteral("book %1 takes one %2").arg(action, QLatin1String(what)));
    };
    if (action == QStringLiteral("info")) {
        if (!values.isEmpty()) return refusal(QStringLiteral("book info takes no argument"));
        return Action([file] { return runInfo(file); });
    }
    if (action == QStringLiteral("show")) {
        const Parsed<Position> position =
            parsePosition(values.join(QLatin1Char(' ')).toStdString());
        if (values.isEmpty() || values.size() > 2 || !position) {
            return refusal(QStringLiteral("book show takes one POSITION ('BOARD SIDE'): ") +
                           QString::fromStdString(position.error()));
        }
        return Action([file, position = *position] { return runShow(file, position); });
    }
    if (action == QStringLiteral("export")) {
        const QString format = parser.value(QStringLiteral("format"));
        if (format != QStringLiteral("edax") && format != QStringLiteral("text")) {
            return refusal(QStringLiteral("book export takes --format edax or --format text"));
        }
        if (auto refused = one("OUT file (or -)")) return *refused;
        return Action([file, edax = format == QStringLiteral("edax"), out = values.front()] {
            return runExport(file, edax, out);
        });
    }
    if (action == QStringLiteral("learn")) return prepareLearn(parser, file, values);
    if (action == QStringLiteral("deviate") || action == QStringLiteral("enhance")) {
        return prepareDeviate(parser, file, values, action == QStringLiteral("enhance"));
    }
    // import makes FILE, merge adds to one that exists.
    const bool merge = action == QStringLiteral("merge");
    if (!merge && action != QStringLiteral("import")) {
        return refusal(
            QStringLiteral("book: unknown ACTION '") + action +
            QStringLiteral("' (info, show, export, import, learn, deviate, enhance, merge)"));
    }
    if (file.isEmpty() || (merge && !QFileInfo::exists(file))) {
        return refusal(merge ? QStringLiteral("book merge takes --book FILE, a book that exists")
                             : QStringLiteral("book import takes --book FILE, the book it writes"));
    }
    if (auto refused = one(merge ? "OTHER book" : "IN file")) return *refused;
    return Action([file, in = values.front()] { return runImport(file, in); });
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
        {QStringLiteral("depth"), QStringLiteral("learn: the plies of each search (default 18)."),
         QStringLiteral("D"), QStringLiteral("18")},
        {QStringLiteral("exact-empties"),
         QStringLiteral("learn: positions with this many empties or fewer are solved exactly "
                        "(default 20)."),
         QStringLiteral("N"), QStringLiteral("20")},
        {QStringLiteral("loss"),
         QStringLiteral("deviate, enhance: moves within this many discs of the best are "
                        "followed (default 4)."),
         QStringLiteral("E"), QStringLiteral("4")},
        {QStringLiteral("empties"),
         QStringLiteral("deviate, enhance: positions with fewer empties are left as they are "
                        "(default 36)."),
         QStringLiteral("N"), QStringLiteral("36")},
        {QStringLiteral("positions"),
         QStringLiteral("deviate: stop after adding this many positions; enhance: after "
                        "searching this many (default 0: no limit)."),
         QStringLiteral("N"), QStringLiteral("0")},
        searchThreadsOption(),
        hashOption(),
    });
    const QList<Operand> usage{
        {QStringLiteral("ACTION"),
         QStringLiteral(
             "info: 'positions <N>' first, then more lines; show POSITION: '<move> "
             "<value> <depth> <exact|estimate>' per book move, best first, 'leaf' "
             "after a move whose position is not in the book; export --format "
             "edax|text OUT (- for standard output); import --book FILE IN; learn "
             "--book FILE [--depth D] GAMEFILE...; deviate --book FILE [--loss E] [--empties N] "
             "[--positions N]; enhance --book FILE [--loss E] [--empties N] [--positions N] "
             "[--depth D]; merge --book FILE OTHER.")},
        {QStringLiteral("[ARGUMENTS]"), QStringLiteral("The action's position or files.")}};
    if (auto settled = parseCommandLine(parser, self, usage, arguments)) return *settled;
    QStringList values = operands(parser);
    if (values.isEmpty()) {
        return refusal(QStringLiteral(
            "book takes an ACTION: info, show, export, import, learn, deviate, enhance or merge"));
    }
    const QString action = values.takeFirst();
    return prepareAction(parser, action, parser.value(QStringLiteral("book")), values);
}

}  // namespace hasami::cli
