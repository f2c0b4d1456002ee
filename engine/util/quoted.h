// SPDX-License-Identifier: GPL-3.0-or-later
// Outside input shown in a message: one function, so that every message quotes the same way.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace hasami {

// A piece of outside input as a person can read it in a message: quoted, at most `longest`
// characters (then "..."), control and non-ASCII bytes shown as '?'.
std::string quotedInput(std::string_view text, std::size_t longest = 20);

}  // namespace hasami
