// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the reader of Edax's book files (hasami-cli book import): it never crashes, refuses
// with a reason, and a book it accepts is written as Edax's file and read back to the same
// positions and values.
#include <vector>

#include "engine/book/book_exchange.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::span<const char> bytes(reinterpret_cast<const char*>(data), size);
    const hasami::Parsed<hasami::OpeningBook> book = hasami::readEdaxBook(bytes);
    if (!book) {
        FUZZ_CHECK(!book.error().empty());
        return 0;
    }
    const hasami::Parsed<std::vector<char>> written = hasami::edaxBookBytes(*book, {});
    FUZZ_CHECK(written);
    const hasami::Parsed<hasami::OpeningBook> again = hasami::readEdaxBook(*written);
    FUZZ_CHECK(again && again->size() == book->size());
    for (const auto& [position, entry] : book->positions()) {
        FUZZ_CHECK(again->valueOf(position) == book->valueOf(position));
    }
    return 0;
}
