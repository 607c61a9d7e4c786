// SPDX-License-Identifier: MIT
#pragma once
// A recording's playback: which frame is shown, whether it plays, how fast,
// and the loop range. Plain values, no ImGui: the timeline panel and the
// script commands change it, the editor's frame advances it.
//
// Playback follows the recording's own clock: at speed s, a frame stays on
// screen for s times less than the gap to the next frame's time.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace ui {

inline constexpr double kMinPlaybackSpeed = 0.0625; ///< 1/16 of real time
inline constexpr double kMaxPlaybackSpeed = 16.0;   ///< 16 times real time

class Timeline {
public:
    /// Starts over with these frame times (seconds, in frame order), at frame 0, paused, no loop.
    void reset(std::vector<double> times);
    /// A frame arrived (live): appended with its time.
    void append(double time);
    /// Forgets the first `count` frames (live, when only the latest are kept).
    void dropFront(std::size_t count);

    std::size_t frameCount() const { return times_.size(); }
    bool empty() const { return times_.empty(); }
    double time(std::size_t frame) const { return times_[frame]; }
    std::size_t current() const { return current_; }
    /// Shows `frame` (clamped to the frames there are); the play clock restarts there.
    void seek(std::size_t frame);
    /// One frame forward (+1) or back (-1), within the loop range when it is on; pauses.
    void step(int direction);

    bool playing() const { return playing_; }
    void play();
    void pause() { playing_ = false; }
    void togglePlay() { playing_ ? pause() : play(); }

    double speed() const { return speed_; }
    /// Clamped to [kMinPlaybackSpeed, kMaxPlaybackSpeed].
    void setSpeed(double speed);

    /// The loop range [first, last] (frames); playback wraps from last to first.
    bool looping() const { return looping_; }
    std::size_t loopFirst() const { return loopFirst_; }
    std::size_t loopLast() const { return loopLast_; }
    /// Sets and switches on the loop (first and last clamped and put in order).
    void setLoop(std::size_t first, std::size_t last);
    void clearLoop() { looping_ = false; }

    /// Advances the play clock by `seconds` of real time; returns true when
    /// the current frame changed. Without a loop, playback stops at the last frame.
    bool advance(double seconds);

private:
    std::size_t first() const { return looping_ ? loopFirst_ : 0; }
    std::size_t last() const { return looping_ ? loopLast_ : times_.size() - 1; }

    std::vector<double> times_;
    std::size_t current_ = 0;
    bool playing_ = false;
    double speed_ = 1.0;
    double clock_ = 0.0; ///< recording time reached by playback
    bool looping_ = false;
    std::size_t loopFirst_ = 0, loopLast_ = 0;
};

/// "frame 5 of 20": the shown frame's number and the recording's frame count.
/// Frames are numbered from 0 everywhere (the file, the command line, the
/// events), so the last of 20 frames is frame 19. A live timeline keeps only
/// the latest frames: `firstIndex` is the number of its first one, and the
/// count is the frames received so far (`firstIndex` + `frameCount`).
std::string frameOfText(std::uint64_t firstIndex, std::size_t current, std::size_t frameCount);

} // namespace ui
