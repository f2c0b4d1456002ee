// SPDX-License-Identifier: GPL-3.0-or-later
// Splitting a line of text into words: the one splitter of the program's line formats (game
// files, protocols, data files). Words are separated by spaces, tabs, carriage returns and
// newlines; the views point into the text given.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace hasami {

// A word of a text and where it starts in it, for messages that name a column.
struct Word {
    std::string_view text;
    std::size_t begin = 0;
    std::size_t end() const { return begin + text.size(); }
};

bool isBlank(char c);  // a space, tab, carriage return or newline
bool isSpace(char c);  // any byte std::isspace calls a space (vertical tab and form feed too)

// Whether `text` starts with `prefix`, which is written in lower case, in any case.
bool startsWithNoCase(std::string_view text, std::string_view prefix);

// `text` without the UTF-8 byte-order mark that some editors write at the start of a file.
std::string_view withoutByteOrderMark(std::string_view text);

// `text` without the blanks at either end.
std::string_view trimmed(std::string_view text);

// The lines of `text`, each without its newline; none after a newline that ends the text.
std::vector<std::string_view> splitLines(std::string_view text);

// The words of `text`, in order.
std::vector<std::string_view> splitWords(std::string_view text);
// The same, each with its place in `text`.
std::vector<Word> splitWordsAt(std::string_view text);

// The first word of `text` and what follows it, trimmed ("" for each when there is none).
struct FirstWord {
    std::string_view word;
    std::string_view rest;
};
FirstWord firstWord(std::string_view text);

}  // namespace hasami
