// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-train book: builds and extends an opening book (engine/book/book.h) by best-first
// expansion from the start position (docs/engine.md, "The opening book").
//
// Each round picks the book's most promising unexpanded positions: those reached by the
// lines that lose least against the book's best play, nearer the start first (a position's
// priority is the discs its cheapest line loses, times --loss-weight, plus its plies; with
// --one-side, what the side that lost less lost, so that the book holds every reply to one
// side's best play, the table perfect play needs). It searches every child of theirs not yet in the
// book to --depth plies (exactly from
// --exact-empties), adds them, propagates the values back by negamax, and rewrites the file
// whole. A stopped run resumes from the file; the same options and the same file give the
// same book whatever the number of threads, since each search starts with a clear table.
//
// With --refresh the book keeps its positions and searches again every one whose value is its
// own search's (not expanded, not exact) with the options given (another depth, other
// weights), then propagates the values: a book grown with an earlier evaluation valued by the
// present one. The values found go to BOOK.refresh in runs of positions with a journal, so a
// stopped refresh goes on where it stopped; the book is rewritten when every run is in.
#pragma once

#include <cstdint>
#include <string>

namespace hasami::train {

struct BookOptions {
    std::string book;  // read if it exists, extended and rewritten
    int boardSize = 8;
    int positions = 10'000;  // positions in the book when done
    int depth = 16;          // of each position's search
    int exactEmpties = 20;   // positions with this many empties or fewer are solved exactly
    int threads = 1;
    double width = 6;       // discs: lines losing more are never expanded
    double lossWeight = 1;  // plies one disc of loss counts as in the priority
    bool oneSide = false;   // only the losses of the side that lost less count
    bool report = false;    // print what the book holds instead of building
    bool refresh = false;   // search the book's own values again instead of building
    int runs = INT32_MAX;   // of a refresh: runs of positions searched in this call, at most
    std::string weights;    // the searches' weights file; empty: the built-in weights
};

// Builds to options.positions, reporting progress on stderr, or prints the report; returns the
// exit code, with a message on stderr if the file cannot be read or written.
int runBook(const BookOptions& options);

}  // namespace hasami::train
