// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/util/machine.h"

#include <cstdlib>
#include <vector>

#include <pwd.h>
#include <unistd.h>

namespace hasami {

std::uint64_t physicalMemoryBytes() {
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0) return 0;
    return std::uint64_t(pages) * std::uint64_t(pageSize);
}

std::size_t largestTableMegabytes() {
    constexpr std::uint64_t kMegabyte = 1 << 20;
    // Without a figure from the system, a table no larger than every desktop has.
    constexpr std::size_t kUnknownMachine = 1024;
    const std::uint64_t memory = physicalMemoryBytes();
    return memory == 0 ? kUnknownMachine : std::size_t(memory / 2 / kMegabyte);
}

void settleHomeFolder() {
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') return;
    const long suggested = ::sysconf(_SC_GETPW_R_SIZE_MAX);
    std::vector<char> buffer(suggested > 0 ? std::size_t(suggested) : std::size_t(16384));
    passwd entry{};
    passwd* found = nullptr;
    if (::getpwuid_r(::getuid(), &entry, buffer.data(), buffer.size(), &found) != 0 ||
        found == nullptr || found->pw_dir == nullptr || *found->pw_dir == '\0') {
        return;
    }
    ::setenv("HOME", found->pw_dir, 1);
}

}  // namespace hasami
