// hasami: the desktop game.
#include <QApplication>

#include "mainwindow.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hasami"));
    QApplication::setApplicationVersion(QStringLiteral(HASAMI_VERSION));
    QApplication::setOrganizationName(QStringLiteral("Hasami"));
    hasami::MainWindow window;
    window.show();
    return app.exec();
}
