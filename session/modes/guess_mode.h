// SPDX-License-Identifier: GPL-3.0-or-later
// Guess the Moves, a mode: a game of the database or of a file is replayed, and the person
// guesses each move of one colour before it is shown; the board's clicks are guesses. The
// engine values every move of each such position (the board's analysis, hidden meanwhile:
// BoardAnalysis::HiddenEveryMove); a guess is good
// when it is the move played or loses at most one disc against the best, and its loss and the
// better moves are told either way. The recorded move is then played, the other colour's moves
// at once, up to the next guess; the end gives the share of good guesses and the mean loss.
// Any other intent (undo, browsing, editing the tree), or another game, ends it. While it lasts the
// board holds the record up to the position shown, and the record whole is set aside
// (GameShelf): when it ends the record's rest, its variations and comments come back into the
// game, with who played each colour, so stopping loses nothing.
#pragma once

#include <optional>
#include <vector>

#include "engine/game/game.h"
#include "engine/search/types.h"
#include "session/modes/mode.h"
#include "session/modes/mode_parts.h"

namespace hasami {

// One guess, judged.
struct GuessResult {
    Square guess = kNoSquare;
    Square played = kNoSquare;  // the record's move
    int loss = 0;               // the guess's discs lost against the best move's value
    int playedLoss = 0;         // the same for the move played
    bool good = false;
    // The moves valued above the guess, best first (none for a best move).
    std::vector<MoveValue> better;
};

class GuessMode : public Mode {
    Q_OBJECT

public:
    // A guess is good when it loses at most this many discs.
    static constexpr int kGoodLoss = 1;

    explicit GuessMode(const ModeParts& parts, QObject* parent = nullptr);

    bool showsDatabaseAnswers() const override { return false; }
    // A square is a guess (refused when it is not a legal move); anything else ends the mode.
    Handling handle(const Intent& intent) override;
    // Ends the guessing; the record comes back whole (see above).
    void end() override { stop(); }
    BoardAnalysis boardAnalysis() const override { return BoardAnalysis::HiddenEveryMove; }

    // Starts guessing `color`'s moves of the current line of the game on the board (the record),
    // from its node shown (from its start when that is the line's end); false, with the reason,
    // when there is no move of `color` left to guess. Both colours are then played by the
    // person, until it ends.
    bool start(Color color, QString* why);
    // Ends the guessing; the game stays on the board as far as it went, with the record's rest.
    void stop();
    bool isActive() const { return active_; }
    Color color() const { return color_; }
    // Waiting for the engine's values to judge the guess given.
    bool isJudging() const { return pending_.has_value(); }
    // A guess is asked for at the position shown.
    bool asksForGuess() const { return active_ && !pending_ && !moving_; }

    // The person's guess at the position shown; false when it is not a legal move there (or
    // no guess is asked for). It is judged once the engine's values are known.
    bool guess(Square square);

    const std::vector<GuessResult>& results() const { return results_; }
    int goodGuesses() const;
    double meanLoss() const;  // over the guesses judged; 0 without any

signals:
    void started();
    void judging();  // a guess is given; the engine's values are not known yet
    void judged(const hasami::GuessResult& result);
    // The record's end is reached (`complete`), or the guessing was stopped.
    void finished(bool complete);

private:
    void playOn();          // the other colour's moves, up to the next guess or the end
    void playRecordMove();  // the record's next move, and a forced pass after it
    void judge();
    // Ends the guessing; the record's rest comes back into the game (GameShelf, Game::merge).
    void finish(bool complete);
    void checkLine();  // the game shown left the record: the guessing ends
    // After a guess is judged: the record's move played, and the next guess asked.
    void playOnAfterJudging();
    bool isOnRecord() const;

    GameSession& session_;
    PlayMode& play_;
    AnalysisScheduler& analysis_;
    GameShelf& shelf_;
    SessionEntry& entry_;
    bool active_ = false;
    bool moving_ = false;  // the record's moves are being played
    Color color_ = Color::Black;
    std::vector<Square> moves_;  // the record's line, forced passes left out
    std::vector<Color> movers_;  // who plays each
    std::size_t next_ = 0;       // the record's next move
    std::optional<Square> pending_;
    std::vector<GuessResult> results_;
};

}  // namespace hasami
