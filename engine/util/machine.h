// SPDX-License-Identifier: GPL-3.0-or-later
// What the machine has: its physical memory, which bounds the tables a search may make; and the
// person's home folder, where the programs keep their settings and data.
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

// Sets HOME to the account's home folder (from the system's account database) when it is unset
// or empty, before anything asks for the folders of settings and data: without it they would be
// made at the root of the file system. Nothing changes when HOME is set or the account has no
// home folder. Call before the application object is made.
void settleHomeFolder();

}  // namespace hasami
