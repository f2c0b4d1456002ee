// SPDX-License-Identifier: GPL-3.0-or-later
// Whole files read into memory: the engine's data files named on a command line (weights,
// books, training records) and the game database's files. A folder, a missing, unreadable or
// oversized file, or one that is no regular file (a device, a pipe) is refused with a message
// that names it; a read error (a failing disk, a lost mount) is a refusal too, never an
// exception.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/util/parsed.h"

namespace hasami {

// The bytes of the file at `path`, at most `maxBytes` of them, or why not: "cannot read WHAT
// 'PATH': REASON", WHAT saying what the file was to be (e.g. "the weights file"). The size is
// checked before anything is read, and what is read is checked again (a file may grow, or
// claim a size it does not have).
Parsed<std::vector<char>> readFileBytes(const std::string& path, std::string_view what,
                                        std::uintmax_t maxBytes);

// The first bytes of a file and the size it claims, for a reader that checks a header before it
// reads the rest.
struct FileStart {
    std::vector<char> bytes;
    std::uintmax_t size = 0;
};
// The first `count` bytes of the file at `path` (all of a shorter one) and its size, refused as
// readFileBytes refuses.
Parsed<FileStart> readFileStart(const std::string& path, std::string_view what,
                                std::uintmax_t maxBytes, std::size_t count);

// Whether `path` names a folder.
bool isFolder(const std::string& path);

}  // namespace hasami
