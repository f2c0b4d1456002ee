// SPDX-License-Identifier: GPL-3.0-or-later
// Whole text files read and written safely: a bounded read, whatever size the file claims, and
// an atomic write that leaves the old file whole until the new one is complete.
#pragma once

#include <optional>

#include <QString>

namespace hasami {

// Reads a whole text file of at most `maxBytes`; nullopt and `error` set if it cannot.
std::optional<QString> readTextFile(const QString& path, qint64 maxBytes, QString* error);
// Writes `text` atomically (QSaveFile); false and `error` set if it cannot.
bool writeTextFile(const QString& path, const QString& text, QString* error);
// Renames a damaged file aside, as PATH.yyyyMMdd-hhmmss.corrupt: the new name, or empty and
// `error` set when it cannot.
QString setFileAside(const QString& path, QString* error);

}  // namespace hasami
