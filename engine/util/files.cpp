// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/util/files.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <new>
#include <system_error>

namespace hasami {

namespace {

ParseError cannotRead(std::string_view what, const std::string& path, std::string_view reason) {
    std::string message = "cannot read ";
    message.append(what).append(" '").append(path).append("'");
    if (!reason.empty()) message.append(": ").append(reason);
    return ParseError{std::move(message)};
}

// A size in bytes for a message: "64 MB", "512 KB", "100 bytes".
std::string sizeText(std::uintmax_t bytes) {
    constexpr std::uintmax_t kKilo = 1024;
    if (bytes >= kKilo * kKilo && bytes % (kKilo * kKilo) == 0) {
        return std::to_string(bytes / (kKilo * kKilo)) + " MB";
    }
    if (bytes >= kKilo && bytes % kKilo == 0) return std::to_string(bytes / kKilo) + " KB";
    return std::to_string(bytes) + " bytes";
}

std::string tooLarge(std::uintmax_t maxBytes) {
    return "it is larger than " + sizeText(maxBytes);
}

struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};

}  // namespace

bool isFolder(const std::string& path) {
    std::error_code error;
    return std::filesystem::is_directory(path, error);
}

namespace {

// The first `wanted` bytes of the file at `path` (all of it when it is shorter) and its size,
// with readFileBytes's checks.
Parsed<FileStart> readUpTo(const std::string& path, std::string_view what, std::uintmax_t maxBytes,
                           std::uintmax_t wanted) {
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(path, error);
    if (error) return cannotRead(what, path, error.message());
    if (std::filesystem::is_directory(status)) return cannotRead(what, path, "it is a folder");
    if (!std::filesystem::is_regular_file(status)) {
        return cannotRead(what, path, "it is not a regular file");
    }
    const std::uintmax_t claimed = std::filesystem::file_size(path, error);
    if (!error && claimed > maxBytes) return cannotRead(what, path, tooLarge(maxBytes));
    const std::unique_ptr<std::FILE, FileCloser> file(std::fopen(path.c_str(), "rb"));
    if (!file) return cannotRead(what, path, std::strerror(errno));
    // Read in blocks up to one byte past the limit: a file is never held past it, whatever
    // size it claimed. The room is made once, for the size claimed and the block that finds
    // the end: a vector that grew at the last block would hold the file twice over.
    constexpr std::size_t kBlock = 1 << 16;
    std::vector<char> bytes;
    try {
        bytes.reserve(std::size_t(std::min({error ? 0 : claimed, maxBytes, wanted})) + kBlock);
    } catch (const std::bad_alloc&) {
        return cannotRead(what, path, "there is not enough memory for it");
    }
    for (;;) {
        // bytes.size() <= maxBytes here: the room left reaches one byte past the limit.
        const std::size_t room =
            std::size_t(std::min<std::uintmax_t>(kBlock, maxBytes + 1 - bytes.size()));
        const std::size_t at = bytes.size();
        try {
            bytes.resize(at + room);
        } catch (const std::bad_alloc&) {
            return cannotRead(what, path, "there is not enough memory for it");
        }
        const std::size_t read = std::fread(bytes.data() + at, 1, room, file.get());
        bytes.resize(at + read);
        if (bytes.size() > maxBytes) return cannotRead(what, path, tooLarge(maxBytes));
        if (read < room || bytes.size() >= wanted) break;
    }
    if (std::ferror(file.get())) {
        return cannotRead(what, path, std::string("reading failed: ") + std::strerror(errno));
    }
    if (bytes.size() > wanted) bytes.resize(std::size_t(wanted));
    return FileStart{std::move(bytes), error ? 0 : claimed};
}

}  // namespace

Parsed<std::vector<char>> readFileBytes(const std::string& path, std::string_view what,
                                        std::uintmax_t maxBytes) {
    Parsed<FileStart> read = readUpTo(path, what, maxBytes, UINTMAX_MAX);
    if (!read) return read.parseError();
    return std::move(std::move(read).value().bytes);
}

Parsed<FileStart> readFileStart(const std::string& path, std::string_view what,
                                std::uintmax_t maxBytes, std::size_t count) {
    return readUpTo(path, what, maxBytes, count);
}

}  // namespace hasami
