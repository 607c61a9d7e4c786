#pragma once
// Presentation mode's panel layout (docs/lessons.md, "Presentation mode"):
// F5 makes the text half as large again, so the panels of a 3D scene get
// sizes that hold it, placed again when the mode toggles (or a scene opens
// while it is on), and the layout from before F5 comes back on leaving.
// Where the window cannot hold them all, the less essential ones are
// collapsed to their title bars, in this order: Scene, Inspector (editing;
// a click in the view still selects), then the SAT panel (the Axis strip
// shows the same axes row by row, the banner the verdict). The Axis strip
// is never collapsed: it is the picture of the test the class looks at.

#include <string>
#include <vector>

#include <glm/vec2.hpp>

namespace ui {

class EditorState;

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

/// Called at the start of a frame (PresentationFrame), with the presentation
/// style already on or off: when the mode has just toggled or a 3D scene was
/// opened while it is on, records the panels' current places (on entering)
/// and queues the new ones (presentation or the saved ones on leaving).
void updatePanelLayout(EditorState& state);

/// Applies the queued place of panel `name`, if any, to the next window
/// (ImGui::SetNextWindow*): call right before that panel's ImGui::Begin.
void placeQueuedPanel(EditorState& state, const char* name);

} // namespace ui
