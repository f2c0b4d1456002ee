// SPDX-License-Identifier: GPL-3.0-or-later
// In the Database panel, while the database is read and indexed: a bar with the percentage
// done; busy, without one, while the person's games alone are read. Hidden otherwise.
#pragma once

#include <QProgressBar>

namespace hasami {

class DatabaseLibrary;

class DatabaseReading : public QProgressBar {
    Q_OBJECT

public:
    explicit DatabaseReading(const DatabaseLibrary& library, QWidget* parent = nullptr);

private:
    void follow();

    const DatabaseLibrary& library_;
};

}  // namespace hasami
