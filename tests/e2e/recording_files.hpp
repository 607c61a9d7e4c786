// SPDX-License-Identifier: MIT
#pragma once
// Small .satrec recordings for the window's tests, written with the capture API.

#include <cstddef>
#include <filesystem>

namespace e2e {

/// Frames in slidingBoxRecording.
inline constexpr int kSlidingFrames = 20;
/// Two 2D boxes 0.1 s apart: "left" (id 1), a 2x2 AABB at the origin, and id 2,
/// a 2x2 box at y = 0.5 sliding from x = 5.5 to x = -0.2 in steps of 0.3:
/// separated in frames 0..11 (x = 2.2 last), overlapping from frame 12 (x = 1.9),
/// the MTV on x until frame 16 and on y from frame 17 (x overlap 1.6 > y's 1.5).
/// Id 2 is called "right" in frames 0..9 and "mover" from frame 10 on.
void writeSlidingBoxRecording(const std::filesystem::path& file);
/// Two 3D boxes (ids 1, 2) that approach each other along z over 6 frames.
void writeBoxes3dRecording(const std::filesystem::path& file);

} // namespace e2e
