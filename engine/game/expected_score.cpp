// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/game/expected_score.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

#include "engine/util/embedded_file.h"
#include "engine/util/numbers.h"
#include "engine/util/words.h"

HASAMI_EMBED_FILE(hasami_expected_score, HASAMI_EXPECTED_SCORE);

namespace hasami {

namespace {

double logistic(double x) {
    return 1 / (1 + std::exp(-x));
}

Parsed<ExpectedScore> parseBuiltIn() {
    return ExpectedScore::parse(std::string_view(
        hasami_expected_score, std::size_t(hasami_expected_score_end - hasami_expected_score)));
}

}  // namespace

const ExpectedScore& ExpectedScore::builtIn() {
    static const ExpectedScore model = [] {
        Parsed<ExpectedScore> parsed = parseBuiltIn();
        if (!parsed) {
            std::fprintf(stderr, "hasami: the built-in expected-score model: %s\n",
                         parsed.error().c_str());
            std::abort();
        }
        return std::move(parsed).value();
    }();
    return model;
}

std::string ExpectedScore::builtInProblem() {
    return parseBuiltIn().error();
}

double ExpectedScore::scale(int empties) const {
    return scales_[std::size_t(std::clamp(empties, 1, kExpectedScoreEmpties))];
}

double ExpectedScore::lapse(int empties) const {
    return lapses_[std::size_t(std::clamp(empties, 1, kExpectedScoreEmpties))];
}

double ExpectedScore::of(int value, int empties, int boardSize, bool over) const {
    if (over || empties <= 0) return value > 0 ? 1.0 : value < 0 ? 0.0 : 0.5;
    const int squares = boardSize * boardSize;
    // The same share of the game left, and of the board's discs, on the 8x8 board.
    const double discs = double(value) * 64 / squares;
    const int left =
        std::max(1, int(std::lround(double(empties) * kExpectedScoreEmpties / (squares - 4))));
    const double chance = lapse(left);
    return chance + (1 - 2 * chance) * logistic(discs / scale(left));
}

std::string ExpectedScore::text(std::string_view comment) const {
    std::string text;
    for (const std::string_view line : splitLines(comment)) {
        text += "# ";
        text += line;
        text += '\n';
    }
    for (int empties = 1; empties <= kExpectedScoreEmpties; ++empties) {
        text += "scale ";
        text += std::to_string(empties);
        text += ' ';
        text += formatDecimal(scales_[std::size_t(empties)], 3);
        text += ' ';
        text += formatDecimal(lapses_[std::size_t(empties)], 4);
        text += '\n';
    }
    return text;
}

Parsed<ExpectedScore> ExpectedScore::parse(std::string_view text) {
    Scales scales{};
    Scales lapses{};
    std::array<bool, kExpectedScoreEmpties + 1> seen{};
    int lineNumber = 0;
    for (const std::string_view line : splitLines(text)) {
        ++lineNumber;
        const std::vector<std::string_view> words = splitWords(line.substr(0, line.find('#')));
        if (words.empty()) continue;
        const auto fail = [&](const std::string& what) {
            return ParseError{"line " + std::to_string(lineNumber) + ": " + what};
        };
        if ((words.size() != 3 && words.size() != 4) || words[0] != "scale") {
            return fail("expected 'scale <empties> <discs> <lapse>'");
        }
        const auto empties = parseInteger(words[1], 1, kExpectedScoreEmpties);
        if (!empties) {
            return fail("the empties must be 1 to " + std::to_string(kExpectedScoreEmpties));
        }
        const auto scale = parseDecimal(words[2]);
        if (!scale || !(*scale >= kMinScale) || !(*scale <= kMaxScale)) {
            return fail("the scale must be a number of discs from " + formatDecimal(kMinScale, 2) +
                        " to " + formatDecimal(kMaxScale, 0));
        }
        const auto lapse = words.size() == 4 ? parseDecimal(words[3]) : std::optional(0.0);
        if (!lapse || !(*lapse >= 0) || !(*lapse <= kMaxLapse)) {
            return fail("the lapse must be a number from 0 to " + formatDecimal(kMaxLapse, 2));
        }
        if (seen[std::size_t(*empties)]) {
            return fail("empties " + std::to_string(*empties) + " given twice");
        }
        seen[std::size_t(*empties)] = true;
        scales[std::size_t(*empties)] = *scale;
        lapses[std::size_t(*empties)] = *lapse;
    }
    for (int empties = 1; empties <= kExpectedScoreEmpties; ++empties) {
        if (!seen[std::size_t(empties)]) {
            return ParseError{"no scale for " + std::to_string(empties) + " empties"};
        }
    }
    return ExpectedScore(scales, lapses);
}

namespace {

// The positions of a window, gathered by value: how many have each, and their scores' sum.
struct ByValue {
    std::array<double, 129> count{};  // by value + 64
    std::array<double, 129> score{};
};

// The log-likelihood of the scores under slope `slope` and lapse `lapse`.
double logLikelihood(const ByValue& positions, double slope, double lapse) {
    double sum = 0;
    for (int value = -64; value <= 64; ++value) {
        const int index = value + 64;
        const double count = positions.count[std::size_t(index)];
        if (count == 0) continue;
        const double won = positions.score[std::size_t(index)];
        const double p =
            std::clamp(lapse + (1 - 2 * lapse) * logistic(slope * value), 1e-12, 1 - 1e-12);
        sum += won * std::log(p) + (count - won) * std::log(1 - p);
    }
    return sum;
}

struct Fit {
    double scale = 1;
    double lapse = 0;
};

// The scale and lapse of most likelihood: for each lapse of a grid, the slope by golden-section
// search on its logarithm (the likelihood has one peak in it).
Fit fitWindow(std::span<const ScoredPosition* const> window) {
    ByValue positions;
    for (const ScoredPosition* position : window) {
        const int index = std::clamp(position->value, -64, 64) + 64;
        const auto at = std::size_t(index);
        positions.count[at] += 1;
        positions.score[at] += position->score;
    }
    Fit best;
    double bestLikelihood = -std::numeric_limits<double>::infinity();
    constexpr int kLapseSteps = 25;  // 0 to kMaxLapse by a hundredth
    for (int step = 0; step <= kLapseSteps; ++step) {
        const double lapse = kMaxLapse * step / kLapseSteps;
        double low = std::log(1 / kMaxScale);
        double high = std::log(1 / kMinScale);
        const double ratio = (std::sqrt(5.0) - 1) / 2;
        double a = high - ratio * (high - low);
        double b = low + ratio * (high - low);
        double fa = logLikelihood(positions, std::exp(a), lapse);
        double fb = logLikelihood(positions, std::exp(b), lapse);
        for (int i = 0; i < 60; ++i) {
            if (fa < fb) {
                low = a;
                a = b;
                fa = fb;
                b = low + ratio * (high - low);
                fb = logLikelihood(positions, std::exp(b), lapse);
            } else {
                high = b;
                b = a;
                fb = fa;
                a = high - ratio * (high - low);
                fa = logLikelihood(positions, std::exp(a), lapse);
            }
        }
        const double slope = std::exp((low + high) / 2);
        const double likelihood = logLikelihood(positions, slope, lapse);
        if (likelihood > bestLikelihood) {
            bestLikelihood = likelihood;
            best = {1 / slope, lapse};
        }
    }
    return best;
}

// Pool adjacent violators: the weighted least-squares non-decreasing sequence of `values` (by
// empties, those of weight 0 left out, then given their nearest fitted neighbour's).
ExpectedScore::Scales nonDecreasing(const std::vector<double>& values,
                                    const std::vector<double>& weights, double fallback) {
    struct Block {
        double sum = 0;
        double weight = 0;
        int first = 0;
        int last = 0;
        double mean() const { return sum / weight; }
    };
    std::vector<Block> blocks;
    std::vector<int> fitted;
    for (int empties = 1; empties <= kExpectedScoreEmpties; ++empties) {
        const double weight = weights[std::size_t(empties)];
        if (weight <= 0) continue;
        fitted.push_back(empties);
        blocks.push_back({values[std::size_t(empties)] * weight, weight, empties, empties});
        while (blocks.size() >= 2 && blocks[blocks.size() - 2].mean() > blocks.back().mean()) {
            Block& before = blocks[blocks.size() - 2];
            before.sum += blocks.back().sum;
            before.weight += blocks.back().weight;
            before.last = blocks.back().last;
            blocks.pop_back();
        }
    }
    ExpectedScore::Scales result{};
    result.fill(fallback);
    for (const Block& block : blocks) {
        for (int empties = block.first; empties <= block.last; ++empties) {
            result[std::size_t(empties)] = block.mean();
        }
    }
    if (fitted.empty()) return result;
    // Empties without a fit take the nearest one's, the lower one on a tie.
    for (int empties = 1; empties <= kExpectedScoreEmpties; ++empties) {
        if (weights[std::size_t(empties)] > 0) continue;
        const int nearest = *std::min_element(fitted.begin(), fitted.end(), [&](int a, int b) {
            return std::abs(a - empties) < std::abs(b - empties);
        });
        result[std::size_t(empties)] = result[std::size_t(nearest)];
    }
    return result;
}

}  // namespace

ExpectedScore fitExpectedScore(std::span<const ScoredPosition> positions) {
    constexpr int kWindow = 2;
    constexpr int kTellingPositions = 200;
    std::vector<std::vector<const ScoredPosition*>> byEmpties(kExpectedScoreEmpties + 1);
    for (const ScoredPosition& position : positions) {
        if (position.empties < 1 || position.empties > kExpectedScoreEmpties) continue;
        byEmpties[std::size_t(position.empties)].push_back(&position);
    }
    std::vector<double> scales(kExpectedScoreEmpties + 1, 0);
    std::vector<double> lapses(kExpectedScoreEmpties + 1, 0);
    std::vector<double> weights(kExpectedScoreEmpties + 1, 0);
    for (int empties = 1; empties <= kExpectedScoreEmpties; ++empties) {
        std::vector<const ScoredPosition*> near;
        for (int other = std::max(1, empties - kWindow);
             other <= std::min(kExpectedScoreEmpties, empties + kWindow); ++other) {
            const auto& these = byEmpties[std::size_t(other)];
            near.insert(near.end(), these.begin(), these.end());
        }
        // A value of 0 says nothing of the curve; a few hundred positions are needed.
        const auto telling = std::count_if(near.begin(), near.end(),
                                           [](const ScoredPosition* p) { return p->value != 0; });
        if (telling < kTellingPositions) continue;
        const Fit fit = fitWindow(near);
        scales[std::size_t(empties)] = fit.scale;
        lapses[std::size_t(empties)] = fit.lapse;
        weights[std::size_t(empties)] = double(telling);
    }
    ExpectedScore::Scales scale = nonDecreasing(scales, weights, 1.0);
    for (double& value : scale) value = std::clamp(value, kMinScale, kMaxScale);
    return ExpectedScore(scale, nonDecreasing(lapses, weights, 0.0));
}

std::vector<CalibrationBin> calibrationOf(const ExpectedScore& model,
                                          std::span<const ScoredPosition> positions) {
    std::vector<CalibrationBin> bins(10);
    for (int i = 0; i < 10; ++i) bins[std::size_t(i)] = {i * 10, i * 10 + 10, 0, 0, 0};
    for (const ScoredPosition& position : positions) {
        const double predicted = model.of(position.value, position.empties);
        const auto bin = std::size_t(std::clamp(int(predicted * 10), 0, 9));
        ++bins[bin].positions;
        bins[bin].predicted += 100 * predicted;
        bins[bin].actual += 100 * position.score;
    }
    for (CalibrationBin& bin : bins) {
        if (bin.positions == 0) continue;
        bin.predicted /= bin.positions;
        bin.actual /= bin.positions;
    }
    return bins;
}

}  // namespace hasami
