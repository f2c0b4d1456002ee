// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the settings file: whatever it holds, the settings read from it are all in range.
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include "engine/board/bitboard.h"
#include "engine/players/levels.h"
#include "session/settings.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    static QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("hasami.conf"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return 0;
        file.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size));
    }
    QSettings store(path, QSettings::IniFormat);
    QStringList problems;
    const hasami::Settings settings = hasami::Settings::load(store, &problems);
    using hasami::Settings;
    FUZZ_CHECK(settings.depth >= Settings::kMinOfferedDepth &&
               settings.depth <= Settings::kMaxOfferedDepth);
    FUZZ_CHECK(settings.moveSeconds >= 0 && settings.moveSeconds <= Settings::kMaxMoveSeconds);
    FUZZ_CHECK(hasami::isSupportedSize(settings.boardSize));
    FUZZ_CHECK(settings.aiDelayMs >= 0 && settings.aiDelayMs <= Settings::kMaxAiDelayMs);
    FUZZ_CHECK(settings.level >= Settings::kCustomLevel && settings.level <= hasami::kLevelCount);
    FUZZ_CHECK(settings.clockMinutes >= 0 && settings.clockMinutes <= Settings::kMaxClockMinutes);
    FUZZ_CHECK(settings.clockIncrement >= 0 &&
               settings.clockIncrement <= Settings::kMaxIncrementSeconds);
    FUZZ_CHECK(settings.theme == hasami::BoardTheme::Classic ||
               settings.theme == hasami::BoardTheme::HighContrast);
    FUZZ_CHECK(settings.language.isEmpty() || settings.language == QLatin1String("en") ||
               settings.language == QLatin1String("ja"));
    return 0;
}
