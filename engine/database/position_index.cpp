// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/database/position_index.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <tuple>

#include <unistd.h>

#include "engine/util/byte_order.h"

namespace hasami {

namespace {

// The file: a magic line, the stamp and the number of entries, the entries (twelve bytes each,
// little-endian words), and a checksum of the entries.
constexpr char kMagic[16] = {'H', 'a', 's', 'a', 'm', 'i', ' ',  'i',
                             'n', 'd', 'e', 'x', ' ', '1', '\n', '\0'};
constexpr std::size_t kHeaderBytes = sizeof kMagic + 8 + 8;

// A 64-bit mix (splitmix64's finaliser).
std::uint64_t mixed(std::uint64_t value) {
    value ^= value >> 30;
    value *= 0xbf58476d1ce4e5b9ULL;
    value ^= value >> 27;
    value *= 0x94d049bb133111ebULL;
    value ^= value >> 31;
    return value;
}

}  // namespace

PositionIndex::Image PositionIndex::canonical(Bitboard black, Bitboard white) {
    const LeastImage least = leastImage(black, white, kGridSize);
    return {least.first, least.second, least.symmetry};
}

std::uint64_t PositionIndex::keyOf(const Image& image, Color sideToMove) {
    const std::uint64_t key = mixed(image.black) ^ mixed(image.white ^ 0x9e3779b97f4a7c15ULL);
    return sideToMove == Color::Black ? key : ~key;
}

void PositionIndex::addGame(std::uint32_t game, const std::vector<Square>& moves) {
    if (game >= kMaxGames) return;
    Position position = Position::initial(kGridSize);
    const std::size_t plies = std::min(moves.size(), std::size_t(kMaxPlies));
    for (std::size_t ply = 0;; ++ply) {
        if (position.mustPass()) position = position.pass();
        const Image image = canonical(position.discs(Color::Black), position.discs(Color::White));
        const std::uint64_t key = keyOf(image, position.sideToMove());
        entries_.push_back({std::uint32_t(key >> 32), std::uint32_t(key),
                            game << 9 | std::uint32_t(ply) << 3 | std::uint32_t(image.symmetry)});
        if (ply == plies || !position.isLegal(moves[ply])) break;
        position = position.play(moves[ply]);
    }
}

void PositionIndex::finish() {
    std::sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) {
        return std::tie(a.keyHigh, a.keyLow, a.reference) <
               std::tie(b.keyHigh, b.keyLow, b.reference);
    });
    entries_.shrink_to_fit();
}

std::pair<const PositionIndex::Entry*, const PositionIndex::Entry*> PositionIndex::entriesOf(
    std::uint64_t key) const {
    const Entry* begin = entries_.data();
    const Entry* end = begin + entries_.size();
    const Entry* first = std::lower_bound(
        begin, end, key,
        [](const Entry& entry, std::uint64_t wanted) { return entry.key() < wanted; });
    const Entry* last = std::upper_bound(
        first, end, key,
        [](std::uint64_t wanted, const Entry& entry) { return wanted < entry.key(); });
    return {first, last};
}

bool PositionIndex::save(const std::string& path, std::uint64_t stamp, std::string* error) const {
    // Written aside, a block at a time, and renamed, so that a reader never sees half a file.
    // Two programs may make the same index at once (the window and hasami-cli): each writes
    // its own file aside.
    const std::string partial = path + "." + std::to_string(getpid()) + ".part";
    bool written = false;
    {
        std::ofstream out(partial, std::ios::binary | std::ios::trunc);
        std::vector<char> bytes(std::begin(kMagic), std::end(kMagic));
        appendU64(bytes, stamp);
        appendU64(bytes, entries_.size());
        out.write(bytes.data(), std::streamsize(bytes.size()));
        std::uint64_t checksum = kChecksumStart;
        constexpr std::size_t kBlockEntries = 1 << 16;
        for (std::size_t done = 0; done < entries_.size(); done += kBlockEntries) {
            bytes.clear();
            const std::size_t end = std::min(entries_.size(), done + kBlockEntries);
            for (std::size_t i = done; i < end; ++i) {
                appendU32(bytes, entries_[i].keyHigh);
                appendU32(bytes, entries_[i].keyLow);
                appendU32(bytes, entries_[i].reference);
            }
            checksum = checksumAfter(checksum, bytes);
            out.write(bytes.data(), std::streamsize(bytes.size()));
        }
        bytes.clear();
        appendU64(bytes, checksum);
        out.write(bytes.data(), std::streamsize(bytes.size()));
        written = bool(out.flush());
    }
    if (!written || std::rename(partial.c_str(), path.c_str()) != 0) {
        if (error) *error = "cannot write the index '" + path + "'";
        std::remove(partial.c_str());
        return false;
    }
    return true;
}

std::optional<PositionIndex> PositionIndex::load(const std::string& path, std::uint64_t stamp) {
    std::ifstream in(path, std::ios::binary);
    std::array<char, kHeaderBytes> header{};
    if (!in.read(header.data(), header.size()) ||
        std::memcmp(header.data(), kMagic, sizeof kMagic) != 0 ||
        readU64(header.data() + sizeof kMagic) != stamp) {
        return std::nullopt;
    }
    // The entries are read a block at a time: the file is never held whole beside them.
    const std::uint64_t count = readU64(header.data() + sizeof kMagic + 8);
    in.seekg(0, std::ios::end);
    const auto size = std::uint64_t(in.tellg());
    if (size != kHeaderBytes + count * 12 + 8) return std::nullopt;
    in.seekg(std::streamoff(kHeaderBytes));
    PositionIndex index;
    index.entries_.resize(count);
    constexpr std::size_t kBlockEntries = 1 << 16;
    std::vector<char> block(kBlockEntries * 12);
    std::uint64_t checksum = kChecksumStart;
    for (std::size_t done = 0; done < count;) {
        const std::size_t entries = std::min<std::size_t>(kBlockEntries, count - done);
        if (!in.read(block.data(), std::streamsize(entries * 12))) return std::nullopt;
        checksum = checksumAfter(checksum, std::span<const char>(block.data(), entries * 12));
        for (std::size_t i = 0; i < entries; ++i) {
            const char* at = block.data() + i * 12;
            index.entries_[done + i] = {readU32(at), readU32(at + 4), readU32(at + 8)};
        }
        done += entries;
    }
    std::array<char, 8> trailer{};
    if (!in.read(trailer.data(), trailer.size()) || readU64(trailer.data()) != checksum) {
        return std::nullopt;
    }
    // Sorted, as finish() left it: a file that is not would make lookups miss.
    const bool sorted =
        std::is_sorted(index.entries_.begin(), index.entries_.end(),
                       [](const Entry& a, const Entry& b) { return a.key() < b.key(); });
    if (!sorted) return std::nullopt;
    return index;
}

std::string indexFolderIn(const std::string& cacheRoot) {
    return cacheRoot + "/hasami/database";
}

}  // namespace hasami
