// The application's main window: menus, the game view and the status bar.
#pragma once

#include <QMainWindow>

namespace hasami {

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
};

}  // namespace hasami
