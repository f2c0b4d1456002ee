// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/book/book_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/book/book_exchange.h"
#include "engine/util/files.h"

namespace hasami {

Parsed<OpeningBook> readBookFile(const std::string& path, std::string* note) {
    // The header first: a file whose header cannot be right for its size is refused before
    // the rest is read.
    const Parsed<FileStart> head =
        readFileStart(path, "the book", kMaxBookFileBytes, kBookHeadBytes);
    if (!head) return head.parseError();
    if (const std::optional<std::string> problem = bookHeadProblem(head->bytes, head->size)) {
        return ParseError{"the book '" + path + "': " + *problem};
    }
    const Parsed<std::vector<char>> bytes = readFileBytes(path, "the book", kMaxBookFileBytes);
    if (!bytes) return bytes.parseError();
    Parsed<OpeningBook> book = readAnyBook(*bytes, note);
    if (!book) return ParseError{"the book '" + path + "': " + book.error()};
    return book;
}

bool isHasamiBookFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    char head[sizeof kBookMagic] = {};
    in.read(head, std::streamsize(sizeof head));
    return in.gcount() == std::streamsize(sizeof head) && OpeningBook::isBookFile(head);
}

std::string bookBackupOf(const std::string& path) {
    return path + ".bak";
}

namespace {

// The `number`th backup of `path`, from 1 (the newest).
std::string backupNumber(const std::string& path, int number) {
    return number == 1 ? bookBackupOf(path) : bookBackupOf(path) + "." + std::to_string(number);
}

std::string reasonOf(int error) {
    return std::strerror(error);
}

// Writes all of `bytes` to the open file `out`: 0, or the error that stopped it.
int writeAll(int out, std::span<const char> bytes) {
    std::size_t written = 0;
    while (written < bytes.size()) {
        const ssize_t wrote = ::write(out, bytes.data() + written, bytes.size() - written);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) return wrote < 0 ? errno : ENOSPC;
        written += std::size_t(wrote);
    }
    return 0;
}

// Writes `bytes` to a new file `path` and flushes them to the disk; the reason when it cannot.
std::optional<std::string> writeSynced(const std::string& path, std::span<const char> bytes) {
    const int out = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (out < 0) return reasonOf(errno);
    if (const int error = writeAll(out, bytes); error != 0) {
        ::close(out);
        return reasonOf(error);
    }
    if (::fsync(out) != 0) {
        const int error = errno;
        ::close(out);
        return reasonOf(error);
    }
    if (::close(out) != 0) return reasonOf(errno);
    return std::nullopt;
}

// Makes `to` a second name of the file `from` (or, where the disk cannot, a synced copy of it);
// the reason when it cannot.
std::optional<std::string> keepCopy(const std::string& from, const std::string& to) {
    ::unlink(to.c_str());
    if (::link(from.c_str(), to.c_str()) == 0) return std::nullopt;
    const Parsed<std::vector<char>> bytes = readFileBytes(from, "the book", kMaxBookFileBytes);
    if (!bytes) return bytes.error();
    if (std::optional<std::string> problem = writeSynced(to, *bytes)) {
        ::unlink(to.c_str());
        return problem;
    }
    return std::nullopt;
}

// Flushes the folder of `path` to the disk, so that its renames last (best effort).
void syncFolderOf(const std::string& path) {
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    const int handle =
        ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (handle < 0) return;
    ::fsync(handle);
    ::close(handle);
}

}  // namespace

