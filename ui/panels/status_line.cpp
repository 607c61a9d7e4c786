// SPDX-License-Identifier: MIT
// The status line at the bottom of the window: a hint for what the mouse can
// do, or the last message (saved, undid, refused...).
#include "ui/panels/status_line.hpp"

#include <imgui.h>

#include "ui/editor/editor.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/editor/view3d_state.hpp"
#include "ui/editor/view_state.hpp"
#include "ui/model/document.hpp"

namespace ui {

void drawStatusLine(const StatusLine& status, double now, const Document& document, const ViewState& view,
                    const View3dState& view3d, const FrameContext& frame) {
    const float s = view.uiScale;
    ImGui::SetNextWindowPos(ImVec2(10.0f * s, frame.displayHeight - 10.0f * s), ImGuiCond_Always, ImVec2(0.0f, 1.0f));
    ImGui::SetNextWindowBgAlpha(0.72f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoMove;
    if (ImGui::Begin("##status", nullptr, flags)) {
        if (!status.message.empty() && now < status.until) {
            ImGui::TextUnformatted(status.message.c_str());
        } else if (document.scene().is3d()) {
            ImGui::TextDisabled("%s", view3dStatusHint(document.scene(), view3d).c_str());
        } else {
            const std::size_t count = document.scene().shapes.size();
            ImGui::TextDisabled("%zu shapes   \xC2\xB7   zoom %.*f px/unit   \xC2\xB7   drag: move   wheel: zoom   "
                                "middle / Space+drag: pan   F: frame all   Help: all keys",
                                count,
                                view.transform.zoom >= 10.0  ? 0
                                : view.transform.zoom >= 1.0 ? 1
                                                             : 3,
                                view.transform.zoom);
        }
    }
    ImGui::End();
}

} // namespace ui
