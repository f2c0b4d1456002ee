// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/setup_dialog.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

#include "engine/game/setup.h"
#include "ui/board/board_widget.h"
#include "ui/text/game_text.h"

namespace hasami {

SetupDialog::SetupDialog(const Position& start, QWidget* parent)
    : QDialog(parent),
      board_(new BoardWidget),
      tools_(new QButtonGroup(this)),
      side_(new QComboBox),
      sizes_(new QComboBox),
      verdict_(new QLabel),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel)) {
    setWindowTitle(tr("Set Up Position"));
    setObjectName(QStringLiteral("setupDialog"));
    board_->setAccessibleName(tr("Board being set up"));
    board_->setFlipDuration(0);
    board_->setShowLegalMoves(false);

    auto* clear = new QPushButton(tr("&Clear Board"));
    auto* standard = new QPushButton(tr("S&tandard Start"));
    auto* commands = new QHBoxLayout;
    commands->addWidget(clear);
    commands->addWidget(standard);
    commands->addStretch();

    verdict_->setObjectName(QStringLiteral("setupVerdict"));
    verdict_->setWordWrap(true);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Start &Game Here"));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(makeToolRow());
    layout->addWidget(board_, 1);
    layout->addLayout(makeForm());
    layout->addLayout(commands);
    layout->addWidget(verdict_);
    layout->addWidget(buttons_);

    connect(board_, &BoardWidget::squareActivated, this, &SetupDialog::placeAt);
    connect(clear, &QPushButton::clicked, this, &SetupDialog::clearBoard);
    connect(standard, &QPushButton::clicked, this, &SetupDialog::restoreStart);
    connect(side_, &QComboBox::currentIndexChanged, this, [this] { showDiscs(black_, white_); });
    connect(sizes_, &QComboBox::currentIndexChanged, this,
            [this] { setBoardSize(sizes_->currentData().toInt()); });
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    size_ = start.size();
    sizes_->setCurrentIndex(sizes_->findData(size_));
    side_->setCurrentIndex(side_->findData(static_cast<int>(start.sideToMove())));
    showDiscs(start.discs(Color::Black), start.discs(Color::White));
    resize(520, 640);
}

QHBoxLayout* SetupDialog::makeToolRow() {
    auto* row = new QHBoxLayout;
    const std::pair<Tool, QString> tools[] = {{Tool::Black, tr("&Black disc")},
                                              {Tool::White, tr("&White disc")},
                                              {Tool::Empty, tr("&Empty square")}};
    for (const auto& [tool, label] : tools) {
        auto* button = new QRadioButton(label);
        tools_->addButton(button, static_cast<int>(tool));
        row->addWidget(button);
    }
    tools_->button(static_cast<int>(Tool::Black))->setChecked(true);
    return row;
}

QFormLayout* SetupDialog::makeForm() {
    side_->addItem(tr("Black"), static_cast<int>(Color::Black));
    side_->addItem(tr("White"), static_cast<int>(Color::White));
    side_->setAccessibleName(tr("Side to move"));
    for (int size : {4, 6, 8}) sizes_->addItem(tr("%1 \u00d7 %1").arg(size), size);
    sizes_->setAccessibleName(tr("Board size"));
    auto* form = new QFormLayout;
    form->addRow(tr("Side to &move:"), side_);
    form->addRow(tr("Board &size:"), sizes_);
    return form;
}

Position SetupDialog::position() const {
    return Position::fromDiscs(size_, black_, white_,
                               static_cast<Color>(side_->currentData().toInt()));
}

bool SetupDialog::isAcceptable() const {
    return !setupProblem(position());
}

QString SetupDialog::verdict() const {
    return verdict_->text();
}

void SetupDialog::setTool(Tool tool) {
    tools_->button(static_cast<int>(tool))->setChecked(true);
}

void SetupDialog::setSideToMove(Color side) {
    side_->setCurrentIndex(side_->findData(static_cast<int>(side)));
}

void SetupDialog::setBoardSize(int size) {
    if (size == size_) return;
    size_ = size;
    sizes_->setCurrentIndex(sizes_->findData(size));
    restoreStart();
}

void SetupDialog::clearBoard() {
    showDiscs(0, 0);
}

void SetupDialog::restoreStart() {
    const Position start = Position::initial(size_);
    setSideToMove(Color::Black);
    showDiscs(start.discs(Color::Black), start.discs(Color::White));
}

void SetupDialog::placeAt(Square square) {
    if (!Position::initial(size_).isOnBoard(square)) return;
    const Bitboard here = bit(square);
    Bitboard black = black_ & ~here;
    Bitboard white = white_ & ~here;
    const auto tool = static_cast<Tool>(tools_->checkedId());
    if (tool == Tool::Black) black |= here;
    if (tool == Tool::White) white |= here;
    board_->setCursor(square);
    showDiscs(black, white);
}

void SetupDialog::showDiscs(Bitboard black, Bitboard white) {
    black_ = black;
    white_ = white;
    const Position position = this->position();
    board_->setPosition(position, kNoSquare, 0);
    QString text;
    if (const std::optional<SetupProblem> problem = setupProblem(position)) {
        text = *problem == SetupProblem::EmptyCentre
                   ? tr("A game cannot reach this position: the four centre squares are never "
                        "empty.")
                   : tr("A game cannot reach this position: every disc is placed next to "
                        "another, so all of them touch the centre's group.");
    } else if (position.isGameOver()) {
        text = tr("Neither side can move: this is a finished game (Black %1, White %2).")
                   .arg(position.discCount(Color::Black))
                   .arg(position.discCount(Color::White));
    } else if (position.mustPass()) {
        text = tr("%1 has no legal move here and passes first.")
                   .arg(GameText::colorName(position.sideToMove()));
    } else {
        text = tr("%1 to move; %2 legal moves.")
                   .arg(GameText::colorName(position.sideToMove()))
                   .arg(popcount(position.legalMoves()));
    }
    verdict_->setText(text);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(isAcceptable());
}

}  // namespace hasami
