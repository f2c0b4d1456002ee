// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/game_info_dialog.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include "engine/game/result.h"

namespace hasami {

GameInfoDialog::GameInfoDialog(const GameDetails& details, const QString& boardResult, int squares,
                               QWidget* parent)
    : QDialog(parent),
      black_(field("black", tr("Black"), details.black)),
      white_(field("white", tr("White"), details.white)),
      event_(field("event", tr("Event"), details.event)),
      place_(field("place", tr("Place"), details.place)),
      date_(field("date", tr("Date"), details.date)),
      round_(field("round", tr("Round"), details.round)),
      result_(field("result", tr("Result"),
                    details.result ? details.result->recordText() : std::string())),
      note_(field("note", tr("Note"), details.note)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel)),
      squares_(squares) {
    setWindowTitle(tr("Game Info"));
    date_->setPlaceholderText(tr("YYYY-MM-DD, or the year"));
    result_->setPlaceholderText(tr("Black's discs and White's (36-28), or Black's margin (+8)"));
    if (!boardResult.isEmpty()) {
        result_->setText(boardResult);
        result_->setReadOnly(true);
        result_->setToolTip(tr("The game is over: its result is the board's."));
    }
    auto* form = new QFormLayout;
    form->addRow(tr("&Black:"), black_);
    form->addRow(tr("&White:"), white_);
    form->addRow(tr("&Event:"), event_);
    form->addRow(tr("&Place:"), place_);
    form->addRow(tr("&Date:"), date_);
    form->addRow(tr("R&ound:"), round_);
    form->addRow(tr("&Result:"), result_);
    form->addRow(tr("&Note:"), note_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit* checked : {date_, result_}) {
        connect(checked, &QLineEdit::textChanged, this,
                [this] { buttons_->button(QDialogButtonBox::Ok)->setEnabled(isAcceptable()); });
    }
    setMinimumWidth(fontMetrics().averageCharWidth() * 50);
}

QLineEdit* GameInfoDialog::field(const char* name, const QString& spoken,
                                 const std::string& value) {
    auto* edit = new QLineEdit(QString::fromStdString(value));
    edit->setObjectName(QString::fromLatin1(name));
    edit->setAccessibleName(spoken);
    return edit;
}

QString GameInfoDialog::boardResult(const Game& game) {
    const std::optional<GameResult> result = GameResult::of(game);
    return result ? QString::fromStdString(result->discsText()) : QString();
}

bool GameInfoDialog::isAcceptable() const {
    const QString date = date_->text().trimmed();
    // A day, or a year alone, as the databases know a game's date.
    static const QRegularExpression year(QStringLiteral("^[0-9]{4}$"));
    const bool dated = date.isEmpty() || year.match(date).hasMatch() ||
                       (date.size() == 10 && QDate::fromString(date, Qt::ISODate).isValid());
    const QString result = result_->text().trimmed();
    return dated && (result.isEmpty() || GameResult::parse(result.toStdString(), squares_));
}

GameDetails GameInfoDialog::details() const {
    const auto text = [](const QLineEdit* edit) { return edit->text().trimmed().toStdString(); };
    GameDetails details;
    details.black = text(black_);
    details.white = text(white_);
    details.event = text(event_);
    details.place = text(place_);
    details.date = text(date_);
    details.round = text(round_);
    details.result = GameResult::parse(text(result_), squares_);
    details.note = text(note_);
    return details;
}

}  // namespace hasami
