// SPDX-License-Identifier: MIT
#pragma once
// Markers at the seams where a sliding box snags (sat::findSnags): a diamond
// in the verdict colour of overlap at the seam and an arrow along the push
// that holds the box back; the inspected snag gets a ring in the selection colour.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "sat/snags.hpp"
#include "ui/draw/canvas.hpp"
#include "ui/draw/theme.hpp"
#include "ui/model/view_transform.hpp"

namespace ui {

/// Draws a marker per snag (only those inside the canvas's clip rectangle); `inspected` indexes `snags`.
void drawSnagMarkers(Canvas& canvas, const ViewTransform& view, const Theme& theme, const std::vector<sat::Snag>& snags,
                     std::optional<std::size_t> inspected);

/// Merge layer's preview: the outlines of layer `group`'s pieces in `merged`, dashed, over the picture.
void drawMergePreviewOutlines(Canvas& canvas, const ViewTransform& view, const Theme& theme, const sat::Scene& merged,
                              const std::string& group);

} // namespace ui
