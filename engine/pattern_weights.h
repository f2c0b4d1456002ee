// The learned weights of the 8x8 pattern evaluation, built into the program from
// engine/data/patterns.bin (written by tools/train): an 8-byte magic, then for each phase
// kWeightsPerPhase little-endian 16-bit weights in 1/kPatternWeightScale discs.
#pragma once

#include <cstdint>

namespace hasami {

inline constexpr char kPatternWeightsMagic[8] = {'H', 'S', 'M', 'P', 'A', 'T', '0', '1'};
constexpr int kPatternWeightScale = 32;

// The weights of `phase` (patterns::phaseOf), or nullptr if the built-in file does not hold
// weights of the layout patterns.h describes.
const std::int16_t* patternWeights(int phase);

}  // namespace hasami
