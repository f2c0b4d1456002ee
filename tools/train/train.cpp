// hasami-train: learns the weights of the 8x8 pattern evaluation (engine/patterns.h).
//
//   hasami-train generate --games N --out FILE [--threads T] [--seed S]
//       Self-play games: a few random opening moves, then moves of a shallow search (with an
//       occasional random one), each position recorded with the game's exact result: from
//       --solve-empties on, every position is solved exactly; earlier positions take the
//       exact score of the first solved one. Appends 17-byte records to FILE.
//   hasami-train fit --in FILE [FILE...] --out WEIGHTS [--lambda L]
//       Least squares with ridge regularisation, per phase, by conjugate gradients over the
//       sparse features; a twentieth of the positions (in runs of 64, about a game) is held out and
//       the mean error of the fitted weights and of the evaluation built into this program on it
//       are printed per phase.
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "eval.h"
#include "pattern_weights.h"
#include "patterns.h"
#include "player.h"
#include "search.h"

using namespace hasami;

namespace {

struct Record {
    Bitboard player;
    Bitboard opponent;
    int score;  // exact, for the side to move
};

constexpr std::size_t kRecordBytes = 17;

void writeRecord(std::vector<char>& out, const Record& record) {
    char bytes[kRecordBytes];
    std::memcpy(bytes, &record.player, 8);
    std::memcpy(bytes + 8, &record.opponent, 8);
    bytes[16] = char(std::int8_t(record.score));
    out.insert(out.end(), bytes, bytes + kRecordBytes);
}

std::vector<Record> readRecords(const std::vector<std::string>& files) {
    std::vector<Record> records;
    for (const std::string& name : files) {
        std::ifstream in(name, std::ios::binary);
        if (!in) {
            std::fprintf(stderr, "hasami-train: cannot read '%s'\n", name.c_str());
            std::exit(1);
        }
        char bytes[kRecordBytes];
        while (in.read(bytes, kRecordBytes)) {
            Record record;
            std::memcpy(&record.player, bytes, 8);
            std::memcpy(&record.opponent, bytes + 8, 8);
            record.score = std::int8_t(bytes[16]);
            records.push_back(record);
        }
    }
    return records;
}

const char* option(int argc, char** argv, const char* name, const char* fallback) {
    for (int i = 2; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], name) == 0) return argv[i + 1];
    }
    return fallback;
}

// ---- generate ----

struct GenerateOptions {
    int games;
    int threads;
    std::uint64_t seed;
    int solveEmpties;
    int depth;
    double randomShare;         // of the moves from --solve-empties on
    double midgameRandomShare;  // of the moves between the opening and --solve-empties
    int openingMin, openingMax;
};

Square randomMove(const Position& position, std::mt19937_64& random) {
    const Bitboard moves = position.legalMoves();
    std::uniform_int_distribution<int> die(0, popcount(moves) - 1);
    return nthSquare(moves, die(random));
}

void playGame(const GenerateOptions& options, std::mt19937_64& random, Searcher& player,
              Searcher& solver, std::vector<char>& out) {
    Position position = Position::initial();
    std::vector<Position> unsolved;  // before the first solve
    const int opening =
        std::uniform_int_distribution<int>(options.openingMin, options.openingMax)(random);
    std::uniform_real_distribution<double> coin(0, 1);
    for (int ply = 0; !position.isGameOver(); ++ply) {
        if (position.mustPass()) {
            position = position.pass();
            continue;
        }
        Square move;
        if (position.emptyCount() <= options.solveEmpties) {
            SearchLimits exact;
            exact.exact = true;
            const SearchInfo solved = solver.search(position, exact);
            for (const Position& earlier : unsolved) {
                const int sign = earlier.sideToMove() == position.sideToMove() ? 1 : -1;
                writeRecord(out, {earlier.player(), earlier.opponent(), sign * solved.score});
            }
            unsolved.clear();
            writeRecord(out, {position.player(), position.opponent(), solved.score});
            move =
                coin(random) < options.randomShare ? randomMove(position, random) : solved.bestMove;
        } else {
            unsolved.push_back(position);
            if (ply < opening || coin(random) < options.midgameRandomShare) {
                move = randomMove(position, random);
            } else {
                SearchLimits limits;
                limits.depth = options.depth;
                move = player.search(position, limits).bestMove;
            }
        }
        position = position.play(move);
    }
    for (const Position& earlier : unsolved) {  // a game over before any solve
        const int sign = earlier.sideToMove() == position.sideToMove() ? 1 : -1;
        writeRecord(out, {earlier.player(), earlier.opponent(), sign * position.finalScore()});
    }
}

