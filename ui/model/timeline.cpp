// SPDX-License-Identifier: MIT
// A recording's playback: the shown frame, play and pause, speed and the loop range.
#include "ui/model/timeline.hpp"

#include <algorithm>
#include <utility>

namespace ui {

void Timeline::reset(std::vector<double> times) {
    times_ = std::move(times);
    current_ = 0;
    playing_ = false;
    looping_ = false;
    loopFirst_ = loopLast_ = 0;
    clock_ = times_.empty() ? 0.0 : times_.front();
}

void Timeline::append(double time) { times_.push_back(time); }

void Timeline::dropFront(std::size_t count) {
    count = std::min(count, times_.size());
    times_.erase(times_.begin(), times_.begin() + static_cast<std::ptrdiff_t>(count));
    current_ = current_ >= count ? current_ - count : 0;
    loopFirst_ = loopFirst_ >= count ? loopFirst_ - count : 0;
    loopLast_ = loopLast_ >= count ? loopLast_ - count : 0;
}

void Timeline::seek(std::size_t frame) {
    if (times_.empty()) return;
    current_ = std::min(frame, times_.size() - 1);
    clock_ = times_[current_];
}

void Timeline::step(int direction) {
    if (times_.empty()) return;
    pause();
    if (direction > 0 && current_ < last()) seek(current_ + 1);
    else if (direction < 0 && current_ > first()) seek(current_ - 1);
}

void Timeline::play() {
    if (times_.empty()) return;
    // At the end, Play starts again from the beginning (of the loop).
    if (current_ >= last() || (looping_ && current_ < loopFirst_)) seek(first());
    playing_ = true;
}

void Timeline::setSpeed(double speed) { speed_ = std::clamp(speed, kMinPlaybackSpeed, kMaxPlaybackSpeed); }

void Timeline::setLoop(std::size_t first, std::size_t last) {
    if (times_.empty()) return;
    const std::size_t end = times_.size() - 1;
    loopFirst_ = std::min(std::min(first, last), end);
    loopLast_ = std::min(std::max(first, last), end);
    looping_ = true;
}

bool Timeline::advance(double seconds) {
    if (!playing_ || times_.empty() || seconds <= 0.0) return false;
    const std::size_t before = current_;
    clock_ += seconds * speed_;
    while (true) {
        if (current_ >= last()) {
            if (!looping_) {
                playing_ = false;
                break;
            }
            // The last frame of the loop stays until the clock passes its time, then playback wraps.
            if (clock_ <= times_[current_]) break;
            current_ = loopFirst_;
            clock_ = times_[current_];
            break;
        }
        if (times_[current_ + 1] > clock_) break;
        ++current_;
    }
    return current_ != before;
}

std::string frameOfText(std::uint64_t firstIndex, std::size_t current, std::size_t frameCount) {
    return "frame " + std::to_string(firstIndex + current) + " of " + std::to_string(firstIndex + frameCount);
}

} // namespace ui
