// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the reader of opening book files (hasami-train book's output and input): it never
// crashes, refuses with a reason, and a book it accepts is written back to the same bytes.
// With the first byte odd, the checksum of the records is made right first, so that the
// fuzzer reaches the checks behind it.
#include <cstring>
#include <vector>

#include "engine/book/book.h"
#include "engine/util/byte_order.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    if (size == 0) return 0;
    std::vector<char> bytes(reinterpret_cast<const char*>(data + 1),
                            reinterpret_cast<const char*>(data + size));
    constexpr std::size_t kChecksumAt = hasami::kBookHeaderBytes - 8;
    if (data[0] % 2 == 1 && bytes.size() >= hasami::kBookHeaderBytes) {
        const std::span<const char> records(bytes.data() + hasami::kBookHeaderBytes,
                                            bytes.size() - hasami::kBookHeaderBytes);
        std::vector<char> checksum;
        hasami::appendU64(checksum, hasami::checksumOf(records));
        std::memcpy(bytes.data() + kChecksumAt, checksum.data(), checksum.size());
    }
    const hasami::Parsed<hasami::OpeningBook> book = hasami::OpeningBook::read(bytes);
    if (!book) {
        FUZZ_CHECK(!book.error().empty());
        return 0;
    }
    const std::vector<char> written = book->bytes();
    const hasami::Parsed<hasami::OpeningBook> again = hasami::OpeningBook::read(written);
    FUZZ_CHECK(again && again->bytes() == written);
    return 0;
}
