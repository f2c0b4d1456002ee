// SPDX-License-Identifier: GPL-3.0-or-later
// The person's marked lines (MyLines) as a part of the session of their own, handed to what
// uses them: the opening trainer trains them, the Book panel marks and shows them. Read from
// their file when first asked for, so that a start does not wait for them; a file that could
// not be read is said (`problem`) once, when it is read.
#pragma once

#include <QObject>
#include <QString>

#include "session/modes/my_lines.h"

namespace hasami {

class MarkedLines : public QObject {
    Q_OBJECT

public:
    explicit MarkedLines(QObject* parent = nullptr);

    // The file the lines are kept in (my_lines.json of the data folder unless a test says
    // otherwise): read when the lines are first asked for, or at once when they were read.
    void setPath(const QString& path);
    // The lines, the same object throughout (views keep it).
    MyLines& lines();

signals:
    // The file could not be read, and why: it is set aside, and the lines start empty.
    void problem(const QString& reason);

private:
    QString path_;
    MyLines lines_;
    bool read_ = false;
};

}  // namespace hasami
