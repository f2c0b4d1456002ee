// SPDX-License-Identifier: GPL-3.0-or-later
// The texts hasami-cli reads whole: a file named on the command line, or standard input for
// "-". A folder, a file that cannot be read and a text beyond the size a command allows are
// refused with a message naming the path.
#pragma once

#include <cstddef>
#include <string>

#include <QString>

#include "engine/util/parsed.h"

namespace hasami::cli {

Parsed<std::string> readTextInput(const QString& name, std::size_t maxBytes);

}  // namespace hasami::cli
