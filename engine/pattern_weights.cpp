#include "pattern_weights.h"

#include <cstring>

#include "embedded_file.h"
#include "patterns.h"

HASAMI_EMBED_FILE(hasami_pattern_weights, HASAMI_PATTERN_WEIGHTS);

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
