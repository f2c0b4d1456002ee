// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzzes the progress files of Puzzles and of Train Openings (the same reader, told which by
// the input's last byte): whatever the file holds, the progress read from it is
// consistent (no more solved than tried, no negative counts), the next puzzle is one of those
// offered, and a file that could not be read is set aside and said.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "session/modes/puzzle_progress.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    static QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("puzzles.json"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return 0;
        file.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size));
    }
    hasami::PuzzleProgress progress;
    QString problem;
    const auto kind = size > 0 && data[size - 1] % 2 != 0 ? hasami::PuzzleProgress::Kind::Trainer
                                                          : hasami::PuzzleProgress::Kind::Puzzles;
    progress.load(path, &problem, kind);
    FUZZ_CHECK(progress.tried() >= 0 && progress.solved() >= 0);
    FUZZ_CHECK(progress.solved() <= progress.tried());
    FUZZ_CHECK(progress.streak() >= 0 && progress.bestStreak() >= 0);
    // Unreadable: set aside (the file is gone from its place) and said.
    FUZZ_CHECK(problem.isEmpty() || !QFile::exists(path));
    const std::vector<QString> keys{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    const std::optional<std::size_t> next = progress.next(keys, {});
    FUZZ_CHECK(next && *next < keys.size());
    for (const QString& aside : QDir(folder.path()).entryList({QStringLiteral("*.corrupt")})) {
        QFile::remove(folder.filePath(aside));
    }
    return 0;
}
