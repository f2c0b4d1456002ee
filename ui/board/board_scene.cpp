// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/board_scene.h"

namespace hasami {

const DatabaseMark* BoardScene::databaseAt(Square square) const {
    for (const DatabaseMark& mark : database) {
        if (mark.square == square) return &mark;
    }
    return nullptr;
}

const BookLinesMark* BoardScene::bookLinesAt(Square square) const {
    for (const BookLinesMark& mark : bookLines) {
        if (mark.square == square) return &mark;
    }
    return nullptr;
}

const MoveValue* BoardScene::valueAt(Square square) const {
    for (const MoveValue& value : values) {
        if (value.move == square) return &value;
    }
    return nullptr;
}

bool BoardScene::isBest(const MoveValue& value) const {
    return !values.empty() && value.score == values.front().score;
}

}  // namespace hasami
