// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/book/book_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "engine/book/book_exchange.h"
#include "engine/util/files.h"

namespace hasami {

Parsed<OpeningBook> readBookFile(const std::string& path) {
    const Parsed<std::vector<char>> bytes = readFileBytes(path, "the book", kMaxBookFileBytes);
    if (!bytes) return bytes.parseError();
    Parsed<OpeningBook> book = readAnyBook(*bytes);
    if (!book) return ParseError{"the book '" + path + "': " + book.error()};
    return book;
}

bool isHasamiBookFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    char head[sizeof kBookMagic] = {};
    in.read(head, std::streamsize(sizeof head));
    return in.gcount() == std::streamsize(sizeof head) && OpeningBook::isBookFile(head);
}

std::string bookBackupOf(const std::string& path) {
    return path + ".bak";
}

std::optional<std::string> writeWholeFile(const std::string& path, std::span<const char> bytes,
                                          bool backup) {
    namespace fs = std::filesystem;
    const std::string temporary = path + ".new";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), std::streamsize(bytes.size()));
        if (!out.flush()) {
            const std::string reason = std::strerror(errno);
            std::error_code ignored;
            fs::remove(temporary, ignored);
            return "cannot write '" + temporary + "': " + reason;
        }
    }
    std::error_code error;
    if (backup && fs::exists(path, error)) {
        fs::copy_file(path, bookBackupOf(path), fs::copy_options::overwrite_existing, error);
        if (error) {
            fs::remove(temporary, error);
            return "cannot keep the backup '" + bookBackupOf(path) + "'";
        }
    }
    fs::rename(temporary, path, error);
    if (error) {
        const std::string reason = error.message();
        fs::remove(temporary, error);
        return "cannot replace '" + path + "': " + reason;
    }
    return std::nullopt;
}

std::optional<std::string> saveBookFile(const OpeningBook& book, const std::string& path) {
    return writeWholeFile(path, book.bytes(), true);
}

}  // namespace hasami
