// SPDX-License-Identifier: GPL-3.0-or-later
// Small WTHOR files for tests, written from the format's published description alone (see
// engine/database/wthor.h): no real WTHOR file goes into the repository.
#pragma once

#include <initializer_list>

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTest>

namespace hasami::test {

// The bytes of WTHOR files, written from the format's description alone.
inline QByteArray littleEndian(quint32 value, int bytes) {
    QByteArray out;
    for (int i = 0; i < bytes; ++i) out.append(char((value >> (8 * i)) & 0xff));
    return out;
}

inline QByteArray wthorHeader(int games, int names, int year) {
    QByteArray bytes;
    bytes.append(char(20)).append(char(24)).append(char(1)).append(char(1));
    bytes += littleEndian(quint32(games), 4);
    bytes += littleEndian(quint32(names), 2);
    bytes += littleEndian(quint32(year), 2);
    bytes.append(char(8)).append(char(0)).append(char(0)).append(char(0));
    return bytes;
}

struct Record {
    int tournament;
    int black;
    int white;
    int blackDiscs;
    const char* moves;  // a transcript
};

inline QByteArray gameRecord(const Record& record) {
    QByteArray bytes = littleEndian(quint32(record.tournament), 2) +
                       littleEndian(quint32(record.black), 2) +
                       littleEndian(quint32(record.white), 2);
    bytes.append(char(record.blackDiscs)).append(char(record.blackDiscs));
    const QByteArray moves(record.moves);
    for (int i = 0; i + 1 < moves.size(); i += 2) {
        const int column = moves[i] - 'a' + 1;
        const int row = moves[i + 1] - '0';
        bytes.append(char(row * 10 + column));
    }
    bytes.append(QByteArray(68 - bytes.size(), '\0'));
    return bytes;
}

inline QByteArray wthorGames(int year, std::initializer_list<Record> records) {
    QByteArray bytes = wthorHeader(int(records.size()), 0, year);
    for (const Record& record : records) bytes += gameRecord(record);
    return bytes;
}

inline QByteArray wthorNames(std::initializer_list<QByteArray> list, int size) {
    QByteArray bytes = wthorHeader(0, int(list.size()), 0);
    for (QByteArray name : list) {
        name.truncate(size - 1);
        bytes += name + QByteArray(size - name.size(), '\0');
    }
    return bytes;
}

inline void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

enum Player { Tamenori, Rose, Seeley, Suekuni, Unal };
enum Tournament { France, Paris, Japan };

// G1 to G6 (G6 has an illegal third move: it counts up to it), and G7, where Black must pass
// after its eighth move.
inline void writeWthorDatabase(const QString& folder) {
    writeFile(folder + QStringLiteral("/WTH_2001.wtb"),
              wthorGames(2001, {{France, Tamenori, Rose, 40, "f5d6c3d3c4f4"},
                                {Paris, Rose, Seeley, 32, "f5d6c4d3c3f4f6"},
                                {Paris, Seeley, Suekuni, 20, "f5f6e6f4e3"}}));
    writeFile(folder + QStringLiteral("/wth_2005.WTB"),
              wthorGames(2005, {{Japan, Unal, Tamenori, 36, "f5d6c3d3c4"},
                                {Japan, 99, Suekuni, 33, "f5d6c5f4e3"},
                                {Japan, Seeley, Rose, 10, "f5d6b4c3"},
                                {Japan, Suekuni, Seeley, 13, "d3c3e6d2d1e1b2c1a3"}}));
    writeFile(folder + QStringLiteral("/WTHOR.JOU"),  // as the Federation names it
              wthorNames({"Tamenori Hideshi", "Brian Rose", "Ben Seeley", "Makoto Suekuni",
                          QByteArray("\xc9mile \xdcnal")},
                         20));
    writeFile(folder + QStringLiteral("/wth.trn"),  // the shorter name, in lower case
              wthorNames({"Championnat de France", "Paris Open", "Japan Cup"}, 26));
}

}  // namespace hasami::test
