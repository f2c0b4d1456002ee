#include "mainwindow.h"

#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>

#include "position.h"

namespace hasami {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Hasami"));
    QMenu* gameMenu = menuBar()->addMenu(tr("&Game"));
    QAction* quit = gameMenu->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    const Position start = Position::initial();
    auto* summary = new QLabel(tr("Black %1 \u2013 White %2 \u00b7 Black to move")
                                   .arg(start.discCount(Color::Black))
                                   .arg(start.discCount(Color::White)),
                               this);
    summary->setAlignment(Qt::AlignCenter);
    setCentralWidget(summary);
    statusBar()->showMessage(tr("Ready"));
    resize(640, 700);
}

}  // namespace hasami
