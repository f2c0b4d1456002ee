// SPDX-License-Identifier: GPL-3.0-or-later
// Book files on disk: read in any form the exchange knows (Hasami's, Edax's, the text form),
// and written in Hasami's form whole or not at all, the file they replace kept as one backup.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "engine/book/book.h"
#include "engine/util/parsed.h"

namespace hasami {

// The largest book file read.
constexpr std::uintmax_t kMaxBookFileBytes = std::uintmax_t(2) << 30;

// The book of the file at `path`, told by its content; or why not, naming the file.
Parsed<OpeningBook> readBookFile(const std::string& path);

// Whether the file at `path` is a book of Hasami's form (one a book may be written back to).
bool isHasamiBookFile(const std::string& path);

// The backup `saveBookFile` keeps of the file it replaces: `path`.bak.
std::string bookBackupOf(const std::string& path);

// Writes `bytes` to `path` through a temporary file renamed over it, so that a reader finds the
// old file or the new one whole; with `backup`, the file it replaces is kept as
// bookBackupOf(path). The reason when it cannot, the file left as it was.
std::optional<std::string> writeWholeFile(const std::string& path, std::span<const char> bytes,
                                          bool backup);

// Writes `book` to `path` in Hasami's form through a temporary file renamed over it, the file
// it replaces kept as its backup, so that a reader finds the old book or the new one whole.
// The reason when it cannot, the file left as it was.
std::optional<std::string> saveBookFile(const OpeningBook& book, const std::string& path);

}  // namespace hasami
