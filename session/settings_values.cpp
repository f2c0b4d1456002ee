// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/settings_values.h"

#include <QCoreApplication>

#include <algorithm>

namespace hasami {

namespace {

const char* const kFlipSpeedNames[] = {"off", "fast", "normal", "slow"};
const char* const kBookChoiceNames[] = {"builtin", "mine", "file"};

// The place of `value` among `names`; -1 when it is none of them.
int indexOf(std::span<const char* const> names, const QString& value) {
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (value == QLatin1String(names[i])) return int(i);
    }
    return -1;
}

}  // namespace

void noteInvalid(QStringList* problems, const QString& key, const QString& value,
                 const QString& used) {
    if (!problems) return;
    problems->append(QCoreApplication::translate("Settings",
                                                 "Setting %1 had the invalid value "
                                                 "\"%2\"; using %3.")
                         .arg(key, value, used));
}

int readInt(QSettings& store, const QString& key, int fallback, int low, int high,
            QStringList* problems) {
    const QVariant value = store.value(key);
    if (!value.isValid()) return fallback;
    bool ok = false;
    const int number = value.toInt(&ok);
    if (!ok || number < low || number > high) {
        noteInvalid(problems, key, value.toString(), QString::number(fallback));
        return fallback;
    }
    return number;
}

bool readBool(QSettings& store, const QString& key, bool fallback, QStringList* problems) {
    const QVariant value = store.value(key);
    if (!value.isValid()) return fallback;
    const QString text = value.toString().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1")) return true;
    if (text == QLatin1String("false") || text == QLatin1String("0")) return false;
    noteInvalid(problems, key, value.toString(),
                fallback ? QStringLiteral("true") : QStringLiteral("false"));
    return fallback;
}

QString themeKey(BoardTheme theme) {
    const std::string_view key = boardTheme(theme).key;
    return QString::fromLatin1(key.data(), qsizetype(key.size()));
}

BoardTheme readTheme(QSettings& store, const QString& key, BoardTheme fallback,
                     QStringList* problems) {
    const QVariant value = store.value(key);
    if (!value.isValid()) return fallback;
    for (const BoardThemeEntry& entry : kBoardThemes) {
        if (value.toString() == themeKey(entry.theme)) return entry.theme;
    }
    noteInvalid(problems, key, value.toString(), themeKey(fallback));
    return fallback;
}

FlipSpeed readFlipSpeed(QSettings& store, const QString& key, const QString& oldKey,
                        FlipSpeed fallback, QStringList* problems) {
    const QVariant value = store.value(key);
    if (!value.isValid()) {
        const bool animate = readBool(store, oldKey, fallback != FlipSpeed::Off, problems);
        return animate ? FlipSpeed::Normal : FlipSpeed::Off;
    }
    if (const int found = indexOf(kFlipSpeedNames, value.toString()); found >= 0) {
        return FlipSpeed(found);
    }
    noteInvalid(problems, key, value.toString(), QStringLiteral("normal"));
    return fallback;
}

BookChoice readBookChoice(QSettings& store, const QString& key, BookChoice fallback,
                          QStringList* problems) {
    const QVariant value = store.value(key);
    if (!value.isValid()) return fallback;
    if (const int found = indexOf(kBookChoiceNames, value.toString()); found >= 0) {
        return BookChoice(found);
    }
    noteInvalid(problems, key, value.toString(), bookChoiceKey(fallback));
    return fallback;
}

QString bookChoiceKey(BookChoice choice) {
    return QLatin1String(kBookChoiceNames[static_cast<int>(choice)]);
}

QString flipSpeedKey(FlipSpeed speed) {
    return QLatin1String(kFlipSpeedNames[static_cast<int>(speed)]);
}

QString readLanguage(QSettings& store, const QString& key,
                     std::span<const Settings::Language> known, QStringList* problems) {
    QString language = store.value(key).toString();
    const auto same = [&language](const Settings::Language& one) {
        return language == QLatin1String(one.code);
    };
    if (language.isEmpty() || std::any_of(known.begin(), known.end(), same)) {
        return language;
    }
    noteInvalid(problems, key, language,
                QCoreApplication::translate("Settings", "the system's language"));
    return {};
}

}  // namespace hasami
