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

// FNV-1a, the one checksum of the code: 64 bits over the data files' bytes, and 32 bits over
// the words that describe a pattern layout (engine/eval/patterns.h).
inline constexpr std::uint64_t kChecksumStart = 14695981039346656037ULL;
inline constexpr std::uint64_t kChecksumPrime = 1099511628211ULL;

// The checksum so far, `hash`, carried over `bytes`: fed piece by piece, the same as over the
// whole.
inline std::uint64_t checksumAfter(std::uint64_t hash, std::span<const char> bytes) {
    for (const char byte : bytes) {
        hash ^= std::uint8_t(byte);
        hash *= kChecksumPrime;
    }
    return hash;
}

inline std::uint64_t checksumOf(std::span<const char> bytes) {
    return checksumAfter(kChecksumStart, bytes);
}

inline constexpr std::uint32_t kChecksum32Start = 2166136261u;

// The 32-bit checksum so far, `hash`, carried over the four bytes of `word`, low byte first.
inline void checksum32Word(std::uint32_t& hash, std::uint32_t word) {
    for (int byte = 0; byte < 4; ++byte) {
        hash ^= (word >> (8 * byte)) & 0xFF;
        hash *= 16777619u;
    }
}

}  // namespace hasami
