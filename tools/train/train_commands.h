// SPDX-License-Identifier: GPL-3.0-or-later
// The commands of hasami-train, read from the command line like hasami-cli's.
#pragma once

#include "app/command_line/command_line.h"

namespace hasami::train {

const cli::Program& hasamiTrain();

}  // namespace hasami::train
