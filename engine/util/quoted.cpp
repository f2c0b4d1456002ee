// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/util/quoted.h"

namespace hasami {

std::string quotedInput(std::string_view text, std::size_t longest) {
    std::string shown;
    for (char c : text.substr(0, longest)) {
        const auto byte = static_cast<unsigned char>(c);
        shown += (byte >= 0x20 && byte < 0x7F) ? c : '?';
    }
    if (text.size() > longest) shown += "...";
    return "'" + shown + "'";
}

}  // namespace hasami
