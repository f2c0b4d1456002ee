// SPDX-License-Identifier: GPL-3.0-or-later
// What the machine has: its physical memory, which bounds the tables a search may make.
#pragma once

#include <cstddef>
#include <cstdint>

namespace hasami {

// The machine's physical memory in bytes (0 when the system does not say).
std::uint64_t physicalMemoryBytes();

// The largest transposition table a search may make here, in megabytes: half the physical
// memory. A table is written as soon as it is made, so a larger one would be refused by the
// system or end in the out-of-memory killer while the engine runs.
std::size_t largestTableMegabytes();

}  // namespace hasami