namespace {

// The file a path names at last, through its symbolic links (a link is written through, not
// replaced); the path itself when it is no link.
std::string throughLinks(const std::string& path) {
    std::filesystem::path at(path);
    for (int hop = 0; hop < 40; ++hop) {
        std::error_code error;
        if (!std::filesystem::is_symlink(std::filesystem::symlink_status(at, error))) break;
        const std::filesystem::path target = std::filesystem::read_symlink(at, error);
        if (error) break;
        at = target.is_absolute() ? target : at.parent_path() / target;
    }
    return at.string();
}

// How long a pipe's reader may leave it full before the write gives up.
constexpr int kPipeStallMs = 30'000;

// Writes `bytes` into the pipe or character device `path` as it is (a program reading a pipe,
// /dev/null, a terminal); a pipe nothing reads from, or whose reader stops reading, is refused,
// never waited on for ever, and one whose reader has gone is a failure to write (EPIPE: the
// programs ignore SIGPIPE).
std::optional<std::string> writeInto(const std::string& path, std::span<const char> bytes) {
    const int out = ::open(path.c_str(), O_WRONLY | O_CLOEXEC | O_NONBLOCK);
    if (out < 0) {
        return "cannot write '" + path + "': " +
               (errno == ENXIO ? std::string("nothing reads from the pipe") : reasonOf(errno));
    }
    std::size_t written = 0;
    int error = 0;
    while (written < bytes.size() && error == 0) {
        const ssize_t wrote = ::write(out, bytes.data() + written, bytes.size() - written);
        if (wrote > 0) {
            written += std::size_t(wrote);
        } else if (wrote < 0 && errno == EAGAIN) {
            pollfd ready{out, POLLOUT, 0};
            const int waited = ::poll(&ready, 1, kPipeStallMs);
            if (waited == 0) error = ETIMEDOUT;
            if (waited < 0 && errno != EINTR) error = errno;
        } else if (wrote == 0 || errno != EINTR) {
            error = wrote < 0 ? errno : ENOSPC;
        }
    }
    if (error != 0) {
        ::close(out);
        return "cannot write '" + path + "': " +
               (error == ETIMEDOUT ? std::string("the pipe's reader stopped reading")
                                   : reasonOf(error));
    }
    if (::close(out) != 0) return "cannot write '" + path + "': " + reasonOf(errno);
    return std::nullopt;
}

}  // namespace

std::vector<BookBackup> bookBackupsOf(const std::string& path) {
    std::vector<BookBackup> backups;
    for (int number = 1; number <= kBookBackups; ++number) {
        const std::string file = backupNumber(throughLinks(path), number);
        struct stat status {};
        if (::stat(file.c_str(), &status) == 0 && S_ISREG(status.st_mode)) {
            backups.push_back({file, std::int64_t(status.st_mtime)});
        }
    }
    return backups;
}

std::optional<std::string> writeWholeFile(const std::string& path, std::span<const char> bytes,
                                          bool backup) {
    // What the path names, through its links as the system follows them (/dev/stdout, a
    // shell's >(…) name pipes that are no paths).
    if (struct stat status{}; ::stat(path.c_str(), &status) == 0 && !S_ISREG(status.st_mode)) {
        // What is not a file is never replaced by one: a pipe or a character device is written
        // into, anything else refused; a book with backups is a file.
        if (S_ISDIR(status.st_mode)) return "cannot write '" + path + "': it is a folder";
        if (backup || !(S_ISFIFO(status.st_mode) || S_ISCHR(status.st_mode))) {
            return "cannot write '" + path + "': it is not a regular file";
        }
        return writeInto(path, bytes);
    }
    const std::string target = throughLinks(path);
    const std::string temporary = target + ".new";
    if (std::optional<std::string> problem = writeSynced(temporary, bytes)) {
        ::unlink(temporary.c_str());
        return "cannot write '" + temporary + "': " + *problem;
    }
    struct stat status {};
    if (backup && ::stat(target.c_str(), &status) == 0 && S_ISREG(status.st_mode)) {
        // The newest backup made whole under a name of its own first, then put in place, the
        // older ones moved down before it: a backup is whole at every instant.
        const std::string fresh = bookBackupOf(target) + ".new";
        if (std::optional<std::string> problem = keepCopy(target, fresh)) {
            ::unlink(temporary.c_str());
            return "cannot keep the backup '" + bookBackupOf(target) + "': " + *problem;
        }
        for (int number = kBookBackups - 1; number >= 1; --number) {
            ::rename(backupNumber(target, number).c_str(),
                     backupNumber(target, number + 1).c_str());
        }
        if (::rename(fresh.c_str(), bookBackupOf(target).c_str()) != 0) {
            const std::string reason = reasonOf(errno);
            ::unlink(fresh.c_str());
            ::unlink(temporary.c_str());
            return "cannot keep the backup '" + bookBackupOf(target) + "': " + reason;
        }
    }
    if (::rename(temporary.c_str(), target.c_str()) != 0) {
        const std::string reason = reasonOf(errno);
        ::unlink(temporary.c_str());
        return "cannot replace '" + target + "': " + reason;
    }
    syncFolderOf(target);
    return std::nullopt;
}

std::optional<std::string> saveBookFile(const OpeningBook& book, const std::string& path) {
    return writeWholeFile(path, book.bytes(), true);
}

}  // namespace hasami
