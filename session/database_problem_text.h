// SPDX-License-Identifier: GPL-3.0-or-later
// A problem met reading games (engine/database/database_problem.h), said in the person's
// language: the Database panel's notes and the puzzle search's "none found" say it so, while
// `hasami-cli db` keeps the problem's English text().
#pragma once

#include <QCoreApplication>
#include <QString>

#include "engine/database/database_problem.h"

namespace hasami {

class DatabaseProblemText {
    Q_DECLARE_TR_FUNCTIONS(DatabaseProblemText)

public:
    // One sentence naming the problem's file, when it is about one.
    static QString of(const DatabaseProblem& problem);
    // What is wrong inside a damaged WTHOR file.
    static QString of(const WthorFault& fault);
};

}  // namespace hasami
