// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/eval/pattern_weights.h"

#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <optional>

#include "engine/util/byte_order.h"
#include "engine/util/embedded_file.h"
#include "engine/util/files.h"

HASAMI_EMBED_FILE(hasami_pattern_weights_8, HASAMI_PATTERN_WEIGHTS_8);
HASAMI_EMBED_FILE(hasami_pattern_weights_6, HASAMI_PATTERN_WEIGHTS_6);

namespace hasami {

PatternWeights::PatternWeights(const patterns::Layout& layout, std::vector<std::int16_t> weights)
    : layout_(&layout), weights_(std::move(weights)), expanded_(weights_), swapped_(weights_) {
    // Read by raw pointers in flat loops: the built-in weights are expanded at every start.
    const std::size_t perPhase = std::size_t(layout.weightsPerPhase());
    const std::size_t tables = std::size_t(layout.patternWeights());
    const std::uint32_t* canonical = layout.canonicalIndices().data();
    const std::uint32_t* exchanged = layout.swappedIndices().data();
    for (std::size_t first = 0; first + perPhase <= weights_.size(); first += perPhase) {
        const std::int16_t* own = weights_.data() + first;
        std::int16_t* expanded = expanded_.data() + first;
        std::int16_t* swapped = swapped_.data() + first;
        for (std::size_t i = 0; i < tables; ++i) expanded[i] = own[canonical[i]];
        for (std::size_t i = 0; i < tables; ++i) swapped[i] = expanded[exchanged[i]];
    }
}

namespace {

// What a weights file's header says, once checked against its bytes.
struct WeightsFile {
    const patterns::Layout* layout = nullptr;
    std::uint32_t phases = 0;
    std::uint32_t perPhase = 0;  // weights a phase in the file
    bool withoutParity = false;  // fitted before the parity feature: one weight fewer a phase
    std::span<const char> body;  // the weights' bytes
};

// The header of a weights file checked, and the checksum of its weights.
Parsed<WeightsFile> checkedWeightsFile(std::span<const char> bytes) {
    if (bytes.size() < kPatternWeightsHeaderBytes ||
        std::memcmp(bytes.data(), kPatternWeightsMagic, sizeof kPatternWeightsMagic) != 0) {
        return ParseError{"not a Hasami weights file (no HSMPATWT header)"};
    }
    const char* header = bytes.data();
    auto mismatch = [](const char* what, std::uint64_t found, std::uint64_t expected) {
        return ParseError{std::string(what) + " " + std::to_string(found) + ", expected " +
                          std::to_string(expected)};
    };
    const std::uint32_t version = readU32(header + 8);
    if (version != kPatternWeightsVersion) {
        return mismatch("format version", version, kPatternWeightsVersion);
    }
    const std::uint32_t boardSize = readU32(header + 12);
    const patterns::Layout* standard =
        boardSize <= 8 ? patterns::Layout::of(int(boardSize)) : nullptr;
    if (!standard) {
        return ParseError{"board size " + std::to_string(boardSize) + " has no pattern layout"};
    }
    // The phases and the fingerprint say which of the layouts the weights were fitted for.
    WeightsFile file;
    file.phases = readU32(header + 20);
    const std::uint32_t fingerprint = readU32(header + 16);
    file.layout = file.phases <= 64
                      ? patterns::Layout::withPhases(int(boardSize), int(file.phases), fingerprint)
                      : nullptr;
    if (!file.layout) {
        return mismatch("phases", file.phases, std::uint32_t(standard->phaseCount()));
    }
    const patterns::Layout& layout = *file.layout;
    file.withoutParity = fingerprint == layout.fingerprintWithoutParity();
    if (fingerprint != layout.fingerprint() && !file.withoutParity) {
        return mismatch("fitted for pattern layout", fingerprint, layout.fingerprint());
    }
    file.perPhase = readU32(header + 24);
    const auto expectedPerPhase = std::uint32_t(layout.weightsPerPhase() - file.withoutParity);
    if (file.perPhase != expectedPerPhase) {
        return mismatch("weights per phase", file.perPhase, expectedPerPhase);
    }
    const std::uint32_t scale = readU32(header + 28);
    if (scale != std::uint32_t(kPatternWeightScale)) {
        return mismatch("scale", scale, std::uint32_t(kPatternWeightScale));
    }
    const std::size_t count = std::size_t(file.phases) * file.perPhase;
    file.body = bytes.subspan(kPatternWeightsHeaderBytes);
    if (file.body.size() != count * 2) return mismatch("weight bytes", file.body.size(), count * 2);
    if (readU64(header + 32) != checksumOf(file.body)) {
        return ParseError{"the checksum does not match: the weights are damaged"};
    }
    return file;
}

// The built-in weights file of the board of `size` (8 or 6).
std::span<const char> builtInFile(int size) {
    return size == 8
               ? std::span<const char>(hasami_pattern_weights_8, hasami_pattern_weights_8_end)
               : std::span<const char>(hasami_pattern_weights_6, hasami_pattern_weights_6_end);
}

// Why the built-in weights of the board of `size` cannot be used; empty when they can.
std::string checkBuiltIn(int size) {
    const std::string name =
        "the built-in " + std::to_string(size) + "x" + std::to_string(size) + " weights";
    const Parsed<WeightsFile> file = checkedWeightsFile(builtInFile(size));
    if (!file) return name + ": " + file.error();
    if (file->layout->boardSize() != size) return name + " are for another board";
    return {};
}

// The built-in weights of the board of `size`, expanded for the evaluation when first asked
// for; empty if they cannot be used.
const std::optional<PatternWeights>& builtIn(int size) {
    auto load = [](int board) -> std::optional<PatternWeights> {
        // readPatternWeights checks the header and checksum as checkBuiltIn does.
        Parsed<PatternWeights> read = readPatternWeights(builtInFile(board));
        if (!read || read->layout().boardSize() != board) return std::nullopt;
        return std::move(read).value();
    };
    static const std::optional<PatternWeights> eight = load(8);
    static const std::optional<PatternWeights> six = load(6);
    return size == 8 ? eight : six;
}

}  // namespace

std::optional<ParseError> patternWeightsProblem(std::span<const char> bytes) {
    Parsed<WeightsFile> file = checkedWeightsFile(bytes);
    if (!file) return file.parseError();
    return std::nullopt;
}

Parsed<PatternWeights> readPatternWeights(std::span<const char> bytes) {
    const Parsed<WeightsFile> file = checkedWeightsFile(bytes);
    if (!file) return file.parseError();
    const patterns::Layout& layout = *file->layout;
    // Phase by phase, each followed by a parity weight of 0 if the file lacks it.
    std::vector<std::int16_t> weights(std::size_t(file->phases) *
                                      std::size_t(layout.weightsPerPhase()));
    std::int16_t* out = weights.data();
    const char* in = file->body.data();
    for (std::uint32_t phase = 0; phase < file->phases; ++phase) {
        for (std::uint32_t i = 0; i < file->perPhase; ++i, in += 2) {
            *out++ = std::int16_t(std::uint16_t(std::uint8_t(in[0])) |
                                  std::uint16_t(std::uint16_t(std::uint8_t(in[1])) << 8));
        }
        if (file->withoutParity) *out++ = 0;
    }
    return PatternWeights(layout, std::move(weights));
}

std::vector<char> writePatternWeights(const PatternWeights& weights) {
    const patterns::Layout& layout = weights.layout();
    std::vector<char> body;
    body.reserve(weights.all().size() * 2);
    for (const std::int16_t weight : weights.all()) {
        body.push_back(char(std::uint16_t(weight) & 0xFF));
        body.push_back(char(std::uint16_t(weight) >> 8));
    }
    std::vector<char> out(kPatternWeightsMagic, kPatternWeightsMagic + sizeof kPatternWeightsMagic);
    appendU32(out, kPatternWeightsVersion);
    appendU32(out, std::uint32_t(layout.boardSize()));
    appendU32(out, layout.fingerprint());
    appendU32(out, std::uint32_t(layout.phaseCount()));
    appendU32(out, std::uint32_t(layout.weightsPerPhase()));
    appendU32(out, std::uint32_t(kPatternWeightScale));
    appendU64(out, checksumOf(body));
    out.insert(out.end(), body.begin(), body.end());
    return out;
}

Parsed<std::shared_ptr<const PatternWeights>> patternWeightsFile(const std::string& path) {
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const PatternWeights>> read;
    const std::lock_guard lock(mutex);
    if (const auto known = read.find(path); known != read.end()) return known->second;
    const Parsed<std::vector<char>> bytes =
        readFileBytes(path, "the weights file", kMaxPatternWeightsFileBytes);
    if (!bytes) return bytes.parseError();
    Parsed<PatternWeights> weights = readPatternWeights(*bytes);
    if (!weights) return ParseError{"the weights file '" + path + "': " + weights.error()};
    auto shared = std::make_shared<const PatternWeights>(std::move(weights).value());
    read.emplace(path, shared);
    return shared;
}

const PatternWeights* builtInWeights(int boardSize) {
    if (boardSize != 8 && boardSize != 6) return nullptr;
    const std::optional<PatternWeights>& weights = builtIn(boardSize);
    return weights ? &*weights : nullptr;
}

std::string builtInWeightsProblem(int boardSize) {
    if (boardSize != 8 && boardSize != 6) return {};
    // Checked without expanding the weights: the window need not wait for that.
    static const std::string eight = checkBuiltIn(8);
    static const std::string six = checkBuiltIn(6);
    return boardSize == 8 ? eight : six;
}

}  // namespace hasami