int generate(int argc, char** argv) {
    GenerateOptions options;
    options.games = std::atoi(option(argc, argv, "--games", "1000"));
    options.threads = std::atoi(option(argc, argv, "--threads", "1"));
    options.seed = std::strtoull(option(argc, argv, "--seed", "1"), nullptr, 10);
    options.solveEmpties = std::atoi(option(argc, argv, "--solve-empties", "18"));
    options.depth = std::atoi(option(argc, argv, "--depth", "4"));
    options.randomShare = std::atof(option(argc, argv, "--random-share", "0.1"));
    options.midgameRandomShare = std::atof(option(argc, argv, "--midgame-random-share", "0.02"));
    options.openingMin = std::atoi(option(argc, argv, "--opening-min", "2"));
    options.openingMax = std::atoi(option(argc, argv, "--opening-max", "14"));
    const char* outName = option(argc, argv, "--out", nullptr);
    if (!outName) {
        std::fprintf(stderr, "hasami-train generate: --out FILE is needed\n");
        return 1;
    }
    std::ofstream outFile(outName, std::ios::binary | std::ios::app);
    std::mutex outMutex;
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    auto worker = [&](int thread) {
        SearchOptions playOptions;
        playOptions.hashMegabytes = 8;
        playOptions.exactEmpties = 0;
        Searcher player(playOptions);
        SearchOptions solveOptions;
        solveOptions.hashMegabytes = 32;
        Searcher solver(solveOptions);
        for (int game = next++; game < options.games; game = next++) {
            std::mt19937_64 random(options.seed * 1000003 + std::uint64_t(game));
            std::vector<char> out;
            playGame(options, random, player, solver, out);
            const std::lock_guard lock(outMutex);
            outFile.write(out.data(), std::streamsize(out.size()));
            const int finished = ++done;
            if (finished % 100 == 0) {
                std::fprintf(stderr, "%d games\n", finished);
                outFile.flush();
            }
        }
        (void)thread;
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < options.threads; ++t) pool.emplace_back(worker, t);
    for (std::thread& thread : pool) thread.join();
    return 0;
}

// ---- fit ----

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

int fit(int argc, char** argv) {
    std::vector<std::string> inputs;
    for (int i = 2; i < argc; ++i) {
        if (std::strcmp(argv[i], "--in") == 0) {
            for (int j = i + 1; j < argc && argv[j][0] != '-'; ++j) inputs.push_back(argv[j]);
        }
    }
    const char* outName = option(argc, argv, "--out", nullptr);
    const double lambda = std::atof(option(argc, argv, "--lambda", "8"));
    const int iterations = std::atoi(option(argc, argv, "--iterations", "150"));
    const int window = std::atoi(option(argc, argv, "--window", "1"));  // neighbouring phases
    const int threads = std::atoi(option(argc, argv, "--threads", "2"));
    if (inputs.empty() || !outName) {
        std::fprintf(stderr, "hasami-train fit: --in FILE... and --out WEIGHTS are needed\n");
        return 1;
    }
    const std::vector<Record> records = readRecords(inputs);
    std::fprintf(stderr, "%zu positions\n", records.size());
    std::vector<Sample> samples(records.size());
    for (std::size_t i = 0; i < records.size(); ++i) samples[i] = sampleOf(records[i]);

    std::vector<Weights> weights(patterns::kPhaseCount);
    std::atomic<int> nextPhase{0};
    auto worker = [&] {
        for (int phase = nextPhase++; phase < patterns::kPhaseCount; phase = nextPhase++) {
            std::vector<const Sample*> training;
            for (std::size_t i = 0; i < samples.size(); ++i) {
                const int distance = std::abs(patterns::phaseOf(samples[i].empties) - phase);
                if ((i / 64) % 20 != 0 && distance <= window) training.push_back(&samples[i]);
            }
            weights[phase] = fitPhase(training, lambda, iterations);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
    for (std::thread& thread : pool) thread.join();

    std::printf("phase  empties   held-out  error(fitted)  error(built-in)  error(hand)\n");
    double totalPattern = 0, totalBuiltIn = 0, totalHand = 0;
    int totalCount = 0;
    for (int phase = 0; phase < patterns::kPhaseCount; ++phase) {
        double pattern = 0, builtIn = 0, hand = 0;
        int count = 0;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            if ((i / 64) % 20 != 0) continue;
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

    std::vector<std::int16_t> quantised;
    for (const Weights& phase : weights) {
        for (float w : phase) {
            const long value = std::lround(w * kPatternWeightScale);
            quantised.push_back(std::int16_t(std::clamp(value, -32767L, 32767L)));
        }
    }
    std::ofstream out(outName, std::ios::binary);
    out.write(kPatternWeightsMagic, sizeof kPatternWeightsMagic);
    out.write(reinterpret_cast<const char*>(quantised.data()),
              std::streamsize(quantised.size() * sizeof(std::int16_t)));
    return out ? 0 : 2;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && std::strcmp(argv[1], "generate") == 0) return generate(argc, argv);
    if (argc >= 2 && std::strcmp(argv[1], "fit") == 0) return fit(argc, argv);
    std::fprintf(stderr,
                 "Usage: hasami-train generate --games N --out FILE [--threads T] [--seed S]\n"
                 "       hasami-train fit --in FILE... --out WEIGHTS [--lambda L]\n");
    return 1;
}
