// SPDX-License-Identifier: GPL-3.0-or-later
// The game's sounds: which one a moment of the game asks for (GameSounds), and what plays it
// (a SoundPlayer: Qt Multimedia's QSoundEffect in the game, a recorder in the tests). Sounds
// never block and never delay a move; with no audio device the game is silent, with no
// message.
#pragma once

#include <array>
#include <memory>
#include <optional>

#include <QObject>

#include "engine/board/position.h"

class QSoundEffect;

namespace hasami {

class GameSession;
class ModeSwitcher;
class PlayMode;

enum class Sound { Place, Illegal, Pass, GameEnd };

class SoundPlayer {
public:
    virtual ~SoundPlayer() = default;
    // Starts `sound` and returns at once; `flips` discs turned over follow a placed disc.
    virtual void play(Sound sound, int flips) = 0;
};

// Plays the sounds in resources/sounds through QSoundEffect, each loaded when first played.
class EffectPlayer final : public QObject, public SoundPlayer {
    Q_OBJECT

public:
    explicit EffectPlayer(QObject* parent = nullptr);
    void play(Sound sound, int flips) override;

private:
    QSoundEffect* effect(int index, const char* file);

    std::optional<bool> hasOutput_;           // known from the first sound on
    std::array<QSoundEffect*, 5> effects_{};  // the four sounds and the flip, once loaded
};

// Asks its player for the sound of each moment of the game: a disc placed (with its flips), a
// refused click, a pass, and the end of a game by a move or a clock. It hears the game, Play
// and the modes' entry, nothing else.
class GameSounds : public QObject {
    Q_OBJECT

public:
    GameSounds(const GameSession& game, const PlayMode& play, const ModeSwitcher& modes,
               std::unique_ptr<SoundPlayer> player, QObject* parent);
    ~GameSounds() override;

    void setMuted(bool muted) { muted_ = muted; }
    bool isMuted() const { return muted_; }
    void setPlayer(std::unique_ptr<SoundPlayer> player);

private:
    void request(Sound sound, int flips = 0);

    std::unique_ptr<SoundPlayer> player_;
    bool muted_ = false;
};

}  // namespace hasami
