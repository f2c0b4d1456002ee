#include "fit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <QSaveFile>

#include "command.h"
#include "eval.h"
#include "pattern_weights.h"
#include "patterns.h"
#include "records.h"
#include "work_queue.h"

namespace hasami::train {

namespace {

// A twentieth of the positions, in runs of 64 (about a game), is held out of the fit to
// measure it.
bool isHeldOut(std::size_t index) {
    return (index / 64) % 20 == 0;
}

struct Sample {
    std::array<std::uint32_t, patterns::kInstanceCount> indices;
    float mobility;
    float potential;
    float score;
    int empties;
    float builtInEval;
    float handEval;
};

Sample sampleOf(const Record& record) {
    const patterns::Features features = patterns::featuresOf(record.player, record.opponent);
    Sample sample;
    sample.indices = features.indices;
    sample.mobility = float(features.mobility);
    sample.potential = float(features.potentialMobility);
    sample.score = float(record.score);
    sample.empties = popcount(~(record.player | record.opponent));
    sample.builtInEval = float(evaluate(record.player, record.opponent, Geometry::of(8)));
    sample.handEval = float(evaluateFeatures(record.player, record.opponent, Geometry::of(8)));
    return sample;
}

using Weights = std::vector<float>;

float predict(const Weights& w, const Sample& s) {
    float sum = w[patterns::kBias] + w[patterns::kMobility] * s.mobility +
                w[patterns::kPotentialMobility] * s.potential;
    for (std::uint32_t index : s.indices) sum += w[index];
    return sum;
}

// Adds value * (the sample's feature row) to `gradient`.
void addRow(Weights& gradient, const Sample& s, float value) {
    gradient[patterns::kBias] += value;
    gradient[patterns::kMobility] += value * s.mobility;
    gradient[patterns::kPotentialMobility] += value * s.potential;
    for (std::uint32_t index : s.indices) gradient[index] += value;
}

// Ridge regression by conjugate gradients on the normal equations (CGLS).
Weights fitPhase(const std::vector<const Sample*>& samples, double lambda, int iterations) {
    const std::size_t n = patterns::kWeightsPerPhase;
    Weights x(n, 0.0f), p(n), s(n, 0.0f);
    std::vector<float> r(samples.size()), q(samples.size());
    for (std::size_t i = 0; i < samples.size(); ++i) r[i] = samples[i]->score;
    for (std::size_t i = 0; i < samples.size(); ++i) addRow(s, *samples[i], r[i]);
    p = s;
    auto dot = [](const Weights& a, const Weights& b) {
        double sum = 0;
        for (std::size_t i = 0; i < a.size(); ++i) sum += double(a[i]) * b[i];
        return sum;
    };
    double gamma = dot(s, s);
    for (int iteration = 0; iteration < iterations && gamma > 1e-9; ++iteration) {
        double qq = 0;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            q[i] = predict(p, *samples[i]);
            qq += double(q[i]) * q[i];
        }
        const double delta = qq + lambda * dot(p, p);
        const double alpha = gamma / delta;
        for (std::size_t j = 0; j < n; ++j) x[j] += float(alpha * p[j]);
        for (std::size_t i = 0; i < samples.size(); ++i) r[i] -= float(alpha * q[i]);
        std::fill(s.begin(), s.end(), 0.0f);
        for (std::size_t i = 0; i < samples.size(); ++i) addRow(s, *samples[i], r[i]);
        for (std::size_t j = 0; j < n; ++j) s[j] -= float(lambda * x[j]);
        const double gammaNext = dot(s, s);
        const double beta = gammaNext / gamma;
        gamma = gammaNext;
        for (std::size_t j = 0; j < n; ++j) p[j] = s[j] + float(beta * p[j]);
    }
    return x;
}

// Prints, per phase and in all, the mean error on the held-out positions of the fitted
// weights, of the weights built into this program, and of the hand-weighted evaluation.
void printHeldOutErrors(const std::vector<Sample>& samples, const std::vector<Weights>& weights) {
    std::printf("phase  empties   held-out  error(fitted)  error(built-in)  error(hand)\n");
    double totalPattern = 0, totalBuiltIn = 0, totalHand = 0;
    int totalCount = 0;
    for (int phase = 0; phase < patterns::kPhaseCount; ++phase) {
        double pattern = 0, builtIn = 0, hand = 0;
        int count = 0;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            if (!isHeldOut(i)) continue;
            if (patterns::phaseOf(samples[i].empties) != phase) continue;
            pattern += std::abs(std::clamp(predict(weights[phase], samples[i]), -64.0f, 64.0f) -
                                samples[i].score);
            builtIn += std::abs(samples[i].builtInEval - samples[i].score);
            hand += std::abs(samples[i].handEval - samples[i].score);
            ++count;
        }
        totalPattern += pattern;
        totalBuiltIn += builtIn;
        totalHand += hand;
        totalCount += count;
        const double n = std::max(count, 1);
        std::printf("%5d  %2d-%2d  %9d  %13.2f  %15.2f  %11.2f\n", phase, phase * 4, phase * 4 + 3,
                    count, pattern / n, builtIn / n, hand / n);
    }
    const double n = std::max(totalCount, 1);
    std::printf("all           %9d  %13.2f  %15.2f  %11.2f\n", totalCount, totalPattern / n,
                totalBuiltIn / n, totalHand / n);
}

}  // namespace

int runFit(const FitOptions& options) {
    // The output is opened first, so that a bad path is known before the work, and written
    // whole at the end or not at all.
    QSaveFile out(QString::fromStdString(options.out));
    if (!out.open(QIODevice::WriteOnly)) {
        return cli::fail(QStringLiteral("cannot write '%1': %2")
                             .arg(QString::fromStdString(options.out), out.errorString()));
    }
    const Parsed<std::vector<Record>> read = readRecords(options.inputs);
    if (!read) return cli::fail(QString::fromStdString(read.error()));
    const std::vector<Record>& records = *read;
    if (records.empty()) return cli::fail(QStringLiteral("the input holds no records"));
    std::fprintf(stderr, "%zu positions\n", records.size());
    std::vector<Sample> samples(records.size());
    for (std::size_t i = 0; i < records.size(); ++i) samples[i] = sampleOf(records[i]);

    std::vector<Weights> weights(patterns::kPhaseCount);
    forEachInParallel(
        options.threads, weights.size(), [] { return 0; },
        [&](int, std::size_t phase) {
            std::vector<const Sample*> training;
            for (std::size_t i = 0; i < samples.size(); ++i) {
                const int distance = std::abs(patterns::phaseOf(samples[i].empties) - int(phase));
                if (!isHeldOut(i) && distance <= options.window) training.push_back(&samples[i]);
            }
            weights[phase] = fitPhase(training, options.lambda, options.iterations);
        });

    printHeldOutErrors(samples, weights);

    std::vector<std::int16_t> quantised;
    for (const Weights& phase : weights) {
        for (float w : phase) {
            const long value = std::lround(w * kPatternWeightScale);
            quantised.push_back(std::int16_t(std::clamp(value, -32767L, 32767L)));
        }
    }
    out.write(kPatternWeightsMagic, sizeof kPatternWeightsMagic);
    out.write(reinterpret_cast<const char*>(quantised.data()),
              qint64(quantised.size()) * qint64(sizeof(std::int16_t)));
    if (!out.commit()) {
        std::fprintf(stderr, "hasami-train: writing '%s' failed: %s\n", options.out.c_str(),
                     qPrintable(out.errorString()));
        return cli::kFailure;
    }
    return 0;
}

}  // namespace hasami::train
