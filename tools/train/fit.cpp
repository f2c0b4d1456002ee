// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/fit.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>

#include <QSaveFile>

#include "app/command_line/command_line.h"
#include "engine/eval/eval.h"
#include "engine/eval/pattern_weights.h"
#include "engine/eval/patterns.h"
#include "engine/util/work_queue.h"
#include "tools/train/records.h"

namespace hasami::train {

namespace {

// A twentieth of the positions, in runs of 64 (about a game), is held out of the fit to
// measure it.
bool isHeldOut(std::size_t index) {
    return (index / 64) % 20 == 0;
}

struct Sample {
    std::array<std::uint32_t, patterns::kMaxFeatures> indices;
    float mobility;
    float potential;
    float parity;
    float score;
    int empties;
    float builtInEval;
    float handEval;
};

Sample sampleOf(const patterns::Layout& layout, const Record& record) {
    const patterns::Features features = layout.featuresOf(record.player, record.opponent);
    const Geometry& geometry = Geometry::of(layout.boardSize());
    Sample sample;
    for (int i = 0; i < layout.featureCount(); ++i) {
        sample.indices[std::size_t(i)] = layout.canonicalIndex(features.indices[std::size_t(i)]);
    }
    sample.mobility = float(features.mobility);
    sample.potential = float(features.potentialMobility);
    sample.parity = float(features.parity);
    sample.score = float(record.score);
    sample.empties = popcount(geometry.squares & ~(record.player | record.opponent));
    sample.builtInEval = float(evaluate(record.player, record.opponent, geometry));
    sample.handEval = float(evaluateFeatures(record.player, record.opponent, geometry));
    return sample;
}

using Weights = std::vector<float>;

// The weights of one phase of `weights` as its file holds them, in discs.
Weights phaseOf(const PatternWeights& weights, std::size_t phase) {
    const std::size_t perPhase = std::size_t(weights.layout().weightsPerPhase());
    const std::int16_t* first = weights.all().data() + phase * perPhase;
    Weights discs(perPhase);
    for (std::size_t i = 0; i < discs.size(); ++i) {
        discs[i] = float(first[i]) / float(kPatternWeightScale);
    }
    return discs;
}

float predict(const patterns::Layout& layout, const Weights& w, const Sample& s) {
    float sum = w[layout.bias()] + w[layout.mobilityWeight()] * s.mobility +
                w[layout.potentialMobilityWeight()] * s.potential +
                w[layout.parityWeight()] * s.parity;
    const int count = layout.featureCount();
    for (int i = 0; i < count; ++i) sum += w[s.indices[i]];
    return sum;
}

// Adds value * (the sample's feature row) to `gradient`, in double precision: a phase may
// hold a million copies of a position, whose sums single precision would lose.
void addRow(const patterns::Layout& layout, std::vector<double>& gradient, const Sample& s,
            double value) {
    gradient[layout.bias()] += value;
    gradient[layout.mobilityWeight()] += value * s.mobility;
    gradient[layout.potentialMobilityWeight()] += value * s.potential;
    gradient[layout.parityWeight()] += value * s.parity;
    const int count = layout.featureCount();
    for (int i = 0; i < count; ++i) gradient[s.indices[i]] += value;
}

// Ridge regression by conjugate gradients on the normal equations (CGLS).
Weights fitPhase(const patterns::Layout& layout, const std::vector<const Sample*>& samples,
                 double lambda, int iterations) {
    const std::size_t n = std::size_t(layout.weightsPerPhase());
    std::vector<double> x(n, 0.0), p(n), s(n, 0.0);
    std::vector<double> r(samples.size()), q(samples.size());
    Weights direction(n);  // p in single precision, as predict reads weights
    for (std::size_t i = 0; i < samples.size(); ++i) r[i] = samples[i]->score;
    for (std::size_t i = 0; i < samples.size(); ++i) addRow(layout, s, *samples[i], r[i]);
    p = s;
    auto dot = [](const std::vector<double>& a, const std::vector<double>& b) {
        double sum = 0;
        for (std::size_t i = 0; i < a.size(); ++i) sum += a[i] * b[i];
        return sum;
    };
    double gamma = dot(s, s);
    for (int iteration = 0; iteration < iterations && gamma > 1e-9; ++iteration) {
        for (std::size_t j = 0; j < n; ++j) direction[j] = float(p[j]);
        double qq = 0;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            q[i] = predict(layout, direction, *samples[i]);
            qq += q[i] * q[i];
        }
        const double delta = qq + lambda * dot(p, p);
        const double alpha = gamma / delta;
        for (std::size_t j = 0; j < n; ++j) x[j] += alpha * p[j];
        for (std::size_t i = 0; i < samples.size(); ++i) r[i] -= alpha * q[i];
        std::fill(s.begin(), s.end(), 0.0);
        for (std::size_t i = 0; i < samples.size(); ++i) addRow(layout, s, *samples[i], r[i]);
        for (std::size_t j = 0; j < n; ++j) s[j] -= lambda * x[j];
        const double gammaNext = dot(s, s);
        const double beta = gammaNext / gamma;
        gamma = gammaNext;
        for (std::size_t j = 0; j < n; ++j) p[j] = s[j] + beta * p[j];
    }
    Weights fitted(n);
    for (std::size_t j = 0; j < n; ++j) fitted[j] = float(x[j]);
    return fitted;
}

// The weights of `kept` with the bias and the parity weight fitted anew: the least-squares
// (ridge) fit of those two to what the kept weights leave unexplained. The two features are
// the ones a search's labels carry a lean in, so a few thousand positions a phase fit them.
Weights fitBiasAndParity(const patterns::Layout& layout, const std::vector<const Sample*>& samples,
                         double lambda, Weights kept) {
    kept[std::size_t(layout.bias())] = 0;
    kept[std::size_t(layout.parityWeight())] = 0;
    double n = lambda, sumParity = 0, parityParity = lambda, sumResidual = 0, parityResidual = 0;
    for (const Sample* sample : samples) {
        const double residual = double(sample->score) - predict(layout, kept, *sample);
        n += 1;
        sumParity += sample->parity;
        parityParity += double(sample->parity) * sample->parity;
        sumResidual += residual;
        parityResidual += sample->parity * residual;
    }
    // The normal equations [n, sp; sp, pp] (bias, parity) = (sr, pr).
    const double determinant = n * parityParity - sumParity * sumParity;
    if (determinant > 1e-9) {
        kept[std::size_t(layout.bias())] =
            float((sumResidual * parityParity - sumParity * parityResidual) / determinant);
        kept[std::size_t(layout.parityWeight())] =
            float((n * parityResidual - sumParity * sumResidual) / determinant);
    }
    return kept;
}

// Prints, per phase and in all, the mean error on the held-out positions of the fitted
// weights, of the weights built into this program, and of the hand-weighted evaluation.
void printHeldOutErrors(const patterns::Layout& layout, const std::vector<Sample>& samples,
                        const std::vector<Weights>& weights) {
    std::printf("phase  empties   held-out  error(fitted)  error(built-in)  error(hand)\n");
    double totalPattern = 0, totalBuiltIn = 0, totalHand = 0;
    int totalCount = 0;
    for (int phase = 0; phase < layout.phaseCount(); ++phase) {
        double pattern = 0, builtIn = 0, hand = 0;
        int count = 0;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            if (!isHeldOut(i)) continue;
            if (layout.phaseOf(samples[i].empties) != phase) continue;
            const float bound = float(layout.boardSize() * layout.boardSize());
            pattern +=
                std::abs(std::clamp(predict(layout, weights[phase], samples[i]), -bound, bound) -
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
        const int width = layout.phaseWidth();
        std::printf("%5d  %2d-%2d  %9d  %13.2f  %15.2f  %11.2f\n", phase, phase * width,
                    phase * width + width - 1, count, pattern / n, builtIn / n, hand / n);
    }
    const double n = std::max(totalCount, 1);
    std::printf("all           %9d  %13.2f  %15.2f  %11.2f\n", totalCount, totalPattern / n,
                totalBuiltIn / n, totalHand / n);
}

// The records of options.inputs, or why they cannot be fitted: unreadable, none, or of
// another board.
Parsed<std::vector<Record>> fitRecords(const FitOptions& options) {
    Parsed<std::vector<Record>> read = readRecords(options.inputs);
    if (!read) return read;
    if (read->empty()) return ParseError{"the input holds no records"};
    const Bitboard board = Geometry::of(options.boardSize).squares;
    for (std::size_t i = 0; i < read->size(); ++i) {
        if ((((*read)[i].player | (*read)[i].opponent) & ~board) != 0) {
            return ParseError{"record " + std::to_string(i + 1) + " has discs off the " +
                              std::to_string(options.boardSize) + 'x' +
                              std::to_string(options.boardSize) +
                              " board: the input was made for another board"};
        }
    }
    return read;
}

std::vector<char> bytesOf(const Weights& weights) {
    std::vector<char> bytes(weights.size() * sizeof(float));
    std::memcpy(bytes.data(), weights.data(), bytes.size());
    return bytes;
}

// The phases a stopped run fitted, read back from the start of `part` (as many as it holds
// whole), each `perPhase` weights.
std::vector<Weights> fittedBefore(const std::string& part, int phases, std::size_t perPhase) {
    std::vector<Weights> weights(static_cast<std::size_t>(phases));
    std::ifstream in(part, std::ios::binary);
    for (Weights& phase : weights) {
        phase.resize(perPhase);
        in.read(reinterpret_cast<char*>(phase.data()), std::streamsize(perPhase * sizeof(float)));
    }
    return weights;
}

// Fits the phases not yet in `output` (each written there as it is done, in order), as many as
// options.phases, into `weights`. False if writing failed.
bool fitPhases(const FitOptions& options, const patterns::Layout& layout,
               const std::vector<Sample>& samples, const PatternWeights* kept,
               std::vector<Weights>& weights, JournaledOutput& output) {
    const int first = output.done();
    std::mutex mutex;
    std::atomic<bool> failed{false};
    ProgressReport progress("fit", "phases", weights.size(), std::uint64_t(first));
    const std::size_t now =
        std::min(weights.size() - std::size_t(first), std::size_t(options.phases));
    forEachInParallel(
        options.threads, now, [] { return 0; },
        [&](int, std::size_t item) {
            const std::size_t phase = std::size_t(first) + item;
            std::vector<const Sample*> training;
            for (std::size_t i = 0; i < samples.size(); ++i) {
                const int distance = std::abs(layout.phaseOf(samples[i].empties) - int(phase));
                if (!isHeldOut(i) && distance <= options.window) training.push_back(&samples[i]);
            }
            Weights fitted =
                kept ? fitBiasAndParity(layout, training, options.lambda, phaseOf(*kept, phase))
                     : fitPhase(layout, training, options.lambda, options.iterations);
            const std::lock_guard lock(mutex);
            if (failed || !output.add(int(phase), bytesOf(fitted))) {
                failed = true;
                return;
            }
            weights[phase] = std::move(fitted);
            progress.update(std::uint64_t(output.done()),
                            ", phase " + std::to_string(phase) + " fitted on " +
                                std::to_string(training.size()) + " positions");
        });
    return !failed;
}

}  // namespace

std::string FitOptions::signature() const {
    std::ostringstream text;
    text << "board=" << boardSize << " phase-width=" << phaseWidth << " lambda=" << lambda
         << " iterations=" << iterations << " window=" << window;
    if (shapes == patterns::Shapes::extended) text << " shapes=extended";
    if (shapes == patterns::Shapes::counts) text << " shapes=counts";
    if (!keepPatterns.empty()) text << " keep-patterns=" << keepPatterns;
    text << ' ' << inputsSignature(inputs);
    return text.str();
}

int runFit(const FitOptions& options) {
    // The output is opened first, so that a bad path is known before the work, and written
    // whole at the end or not at all.
    QSaveFile out(QString::fromStdString(options.out));
    if (!out.open(QIODevice::WriteOnly)) {
        return cli::fail(QStringLiteral("cannot write '%1': %2")
                             .arg(QString::fromStdString(options.out), out.errorString()));
    }
    const patterns::Layout& layout =
        *patterns::Layout::of(options.boardSize, options.phaseWidth, options.shapes);
    std::shared_ptr<const PatternWeights> kept;
    if (!options.keepPatterns.empty()) {
        const auto keep = patternWeightsFile(options.keepPatterns);
        if (!keep) return cli::fail(QString::fromStdString(keep.error()));
        if (&(*keep)->layout() != &layout) {
            return cli::fail(QStringLiteral("'%1' holds weights for another board")
                                 .arg(QString::fromStdString(options.keepPatterns)));
        }
        kept = *keep;
    }
    const Parsed<std::vector<Record>> records = fitRecords(options);
    if (!records) return cli::fail(QString::fromStdString(records.error()));
    std::fprintf(stderr, "%zu positions\n", records->size());
    std::vector<Sample> samples(records->size());
    for (std::size_t i = 0; i < samples.size(); ++i) samples[i] = sampleOf(layout, (*records)[i]);

    // Each phase's weights go to a file beside the output as they are fitted, with a journal,
    // so that a stopped run goes on with the phases left.
    const std::string part = options.out + ".part";
    Parsed<JournaledOutput> resumed = JournaledOutput::resume(part, "phases", options.signature());
    if (!resumed) return cli::fail(QString::fromStdString(resumed.error()));
    JournaledOutput output = std::move(resumed).value();
    std::vector<Weights> weights =
        fittedBefore(part, output.done(), std::size_t(layout.weightsPerPhase()));
    weights.resize(std::size_t(layout.phaseCount()));
    if (output.done() > 0) std::fprintf(stderr, "fit: resuming after %d phases\n", output.done());
    if (!fitPhases(options, layout, samples, kept.get(), weights, output)) {
        return cli::fail(QStringLiteral("cannot write '%1'").arg(QString::fromStdString(part)));
    }
    if (output.done() < layout.phaseCount()) {
        std::fprintf(stderr, "fit: stopped after %d phases; the same command goes on\n",
                     output.done());
        out.cancelWriting();
        return 0;
    }
    printHeldOutErrors(layout, samples, weights);

    std::vector<std::int16_t> quantised;
    for (const Weights& phase : weights) {
        for (float w : phase) {
            const long value = std::lround(w * kPatternWeightScale);
            quantised.push_back(std::int16_t(std::clamp(value, -32767L, 32767L)));
        }
    }
    const std::vector<char> bytes = writePatternWeights(PatternWeights(layout, quantised));
    out.write(bytes.data(), qint64(bytes.size()));
    if (!out.commit()) {
        std::fprintf(stderr, "hasami-train: writing '%s' failed: %s\n", options.out.c_str(),
                     qPrintable(out.errorString()));
        return cli::kFailure;
    }
    std::error_code error;
    std::filesystem::remove(part, error);
    std::filesystem::remove(journalOf(part), error);
    return 0;
}

}  // namespace hasami::train
