// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-cli bench --book: how fast a large Edax book is imported and exported, and in how much
// memory, on a book of random openings it writes once into FILE: each position with a random
// value and a random legal move as its leaf, the moves between them linked.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <string>

#include "app/cli/command.h"
#include "engine/book/book_exchange.h"
#include "engine/book/book_file.h"
#include "engine/util/byte_order.h"
#include "engine/util/files.h"

namespace hasami::cli {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kDeepestPly = 24;

// Starts the count of the process's peak resident memory afresh (Linux: /proc/self/clear_refs).
void resetPeakMemory() {
    std::ofstream("/proc/self/clear_refs") << "5";
}

// The peak resident memory since the last reset, in megabytes (Linux).
double peakMegabytes() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.starts_with("VmHWM:")) return std::stod(line.substr(6)) / 1024;
    }
    return 0;
}

OpeningBook randomBook(std::size_t positions) {
    OpeningBook book(8);
    std::mt19937_64 random(2026);
    while (book.size() < positions) {
        Position position = Position::initial();
        const int plies = 1 + int(random() % kDeepestPly);
        for (int ply = 0; ply < plies && book.size() < positions; ++ply) {
            const Bitboard legal = position.legalMoves();
            if (legal == 0) break;
            std::vector<Square> moves;
            for (const Square move : squaresOf(legal)) moves.push_back(move);
            const Square leaf = moves[random() % moves.size()];
            if (!book.find(position)) {
                book.insert(position, {int(random() % 21) - 10, 20, false, false, false, leaf});
            }
            position = bookChild(position, moves[random() % moves.size()]).position;
        }
    }
    book.propagate();
    return book;
}

}  // namespace

int runBookBench(const std::string& path, std::size_t positions) {
    if (!std::filesystem::exists(path)) {
        const Parsed<std::vector<char>> bytes = edaxBookBytes(randomBook(positions), {});
        if (const auto problem = writeWholeFile(path, *bytes, false)) {
            return fail(QString::fromStdString(*problem));
        }
        std::printf("wrote %zu positions of random openings to %s\n", positions, path.c_str());
    }
    resetPeakMemory();
    auto start = Clock::now();
    std::optional<OpeningBook> book;
    std::uint64_t checksum = 0;
    {
        const Parsed<std::vector<char>> file = readFileBytes(path, "the book", kMaxBookFileBytes);
        if (!file) return fail(QString::fromStdString(file.error()));
        Parsed<OpeningBook> read = readEdaxBook(*file);
        if (!read) return fail(QString::fromStdString(path + ": " + read.error()));
        book = std::move(read).value();
        checksum = checksumOf(*file);  // the file's bytes are let go before the export
    }
    std::printf("import %zu positions: %.2f s, peak %.0f MB\n", book->size(), secondsSince(start),
                peakMegabytes());
    resetPeakMemory();
    start = Clock::now();
    const Parsed<std::vector<char>> written = edaxBookBytes(*book, {});
    const std::string out = path + ".out";
    if (const auto problem = writeWholeFile(out, *written, false)) {
        return fail(QString::fromStdString(*problem));
    }
    std::printf("export %zu positions: %.2f s, peak %.0f MB\n", book->size(), secondsSince(start),
                peakMegabytes());
    std::printf("exported again: %s\n",
                checksumOf(*written) == checksum ? "the same bytes" : "other bytes");
    std::error_code error;
    std::filesystem::remove(out, error);
    return 0;
}

}  // namespace hasami::cli
