// SPDX-License-Identifier: MIT
#pragma once
// Presentation mode's panel layout (docs/lessons.md, "Presentation mode"):
// F5 makes the text half as large again, so the panels get sizes that hold
// it, placed again when the mode toggles (or a scene opens while it is on),
// and the layout from before F5 comes back on leaving.
// 3D: where the window cannot hold them all, the less essential ones are
// collapsed to their title bars, in this order: Scene, Inspector (editing;
// a click in the view still selects), then the SAT panel (the Axis strip
// shows the same axes row by row, the banner the verdict). The Axis strip
// is never collapsed: it is the picture of the test the class looks at.
// 2D: the SAT panel gets the width of its whole table and settings row in
// the bottom right corner, right of the left column (the Lessons panel, or
// the Scene and Inspector), and the picture is framed in the room above it.

#include <string>
#include <vector>

#include <glm/vec2.hpp>

namespace ui {

class EditorState;
struct PresentationState;

/// One panel's place, window pixels, y down.
struct PanelPlace {
    std::string name;  ///< the ImGui window's name ("SAT##3d")
    glm::dvec2 pos{};  ///< top left corner
    glm::dvec2 size{}; ///< the size when expanded
    bool collapsed = false;
};

/// The 3D panels' places in presentation mode in a `display`-sized window.
/// `scale` is the panels' scale (uiScale × kPresentationScale); `titleHeight`
/// a collapsed panel's height (its title bar); `bannerHeight` the rows the
/// verdict banner takes at the top left, which collapsed panels leave free
/// (the banner then starts at the window's edge). A shown panel gets its normal
/// size times `scale` (the text grows by as much), shrunk only in height
/// where the window is too short; none overlaps another, all stay inside
/// the window between the menu bar and the status line.
std::vector<PanelPlace> presentationPanels3d(glm::dvec2 display, double scale, double titleHeight, double bannerHeight);

/// What the 2D layout needs to know (presentationPanels2d).
struct Panels2dInput {
    glm::dvec2 display{};       ///< the window's size
    double scale = 1.0;         ///< the panels' scale (uiScale × kPresentationScale)
    double uiScale = 1.0;       ///< the dpi scale alone (the left column starts where the Scene panel does)
    double titleHeight = 0.0;   ///< a collapsed panel's height
    glm::dvec2 satSize{};       ///< what the SAT panel's settings, verdict and whole axis table take (satPanelSize2d)
    double leftColumnRight = 0; ///< without a lesson: the right edge of the panels on the left (Scene, Inspector), 0 for none
    bool lessonsOpen = false;
    bool explanationOpen = false;
    bool satOpened = false; ///< the SAT panel is open after an earlier layout (another lesson opened): it stays open
};

/// The 2D panels' places in presentation mode. The SAT panel goes to the
/// bottom right corner at `satSize`, narrowed only where the window has less
/// room right of the left column and shortened where it is too short (the
/// table then scrolls; below a few rows' height the panel collapses to its
/// title bar, as it also does where the picture would keep less than 55 % of
/// the height above it: at 1280×800 it starts as a title bar, and opened it
/// shows whole), under the Explanation panel when that one is top right. With a
/// lesson open the Lessons panel takes the left column (lessonsPlace) and is
/// listed, unless the Explanation panel is open: that one places both.
/// Without a lesson the Scene and Inspector panels start as title bars at
/// the top left, one under the other, each at 1.5 times its size when
/// opened (the larger text's fields whole), so the picture has the window.
std::vector<PanelPlace> presentationPanels2d(const Panels2dInput& in);

/// Where a title bar stacked under another panel goes (presentation mode's
/// Inspector under the Scene panel): `gap` below that panel's shown rect
/// (`abovePos`, `aboveSize`: its title bar, or the whole panel once opened),
/// so opening the panel above never covers it; where that would reach below
/// `bottom` (window pixels, y down), right of the panel at its top instead.
glm::dvec2 stackedTitleBarPos(glm::dvec2 abovePos, glm::dvec2 aboveSize, double titleHeight, double gap, double bottom);

/// The left column beside a lesson (the Lessons panel over the Explanation
/// panel): 400 px × `scale`, at most 36 % of the window wide.
double lessonColumnWidth(double displayWidth, double scale);

/// The Explanation panel's place (ui/panels/explanation_panel.cpp) at the panels'
/// `scale`: beside a lesson (or a 3D scene's Axis strip) at the bottom of the
/// left column, else top right at most 42 % of the window wide, so the
/// picture keeps most of a 1280×800 projector. The left column's edge is
/// 10 px × `uiScale` from the window's, as the Scene panel's.
PanelPlace explanationPlace(glm::dvec2 display, double scale, double uiScale, bool lessonsOpen, bool is3d);

/// The Lessons panel's place: the left column from where the Scene panel
/// starts (it hides it whole), down to the Explanation panel when that one
/// is open, else down to the status line.
PanelPlace lessonsPlace(glm::dvec2 display, double scale, double uiScale, bool explanationOpen);

/// Called at the start of a frame (PresentationFrame), with the presentation
/// style already on or off: when the mode has just toggled or a 3D scene was
/// opened while it is on, records the panels' current places (on entering)
/// and queues the new ones (presentation or the saved ones on leaving).
void updatePanelLayout(EditorState& state);

/// Applies the queued place of panel `name`, if any, to the next window
/// (ImGui::SetNextWindow*): call right before that panel's ImGui::Begin.
void placeQueuedPanel(PresentationState& presentation, const char* name);

} // namespace ui
