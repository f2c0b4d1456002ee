// SPDX-License-Identifier: GPL-3.0-or-later
// Whole text files read and written safely: a bounded read, whatever size the file claims, and
// an atomic write that leaves the old file whole until the new one is complete.
#pragma once

#include <optional>

#include <QJsonObject>
#include <QString>

namespace hasami {

// Reads a whole text file of at most `maxBytes`; nullopt and `error` set if it cannot.
std::optional<QString> readTextFile(const QString& path, qint64 maxBytes, QString* error);
// Writes `text` atomically (QSaveFile); false and `error` set if it cannot.
bool writeTextFile(const QString& path, const QString& text, QString* error);
// Reads a JSON object of at most `maxBytes` whose "format" is `format`; nullopt and `error` set
// when the file cannot be read or is no JSON object (the parser's reason), or is of another
// format (`error` is then `foreign`).
std::optional<QJsonObject> readJsonFile(const QString& path, qint64 maxBytes, int format,
                                        const QString& foreign, QString* error);
// Writes `object` as compact JSON, atomically, making its folder first.
bool writeJsonFile(const QString& path, const QJsonObject& object, QString* error);
// Renames a damaged file aside, as PATH.yyyyMMdd-hhmmss.corrupt: the new name, or empty and
// `error` set when it cannot.
QString setFileAside(const QString& path, QString* error);

}  // namespace hasami
