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

namespace {

struct BuiltIn {
    std::optional<PatternWeights> weights;
    std::string problem;
};

const BuiltIn* builtIn(int boardSize) {
    auto load = [](const char* begin, const char* end, int size) {
        BuiltIn loaded;
        Parsed<PatternWeights> read =
            readPatternWeights(std::span<const char>(begin, std::size_t(end - begin)));
        const std::string name =
            "the built-in " + std::to_string(size) + "x" + std::to_string(size) + " weights";
        if (!read) {
            loaded.problem = name + ": " + read.error();
        } else if (read->layout().boardSize() != size) {
            loaded.problem = name + " are for another board";
        } else {
            loaded.weights = std::move(read).value();
        }
        return loaded;
    };
    static const BuiltIn eight = load(hasami_pattern_weights_8, hasami_pattern_weights_8_end, 8);
    static const BuiltIn six = load(hasami_pattern_weights_6, hasami_pattern_weights_6_end, 6);
    return boardSize == 8 ? &eight : boardSize == 6 ? &six : nullptr;
}

}  // namespace

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

Parsed<PatternWeights> readPatternWeights(std::span<const char> bytes) {
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
    const std::uint32_t phases = readU32(header + 20);
    const std::uint32_t fingerprint = readU32(header + 16);
    const patterns::Layout* known =
        phases <= 64 ? patterns::Layout::withPhases(int(boardSize), int(phases), fingerprint)
                     : nullptr;
    if (!known) return mismatch("phases", phases, std::uint32_t(standard->phaseCount()));
    const patterns::Layout& layout = *known;
    // Weights fitted before the parity feature lack its weight, the last of each phase.
    const bool withoutParity = fingerprint == layout.fingerprintWithoutParity();
    if (fingerprint != layout.fingerprint() && !withoutParity) {
        return mismatch("fitted for pattern layout", fingerprint, layout.fingerprint());
    }
    const std::uint32_t perPhase = readU32(header + 24);
    const std::uint32_t expectedPerPhase = std::uint32_t(layout.weightsPerPhase() - withoutParity);
    if (perPhase != expectedPerPhase) {
        return mismatch("weights per phase", perPhase, expectedPerPhase);
    }
    const std::uint32_t scale = readU32(header + 28);
    if (scale != std::uint32_t(kPatternWeightScale)) {
        return mismatch("scale", scale, std::uint32_t(kPatternWeightScale));
    }
    const std::size_t count = std::size_t(phases) * perPhase;
    const std::span<const char> body = bytes.subspan(kPatternWeightsHeaderBytes);
    if (body.size() != count * 2) return mismatch("weight bytes", body.size(), count * 2);
    if (readU64(header + 32) != checksumOf(body)) {
        return ParseError{"the checksum does not match: the weights are damaged"};
    }
    // Phase by phase, each followed by a parity weight of 0 if the file lacks it.
    std::vector<std::int16_t> weights(std::size_t(phases) * std::size_t(layout.weightsPerPhase()));
    std::int16_t* out = weights.data();
    const char* in = body.data();
    for (std::uint32_t phase = 0; phase < phases; ++phase) {
        for (std::uint32_t i = 0; i < perPhase; ++i, in += 2) {
            *out++ = std::int16_t(std::uint16_t(std::uint8_t(in[0])) |
                                  std::uint16_t(std::uint16_t(std::uint8_t(in[1])) << 8));
        }
        if (withoutParity) *out++ = 0;
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
    const Parsed<std::vector<char>> bytes = readFileBytes(path, "the weights file");
    if (!bytes) return bytes.parseError();
    Parsed<PatternWeights> weights = readPatternWeights(*bytes);
    if (!weights) return ParseError{"the weights file '" + path + "': " + weights.error()};
    auto shared = std::make_shared<const PatternWeights>(std::move(weights).value());
    read.emplace(path, shared);
    return shared;
}

const PatternWeights* builtInWeights(int boardSize) {
    const BuiltIn* weights = builtIn(boardSize);
    return weights && weights->weights ? &*weights->weights : nullptr;
}

std::string builtInWeightsProblem(int boardSize) {
    const BuiltIn* weights = builtIn(boardSize);
    return weights ? weights->problem : std::string();
}

}  // namespace hasami
