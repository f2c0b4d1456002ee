// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/text_files.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace hasami {

std::optional<QString> readTextFile(const QString& path, qint64 maxBytes, QString* error) {
    // A pipe, a device or a folder is refused before it is opened: reading would wait for ever
    // or never end.
    if (const QFileInfo info(path); info.exists() && !info.isFile()) {
        if (error) {
            *error = QCoreApplication::translate("TextFiles", "%1 is not a file").arg(path);
        }
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) {
            *error = QCoreApplication::translate("TextFiles", "cannot read %1: %2")
                         .arg(path, file.errorString());
        }
        return std::nullopt;
    }
    // The size a file claims may be wrong (a pipe, a file growing): what is read is checked.
    const QByteArray bytes = file.size() > maxBytes ? QByteArray() : file.read(maxBytes + 1);
    if (file.size() > maxBytes || bytes.size() > maxBytes) {
        if (error) {
            *error =
                QCoreApplication::translate("TextFiles", "%1 is too large to be a game").arg(path);
        }
        return std::nullopt;
    }
    return QString::fromUtf8(bytes);
}

bool writeTextFile(const QString& path, const QString& text, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        if (error) {
            *error = QCoreApplication::translate("TextFiles", "cannot write %1: %2")
                         .arg(path, file.errorString());
        }
        return false;
    }
    return true;
}

std::optional<QJsonObject> readJsonFile(const QString& path, qint64 maxBytes, int format,
                                        const QString& foreign, QString* error) {
    const std::optional<QString> text = readTextFile(path, maxBytes, error);
    if (!text) return std::nullopt;
    QJsonParseError parse{};
    const QJsonDocument document = QJsonDocument::fromJson(text->toUtf8(), &parse);
    if (parse.error != QJsonParseError::NoError) {
        if (error) *error = parse.errorString();
        return std::nullopt;
    }
    if (!document.isObject() ||
        document.object().value(QStringLiteral("format")).toInt() != format) {
        if (error) *error = foreign;
        return std::nullopt;
    }
    return document.object();
}

bool writeJsonFile(const QString& path, const QJsonObject& object, QString* error) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    return writeTextFile(
        path, QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)), error);
}

QString setFileAside(const QString& path, QString* error) {
    QString aside = path +
                    QDateTime::currentDateTime().toString(QStringLiteral(".yyyyMMdd-hhmmss")) +
                    QStringLiteral(".corrupt");
    QFile damaged(path);
    if (damaged.rename(aside)) return aside;
    if (error) *error = damaged.errorString();
    return {};
}

}  // namespace hasami
