// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/trainer_coach.h"

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>

#include "session/book_keeper.h"
#include "session/modes/mode_switch.h"
#include "session/modes/trainer_mode.h"
#include "session/session_entry.h"
#include "ui/dialogs/named_control.h"
#include "ui/text/game_text.h"
#include "ui/window/menu_action.h"
#include "ui/window/tip_bar.h"

namespace hasami {

namespace {

// The repertoire's moves with the book's values where it has them: "d6 (0), f6 (−1), c5".
QString movesOf(const TrainerAnswer& answer) {
    QStringList moves;
    for (const RepertoireMove& move : answer.repertoire) {
        moves << (move.value ? QStringLiteral("%1 (%2)").arg(GameText::moveName(move.move),
                                                             GameText::signedNumber(*move.value))
                             : GameText::moveName(move.move));
    }
    return moves.join(QStringLiteral(", "));
}

QPushButton* button(const QString& text, const QString& name) {
    auto* made = new QPushButton(text);
    made->setObjectName(name);
    return made;
}

}  // namespace

TrainerCoach::TrainerCoach(TrainerMode& trainer, const CoachParts& parts)
    : Coach(parts.window),
      trainer_(trainer),
      modes_(parts.modes),
      entry_(parts.entry),
      book_(parts.book),
      window_(parts.window),
      train_(makeAction(parts.window, tr("&Train Openings\u2026"), "trainOpeningsAction",
                        control(Qt::Key_T))),
      bar_(new TipBar(QStringLiteral("trainerBar"))),
      loss_(named(new QSpinBox, QStringLiteral("trainerLoss"),
                  tr("Repertoire: moves within this many discs of the best"))),
      tryAgain_(button(tr("&Try Again"), QStringLiteral("trainerTryAgain"))),
      nextLine_(button(tr("&Next Line"), QStringLiteral("trainerNextLine"))),
      stop_(button(tr("Stop Training"), QStringLiteral("trainerStop"))) {
    bar_->hide();
    bar_->setClosable(false);
    bar_->reserveLines(3);
    loss_->setRange(0, 64);
    loss_->setValue(2);
    loss_->setPrefix(tr("Within "));
    loss_->setSuffix(tr(" discs of the best"));
    bar_->addControl(loss_, 0);
    bar_->addControl(tryAgain_, 1);
    bar_->addControl(nextLine_, 1);
    bar_->addControl(stop_, 1);
    connect(loss_, &QSpinBox::valueChanged, this,
            [this](int loss) { entry_.act([this, loss] { trainer_.setMaxLoss(loss); }); });
    connect(tryAgain_, &QPushButton::clicked, this, [this] {
        said_.clear();
        entry_.act([this] { trainer_.tryAgain(); });
    });
    connect(nextLine_, &QPushButton::clicked, this, [this] {
        said_.clear();
        entry_.act([this] { trainer_.nextLine(); });
    });
    connect(stop_, &QPushButton::clicked, this, [this] { modes_.endMode(); });
    connect(train_, &QAction::triggered, this, &TrainerCoach::ask);
    connect(&trainer_, &TrainerMode::stateChanged, this, &TrainerCoach::showState);
    connect(&trainer_, &TrainerMode::answered, this, &TrainerCoach::showAnswer);
    connect(&trainer_, &TrainerMode::progressProblem, this, &TrainerCoach::done);
    connect(&trainer_, &TrainerMode::finished, this, [this] {
        bar_->hide();
        emit done(GameText::sentences(tr("Training has stopped."), score()));
    });
}

void TrainerCoach::ask() {
    auto* box = new QMessageBox(
        QMessageBox::Question, tr("Train Openings"),
        tr("Play your repertoire, the opening book's moves near the best or the lines you "
           "marked, against the book's answers: which colour do you play?"),
        QMessageBox::Cancel, window_);
    box->setObjectName(QStringLiteral("trainerColour"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    auto* mine = new QCheckBox(tr("Only the lines I &marked"));
    mine->setObjectName(QStringLiteral("trainMyLines"));
    mine->setChecked(!trainer_.myLines().empty());
    mine->setEnabled(!trainer_.myLines().empty());
    mine->setToolTip(
        tr("Mark as My Line, in the Book panel, marks the line to the position shown"));
    box->setCheckBox(mine);
    for (const Color color : {Color::Black, Color::White}) {
        QPushButton* choice = box->addButton(color == Color::Black ? tr("&Black") : tr("&White"),
                                             QMessageBox::AcceptRole);
        choice->setObjectName(color == Color::Black ? QStringLiteral("trainBlack")
                                                    : QStringLiteral("trainWhite"));
        connect(choice, &QPushButton::clicked, this, [this, color, mine] {
            begin(color, mine->isChecked() ? TrainerMode::Repertoire::MyLines
                                           : TrainerMode::Repertoire::NearBest);
        });
    }
    box->open();
}

void TrainerCoach::begin(Color color, TrainerMode::Repertoire repertoire) {
    QString why;
    said_.clear();
    const bool begun = beginMode(modes_, trainer_, [&](TrainerMode& mode) {
        return mode.start(book_.books(), color, repertoire, loss_->value(), &why);
    });
    if (!begun) {
        emit done(why);
        return;
    }
    // The loss chooses the book's moves; marked lines are what they are.
    loss_->setEnabled(repertoire == TrainerMode::Repertoire::NearBest);
    bar_->show();
}

void TrainerCoach::showAnswer(const TrainerAnswer& answer) {
    const QString move = GameText::moveName(answer.move);
    said_ =
        answer.right ? tr("Right: %1 is in your repertoire.").arg(move)
        : trainer_.repertoire() == TrainerMode::Repertoire::MyLines
            ? tr("%1 is not in your lines. Your moves: %2.").arg(move, movesOf(answer))
            : tr("%1 is not in your repertoire. The book's moves: %2.").arg(move, movesOf(answer));
    emit done(said_);
}

void TrainerCoach::showState() {
    if (!trainer_.isActive()) return;
    const TrainerMode::State state = trainer_.state();
    QString now;
    switch (state) {
        case TrainerMode::State::YourMove:
            now = trainer_.color() == Color::Black
                      ? tr("Your move with Black: play your repertoire.")
                      : tr("Your move with White: play your repertoire.");
            break;
        case TrainerMode::State::Replying:
            now = tr("The book answers\u2026");
            break;
        case TrainerMode::State::Mistake:
            now = tr("Try again, or go on with the next line.");
            break;
        case TrainerMode::State::EndOfBook:
            now = trainer_.repertoire() == TrainerMode::Repertoire::MyLines
                      ? tr("Your lines end here: Next Line trains another.")
                      : tr("The book ends here: Next Line trains another.");
            break;
    }
    tryAgain_->setEnabled(state == TrainerMode::State::Mistake);
    bar_->text()->setText(GameText::sentences(GameText::sentences(said_, now), score()));
    if (state == TrainerMode::State::YourMove && trainer_.answer() && trainer_.answer()->right) {
        said_.clear();  // said once, beside the next question
    }
}

QString TrainerCoach::score() const {
    const PuzzleProgress& progress = trainer_.progress();
    if (progress.tried() == 0) return {};
    QString text = tr("Right: %1 of %2.").arg(progress.solved()).arg(progress.tried());
    const std::string name = trainer_.openingName();
    const auto group = progress.groups().constFind(QString::fromStdString(name));
    if (!name.empty() && group != progress.groups().constEnd()) {
        text = GameText::sentences(text, tr("%1: %2 of %3.")
                                             .arg(GameText::openingName(name))
                                             .arg(group->solved)
                                             .arg(group->tried));
    }
    return text;
}

QString TrainerCoach::title() const {
    return tr("Train Openings");
}

void TrainerCoach::addToMenu(QMenu* game) const {
    game->addAction(train_);
}

}  // namespace hasami
