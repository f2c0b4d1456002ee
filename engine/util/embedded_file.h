// SPDX-License-Identifier: GPL-3.0-or-later
// A data file of the repository placed in the program's read-only data by the assembler, as
// the bytes from `symbol` up to `symbol_end` (16-byte aligned). `path` is a string literal,
// given by the build.
#pragma once

// The assembler needs the names spelled out, bare.
// NOLINTBEGIN(cppcoreguidelines-macro-usage,bugprone-macro-parentheses)
#define HASAMI_EMBED_FILE(symbol, path)     \
    extern "C" const char symbol[];         \
    extern "C" const char symbol##_end[];   \
    asm(".section .rodata\n"                \
        ".balign 16\n"                      \
        ".global " #symbol "\n" #symbol     \
        ":\n"                               \
        ".incbin \"" path                   \
        "\"\n"                              \
        ".global " #symbol "_end\n" #symbol \
        "_end:\n"                           \
        ".previous\n")
// NOLINTEND(cppcoreguidelines-macro-usage,bugprone-macro-parentheses)
