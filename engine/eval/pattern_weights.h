// SPDX-License-Identifier: GPL-3.0-or-later
// The learned weights of the pattern evaluations, built into the program from
// engine/data/patterns8.bin and patterns6.bin (written by tools/train). A weights file, all
// numbers little-endian whatever the machine:
//   8 bytes  magic "HSMPATWT"
//   u32      format version (kPatternWeightsVersion)
//   u32      board size (8 or 6)
//   u32      the fingerprint of the pattern layout the weights were fitted for
//   u32      phases
//   u32      weights per phase
//   u32      scale: weights are in 1/scale discs
//   u64      checksum: FNV-1a (64 bits) of the weight bytes that follow
//   i16...   the weights, phase after phase
// A file fitted for the layout before its parity feature (three numeric features a phase, not
// four) is read with a parity weight of 0. A file that is damaged, or was written for another
// layout, is refused with the reason: the build checks the built-in files (tools/check_data),
// and the programs check them at start.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/eval/patterns.h"
#include "engine/util/parsed.h"

namespace hasami {

inline constexpr char kPatternWeightsMagic[8] = {'H', 'S', 'M', 'P', 'A', 'T', 'W', 'T'};
constexpr std::uint32_t kPatternWeightsVersion = 2;
constexpr int kPatternWeightScale = 32;
constexpr std::size_t kPatternWeightsHeaderBytes = 40;
// The largest weights file read: the built-in 8x8 weights take 10 MB.
constexpr std::uintmax_t kMaxPatternWeightsFileBytes = std::uintmax_t(64) << 20;

// The weights of one board's pattern evaluation, every phase.
class PatternWeights {
public:
    PatternWeights(const patterns::Layout& layout, std::vector<std::int16_t> weights);

    const patterns::Layout& layout() const { return *layout_; }
    // The weights of `phase` (Layout::phaseOf), layout().weightsPerPhase() of them, each
    // pattern weight at every index of its configurations (Features::indices), so that the
    // evaluation reads it without looking up the canonical index.
    const std::int16_t* phase(int phase) const {
        return expanded_.data() + std::size_t(phase) * std::size_t(layout_->weightsPerPhase());
    }
    // The same weights read from the other side: at each pattern index, the weight of the
    // configuration with the two sides' discs exchanged (Layout::childWeightedSum); the count
    // tables and numeric features as in phase().
    const std::int16_t* swappedPhase(int phase) const {
        return swapped_.data() + std::size_t(phase) * std::size_t(layout_->weightsPerPhase());
    }
    // The weights as given (and as a file holds them).
    std::span<const std::int16_t> all() const { return weights_; }

private:
    const patterns::Layout* layout_;
    std::vector<std::int16_t> weights_;
    std::vector<std::int16_t> expanded_;
    std::vector<std::int16_t> swapped_;
};

// The weights a weights file's bytes hold, for the board its header names, or why they
// cannot be used.
Parsed<PatternWeights> readPatternWeights(std::span<const char> bytes);
// Why readPatternWeights would refuse `bytes`, found without expanding the weights (the header
// and the checksum); nullopt when it would read them.
std::optional<ParseError> patternWeightsProblem(std::span<const char> bytes);
// The bytes of the weights file holding `weights`.
std::vector<char> writePatternWeights(const PatternWeights& weights);

// The weights of the file at `path`, read once and then shared by every caller (players of a
// match that name the same file), or why they cannot be used.
Parsed<std::shared_ptr<const PatternWeights>> patternWeightsFile(const std::string& path);

// The built-in weights of the board of `boardSize`, or nullptr if that board has no pattern
// layout or its built-in file is damaged (builtInWeightsProblem says why).
const PatternWeights* builtInWeights(int boardSize);

// Why the built-in weights of `boardSize` cannot be used; empty when they can. Checks the
// file without expanding the weights, which builtInWeights does when first called.
std::string builtInWeightsProblem(int boardSize);

}  // namespace hasami
