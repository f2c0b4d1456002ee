// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/util/files.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

namespace hasami {

namespace {

ParseError cannotRead(std::string_view what, const std::string& path, std::string_view reason) {
    std::string message = "cannot read ";
    message.append(what).append(" '").append(path).append("'");
    if (!reason.empty()) message.append(": ").append(reason);
    return ParseError{std::move(message)};
}

}  // namespace

bool isFolder(const std::string& path) {
    std::error_code error;
    return std::filesystem::is_directory(path, error);
}

Parsed<std::vector<char>> readFileBytes(const std::string& path, std::string_view what) {
    if (isFolder(path)) return cannotRead(what, path, "it is a folder");
    std::ifstream in(path, std::ios::binary);
    if (!in) return cannotRead(what, path, {});
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) return cannotRead(what, path, "reading failed");
    return bytes;
}

}  // namespace hasami
