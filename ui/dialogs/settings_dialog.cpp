// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/settings_dialog.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include "engine/players/levels.h"
#include "engine/players/player.h"
#include "engine/search/types.h"
#include "session/book_keeper.h"
#include "ui/dialogs/add_engine_dialog.h"
#include "ui/dialogs/analysis_settings.h"
#include "ui/dialogs/book_settings.h"
#include "ui/dialogs/database_settings.h"
#include "ui/dialogs/named_control.h"
#include "ui/text/game_text.h"

namespace hasami {

SettingsDialog::SettingsDialog(const Settings& settings, QWidget* parent)
    : QDialog(parent), given_(settings) {
    setWindowTitle(tr("Settings"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // The pages: the computer, the board and its look, the analysis, the other engines, the
    // database, the opening book.
    auto* pages = new QTabWidget;
    pages->setObjectName(QStringLiteral("pages"));
    pages->setAccessibleName(tr("Settings pages"));
    // Every page's tab in sight, however long the language's names: the dialog is as wide as
    // they need, no tab hidden behind scroll arrows.
    pages->setUsesScrollButtons(false);
    pages->addTab(createComputerGroup(settings), tr("&Computer"));
    auto* board = new QWidget;
    auto* boardLayout = new QVBoxLayout(board);
    boardLayout->addWidget(createBoardGroup(settings));
    boardLayout->addWidget(createLookGroup(settings));
    boardLayout->addStretch();
    pages->addTab(board, tr("&Board"));
    analysis_ = new AnalysisSettingsPage(settings);
    analysis_->setObjectName(QStringLiteral("analysisPage"));
    pages->addTab(analysis_, tr("A&nalysis"));
    pages->addTab(createEnginesGroup(settings), tr("&Engines"));
    database_ = new DatabaseSettingsPage(settings.databasePaths, settings.databaseSymmetric,
                                         settings.keepMyGames);
    database_->setObjectName(QStringLiteral("databasePage"));
    pages->addTab(database_, tr("&Database"));
    book_ = new BookSettingsPage(settings, BookKeeper::defaultOwnFile());
    book_->setObjectName(QStringLiteral("bookPage"));
    pages->addTab(book_, tr("B&ook"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(pages);
    layout->addWidget(buttons);
    updateEnabled();
}

void SettingsDialog::updateEnabled() {
    const bool custom = level_->currentData().toInt() == Settings::kCustomLevel;
    depth_->setEnabled(custom);
    moveSeconds_->setEnabled(custom);
}

QGroupBox* SettingsDialog::createComputerGroup(const Settings& settings) {
    level_ = named(new QComboBox, QStringLiteral("level"), tr("Computer's level"));
    for (int level = 1; level <= kLevelCount; ++level) {
        level_->addItem(GameText::levelName(level), level);
    }
    level_->addItem(GameText::levelName(Settings::kCustomLevel), Settings::kCustomLevel);
    level_->setCurrentIndex(level_->findData(settings.level));
    connect(level_, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateEnabled);

    depth_ = named(new QSpinBox, QStringLiteral("depth"), tr("Search depth"));
    depth_->setRange(Settings::kMinOfferedDepth, Settings::kMaxOfferedDepth);
    depth_->setSuffix(tr(" plies"));
    depth_->setValue(settings.depth);
    depth_->setToolTip(
        tr("Custom level: how many moves ahead the computer looks. It plays the last 20 "
           "moves perfectly whatever the depth."));

    moveSeconds_ = named(new QSpinBox, QStringLiteral("moveSeconds"), tr("Time a move"));
    moveSeconds_->setRange(0, Settings::kMaxMoveSeconds);
    moveSeconds_->setSpecialValueText(tr("No limit"));
    moveSeconds_->setSuffix(tr(" s"));
    moveSeconds_->setValue(settings.moveSeconds);

    aiDelay_ =
        named(new QSpinBox, QStringLiteral("aiDelay"), tr("Least time between computer moves"));
    aiDelay_->setRange(0, Settings::kMaxAiDelayMs);
    aiDelay_->setSingleStep(100);
    aiDelay_->setSuffix(tr(" ms"));
    aiDelay_->setValue(settings.aiDelayMs);

    createResourceControls(settings);

    blackIsAi_ = named(new QCheckBox(tr("The computer plays &Black")), QStringLiteral("blackIsAi"),
                       tr("The computer plays Black"));
    blackIsAi_->setChecked(settings.blackIsAi);
    whiteIsAi_ = named(new QCheckBox(tr("The computer plays &White")), QStringLiteral("whiteIsAi"),
                       tr("The computer plays White"));
    whiteIsAi_->setChecked(settings.whiteIsAi);

    auto* group = new QGroupBox(tr("Computer"));
    auto* form = new QFormLayout(group);
    form->addRow(tr("Le&vel:"), level_);
    form->addRow(tr("Search &depth:"), depth_);
    form->addRow(tr("&Time a move:"), moveSeconds_);
    form->addRow(tr("&Pace:"), aiDelay_);
    form->addRow(tr("T&hreads:"), threads_);
    form->addRow(tr("Table &memory:"), hashMegabytes_);
    form->addRow(blackIsAi_);
    form->addRow(whiteIsAi_);
    return group;
}

void SettingsDialog::createResourceControls(const Settings& settings) {
    threads_ = named(new QSpinBox, QStringLiteral("threads"), tr("Threads"));
    threads_->setRange(Settings::kAutomatic, kMaxThreads);
    threads_->setSpecialValueText(tr("Every core (%n)", nullptr, Settings::automaticThreads()));
    threads_->setValue(settings.threads);
    threads_->setToolTip(tr("How many of the computer's cores search each position together."));

    hashMegabytes_ = named(new QComboBox, QStringLiteral("hashMegabytes"), tr("Table memory"));
    hashMegabytes_->addItem(tr("Automatic (%1 MB)").arg(Settings::automaticHashMegabytes()),
                            Settings::kAutomatic);
    for (int megabytes = Settings::kMinHashMegabytes; megabytes <= Settings::largestHashMegabytes();
         megabytes *= 2) {
        hashMegabytes_->addItem(tr("%1 MB").arg(megabytes), megabytes);
    }
    hashMegabytes_->setCurrentIndex(std::max(0, hashMegabytes_->findData(settings.hashMegabytes)));
    hashMegabytes_->setToolTip(
        tr("The memory of the table in which the computer keeps what it has found. More helps "
           "long searches; automatic suits this computer's memory."));
}

QGroupBox* SettingsDialog::createBoardGroup(const Settings& settings) {
    boardSize_ = named(new QComboBox, QStringLiteral("boardSize"), tr("Board size"));
    for (int size : {4, 6, 8}) boardSize_->addItem(tr("%1 \u00d7 %1").arg(size), size);
    boardSize_->setCurrentIndex(boardSize_->findData(settings.boardSize));

    showLegalMoves_ = named(new QCheckBox(tr("Show &legal moves")),
                            QStringLiteral("showLegalMoves"), tr("Show legal moves"));
    showLegalMoves_->setChecked(settings.showLegalMoves);
    flipSpeed_ = named(new QComboBox, QStringLiteral("flipSpeed"), tr("Flip animation"));
    flipSpeed_->addItem(tr("Off"), int(FlipSpeed::Off));
    flipSpeed_->addItem(tr("Fast"), int(FlipSpeed::Fast));
    flipSpeed_->addItem(tr("Normal"), int(FlipSpeed::Normal));
    flipSpeed_->addItem(tr("Slow"), int(FlipSpeed::Slow));
    flipSpeed_->setCurrentIndex(flipSpeed_->findData(int(settings.flipSpeed)));
    markFlipped_ = named(new QCheckBox(tr("Mark &flipped discs")), QStringLiteral("markFlipped"),
                         tr("Mark flipped discs"));
    markFlipped_->setChecked(settings.markFlipped);
    playerName_ =
        named(new QLineEdit(settings.playerName), QStringLiteral("playerName"), tr("Your name"));
    playerName_->setMaxLength(Settings::kMaxNameLength);
    playerName_->setToolTip(tr("New games' records name you so."));
    language_ = named(new QComboBox, QStringLiteral("language"), tr("Language"));
    language_->addItem(tr("System language"), QString());
    for (const Settings::Language& language : Settings::languages()) {
        language_->addItem(QString::fromUtf8(language.name), QString::fromLatin1(language.code));
    }
    language_->setCurrentIndex(std::max(0, language_->findData(settings.language)));
    language_->setToolTip(tr("Takes effect when Hasami starts again."));
    auto* languageNote = new QLabel(tr("Hasami speaks the language chosen from its next start."));
    languageNote->setObjectName(QStringLiteral("languageNote"));
    languageNote->setWordWrap(true);
    languageNote->hide();
    connect(language_, &QComboBox::currentIndexChanged, languageNote,
            [this, languageNote, given = settings.language] {
                languageNote->setVisible(language_->currentData().toString() != given);
            });

    auto* group = new QGroupBox(tr("Board"));
    auto* form = new QFormLayout(group);
    form->addRow(tr("&Size:"), boardSize_);
    form->addRow(showLegalMoves_);
    form->addRow(tr("Flip &animation:"), flipSpeed_);
    form->addRow(markFlipped_);
    form->addRow(tr("Your &name:"), playerName_);
    form->addRow(tr("&Language:"), language_);
    form->addRow(QString(), languageNote);
    return group;
}

QGroupBox* SettingsDialog::createLookGroup(const Settings& settings) {
    theme_ = named(new QComboBox, QStringLiteral("theme"), tr("Board theme"));
    for (const BoardThemeEntry& entry : kBoardThemes) {
        theme_->addItem(QCoreApplication::translate("BoardThemes", entry.name), int(entry.theme));
    }
    theme_->setCurrentIndex(theme_->findData(int(settings.theme)));
    theme_->setToolTip(
        tr("High contrast: plain colours, strong lines and larger marks, for "
           "low vision."));
    colourSafe_ = named(new QCheckBox(tr("Colours for colour-&blind players")),
                        QStringLiteral("colourSafe"), tr("Colours for colour-blind players"));
    colourSafe_->setChecked(settings.colourSafe);
    colourSafe_->setToolTip(
        tr("Marks the last move, the hint and the best move in blue, orange "
           "and yellow, which people with colour-vision deficiencies tell "
           "apart from each other and from the board."));

    auto* group = new QGroupBox(tr("Look"));
    auto* form = new QFormLayout(group);
    form->addRow(tr("&Theme:"), theme_);
    form->addRow(colourSafe_);
    return group;
}

QGroupBox* SettingsDialog::createEnginesGroup(const Settings& settings) {
    engines_ = named(new QListWidget, QStringLiteral("engines"), tr("Other engines"));
    engines_->setToolTip(
        tr("Other programs' Othello engines, speaking GTP or the NBoard "
           "protocol: each can play either colour for the computer."));
    engineNames_ = settings.engineNames;
    engineSpecs_ = settings.engineSpecs;
    for (qsizetype i = 0; i < engineSpecs_.size(); ++i) {
        engines_->addItem(engineNames_[i] + QStringLiteral(" — ") + engineSpecs_[i]);
        engines_->item(int(i))->setToolTip(engineSpecs_[i]);
    }
    auto* add =
        named(new QPushButton(tr("&Add…")), QStringLiteral("addEngine"), tr("Add an engine"));
    auto* remove = named(new QPushButton(tr("&Remove")), QStringLiteral("removeEngine"),
                         tr("Remove the engine"));
    connect(add, &QPushButton::clicked, this, &SettingsDialog::askForEngine);
    connect(remove, &QPushButton::clicked, this, &SettingsDialog::removeEngine);
    // Remove acts on the engine chosen in the list: there must be one.
    remove->setEnabled(false);
    connect(engines_, &QListWidget::currentRowChanged, remove,
            [remove](int row) { remove->setEnabled(row >= 0); });
    blackEngine_ = named(new QComboBox, QStringLiteral("blackEngine"), tr("Engine for Black"));
    whiteEngine_ = named(new QComboBox, QStringLiteral("whiteEngine"), tr("Engine for White"));
    analysisEngine_ =
        named(new QComboBox, QStringLiteral("analysisEngine"), tr("Engine for analysis"));
    analysisEngine_->setToolTip(
        tr("The evaluations and the game review come from this engine: Hasami, or an engine "
           "that speaks NBoard."));
    fillEngineChoices(settings.blackEngine, settings.whiteEngine, settings.analysisEngine);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto* group = new QGroupBox(tr("Other engines"));
    auto* form = new QFormLayout(group);
    form->addRow(engines_);
    form->addRow(buttons);
    form->addRow(tr("Computer plays Black &with:"), blackEngine_);
    form->addRow(tr("Computer plays White w&ith:"), whiteEngine_);
    form->addRow(tr("A&nalysis with:"), analysisEngine_);
    return group;
}

void SettingsDialog::fillEngineChoices(int black, int white, int analysis) {
    for (QComboBox* choice : {blackEngine_, whiteEngine_}) {
        choice->clear();
        choice->addItem(tr("Hasami"));
        choice->addItems(engineNames_);
    }
    blackEngine_->setCurrentIndex(std::clamp(black, 0, int(engineNames_.size())));
    whiteEngine_->setCurrentIndex(std::clamp(white, 0, int(engineNames_.size())));
    // Analysis: Hasami, or an engine that speaks NBoard (its index in the list, from 1).
    analysisEngine_->clear();
    analysisEngine_->addItem(tr("Hasami"), 0);
    for (qsizetype i = 0; i < engineSpecs_.size(); ++i) {
        if (engineSpecs_[i].startsWith(QStringLiteral("nboard:"))) {
            analysisEngine_->addItem(engineNames_[i], int(i) + 1);
        }
    }
    analysisEngine_->setCurrentIndex(std::max(0, analysisEngine_->findData(analysis)));
}

bool SettingsDialog::addEngine(const QString& name, const QString& spec, QString* error) {
    const Parsed<PlayerSpec> parsed = parsePlayerSpec(spec.toStdString());
    if (!parsed || parsed->kind != PlayerKind::External) {
        if (error) {
            *error = parsed ? tr("'%1' is not an engine's command").arg(spec)
                            : QString::fromStdString(parsed.error());
        }
        return false;
    }
    const int black = blackEngine_->currentIndex();
    const int white = whiteEngine_->currentIndex();
    const int analysis = analysisEngine_->currentData().toInt();
    engineNames_ << (name.trimmed().isEmpty() ? spec : name.trimmed());
    engineSpecs_ << spec;
    engines_->addItem(engineNames_.back() + QStringLiteral(" — ") + spec);
    engines_->item(engines_->count() - 1)->setToolTip(spec);
    fillEngineChoices(black, white, analysis);
    return true;
}

void SettingsDialog::askForEngine() {
    AddEngineDialog ask(engine_, this);
    while (ask.exec() == QDialog::Accepted) {
        QString error;
        if (addEngine(ask.name(), ask.spec(), &error)) return;
        QMessageBox::warning(&ask, tr("Add an Engine"), error);
    }
}

void SettingsDialog::removeEngine() {
    const int row = engines_->currentRow();
    if (row < 0) return;
    const auto keep = [&](int choice) {
        return choice == row + 1 ? 0 : choice > row + 1 ? choice - 1 : choice;
    };
    const int black = keep(blackEngine_->currentIndex());
    const int white = keep(whiteEngine_->currentIndex());
    const int analysis = keep(analysisEngine_->currentData().toInt());
    engineNames_.removeAt(row);
    engineSpecs_.removeAt(row);
    delete engines_->takeItem(row);
    fillEngineChoices(black, white, analysis);
}

Settings SettingsDialog::settings() const {
    Settings settings = given_;
    settings.level = level_->currentData().toInt();
    settings.depth = depth_->value();
    settings.moveSeconds = moveSeconds_->value();
    settings.boardSize = boardSize_->currentData().toInt();
    settings.blackIsAi = blackIsAi_->isChecked();
    settings.whiteIsAi = whiteIsAi_->isChecked();
    settings.showLegalMoves = showLegalMoves_->isChecked();
    settings.flipSpeed = FlipSpeed(flipSpeed_->currentData().toInt());
    settings.databasePaths = database_->paths();
    settings.databaseSymmetric = database_->symmetric();
    settings.keepMyGames = database_->keepMyGames();
    settings.markFlipped = markFlipped_->isChecked();
    settings.aiDelayMs = aiDelay_->value();
    settings.threads = threads_->value();
    settings.hashMegabytes = hashMegabytes_->currentData().toInt();
    settings.theme = BoardTheme(theme_->currentData().toInt());
    settings.colourSafe = colourSafe_->isChecked();
    settings.language = language_->currentData().toString();
    settings.playerName = playerName_->text().simplified();
    settings.engineNames = engineNames_;
    settings.engineSpecs = engineSpecs_;
    settings.blackEngine = blackEngine_->currentIndex();
    settings.whiteEngine = whiteEngine_->currentIndex();
    settings.analysisEngine = analysisEngine_->currentData().toInt();
    analysis_->apply(settings);
    book_->apply(settings);
    return settings;
}

}  // namespace hasami
