// SPDX-License-Identifier: GPL-3.0-or-later
// Little-endian numbers in byte buffers, whatever the machine, and the checksum the engine's
// data files carry: the helpers of the weights and book file formats.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace hasami {

inline std::uint32_t readU32(const char* at) {
    std::uint32_t value = 0;
    for (int byte = 3; byte >= 0; --byte) value = value << 8 | std::uint8_t(at[byte]);
    return value;
}

inline std::uint64_t readU64(const char* at) {
    return std::uint64_t(readU32(at)) | std::uint64_t(readU32(at + 4)) << 32;
}

inline void appendU32(std::vector<char>& out, std::uint32_t value) {
    for (int byte = 0; byte < 4; ++byte) out.push_back(char(value >> (8 * byte)));
}

inline void appendU64(std::vector<char>& out, std::uint64_t value) {
    appendU32(out, std::uint32_t(value));
    appendU32(out, std::uint32_t(value >> 32));
}

// FNV-1a, 64 bits.
inline std::uint64_t checksumOf(std::span<const char> bytes) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const char byte : bytes) {
        hash ^= std::uint8_t(byte);
        hash *= 1099511628211ULL;
    }
    return hash;
}

}  // namespace hasami
