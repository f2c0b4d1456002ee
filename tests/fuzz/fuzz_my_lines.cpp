// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the file of the person's marked lines: whatever it holds, every line read plays from
// the 8x8 start, none begins another, each line's moves are found at its positions, and a file
// that could not be read is set aside and said.
#include <algorithm>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "session/modes/my_lines.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    static QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("my_lines.json"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return 0;
        file.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size));
    }
    hasami::MyLines lines;
    QString problem;
    lines.load(path, &problem);
    FUZZ_CHECK(problem.isEmpty() || (lines.empty() && !QFile::exists(path)));
    for (const std::vector<hasami::Square>& line : lines.lines()) {
        FUZZ_CHECK(!line.empty());
        hasami::Position position = hasami::Position::initial(8);
        for (hasami::Square move : line) {
            if (!position.isGameOver() && !position.hasMoves())
                position = position.play(hasami::kPass);
            FUZZ_CHECK(position.isLegal(move));
            const std::vector<hasami::Square> marked = lines.movesAt(position);
            FUZZ_CHECK(std::find(marked.begin(), marked.end(), move) != marked.end());
            position = position.play(move);
        }
        FUZZ_CHECK(lines.contains(line));
    }
    for (const QString& aside : QDir(folder.path()).entryList({QStringLiteral("*.corrupt")})) {
        QFile::remove(folder.filePath(aside));
    }
    return 0;
}
