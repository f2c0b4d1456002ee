// SPDX-License-Identifier: GPL-3.0-or-later
// Whole files read into memory: the engine's data files named on a command line (weights,
// books, training records). A folder, a missing or an unreadable file is refused with a
// message that names it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/util/parsed.h"

namespace hasami {

// The bytes of the file at `path`, or why not: "cannot read WHAT 'PATH': REASON", WHAT saying
// what the file was to be (e.g. "the weights file").
Parsed<std::vector<char>> readFileBytes(const std::string& path, std::string_view what);

// Whether `path` names a folder.
bool isFolder(const std::string& path);

}  // namespace hasami
