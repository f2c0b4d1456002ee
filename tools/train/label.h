// SPDX-License-Identifier: GPL-3.0-or-later
// hasami-train label: the records of a band of empties labelled again by a search with given
// weights, the others copied. Labels made by searches carry whatever lean the evaluation at
// their leaves has; labelling again from the end backwards, each band with weights already
// fitted to the unbiased labels below it, takes the lean out (docs/engine.md).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/search/search.h"
#include "tools/train/records.h"

namespace hasami::train {

// The label of a position by a search of `depth` plies, or, with `bothParities`, the mean of
// searches of `depth` and `depth` + 1 plies (a half rounded to the even value). A search's last
// choices are made on noisy values, and a choice among noisy values is a hopeful one: at an
// even depth they are the opponent's, so the search undervalues the side to move, at an odd
// depth it overvalues it; the mean of the two cancels most of it.
// The first search's information is returned, its score the label.
SearchInfo searchLabel(Searcher& searcher, const Position& position, int depth, bool bothParities);
// Half of `sum`, a half rounded to the even value.
int meanLabel(int sum);

struct LabelOptions {
    std::vector<std::string> inputs;
    std::string out;
    std::string weights;  // empty: the built-in weights
    int boardSize = 8;
    int lowEmpties = 0;  // the band labelled again, inclusive
    int highEmpties = 60;
    int depth = 8;  // of each search; a position with this many empties or fewer is solved
    bool bothParities = false;  // the mean of searches of depth and depth + 1 (searchLabel)
    bool blend = false;         // the mean of the new label and the record's own (meanLabel)
    int threads = 2;
    int runs = INT32_MAX;  // labelled in this call, at most; the rest is left to a later one

    // The options that decide the labels, as the journal of a stopped run records them: it
    // resumes only with the same (and inputs of the same sizes).
    std::string signature() const;
};

// Labels `record` again as options ask: exactly when the search would reach the end, else by
// searchLabel; with options.blend, by the mean of that and the record's own label.
void labelRecord(Searcher& searcher, Record& record, const LabelOptions& options);

// Labels the band in runs of records written, with a journal, to options.out + ".part", which
// a run stopped at any point resumes; once every run is in, it replaces options.out (which may
// be an input). Reports progress on stderr; returns the exit code, with a message on stderr on
// a bad input.
int runLabel(const LabelOptions& options);

}  // namespace hasami::train
