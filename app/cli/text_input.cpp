// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/text_input.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QFile>

namespace hasami::cli {

namespace {

// "cannot read 'NAME': WHY", and the like.
ParseError aboutFile(std::string_view before, const QString& name, std::string_view after) {
    std::string message(before);
    message.append(1, '\'').append(name.toStdString()).append(1, '\'').append(after);
    return ParseError{std::move(message)};
}

struct Descriptor {
    int fd = -1;
    bool owned = false;
    Descriptor() = default;
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor() {
        if (owned && fd >= 0) ::close(fd);
    }
};

// Opens the pipe `path` without waiting for a writer, then reads as usual: a pipe nothing writes
// to (a FIFO left behind) would make the program wait for ever. The first bytes go to `text`;
// false with `text` empty when nothing was there to read.
bool openPipe(const QByteArray& path, Descriptor& file, std::string& text) {
    file.fd = ::open(path.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    file.owned = file.fd >= 0;
    if (file.fd < 0) return true;  // the caller reports errno
    char first[4096];
    ssize_t read = -1;
    do {
        read = ::read(file.fd, first, sizeof first);
    } while (read < 0 && errno == EINTR);
    if (read == 0) return false;  // no writer, or one that wrote nothing
    if (read > 0) text.assign(first, std::size_t(read));
    // A writer is there (EAGAIN: it has not written yet): wait for what it writes.
    ::fcntl(file.fd, F_SETFL, ::fcntl(file.fd, F_GETFL) & ~O_NONBLOCK);
    return true;
}

}  // namespace

Parsed<std::string> readTextInput(const QString& name, std::size_t maxBytes) {
    Descriptor file;
    std::string text;
    if (name == QLatin1String("-")) {
        file.fd = STDIN_FILENO;
    } else {
        const QByteArray path = QFile::encodeName(name);
        struct stat status {};
        if (::stat(path.constData(), &status) != 0) {
            return aboutFile("cannot read ", name, std::string(": ") + std::strerror(errno));
        }
        if (S_ISDIR(status.st_mode)) return aboutFile("cannot read ", name, ": it is a folder");
        if (S_ISFIFO(status.st_mode)) {
            if (!openPipe(path, file, text)) {
                return aboutFile("cannot read ", name, ": it is a pipe with nothing written to it");
            }
        } else if (!S_ISREG(status.st_mode)) {
            return aboutFile("cannot read ", name, ": it is not a regular file (a device?)");
        } else if (std::uintmax_t(status.st_size) > maxBytes) {
            return aboutFile("", name, " is larger than " + std::to_string(maxBytes) + " bytes");
        } else {
            // Opened without waiting, and looked at again: a file swapped for a pipe meanwhile
            // is refused, not waited on.
            file.fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
            file.owned = file.fd >= 0;
            struct stat opened {};
            if (file.fd >= 0 && (::fstat(file.fd, &opened) != 0 || !S_ISREG(opened.st_mode))) {
                return aboutFile("cannot read ", name, ": it is not a regular file");
            }
            if (file.fd >= 0) ::fcntl(file.fd, F_SETFL, ::fcntl(file.fd, F_GETFL) & ~O_NONBLOCK);
        }
        if (file.fd < 0) {
            return aboutFile("cannot read ", name, std::string(": ") + std::strerror(errno));
        }
    }
    // What is read is bounded, whatever size the file claims (a pipe, a growing file), and read
    // straight into the text: the file is held once.
    constexpr std::size_t kBlock = 1 << 16;
    for (;;) {
        const std::size_t at = text.size();
        const std::size_t room = std::min(kBlock, maxBytes + 1 - std::min(at, maxBytes));
        text.resize(at + room);
        const ssize_t read = ::read(file.fd, text.data() + at, room);
        if (read < 0 && errno == EINTR) {
            text.resize(at);
            continue;
        }
        if (read < 0) {
            const int error = errno;
            return aboutFile("cannot read ", name,
                             std::string(": reading failed: ") + std::strerror(error));
        }
        text.resize(at + std::size_t(read));
        if (text.size() > maxBytes) {
            return aboutFile("", name, " is larger than " + std::to_string(maxBytes) + " bytes");
        }
        if (read == 0) break;
    }
    return text;
}

}  // namespace hasami::cli
