#include "pattern_weights.h"

#include <cstring>

#include "patterns.h"

// The weights file, placed in the program's read-only data by the assembler.
extern "C" const char hasami_pattern_weights[];
extern "C" const char hasami_pattern_weights_end[];
asm(".section .rodata\n"
    ".balign 16\n"
    ".global hasami_pattern_weights\n"
    "hasami_pattern_weights:\n"
    ".incbin \"" HASAMI_PATTERN_WEIGHTS
    "\"\n"
    ".global hasami_pattern_weights_end\n"
    "hasami_pattern_weights_end:\n"
    ".previous\n");

namespace hasami {

namespace {

constexpr std::size_t kExpectedBytes =
    sizeof kPatternWeightsMagic +
    std::size_t(patterns::kPhaseCount) * patterns::kWeightsPerPhase * sizeof(std::int16_t);

const std::int16_t* loadedWeights() {
    static const std::int16_t* weights = []() -> const std::int16_t* {
        const std::size_t bytes = std::size_t(hasami_pattern_weights_end - hasami_pattern_weights);
        if (bytes != kExpectedBytes || std::memcmp(hasami_pattern_weights, kPatternWeightsMagic,
                                                   sizeof kPatternWeightsMagic) != 0) {
            return nullptr;
        }
        return reinterpret_cast<const std::int16_t*>(hasami_pattern_weights +
                                                     sizeof kPatternWeightsMagic);
    }();
    return weights;
}

}  // namespace

const std::int16_t* patternWeights(int phase) {
    const std::int16_t* weights = loadedWeights();
    return weights ? weights + std::size_t(phase) * patterns::kWeightsPerPhase : nullptr;
}

}  // namespace hasami
