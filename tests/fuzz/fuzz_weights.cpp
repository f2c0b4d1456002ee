// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the reader of weights files (hasami-train's output, a player's weights=FILE): it
// never crashes, refuses with a reason, and what it accepts is written back to the same bytes
// (a file of the layout before parity: to today's layout, which reads as the same weights).
// With the first byte odd, the checksum of the weights is made right first, so that the
// fuzzer reaches the checks behind it.
#include <algorithm>
#include <cstring>
#include <vector>

#include "engine/eval/pattern_weights.h"
#include "engine/util/byte_order.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    if (size == 0) return 0;
    std::vector<char> bytes(reinterpret_cast<const char*>(data + 1),
                            reinterpret_cast<const char*>(data + size));
    constexpr std::size_t kChecksumAt = hasami::kPatternWeightsHeaderBytes - 8;
    if (data[0] % 2 == 1 && bytes.size() >= hasami::kPatternWeightsHeaderBytes) {
        const std::span<const char> weights(bytes.data() + hasami::kPatternWeightsHeaderBytes,
                                            bytes.size() - hasami::kPatternWeightsHeaderBytes);
        std::vector<char> checksum;
        hasami::appendU64(checksum, hasami::checksumOf(weights));
        std::memcpy(bytes.data() + kChecksumAt, checksum.data(), checksum.size());
    }
    const hasami::Parsed<hasami::PatternWeights> weights = hasami::readPatternWeights(bytes);
    if (!weights) {
        FUZZ_CHECK(!weights.error().empty());
        return 0;
    }
    const std::vector<char> written = hasami::writePatternWeights(*weights);
    // A file of the layout before the parity feature is written in today's layout; it reads
    // back as the same weights. Any other is written back to the same bytes.
    if (hasami::readU32(bytes.data() + 16) == weights->layout().fingerprint()) {
        FUZZ_CHECK(written == bytes);
    }
    const hasami::Parsed<hasami::PatternWeights> again = hasami::readPatternWeights(written);
    FUZZ_CHECK(again && std::equal(again->all().begin(), again->all().end(), weights->all().begin(),
                                   weights->all().end()));
    return 0;
}
