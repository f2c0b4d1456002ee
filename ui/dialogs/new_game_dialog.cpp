// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/new_game_dialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "engine/players/levels.h"
#include "ui/text/game_text.h"

namespace hasami {

namespace {

constexpr int kClockChoices[] = {1, 3, 5, 10, 15, 30};

}  // namespace

NewGameDialog::Seats NewGameDialog::seatsOf(const Settings& settings) {
    if (settings.blackIsAi && settings.whiteIsAi) return Seats::ComputerAlone;
    if (settings.blackIsAi) return Seats::PlayWhite;
    if (settings.whiteIsAi) return Seats::PlayBlack;
    return Seats::TwoPeople;
}

NewGameDialog::NewGameDialog(const Settings& settings, QWidget* parent)
    : QDialog(parent),
      settings_(settings),
      seats_(new QButtonGroup(this)),
      level_(new QComboBox),
      boardSize_(new QComboBox),
      clock_(new QComboBox),
      increment_(new QSpinBox) {
    setWindowTitle(tr("New Game"));

    level_->setObjectName(QStringLiteral("level"));
    level_->setAccessibleName(tr("Computer's level"));
    for (int level = 1; level <= kLevelCount; ++level) {
        level_->addItem(GameText::levelName(level), level);
    }
    level_->addItem(GameText::levelName(Settings::kCustomLevel), Settings::kCustomLevel);
    level_->setCurrentIndex(level_->findData(settings.level));
    level_->setToolTip(
        tr("Level 1 suits a first game; each level beats the one below it. From 10 on "
           "the computer always plays its best move: 11, 12 and 13 think longer for it, "
           "13 at tournament pace (with a clock, its share of the time left). Custom "
           "plays at the depth and time a move chosen in Settings."));

    boardSize_->setObjectName(QStringLiteral("newGameBoardSize"));
    boardSize_->setAccessibleName(tr("Board size"));
    for (int size : {8, 6, 4}) boardSize_->addItem(tr("%1 \u00d7 %1").arg(size), size);
    boardSize_->setCurrentIndex(boardSize_->findData(settings.boardSize));

    auto* form = new QFormLayout;
    form->addRow(tr("&Level:"), level_);
    form->addRow(tr("B&oard:"), boardSize_);  // Alt+B plays Black
    auto* clockLabel = new QLabel(tr("&Clock:"));
    clockLabel->setBuddy(clock_);
    form->addRow(clockLabel, createClock(settings));
    blind_ = new QCheckBox(tr("Play bli&nd: no values, graph or engine score until the end"));
    blind_->setObjectName(QStringLiteral("blindPlay"));
    blind_->setAccessibleName(tr("Play blind"));
    blind_->setToolTip(
        tr("While you play the computer, nothing shows the engine's opinion of "
           "the game; everything comes back when it ends."));
    blind_->setChecked(settings.blindPlay);
    form->addRow(blind_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QPushButton* start = buttons->button(QDialogButtonBox::Ok);
    start->setText(tr("&Start"));
    start->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    // The last answer, though who plays may have changed since (the tool bar); who plays now
    // before any.
    layout->addWidget(
        createSeats(settings.newGameSeats >= 0 ? Seats(settings.newGameSeats) : seatsOf(settings)));
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(seats_, &QButtonGroup::idClicked, this, &NewGameDialog::updateEnabled);
    connect(clock_, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateEnabled);
    updateEnabled();
    start->setFocus();
}

void NewGameDialog::keyPressEvent(QKeyEvent* event) {
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier &&
        !qobject_cast<QPushButton*>(focusWidget())) {
        accept();
        return;
    }
    QDialog::keyPressEvent(event);
}

QLayout* NewGameDialog::createClock(const Settings& settings) {
    clock_->setObjectName(QStringLiteral("clock"));
    clock_->setAccessibleName(tr("Time for each side"));
    clock_->addItem(tr("No clock"), 0);
    for (int minutes : kClockChoices) {
        clock_->addItem(tr("%n min a side", nullptr, minutes), minutes);
    }
    if (clock_->findData(settings.clockMinutes) < 0) {
        clock_->addItem(tr("%n min a side", nullptr, settings.clockMinutes), settings.clockMinutes);
    }
    clock_->setCurrentIndex(clock_->findData(settings.clockMinutes));
    increment_->setObjectName(QStringLiteral("increment"));
    increment_->setAccessibleName(tr("Seconds added after each move"));
    increment_->setRange(0, Settings::kMaxIncrementSeconds);
    increment_->setPrefix(tr("+ "));
    increment_->setSuffix(tr(" s a move"));
    increment_->setValue(settings.clockIncrement);
    auto* row = new QHBoxLayout;
    row->addWidget(clock_, 1);
    row->addWidget(increment_);
    return row;
}

QWidget* NewGameDialog::createSeats(Seats seats) {
    auto* box = new QGroupBox(tr("Who plays"));
    auto* column = new QVBoxLayout(box);
    const std::pair<Seats, QString> choices[] = {
        {Seats::PlayBlack, tr("Play &Black against the computer (Black moves first)")},
        {Seats::PlayWhite, tr("Play &White against the computer")},
        {Seats::TwoPeople, tr("&Two people on one board")},
        {Seats::ComputerAlone, tr("The computer plays &itself")},
    };
    for (const auto& [choice, text] : choices) {
        auto* button = new QRadioButton(text);
        button->setObjectName(QStringLiteral("seats%1").arg(int(choice)));
        seats_->addButton(button, int(choice));
        button->setChecked(choice == seats);
        column->addWidget(button);
    }
    return box;
}

void NewGameDialog::updateEnabled() {
    level_->setEnabled(Seats(seats_->checkedId()) != Seats::TwoPeople);
    const auto seats = Seats(seats_->checkedId());
    blind_->setEnabled(seats == Seats::PlayBlack || seats == Seats::PlayWhite);
    increment_->setEnabled(clock_->currentData().toInt() > 0);
}

Settings NewGameDialog::settings() const {
    Settings settings = settings_;
    const auto seats = Seats(seats_->checkedId());
    settings.blackIsAi = seats == Seats::PlayWhite || seats == Seats::ComputerAlone;
    settings.whiteIsAi = seats == Seats::PlayBlack || seats == Seats::ComputerAlone;
    settings.newGameSeats = int(seats);
    settings.level = level_->currentData().toInt();
    settings.boardSize = boardSize_->currentData().toInt();
    settings.clockMinutes = clock_->currentData().toInt();
    settings.clockIncrement = increment_->value();
    settings.blindPlay = blind_->isChecked();
    return settings;
}

}  // namespace hasami
