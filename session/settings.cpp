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
#include "session/settings_keys.h"
#include "session/settings_values.h"

namespace hasami {

namespace {

namespace keys = settings_keys;

// Where each setting is kept: the plain ones in two tables that reading and writing share, the
// others by name.
struct BoolKey {
    const char* key;
    bool Settings::*field;
};
struct IntKey {
    const char* key;
    int Settings::*field;
    int low;
    int high;
};
using S = Settings;
constexpr const char* kDepthKey = keys::kEngineDepth;  // a custom level's depth
constexpr BoolKey kBoolKeys[] = {
    {keys::kGameBlackIsAi, &S::blackIsAi},
    {keys::kGameWhiteIsAi, &S::whiteIsAi},
    {keys::kBoardShowLegalMoves, &S::showLegalMoves},
    {keys::kBoardShowEvaluations, &S::showEvaluations},
    {keys::kBoardTurned, &S::boardTurned},
    {keys::kBoardPictureValues, &S::pictureValues},
    {keys::kBoardMarkFlipped, &S::markFlipped},
    {keys::kBoardColourSafe, &S::colourSafe},
    {keys::kAnalysisDeepens, &S::analysisDeepens},
    {keys::kAnalysisReviewFinished, &S::reviewFinishedGames},
    {keys::kGameBlindPlay, &S::blindPlay},
    {keys::kInterfaceSound, &S::sound},
    {keys::kInterfaceHowToPlayTipShown, &S::howToPlayTipShown},
    {keys::kDatabaseSymmetric, &S::databaseSymmetric},
    {keys::kDatabaseOnBoard, &S::databaseOnBoard},
    {keys::kDatabaseKeepMyGames, &S::keepMyGames},
    {keys::kBookLearnGames, &S::learnGames},
};
constexpr IntKey kIntKeys[] = {
    {kDepthKey, &S::depth, S::kMinOfferedDepth, S::kMaxOfferedDepth},
    {keys::kEngineMoveSeconds, &S::moveSeconds, 0, S::kMaxMoveSeconds},
    {keys::kBoardValuedMoves, &S::valuedMoves, 0, S::kMaxValuedMoves},
    {keys::kAnalysisDepth, &S::analysisDepth, S::kMinOfferedDepth, S::kMaxOfferedDepth},
    {keys::kAnalysisSeconds, &S::analysisSeconds, 0, S::kMaxAnalysisSeconds},
    {keys::kGameAiDelayMs, &S::aiDelayMs, 0, S::kMaxAiDelayMs},
    {keys::kGameClockMinutes, &S::clockMinutes, 0, S::kMaxClockMinutes},
    {keys::kGameClockIncrement, &S::clockIncrement, 0, S::kMaxIncrementSeconds},
    {keys::kDatabaseGames, &S::databaseGames, 0, 2},
    {keys::kGameNewGameSeats, &S::newGameSeats, -1, 3},
    {keys::kBookDepth, &S::bookDepth, S::kMinBookDepth, S::kMaxBookDepth},
};
const QString kLevelKey = QString::fromLatin1(keys::kEngineLevel);
const QString kThreadsKey = QString::fromLatin1(keys::kEngineThreads);
const QString kHashKey = QString::fromLatin1(keys::kEngineHashMegabytes);
const QString kBoardSizeKey = QString::fromLatin1(keys::kGameBoardSize);
const QString kPlayerNameKey = QString::fromLatin1(keys::kGamePlayerName);
const QString kDatabasePathsKey = QString::fromLatin1(keys::kDatabasePaths);
const QString kEngineNamesKey = QString::fromLatin1(keys::kEnginesNames);
const QString kEngineSpecsKey = QString::fromLatin1(keys::kEnginesSpecs);
const QString kBlackEngineKey = QString::fromLatin1(keys::kEnginesBlack);
const QString kWhiteEngineKey = QString::fromLatin1(keys::kEnginesWhite);
const QString kAnalysisEngineKey = QString::fromLatin1(keys::kEnginesAnalysis);
const QString kFlipSpeedKey = QString::fromLatin1(keys::kBoardFlipSpeed);
const QString kAnimateKey =
    QString::fromLatin1(keys::kBoardAnimate);  // what Flip speed took the place of
const QString kThemeKey = QString::fromLatin1(keys::kBoardTheme);
const QString kLanguageKey = QString::fromLatin1(keys::kInterfaceLanguage);
const QString kBookKey = QString::fromLatin1(keys::kBookChoice);
const QString kBookFileKey = QString::fromLatin1(keys::kBookFile);

// Reads the threads and table memory into `settings`, as Settings::load does.
void readEngineResources(QSettings& store, Settings& settings, QStringList* problems) {
    const Settings defaults;
    settings.threads =
        readInt(store, kThreadsKey, defaults.threads, S::kAutomatic, kMaxThreads, problems);
    settings.hashMegabytes = readInt(store, kHashKey, defaults.hashMegabytes, S::kAutomatic,
                                     S::kMaxHashMegabytes, problems);
    if (settings.hashMegabytes != S::kAutomatic &&
        (settings.hashMegabytes < S::kMinHashMegabytes ||
         settings.hashMegabytes > S::largestHashMegabytes() ||
         !std::has_single_bit(unsigned(settings.hashMegabytes)))) {
        noteInvalid(problems, kHashKey, QString::number(settings.hashMegabytes),
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
    const QStringList names = store.value(kEngineNamesKey).toStringList();
    const QStringList specs = store.value(kEngineSpecsKey).toStringList();
    for (qsizetype i = 0; i < specs.size(); ++i) {
        const Parsed<PlayerSpec> spec = parsePlayerSpec(specs[i].toStdString());
        if (!spec || spec->kind != PlayerKind::External || i >= names.size() ||
            names[i].trimmed().isEmpty()) {
            noteInvalid(problems, kEngineSpecsKey, specs[i],
                        QCoreApplication::translate("Settings", "no such engine"));
            continue;
        }
        settings.engineNames << names[i];
        settings.engineSpecs << specs[i];
    }
    const int count = int(settings.engineSpecs.size());
    settings.blackEngine = readInt(store, kBlackEngineKey, 0, 0, count, problems);
    settings.whiteEngine = readInt(store, kWhiteEngineKey, 0, 0, count, problems);
    settings.analysisEngine = readInt(store, kAnalysisEngineKey, 0, 0, count, problems);
    if (settings.analysisEngine > 0 &&
        !settings.engineSpecs[settings.analysisEngine - 1].startsWith(QStringLiteral("nboard:"))) {
        noteInvalid(problems, kAnalysisEngineKey, QString::number(settings.analysisEngine),
                    QStringLiteral("0"));
        settings.analysisEngine = 0;
    }
}

// Reads the settings of the two tables into `settings`, as Settings::load does.
void readPlainSettings(QSettings& store, Settings& settings, QStringList* problems) {
    const Settings defaults;
    for (const BoolKey& entry : kBoolKeys) {
        settings.*entry.field =
            readBool(store, QString::fromLatin1(entry.key), defaults.*entry.field, problems);
    }
    for (const IntKey& entry : kIntKeys) {
        settings.*entry.field = readInt(store, QString::fromLatin1(entry.key),
                                        defaults.*entry.field, entry.low, entry.high, problems);
    }
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
    readPlainSettings(store, settings, problems);
    // Settings from before the levels keep their depth and time as a custom level.
    const bool hasLevel = store.contains(kLevelKey);
    const int fallbackLevel =
        !hasLevel && store.contains(QString::fromLatin1(kDepthKey)) ? kCustomLevel : defaults.level;
    settings.level = readInt(store, kLevelKey, fallbackLevel, kCustomLevel, kLevelCount, problems);
    readEngineResources(store, settings, problems);
    settings.boardSize = readInt(store, kBoardSizeKey, defaults.boardSize, 4, 8, problems);
    if (!isSupportedSize(settings.boardSize)) {
        noteInvalid(problems, kBoardSizeKey, QString::number(settings.boardSize),
                    QString::number(defaults.boardSize));
        settings.boardSize = defaults.boardSize;
    }
    settings.flipSpeed =
        readFlipSpeed(store, kFlipSpeedKey, kAnimateKey, defaults.flipSpeed, problems);
    settings.theme = readTheme(store, kThemeKey, defaults.theme, problems);
    settings.language = readLanguage(store, kLanguageKey, languages(), problems);
    settings.book = readBookChoice(store, kBookKey, defaults.book, problems);
    settings.bookFile = store.value(kBookFileKey).toString();
    if (settings.book == BookChoice::File && settings.bookFile.isEmpty()) {
        noteInvalid(problems, kBookFileKey, QString(), bookChoiceKey(defaults.book));
        settings.book = defaults.book;
    }
    // Until the person names themself, the account's name stands for them.
    settings.playerName =
        (store.contains(kPlayerNameKey) ? store.value(kPlayerNameKey).toString() : accountName())
            .simplified()
            .left(kMaxNameLength);
    settings.databasePaths = store.value(kDatabasePathsKey).toStringList();
    settings.databasePaths.removeAll(QString());
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
    for (const BoolKey& entry : kBoolKeys) {
        store.setValue(QString::fromLatin1(entry.key), this->*entry.field);
    }
    for (const IntKey& entry : kIntKeys) {
        store.setValue(QString::fromLatin1(entry.key), this->*entry.field);
    }
    store.setValue(kLevelKey, level);
    store.setValue(kThreadsKey, threads);
    store.setValue(kHashKey, hashMegabytes);
    store.setValue(kBoardSizeKey, boardSize);
    store.setValue(kFlipSpeedKey, flipSpeedKey(flipSpeed));
    store.remove(kAnimateKey);
    store.setValue(kThemeKey, themeKey(theme));
    store.setValue(kLanguageKey, language);
    store.setValue(kBookKey, bookChoiceKey(book));
    store.setValue(kBookFileKey, bookFile);
    store.setValue(kPlayerNameKey, playerName);
    store.setValue(kDatabasePathsKey, databasePaths);
    store.setValue(kEngineNamesKey, engineNames);
    store.setValue(kEngineSpecsKey, engineSpecs);
    store.setValue(kBlackEngineKey, blackEngine);
    store.setValue(kWhiteEngineKey, whiteEngine);
    store.setValue(kAnalysisEngineKey, analysisEngine);
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
