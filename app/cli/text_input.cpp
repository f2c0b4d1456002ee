// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/text_input.h"

#include <QFile>
#include <QFileInfo>

namespace hasami::cli {

namespace {

// "cannot read 'NAME': WHY", and the like.
ParseError aboutFile(std::string_view before, const QString& name, std::string_view after) {
    std::string message(before);
    message.append(1, '\'').append(name.toStdString()).append(1, '\'').append(after);
    return ParseError{std::move(message)};
}

}  // namespace

Parsed<std::string> readTextInput(const QString& name, std::size_t maxBytes) {
    QFile file;
    const bool standardInput = name == QLatin1String("-");
    if (standardInput) {
        if (!file.open(stdin, QIODevice::ReadOnly)) {
            return ParseError{"cannot read the standard input"};
        }
    } else {
        if (QFileInfo(name).isDir()) {
            return aboutFile("cannot read ", name, ": it is a folder");
        }
        file.setFileName(name);
        if (!file.open(QIODevice::ReadOnly)) {
            return aboutFile("cannot read ", name, ": " + file.errorString().toStdString());
        }
    }
    // What is read is bounded, whatever size the file claims (a pipe, a growing file).
    const QByteArray bytes = file.read(qint64(maxBytes) + 1);
    if (std::size_t(bytes.size()) > maxBytes) {
        return aboutFile("", name, " is larger than " + std::to_string(maxBytes) + " bytes");
    }
    return bytes.toStdString();
}

}  // namespace hasami::cli
