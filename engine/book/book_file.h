// SPDX-License-Identifier: GPL-3.0-or-later
// Book files on disk: read in any form the exchange knows (Hasami's, Edax's, the text form),
// and written in Hasami's form whole or not at all, the file they replace kept as one backup.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/book/book.h"
#include "engine/util/parsed.h"

namespace hasami {

// The largest book file read.
constexpr std::uintmax_t kMaxBookFileBytes = std::uintmax_t(2) << 30;

// The book of the file at `path`, told by its content; or why not, naming the file.
// What was left out of it goes to `note` when it is given (engine/book/book_exchange.h).
Parsed<OpeningBook> readBookFile(const std::string& path, std::string* note = nullptr);

// Whether the file at `path` is a book of Hasami's form (one a book may be written back to).
bool isHasamiBookFile(const std::string& path);

// How many earlier versions of a file `writeWholeFile` keeps.
constexpr int kBookBackups = 5;

// The newest backup `saveBookFile` keeps of the file it replaces: `path`.bak; the older ones are
// `path`.bak.2 to `path`.bak.5.
std::string bookBackupOf(const std::string& path);

// A version of a file kept as a backup: its file, and when that version was written (seconds
// since 1970).
struct BookBackup {
    std::string file;
    std::int64_t written = 0;
};
// The backups of `path` that exist, the newest first.
std::vector<BookBackup> bookBackupsOf(const std::string& path);

// Writes `bytes` to `path` through a temporary file, flushed to the disk and renamed over it, so
// that a reader finds the old file or the new one whole; with `backup`, the file it replaces is
// kept as bookBackupOf(path) and the backups before it move one place down (the oldest of
// kBookBackups dropped), each step a rename, so that at every instant the file and its newest
// backup are whole. A symbolic link is written through (the file it names replaced, the link
// kept); a pipe or a character device (/dev/null, a terminal) is written into, without backups;
// a folder, another kind of file, or a pipe nothing reads from is refused. The reason when it
// cannot (the backup's too), the file left as it was.
std::optional<std::string> writeWholeFile(const std::string& path, std::span<const char> bytes,
                                          bool backup);

// Writes `book` to `path` in Hasami's form as writeWholeFile does, keeping the backups.
std::optional<std::string> saveBookFile(const OpeningBook& book, const std::string& path);

}  // namespace hasami
