# SPDX-License-Identifier: GPL-3.0-or-later
# Fails, naming the files, where the tree leaves the layout docs/architecture.md describes:
#   - a quoted include without a folder (includes are written from the repository root, so
#     that a line shows where it comes from; generated *.moc files aside);
#   - a .cpp directly under engine/ (the engine is a folder per concern);
#   - a .cpp under ui/ or session/ longer, with its header, than 450 lines, or a main window
#     longer than 330 (MainWindow wires the window's parts and does nothing else);
#   - a file under ui/ that asks the session's mode its kind (the mode answers for itself:
#     session/modes/mode.h), so that a new mode needs no line in the window, or fetches a mode
#     by its type outside the registration the modes and their coaches are made from
#     (ui/window/mode_list.h); nor does a file of session/ outside session/modes/;
#   - a step of the session (ViewChanges::Step) opened outside the door (session/session_entry.cpp,
#     the settings applied in session/session.cpp, the mode switch and Play): the other modes'
#     timers and their coaches' buttons enter through SessionEntry::act;
#   - a part of the window handed the whole Session outside those that put the window together
#     or act on the session as a whole (the list below): the others are handed the parts
#     they show or keep.
include(${CMAKE_CURRENT_LIST_DIR}/source_files.cmake)
set(problems "")
foreach(source IN LISTS cpp_sources)
    if(source MATCHES "^build")
        continue()
    endif()
    file(STRINGS ${SOURCE_DIR}/${source} includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
    foreach(line IN LISTS includes)
        string(REGEX REPLACE "^[^\"]*\"([^\"]*)\".*$" "\\1" included "${line}")
        if(NOT included MATCHES "/" AND NOT included MATCHES "\\.moc$")
            string(APPEND problems "  ${source}: #include \"${included}\" names no folder\n")
        endif()
    endforeach()
    if(source MATCHES "^engine/[^/]+\\.cpp$")
        string(APPEND problems "  ${source}: a .cpp directly under engine/\n")
    endif()
    if(source MATCHES "^(ui|app)/")
        # The window asks the active mode what it offers, never which mode it is.
        file(STRINGS ${SOURCE_DIR}/${source} asked REGEX "isActive<|activeMode\\(\\)\\.kind")
        if(asked)
            string(APPEND problems "  ${source}: asks which mode is active\n")
        endif()
    endif()
    if(source MATCHES "^(ui|app|session)/" AND NOT source MATCHES "^session/modes/")
        # A mode is fetched by its type only where it is registered with its coach: what one
        # mode offers another part (the marked lines) is a part of the session of its own.
        if(NOT source STREQUAL "ui/window/mode_list.h")
            file(STRINGS ${SOURCE_DIR}/${source} fetched REGEX "\\.mode<[A-Za-z]+>\\(")
            if(fetched)
                string(APPEND problems "  ${source}: fetches a mode by its type\n")
            endif()
        endif()
    endif()
    set(doors session/session_entry.cpp session/session.cpp session/modes/mode_switcher.cpp
        session/modes/play_mode.cpp session/view_changes.h)
    list(FIND doors "${source}" door)
    if(door EQUAL -1)
        file(STRINGS ${SOURCE_DIR}/${source} stepped REGEX "ViewChanges::Step")
        if(stepped)
            string(APPEND problems "  ${source}: opens a step outside the session's door\n")
        endif()
    endif()
    if(source MATCHES "^ui/")
        string(REGEX REPLACE "\\.(cpp|h)$" "" unit "${source}")
        set(composers ui/window/main_window ui/window/window_view ui/window/window_dialogs
            ui/window/game_files ui/analysis/book_dock
            ui/database/database_dock)
        list(FIND composers "${unit}" composer)
        if(composer EQUAL -1)
            file(STRINGS ${SOURCE_DIR}/${source} whole REGEX "(^|[^A-Za-z])Session&")
            if(whole)
                string(APPEND problems "  ${source}: is handed the whole Session\n")
            endif()
        endif()
    endif()
    if(source MATCHES "^(ui|app)/")
        # Games are replaced through Session only (a mode ended first).
        file(STRINGS ${SOURCE_DIR}/${source} replaced
             REGEX "play\\(\\)\\.(setGame|openGame|newGame)\\(|game\\(\\)\\.(replace|merge)\\(")
        if(replaced)
            string(APPEND problems "  ${source}: replaces the game past Session\n")
        endif()
    endif()
    if(source MATCHES "^(ui|session)/.*\\.cpp$")
        file(READ ${SOURCE_DIR}/${source} text)
        string(REGEX REPLACE "\\.cpp$" ".h" header "${source}")
        if(EXISTS ${SOURCE_DIR}/${header})
            file(READ ${SOURCE_DIR}/${header} headerText)
            string(APPEND text "${headerText}")
        endif()
        string(REGEX MATCHALL "\n" newlines "${text}")
        list(LENGTH newlines count)
        set(limit 450)
        # The window only puts its parts together: it stays well below any other class.
        if(source MATCHES "main_window\\.cpp$")
            set(limit 330)
        endif()
        if(count GREATER limit)
            string(APPEND problems "  ${source}: ${count} lines, more than ${limit}\n")
        endif()
    endif()
endforeach()
if(problems)
    message(FATAL_ERROR "the tree leaves its layout (docs/architecture.md):\n${problems}")
endif()
list(LENGTH cpp_sources count)
message(STATUS "${count} files keep to the layout")
