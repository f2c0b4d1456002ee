// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/records.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "engine/util/files.h"

namespace hasami::train {

void appendRecord(std::vector<char>& out, const Record& record) {
    char bytes[kRecordBytes];
    std::memcpy(bytes, &record.player, 8);
    std::memcpy(bytes + 8, &record.opponent, 8);
    bytes[16] = char(std::int8_t(record.score));
    out.insert(out.end(), bytes, bytes + kRecordBytes);
}

Parsed<std::vector<Record>> readRecords(const std::vector<std::string>& files) {
    std::vector<Record> records;
    for (const std::string& name : files) {
        if (isFolder(name)) return ParseError{"cannot read '" + name + "': it is a folder"};
        std::ifstream in(name, std::ios::binary | std::ios::ate);
        if (!in) return ParseError{"cannot read '" + name + "'"};
        const std::streamoff size = in.tellg();
        if (size < 0 || size % std::streamoff(kRecordBytes) != 0) {
            return ParseError{"'" + name + "' is not a file of training records (" +
                              std::to_string(size) + " bytes, not a multiple of " +
                              std::to_string(kRecordBytes) + ")"};
        }
        in.seekg(0);
        char bytes[kRecordBytes];
        for (std::size_t number = 1; in.read(bytes, kRecordBytes); ++number) {
            Record record{};
            std::memcpy(&record.player, bytes, 8);
            std::memcpy(&record.opponent, bytes + 8, 8);
            record.score = std::int8_t(bytes[16]);
            if ((record.player & record.opponent) != 0 || record.score < -64 || record.score > 64) {
                return ParseError{"'" + name + "' holds a damaged record (number " +
                                  std::to_string(number) + ")"};
            }
            records.push_back(record);
        }
    }
    return records;
}

std::string duration(double seconds) {
    const long whole = long(seconds);
    char text[32];
    std::snprintf(text, sizeof text, "%ldh%02ldm%02lds", whole / 3600, whole / 60 % 60, whole % 60);
    return text;
}

std::string progressBar(double done, double total) {
    constexpr int kWidth = 20;
    const double share = total > 0 ? std::clamp(done / total, 0.0, 1.0) : 1.0;
    const int filled = int(share * kWidth);
    char percent[8];
    std::snprintf(percent, sizeof percent, " %3d%%", int(share * 100));
    return '[' + std::string(std::size_t(filled), '#') +
           std::string(std::size_t(kWidth - filled), '.') + ']' + percent;
}

bool replaceFile(const std::string& path, std::span<const char> bytes) {
    const std::string temporary = path + ".new";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), std::streamsize(bytes.size()));
        if (!out.flush()) return false;
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    return !error;
}

}  // namespace hasami::train
