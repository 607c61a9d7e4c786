// SPDX-License-Identifier: MIT
#pragma once
// Presentation mode for projectors (docs/lessons.md): F5 or View >
// Presentation mode. Larger fonts (a second DejaVu Sans baked into the atlas
// at start, so text stays crisp), larger handles, thicker lines, and a light,
// high-contrast theme: projectors wash out dark backgrounds. A and B keep
// their own colours (blue and orange by default, told apart without red and
// green) and get a second cue besides their letter badges: B's outline is
// dashed.

#include <memory>
#include <string>

#include <vector>

#include <glm/vec2.hpp>

#include "ui/draw/panel_rects.hpp"
#include "ui/editor/panel_layout.hpp"
#include "ui/model/camera3d.hpp"

#include "ui/draw/theme.hpp"

struct ImFont;
struct ImGuiStyle;

namespace ui {

class EditorState;

/// Fonts, handles and panel sizes grow by this much in presentation mode.
inline constexpr float kPresentationScale = 1.5f;
/// Lines grow by this much more than the text.
inline constexpr float kPresentationLineBoost = 1.5f;
/// The name given to the larger font in the ImGui font atlas.
inline constexpr const char* kPresentationFontName = "SATlab presentation";

struct PresentationState {
    bool on = false;
    bool styleApplied = false;              ///< the ImGui style is the presentation one
    std::shared_ptr<ImGuiStyle> savedStyle; ///< the style to restore when leaving
    // The 2D view (ui/editor/presentation_view.hpp): framed for the projector while
    // on, put back when the mode is left.
    bool viewSaved = false; ///< savedCenter / savedZoom hold the view from before F5
    glm::dvec2 savedCenter{};
    double savedZoom = 0.0;
    bool sceneOpened = false; ///< a lesson or scene opened while on: leaving shows its own view
    int framePending = 0;     ///< frames in which the viewport frames the picture (panels settle in one)
    glm::dvec2 framedSize{};  ///< the view size last framed for: a resize frames again
    /// The panels and the view of the last framing: while the view is still that
    /// one (no wheel, no pan since), a change of the panels (one collapsed,
    /// closed, opened, moved or resized) frames the picture again.
    std::vector<PanelRect> framedPanels;
    glm::dvec2 framedCenter{};
    double framedZoom = 0.0;
    // The 3D camera (ui/editor/view3d_actions.hpp, framePresentation3d): framed for
    // the projector while on, put back when the mode is left.
    bool camera3dSaved = false; ///< savedCamera3d holds the camera from before F5
    OrbitCamera savedCamera3d;
    // The panels (ui/editor/panel_layout.hpp): the less essential ones folded to
    // their title bars while on, unfolded as they were when the mode is left.
    bool placePanels = false;             ///< fold or unfold the panels at the start of the next frame
    bool panelsSaved = false;             ///< savedPanels hold the folded states from before F5
    std::vector<PanelPlace> savedPanels;  ///< the panels' folded states before F5
    std::vector<PanelPlace> queuedPanels; ///< folds each panel takes right before its next Begin
};

/// Frames to frame the picture after a change: the first with the panels as
/// they were, the second once they have their presentation size and place.
inline constexpr int kPresentationFrameFrames = 2;

/// The viewport theme of presentation mode at this dpi scale.
Theme presentationTheme(float uiScale);
void togglePresentation(EditorState& state);

/// The larger font (added by Editor::setupImGui); null when the atlas has none.
ImFont* presentationFont();

/// One frame of presentation mode: create it in Editor::drawFrame right after
/// the theme is set. Reads the F5 key, then, while the mode is on, sets the
/// presentation theme and ImGui style and pushes the larger font for the
/// frame (popped when it goes out of scope, before ImGui::Render).
class PresentationFrame {
public:
    explicit PresentationFrame(EditorState& state);
    ~PresentationFrame();
    PresentationFrame(const PresentationFrame&) = delete;
    PresentationFrame& operator=(const PresentationFrame&) = delete;

private:
    bool pushedFont_ = false;
};

} // namespace ui
