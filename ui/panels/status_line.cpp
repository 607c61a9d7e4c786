// The status line at the bottom of the window: a hint for what the mouse can
// do, or the last message (saved, undid, refused...).
#include <imgui.h>

#include "ui/editor/editor_state.hpp"
#include "ui/editor/view3d_actions.hpp"

namespace ui {

void drawStatusLine(EditorState& state, const FrameContext& frame) {
    const float s = state.uiScale;
    ImGui::SetNextWindowPos(ImVec2(10.0f * s, frame.displayHeight - 10.0f * s), ImGuiCond_Always, ImVec2(0.0f, 1.0f));
    ImGui::SetNextWindowBgAlpha(0.72f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoMove;
    if (ImGui::Begin("##status", nullptr, flags)) {
        if (!state.status.empty() && state.now < state.statusUntil) {
            ImGui::TextUnformatted(state.status.c_str());
        } else if (state.document.scene().is3d()) {
            ImGui::TextDisabled("%s", view3dStatusHint(state).c_str());
        } else {
            const std::size_t count = state.document.scene().shapes.size();
            ImGui::TextDisabled("%zu shapes   \xC2\xB7   zoom %.*f px/unit   \xC2\xB7   drag: move   wheel: zoom   "
                                "middle / Space+drag: pan   F: frame all   Help: all keys",
                                count, state.view.zoom >= 10.0 ? 0 : state.view.zoom >= 1.0 ? 1 : 3, state.view.zoom);
        }
    }
    ImGui::End();
}

} // namespace ui
