// SPDX-License-Identifier: MIT
// The drag readout ("Δx 1.50  Δy -0.25", "turned 30.0°") drawn beside the pointer.
#include "ui/editor/drag_readout.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "ui/draw/imgui_canvas.hpp"
#include "ui/draw/imgui_helpers.hpp"
#include "ui/editor/editor.hpp"
#include "ui/editor/editor_state.hpp"

namespace ui {
namespace {

std::string activeReadout(const EditorState& state) {
    const auto& shapes = state.document.scene().shapes;
    const auto shapeOf = [&](int index) -> const sat::SceneShape* {
        return index >= 0 && static_cast<std::size_t>(index) < shapes.size() ? &shapes[static_cast<std::size_t>(index)] : nullptr;
    };
    if (state.gestures.shape.active())
        if (const sat::SceneShape* shape = shapeOf(state.gestures.shape.shapeIndex()))
            return state.gestures.shape.readout(shape->spec);
    if (state.view3d.gesture.active())
        if (const sat::SceneShape* shape = shapeOf(state.view3d.gesture.shapeIndex()))
            return state.view3d.gesture.readout(shape->spec);
    return {};
}

} // namespace

void drawDragReadout(const EditorState& state, const FrameContext& frame) {
    // A press that has not left the click slop is a click: it moves nothing, so there is nothing to read out.
    if (!ImGui::IsMouseDragging(ImGuiMouseButton_Left, kClickSlopPx)) return;
    const std::string text = activeReadout(state);
    if (text.empty()) return;
    ImGuiCanvas canvas(ImGui::GetForegroundDrawList(), nullptr);
    const float size = state.view.theme.fontSize * 0.95f;
    const double scale = state.view.uiScale;
    const glm::dvec2 box = canvas.textSize(text, size) + glm::dvec2(size, size * 0.3);
    // Up and to the right of the pointer (a refused vertex's reason goes below it).
    glm::dvec2 at = mousePosition() + glm::dvec2(18.0 * scale, -18.0 * scale - box.y);
    at.x = std::clamp(at.x, 4.0, std::max(4.0, frame.displayWidth - box.x - 4.0));
    at.y = std::clamp(at.y, 4.0, std::max(4.0, frame.displayHeight - box.y - 4.0));
    label(canvas, at, TextAnchor::TopLeft, text, state.view.theme.text, state.view.theme.labelBox, size);
}

} // namespace ui
