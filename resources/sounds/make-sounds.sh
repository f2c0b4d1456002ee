#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Synthesizes the game's sounds with SoX (Debian package sox): run in this folder to make them
# again. Each is a short 16-bit mono WAV at 22.05 kHz.
set -eu
rate="-r 22050 -b 16 -c 1"

# A disc placed: a soft knock, a low tone with a fast decay over a click of noise.
sox -n $rate knock.wav synth 0.09 sine 190 fade q 0.001 0.09 0.085 gain -4
sox -n $rate click.wav synth 0.012 pinknoise fade q 0.001 0.012 0.01 gain -14
sox -m knock.wav click.wav place.wav
rm knock.wav click.wav

# A disc turned over: a short, higher tick, played once for each disc flipped (up to a few).
sox -n $rate flip.wav synth 0.045 sine 620 fade q 0.001 0.045 0.04 gain -12

# A click on a square that is not a legal move: a short, low, muted buzz.
sox -n $rate illegal.wav synth 0.16 square 110 gain -18 lowpass 900 fade q 0.005 0.16 0.12

# A pass: two soft falling tones.
sox -n $rate pass1.wav synth 0.13 sine 660 fade q 0.005 0.13 0.1 gain -10
sox -n $rate pass2.wav synth 0.18 sine 495 fade q 0.005 0.18 0.15 gain -10
sox pass1.wav pass2.wav pass.wav
rm pass1.wav pass2.wav

# The end of a game: a rising three-note chime (C, E, G) that rings out.
sox -n $rate note1.wav synth 0.16 pluck C5 fade q 0.002 0.16 0.06 gain -8
sox -n $rate note2.wav synth 0.16 pluck E5 fade q 0.002 0.16 0.06 gain -8
sox -n $rate note3.wav synth 0.6 pluck G5 fade q 0.002 0.6 0.45 gain -8
sox note1.wav note2.wav note3.wav end.wav
rm note1.wav note2.wav note3.wav
