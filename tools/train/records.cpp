// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/train/records.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <utility>

#include "engine/util/files.h"
#include "engine/util/numbers.h"
#include "engine/util/words.h"

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

ProgressReport::ProgressReport(std::string job, std::string unit, std::uint64_t total,
                               std::uint64_t before)
    : job_(std::move(job)),
      unit_(std::move(unit)),
      total_(total),
      before_(before),
      start_(std::chrono::steady_clock::now()),
      last_(start_) {}

void ProgressReport::update(std::uint64_t done, const std::string& more) {
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::seconds(10) && done < total_) return;
    last_ = now;
    const double seconds = std::chrono::duration<double>(now - start_).count();
    const double left =
        done > before_ ? seconds / double(done - before_) * double(total_ - done) : 0;
    std::fprintf(stderr, "%s: %s %ju/%ju %s%s, %s, %s left\n", job_.c_str(),
                 progressBar(double(done), double(total_)).c_str(), std::uintmax_t(done),
                 std::uintmax_t(total_), unit_.c_str(), more.c_str(), duration(seconds).c_str(),
                 duration(left).c_str());
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

std::string inputsSignature(const std::vector<std::string>& inputs) {
    std::string text = "in=";
    for (const std::string& input : inputs) {
        std::error_code error;
        if (text.size() > 3) text += ',';
        text += input + ':' + std::to_string(std::filesystem::file_size(input, error));
    }
    return text;
}

std::string journalOf(const std::string& out) {
    return out + ".journal";
}

Parsed<std::shared_ptr<const PatternWeights>> searchWeights(const std::string& path,
                                                            int boardSize) {
    if (path.empty()) return std::shared_ptr<const PatternWeights>();
    const auto read = patternWeightsFile(path);
    if (!read) return ParseError(read.error());
    if ((*read)->layout().boardSize() != boardSize) {
        return ParseError("'" + path + "' holds weights for another board");
    }
    return *read;
}

Parsed<JournaledOutput> JournaledOutput::resume(const std::string& path, const std::string& unit,
                                                const std::string& signature) {
    JournaledOutput output;
    output.path_ = path;
    output.unit_ = unit;
    output.signature_ = signature;
    const std::string journal = journalOf(path);
    if (std::ifstream in(journal); in) {
        std::string line;
        std::getline(in, line);
        // "UNIT N bytes B SIGNATURE": the signature is the rest of the line.
        const std::vector<Word> words = splitWordsAt(line);
        const auto done =
            words.size() > 1 ? parseInteger(words[1].text, 0, INT32_MAX) : std::nullopt;
        const auto bytes = words.size() > 3 ? parseUnsigned(words[3].text) : std::nullopt;
        if (!done || !bytes || words[0].text != unit || words[2].text != "bytes") {
            return ParseError{"the journal '" + journal + "' is damaged: remove it and '" + path +
                              "'"};
        }
        const std::string made(words.size() > 4
                                   ? trimmed(std::string_view(line).substr(words[4].begin))
                                   : std::string_view());
        if (made != signature) {
            return ParseError{"'" + journal + "' records " + unit + " made with other options (" +
                              made + "); resume with the same, or write to another file"};
        }
        output.done_ = int(*done);
        output.bytes_ = *bytes;
    }
    if (!std::ofstream(path, std::ios::binary | std::ios::app)) {
        return ParseError{"cannot write '" + path + "'"};
    }
    std::error_code error;
    if (std::filesystem::file_size(path, error) < output.bytes_ || error) {
        return ParseError{"cannot resume '" + path + "': it is shorter than its journal"};
    }
    std::filesystem::resize_file(path, output.bytes_, error);
    output.file_.open(path, std::ios::binary | std::ios::app);
    if (error || !output.file_) return ParseError{"cannot write '" + path + "'"};
    return output;
}

bool JournaledOutput::add(int index, std::vector<char> bytes) {
    if (index < done_) return true;  // in whole already (a run resumed behind this output)
    waiting_.emplace(index, std::move(bytes));
    for (auto next = waiting_.find(done_); next != waiting_.end(); next = waiting_.find(done_)) {
        file_.write(next->second.data(), std::streamsize(next->second.size()));
        file_.flush();
        bytes_ += next->second.size();
        ++done_;
        waiting_.erase(next);
        if (!file_ || !writeJournal()) return false;
    }
    return true;
}

bool JournaledOutput::writeJournal() const {
    const std::string line = unit_ + ' ' + std::to_string(done_) + " bytes " +
                             std::to_string(bytes_) + ' ' + signature_ + '\n';
    return replaceFile(journalOf(path_), line);
}

}  // namespace hasami::train
