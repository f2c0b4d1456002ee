// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sound/sounds.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QTimer>
#include <QUrl>

#include "session/game_session.h"
#include "session/modes/mode_switcher.h"
#include "session/modes/play_mode.h"

namespace hasami {

namespace {

constexpr int kFlipEffect = 4;
constexpr int kMostFlipsHeard = 6;  // more flips than this sound alike
constexpr int kFlipsAfterMs = 70;
constexpr const char* kFiles[] = {"place.wav", "illegal.wav", "pass.wav", "end.wav", "flip.wav"};

}  // namespace

EffectPlayer::EffectPlayer(QObject* parent) : QObject(parent) {}

QSoundEffect* EffectPlayer::effect(int index, const char* file) {
    if (!effects_[index]) {
        effects_[index] = new QSoundEffect(this);
        effects_[index]->setSource(QUrl(QStringLiteral("qrc:/sounds/") + QLatin1String(file)));
    }
    return effects_[index];
}

void EffectPlayer::play(Sound sound, int flips) {
    // The audio system is asked once, at the first sound, not when the game starts.
    if (!hasOutput_) hasOutput_ = !QMediaDevices::defaultAudioOutput().isNull();
    if (!*hasOutput_) return;  // no audio device: the game is silent, and says nothing
    const int index = static_cast<int>(sound);
    effect(index, kFiles[index])->play();
    if (sound == Sound::Place && flips > 0) {
        QSoundEffect* flip = effect(kFlipEffect, kFiles[kFlipEffect]);
        flip->setLoopCount(std::min(flips, kMostFlipsHeard));
        // The ticks of the flips follow the knock of the disc placed.
        QTimer::singleShot(kFlipsAfterMs, flip, &QSoundEffect::play);
    }
}

GameSounds::GameSounds(const GameSession& game, const PlayMode& play, const ModeSwitcher& modes,
                       std::unique_ptr<SoundPlayer> player, QObject* parent)
    : QObject(parent), player_(std::move(player)) {
    connect(&game, &GameSession::movePlayed, this, [this](Square move, const Position& before) {
        if (move != kPass) request(Sound::Place, popcount(before.flipsFor(move)));
    });
    connect(&modes, &ModeSwitcher::refused, this, [this] { request(Sound::Illegal); });
    connect(&play, &PlayMode::passed, this, [this] { request(Sound::Pass); });
    connect(&play, &PlayMode::gameEnded, this, [this] { request(Sound::GameEnd); });
}

GameSounds::~GameSounds() = default;

void GameSounds::setPlayer(std::unique_ptr<SoundPlayer> player) {
    player_ = std::move(player);
}

void GameSounds::request(Sound sound, int flips) {
    if (!muted_ && player_) player_->play(sound, flips);
}

}  // namespace hasami
