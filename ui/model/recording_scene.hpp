// SPDX-License-Identifier: MIT
#pragma once
// A recorded frame as a scene the editor can show: each shape named by its
// recorded name (its id where names repeat), in double precision, with the
// ids kept beside the scene so a pair can be followed from frame to frame.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sat/capture/frame.hpp"
#include "sat/scene.hpp"

namespace ui {

/// One frame turned into a scene.
struct FrameScene {
    sat::Scene scene;               ///< 2D or 3D, never both (see frameToScene)
    std::vector<std::uint64_t> ids; ///< ids[i] is the id of scene.shapes[i]
    std::size_t leftOut = 0;        ///< shapes of the other dimension, not shown
    /// The id of the shape called `name`, if any.
    std::optional<std::uint64_t> idOf(std::string_view name) const;
    /// The name of the shape with `id`, if it is in the frame.
    const std::string* nameOf(std::uint64_t id) const;
};

/// The frame's shapes as a scene. A shape keeps its recorded name when no other
/// shape of the frame has it, else it is "name#id" ("#id" for an empty name),
/// so names stay unique. A frame holding 2D and 3D shapes shows the kind it has
/// more of (3D on a tie) and counts the others in `leftOut`.
FrameScene frameToScene(const sat::capture::Frame& frame);

} // namespace ui
