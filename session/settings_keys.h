// SPDX-License-Identifier: GPL-3.0-or-later
// Every key of the settings file (~/.config/Hasami/Hasami.conf) in one table: the settings that
// Settings reads and writes, and what the window keeps of itself. A key is named here once and
// used by its constant; kAll lists them all (a test checks that nothing else is written).
#pragma once

#include <array>

namespace hasami::settings_keys {

// The settings (session/settings.cpp reads and writes them; board/animate is read only, the
// setting Flip speed took the place of).
inline constexpr const char* kGameBlackIsAi = "game/blackIsAi";
inline constexpr const char* kGameWhiteIsAi = "game/whiteIsAi";
inline constexpr const char* kBoardShowLegalMoves = "board/showLegalMoves";
inline constexpr const char* kBoardShowEvaluations = "board/showEvaluations";
inline constexpr const char* kBoardTurned = "board/turned";
inline constexpr const char* kBoardPictureValues = "board/pictureValues";
inline constexpr const char* kBoardMarkFlipped = "board/markFlipped";
inline constexpr const char* kBoardColourSafe = "board/colourSafe";
inline constexpr const char* kAnalysisDeepens = "analysis/deepens";
// a finished game the person played reviewed in the background (session/session.h)
inline constexpr const char* kAnalysisReviewFinished = "analysis/reviewFinished";
// blind play: the engine's opinion hidden while the person plays the computer (Session::isBlind)
inline constexpr const char* kGameBlindPlay = "game/blindPlay";
inline constexpr const char* kInterfaceSound = "interface/sound";
inline constexpr const char* kInterfaceHowToPlayTipShown = "interface/howToPlayTipShown";
inline constexpr const char* kDatabaseSymmetric = "database/symmetric";
inline constexpr const char* kDatabaseOnBoard = "database/onBoard";
inline constexpr const char* kDatabaseKeepMyGames = "database/keepMyGames";
inline constexpr const char* kBookLearnGames = "book/learnGames";
inline constexpr const char* kEngineDepth = "engine/depth";
inline constexpr const char* kEngineMoveSeconds = "engine/moveSeconds";
inline constexpr const char* kBoardValuedMoves = "board/valuedMoves";
inline constexpr const char* kAnalysisDepth = "analysis/depth";
inline constexpr const char* kAnalysisSeconds = "analysis/seconds";
inline constexpr const char* kGameAiDelayMs = "game/aiDelayMs";
inline constexpr const char* kGameClockMinutes = "game/clockMinutes";
inline constexpr const char* kGameClockIncrement = "game/clockIncrement";
inline constexpr const char* kDatabaseGames = "database/games";
inline constexpr const char* kGameNewGameSeats = "game/newGameSeats";
inline constexpr const char* kBookDepth = "book/depth";
inline constexpr const char* kEngineLevel = "engine/level";
inline constexpr const char* kEngineThreads = "engine/threads";
inline constexpr const char* kEngineHashMegabytes = "engine/hashMegabytes";
inline constexpr const char* kGameBoardSize = "game/boardSize";
inline constexpr const char* kGamePlayerName = "game/playerName";
inline constexpr const char* kDatabasePaths = "database/paths";
inline constexpr const char* kEnginesNames = "engines/names";
inline constexpr const char* kEnginesSpecs = "engines/specs";
inline constexpr const char* kEnginesBlack = "engines/black";
inline constexpr const char* kEnginesWhite = "engines/white";
inline constexpr const char* kEnginesAnalysis = "engines/analysis";
inline constexpr const char* kBoardFlipSpeed = "board/flipSpeed";
inline constexpr const char* kBoardAnimate = "board/animate";
inline constexpr const char* kBoardTheme = "board/theme";
inline constexpr const char* kInterfaceLanguage = "interface/language";
inline constexpr const char* kBookChoice = "book/choice";
inline constexpr const char* kBookFile = "book/file";

// What the window keeps of itself.
inline constexpr const char* kFilesLastFolder = "files/lastFolder";
// the folder the file dialogs open in (ui/window/file_questions)
inline constexpr const char* kFilesRecent = "files/recent";
// Game > Open Recent (ui/window/recent_files)
inline constexpr const char* kWindowGeometry = "window/geometry";
// the window's place and size (ui/window/window_place)
inline constexpr const char* kWindowState = "window/state";  // its panels (ui/window/window_place)

inline constexpr std::array kAll{
    kGameBlackIsAi,
    kGameWhiteIsAi,
    kBoardShowLegalMoves,
    kBoardShowEvaluations,
    kBoardTurned,
    kBoardPictureValues,
    kBoardMarkFlipped,
    kBoardColourSafe,
    kAnalysisDeepens,
    kAnalysisReviewFinished,
    kGameBlindPlay,
    kInterfaceSound,
    kInterfaceHowToPlayTipShown,
    kDatabaseSymmetric,
    kDatabaseOnBoard,
    kDatabaseKeepMyGames,
    kBookLearnGames,
    kEngineDepth,
    kEngineMoveSeconds,
    kBoardValuedMoves,
    kAnalysisDepth,
    kAnalysisSeconds,
    kGameAiDelayMs,
    kGameClockMinutes,
    kGameClockIncrement,
    kDatabaseGames,
    kGameNewGameSeats,
    kBookDepth,
    kEngineLevel,
    kEngineThreads,
    kEngineHashMegabytes,
    kGameBoardSize,
    kGamePlayerName,
    kDatabasePaths,
    kEnginesNames,
    kEnginesSpecs,
    kEnginesBlack,
    kEnginesWhite,
    kEnginesAnalysis,
    kBoardFlipSpeed,
    kBoardAnimate,
    kBoardTheme,
    kInterfaceLanguage,
    kBookChoice,
    kBookFile,
    kFilesLastFolder,
    kFilesRecent,
    kWindowGeometry,
    kWindowState,
};

}  // namespace hasami::settings_keys
