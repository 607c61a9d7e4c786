// SPDX-License-Identifier: MIT
#pragma once
// Between recordings and scenes: a recorded frame as a scene (to check,
// render or export it) and a scene as a frame (`satlab record`).
// docs/recording.md, "Frames and scenes".

#include <cstdint>
#include <map>
#include <string>

#include "sat/capture/frame.hpp"
#include "sat/capture/recorder.hpp"
#include "sat/scene.hpp"

namespace sat {

/// The name frame's shape `id` has in frameToScene's scene: its recorded name
/// when no other shape of the frame has it (and it is not empty), else
/// "NAME#ID" ("#ID" for an empty name).
std::string sceneShapeName(const capture::Frame& frame, std::uint64_t id);

/// The frame as a 2D or 3D scene, shapes in id order, named by
/// sceneShapeName; float shapes are widened to double, an obb2's angle is
/// written in radians and an obb3's rotation as a matrix. Throws
/// SceneLoadError naming `sourceName` when the frame mixes 2D and 3D shapes
/// or holds a shape a scene file may not (docs/scene-format.md's limits).
Scene frameToScene(const capture::Frame& frame, const std::string& sourceName);

/// Hands every shape of `scene` to `recorder` (between its beginFrame and
/// endFrame, which the caller makes), the id of each shape being its name's
/// number in `ids`: names seen before keep their id, a new name gets the
/// next one (from 1). Throws GeometryError for a polygon that is not convex.
void recordScene(const Scene& scene, capture::Recorder& recorder, std::map<std::string, std::uint64_t>& ids);

} // namespace sat
