// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the reader of the books' text form (hasami-cli book import): it never crashes,
// refuses naming a line, and a book it accepts is written in the text form and read back to
// the same text.
#include <string>

#include "engine/book/book_exchange.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const hasami::Parsed<hasami::OpeningBook> book = hasami::readBookText(text);
    if (!book) {
        FUZZ_CHECK(!book.error().empty());
        return 0;
    }
    const hasami::Parsed<std::string> written = hasami::bookText(*book);
    FUZZ_CHECK(written);
    const hasami::Parsed<hasami::OpeningBook> again = hasami::readBookText(*written);
    FUZZ_CHECK(again && again->size() == book->size());
    FUZZ_CHECK(*hasami::bookText(*again) == *written);
    return 0;
}
