// SPDX-License-Identifier: MIT
// Presentation mode's folded panels (ui/editor/panel_layout.hpp).
#include "ui/editor/panel_layout.hpp"

#include <algorithm>
#include <utility>

#include <imgui.h>
#include <imgui_internal.h> // FindWindowByName: the panels' folded states before F5

#include "ui/editor/editor_state.hpp"
#include "ui/editor/presentation.hpp"
#include "ui/panels/sat_panel.hpp"

namespace ui {
namespace {

/// The panels presentation mode may fold: their folded states before F5 come back on leaving.
constexpr const char* kFoldedPanels[] = {"Scene", "Inspector", "SAT", "SAT##3d"};

} // namespace

std::vector<PanelPlace> presentationFolds(const FoldInput& in) {
    std::vector<PanelPlace> folds{{"Scene", true}, {"Inspector", true}};
    if (in.is3d) folds.push_back({"SAT##3d", true});
    else if (!in.satOpenedByUser) folds.push_back({"SAT", in.satHeight > kSatShareOfColumn * in.columnHeight});
    return folds;
}

void updatePanelLayout(EditorState& state) {
    PresentationState& mode = state.teaching.presentation;
    if (!mode.placePanels) return;
    mode.placePanels = false;
    if (!mode.on) {
        mode.queuedPanels = std::exchange(mode.savedPanels, {}); // the folds from before F5
        mode.panelsSaved = false;
        return;
    }
    const bool again = mode.panelsSaved; // a scene opened while on: a panel the user opened stays open
    if (!mode.panelsSaved) {
        mode.panelsSaved = true;
        mode.savedPanels.clear();
        for (const char* name : kFoldedPanels)
            if (const ImGuiWindow* window = ImGui::FindWindowByName(name)) mode.savedPanels.push_back({name, window->Collapsed});
    }
    FoldInput in;
    in.is3d = state.document.scene().is3d();
    const ImGuiStyle& style = ImGui::GetStyle();
    in.columnHeight = ImGui::GetIO().DisplaySize.y - ImGui::GetFrameHeight() -
                      (ImGui::GetTextLineHeight() + 2.0 * style.WindowPadding.y); // the menu bar, the status line
    if (!in.is3d) {
        state.refreshAnalysis(); // a lesson opened last frame: its pair's table, not the last one's
        in.satHeight = satPanelSize2d(satPanelParts(state)).y;
        const ImGuiWindow* sat = ImGui::FindWindowByName("SAT");
        in.satOpenedByUser = again && sat && sat->WasActive && !sat->Collapsed;
    }
    mode.queuedPanels = presentationFolds(in);
}

void placeQueuedPanel(PresentationState& presentation, const char* name) {
    std::vector<PanelPlace>& queue = presentation.queuedPanels;
    const auto place = std::find_if(queue.begin(), queue.end(), [name](const PanelPlace& p) { return p.name == name; });
    if (place == queue.end()) return;
    ImGui::SetNextWindowCollapsed(place->collapsed, ImGuiCond_Always);
    ImGui::SetNextWindowScroll(ImVec2(0.0f, 0.0f)); // shown from its top
    queue.erase(place);
}

} // namespace ui
