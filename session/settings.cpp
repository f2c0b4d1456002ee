// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/settings.h"

#include <pwd.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QThread>

#include <algorithm>
#include <bit>
#include <cstdint>

#include "engine/board/bitboard.h"
#include "engine/players/levels.h"
#include "engine/players/player.h"
#include "engine/search/types.h"
#include "engine/util/machine.h"
#include "session/settings_values.h"

namespace hasami {

namespace {

// Reads the threads and table memory into `settings`, as Settings::load does.
void readEngineResources(QSettings& store, Settings& settings, QStringList* problems) {
    const Settings defaults;
    using S = Settings;
    settings.threads = readInt(store, QStringLiteral("engine/threads"), defaults.threads,
                               S::kAutomatic, kMaxThreads, problems);
    settings.hashMegabytes =
        readInt(store, QStringLiteral("engine/hashMegabytes"), defaults.hashMegabytes,
                S::kAutomatic, S::kMaxHashMegabytes, problems);
    if (settings.hashMegabytes != S::kAutomatic &&
        (settings.hashMegabytes < S::kMinHashMegabytes ||
         settings.hashMegabytes > S::largestHashMegabytes() ||
         !std::has_single_bit(unsigned(settings.hashMegabytes)))) {
        noteInvalid(problems, QStringLiteral("engine/hashMegabytes"),
                    QString::number(settings.hashMegabytes),
                    QString::number(defaults.hashMegabytes));
        settings.hashMegabytes = defaults.hashMegabytes;
    }
}

}  // namespace

int Settings::automaticThreads() {
    return std::clamp(QThread::idealThreadCount(), 1, kMaxThreads);
}

int Settings::automaticHashMegabytes() {
    constexpr int kLeast = 64;
    constexpr int kMost = 256;
    const std::uint64_t memory = physicalMemoryBytes();
    if (memory == 0) return kLeast;
    constexpr std::uint64_t kMegabyte = std::uint64_t{1} << 20;
    const std::uint64_t megabytes = memory / kMegabyte;
    return int(std::clamp<std::uint64_t>(std::bit_floor(std::max<std::uint64_t>(megabytes / 64, 1)),
                                         kLeast, kMost));
}

int Settings::largestHashMegabytes() {
    return int(std::min<std::size_t>(kMaxHashMegabytes, largestTableMegabytes()));
}

int Settings::searchThreads() const {
    return threads == kAutomatic ? automaticThreads() : threads;
}

int Settings::searchHashMegabytes() const {
    return hashMegabytes == kAutomatic ? automaticHashMegabytes() : hashMegabytes;
}

namespace {

// The external engines: each a name and a spec that names an external engine; an entry that
// is not one is left out, and the colours' choices keep to the list.
void readEngines(QSettings& store, Settings& settings, QStringList* problems) {
    const QStringList names = store.value(QStringLiteral("engines/names")).toStringList();
    const QStringList specs = store.value(QStringLiteral("engines/specs")).toStringList();
    for (qsizetype i = 0; i < specs.size(); ++i) {
        const Parsed<PlayerSpec> spec = parsePlayerSpec(specs[i].toStdString());
        if (!spec || spec->kind != PlayerKind::External || i >= names.size() ||
            names[i].trimmed().isEmpty()) {
            noteInvalid(problems, QStringLiteral("engines/specs"), specs[i],
                        QCoreApplication::translate("Settings", "no such engine"));
            continue;
        }
        settings.engineNames << names[i];
        settings.engineSpecs << specs[i];
    }
    const int count = int(settings.engineSpecs.size());
    settings.blackEngine = readInt(store, QStringLiteral("engines/black"), 0, 0, count, problems);
    settings.whiteEngine = readInt(store, QStringLiteral("engines/white"), 0, 0, count, problems);
    settings.analysisEngine =
        readInt(store, QStringLiteral("engines/analysis"), 0, 0, count, problems);
    if (settings.analysisEngine > 0 &&
        !settings.engineSpecs[settings.analysisEngine - 1].startsWith(QStringLiteral("nboard:"))) {
        noteInvalid(problems, QStringLiteral("engines/analysis"),
                    QString::number(settings.analysisEngine), QStringLiteral("0"));
        settings.analysisEngine = 0;
    }
}

// Reads how the board shows the game into `settings`, as Settings::load does.
void readBoardAndLook(QSettings& store, Settings& settings, QStringList* problems) {
    const Settings defaults;
    using S = Settings;
    settings.showLegalMoves =
        readBool(store, QStringLiteral("board/showLegalMoves"), defaults.showLegalMoves, problems);
    settings.showEvaluations = readBool(store, QStringLiteral("board/showEvaluations"),
                                        defaults.showEvaluations, problems);
    settings.boardTurned =
        readBool(store, QStringLiteral("board/turned"), defaults.boardTurned, problems);
    settings.pictureValues =
        readBool(store, QStringLiteral("board/pictureValues"), defaults.pictureValues, problems);
    settings.valuedMoves = readInt(store, QStringLiteral("board/valuedMoves"), defaults.valuedMoves,
                                   0, S::kMaxValuedMoves, problems);
    settings.analysisDepth =
        readInt(store, QStringLiteral("analysis/depth"), defaults.analysisDepth,
                S::kMinOfferedDepth, S::kMaxOfferedDepth, problems);
    settings.analysisSeconds =
        readInt(store, QStringLiteral("analysis/seconds"), defaults.analysisSeconds, 0,
                S::kMaxAnalysisSeconds, problems);
    settings.analysisDeepens =
        readBool(store, QStringLiteral("analysis/deepens"), defaults.analysisDeepens, problems);
    settings.flipSpeed = readFlipSpeed(store, defaults.flipSpeed, problems);
    settings.markFlipped =
        readBool(store, QStringLiteral("board/markFlipped"), defaults.markFlipped, problems);
    settings.aiDelayMs = readInt(store, QStringLiteral("game/aiDelayMs"), defaults.aiDelayMs, 0,
                                 S::kMaxAiDelayMs, problems);
    settings.clockMinutes = readInt(store, QStringLiteral("game/clockMinutes"),
                                    defaults.clockMinutes, 0, S::kMaxClockMinutes, problems);
    settings.clockIncrement =
        readInt(store, QStringLiteral("game/clockIncrement"), defaults.clockIncrement, 0,
                S::kMaxIncrementSeconds, problems);
    settings.sound = readBool(store, QStringLiteral("interface/sound"), defaults.sound, problems);
    settings.theme = readTheme(store, defaults.theme, problems);
    settings.colourSafe =
        readBool(store, QStringLiteral("board/colourSafe"), defaults.colourSafe, problems);
}

}  // namespace

QString accountName() {
    // The full name of the passwd entry (its GECOS field up to the first comma), else the
    // login name.
    if (const passwd* entry = getpwuid(getuid())) {
        const QString full = QString::fromLocal8Bit(entry->pw_gecos ? entry->pw_gecos : "")
                                 .section(QLatin1Char(','), 0, 0)
                                 .simplified();
        return full.isEmpty() ? QString::fromLocal8Bit(entry->pw_name) : full;
    }
    return qEnvironmentVariable("USER");
}

Settings Settings::load(QSettings& store, QStringList* problems) {
    const Settings defaults;
    Settings settings;
    // Settings from before the levels keep their depth and time as a custom level.
    const bool hasLevel = store.contains(QStringLiteral("engine/level"));
    const int fallbackLevel =
        !hasLevel && store.contains(QStringLiteral("engine/depth")) ? kCustomLevel : defaults.level;
    settings.level = readInt(store, QStringLiteral("engine/level"), fallbackLevel, kCustomLevel,
                             kLevelCount, problems);
    settings.depth = readInt(store, QStringLiteral("engine/depth"), defaults.depth,
                             kMinOfferedDepth, kMaxOfferedDepth, problems);
    settings.moveSeconds = readInt(store, QStringLiteral("engine/moveSeconds"),
                                   defaults.moveSeconds, 0, kMaxMoveSeconds, problems);
    readEngineResources(store, settings, problems);
    settings.boardSize =
        readInt(store, QStringLiteral("game/boardSize"), defaults.boardSize, 4, 8, problems);
    if (!isSupportedSize(settings.boardSize)) {
        noteInvalid(problems, QStringLiteral("game/boardSize"), QString::number(settings.boardSize),
                    QString::number(defaults.boardSize));
        settings.boardSize = defaults.boardSize;
    }
    settings.blackIsAi =
        readBool(store, QStringLiteral("game/blackIsAi"), defaults.blackIsAi, problems);
    settings.whiteIsAi =
        readBool(store, QStringLiteral("game/whiteIsAi"), defaults.whiteIsAi, problems);
    readBoardAndLook(store, settings, problems);
    settings.howToPlayTipShown = readBool(store, QStringLiteral("interface/howToPlayTipShown"),
                                          defaults.howToPlayTipShown, problems);
    settings.language = readLanguage(store, languages(), problems);
    // Until the person names themself, the account's name stands for them.
    const QString nameKey = QStringLiteral("game/playerName");
    settings.playerName =
        (store.contains(nameKey) ? store.value(nameKey).toString() : accountName())
            .simplified()
            .left(kMaxNameLength);
    settings.databasePaths = store.value(QStringLiteral("database/paths")).toStringList();
    settings.databasePaths.removeAll(QString());
    settings.databaseSymmetric =
        readBool(store, QStringLiteral("database/symmetric"), defaults.databaseSymmetric, problems);
    settings.databaseOnBoard =
        readBool(store, QStringLiteral("database/onBoard"), defaults.databaseOnBoard, problems);
    settings.databaseGames =
        readInt(store, QStringLiteral("database/games"), defaults.databaseGames, 0, 2, problems);
    settings.newGameSeats =
        readInt(store, QStringLiteral("game/newGameSeats"), defaults.newGameSeats, -1, 3, problems);
    settings.keepMyGames =
        readBool(store, QStringLiteral("database/keepMyGames"), defaults.keepMyGames, problems);
    readEngines(store, settings, problems);
    return settings;
}

QString Settings::engineSpecFor(bool black) const {
    const int engine = black ? blackEngine : whiteEngine;
    return engine > 0 && engine <= engineSpecs.size() ? engineSpecs[engine - 1] : QString();
}

QString Settings::engineNameFor(bool black) const {
    const int engine = black ? blackEngine : whiteEngine;
    return engine > 0 && engine <= engineNames.size() ? engineNames[engine - 1] : QString();
}

QString Settings::analysisEngineSpec() const {
    return analysisEngine > 0 && analysisEngine <= engineSpecs.size()
               ? engineSpecs[analysisEngine - 1]
               : QString();
}

QString Settings::analysisEngineName() const {
    return analysisEngine > 0 && analysisEngine <= engineNames.size()
               ? engineNames[analysisEngine - 1]
               : QString();
}

bool Settings::save(QSettings& store, QString* error) const {
    store.setValue(QStringLiteral("engine/level"), level);
    store.setValue(QStringLiteral("engine/depth"), depth);
    store.setValue(QStringLiteral("engine/moveSeconds"), moveSeconds);
    store.setValue(QStringLiteral("engine/threads"), threads);
    store.setValue(QStringLiteral("engine/hashMegabytes"), hashMegabytes);
    store.setValue(QStringLiteral("game/boardSize"), boardSize);
    store.setValue(QStringLiteral("game/blackIsAi"), blackIsAi);
    store.setValue(QStringLiteral("game/whiteIsAi"), whiteIsAi);
    store.setValue(QStringLiteral("board/showLegalMoves"), showLegalMoves);
    store.setValue(QStringLiteral("board/showEvaluations"), showEvaluations);
    store.setValue(QStringLiteral("board/valuedMoves"), valuedMoves);
    store.setValue(QStringLiteral("board/turned"), boardTurned);
    store.setValue(QStringLiteral("board/pictureValues"), pictureValues);
    store.setValue(QStringLiteral("analysis/depth"), analysisDepth);
    store.setValue(QStringLiteral("analysis/seconds"), analysisSeconds);
    store.setValue(QStringLiteral("analysis/deepens"), analysisDeepens);
    store.setValue(QStringLiteral("database/paths"), databasePaths);
    store.setValue(QStringLiteral("database/symmetric"), databaseSymmetric);
    store.setValue(QStringLiteral("database/onBoard"), databaseOnBoard);
    store.setValue(QStringLiteral("database/games"), databaseGames);
    store.setValue(QStringLiteral("game/newGameSeats"), newGameSeats);
    store.setValue(QStringLiteral("database/keepMyGames"), keepMyGames);
    store.setValue(QStringLiteral("board/flipSpeed"), flipSpeedKey(flipSpeed));
    store.remove(QStringLiteral("board/animate"));
    store.setValue(QStringLiteral("board/markFlipped"), markFlipped);
    store.setValue(QStringLiteral("game/aiDelayMs"), aiDelayMs);
    store.setValue(QStringLiteral("game/clockMinutes"), clockMinutes);
    store.setValue(QStringLiteral("game/clockIncrement"), clockIncrement);
    store.setValue(QStringLiteral("interface/sound"), sound);
    store.setValue(QStringLiteral("board/theme"), themeKey(theme));
    store.setValue(QStringLiteral("board/colourSafe"), colourSafe);
    store.setValue(QStringLiteral("interface/howToPlayTipShown"), howToPlayTipShown);
    store.setValue(QStringLiteral("interface/language"), language);
    store.setValue(QStringLiteral("game/playerName"), playerName);
    store.setValue(QStringLiteral("engines/names"), engineNames);
    store.setValue(QStringLiteral("engines/specs"), engineSpecs);
    store.setValue(QStringLiteral("engines/black"), blackEngine);
    store.setValue(QStringLiteral("engines/white"), whiteEngine);
    store.setValue(QStringLiteral("engines/analysis"), analysisEngine);
    store.sync();
    if (store.status() == QSettings::NoError) return true;
    if (error) {
        *error = QCoreApplication::translate("Settings", "The settings could not be saved to %1.")
                     .arg(store.fileName());
    }
    return false;
}

std::span<const Settings::Language> Settings::languages() {
    static const Language known[] = {{"en", "English"}, {"ja", "\u65e5\u672c\u8a9e"}};
    return known;
}

}  // namespace hasami
