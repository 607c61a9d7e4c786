// SPDX-License-Identifier: MIT
#pragma once
// The SAT panel (the 2D one here, the 3D one in sat_panel3d.cpp) and what the
// 2D panel's content takes, for presentation mode's layout (ui/editor/panel_layout.hpp).

#include <glm/vec2.hpp>

namespace ui {

class Document;
struct AnalysisState;
struct Analysis3dState;
struct PresentationState;
struct SceneAnalysis;
struct ViewState;

/// What the SAT panel reads and changes.
struct SatPanelParts {
    const Document& document;
    AnalysisState& analysis;         ///< the options row; the hovered axis
    Analysis3dState& analysis3d;     ///< the axis clicked in the 3D table or the strip
    ViewState& view;                 ///< whether the panel is open, theme, scale
    PresentationState& presentation; ///< presentation mode: two decimals, its queued place
    int stepAxis = -1;               ///< the axis step mode shows (highlighted), -1 none
    /// The pair shown instead of the selection's: the snag probe and the collider it shows while the probe is
    /// on screen (ui/editor/snag_actions.hpp); null: analysis.result, the selection's pair.
    const SceneAnalysis* shownPair = nullptr;
    int shownPairAxis = -1; ///< the axis highlighted in shownPair's report (its MTV axis) while none is hovered
};

/// The analysis the panel shows: `shownPair` when given, else the selection's.
const SceneAnalysis& satPanelAnalysis(const SatPanelParts& parts);

/// The SAT panel: the 2D one, or for a 3D scene the 3D one and the Axis strip.
void drawSatPanel(const SatPanelParts& parts);

/// The window size that shows the 2D SAT panel's settings row, the verdict and
/// the whole axis table (at most 10 rows, as drawn) without clipping, in the
/// current font and style: call inside a frame, with the font the panel will
/// be drawn in pushed. The table's width is that of its longest cells: the
/// inspected pair's (when there is one: refresh the analysis first) or a
/// typical pair's with coordinates up to ±10, whichever is wider, so the panel
/// mostly keeps its size from one lesson to the next. The width leaves room
/// for the window's scrollbar (the method list under the table scrolls).
glm::dvec2 satPanelSize2d(const SatPanelParts& parts);

} // namespace ui
