// Presentation mode's panel layout (ui/panel_layout.hpp).
#include "ui/panel_layout.hpp"

#include <algorithm>
#include <utility>

#include <imgui.h>
#include <imgui_internal.h> // FindWindowByName: the panels' places before F5

#include "ui/editor_state.hpp"
#include "ui/presentation.hpp"

namespace ui {
namespace {

// The 3D panels' normal sizes (their ImGuiCond_FirstUseEver sizes at uiScale 1), which hold their text.
constexpr glm::dvec2 kAxisStripSize{420, 366};
constexpr double kStripShare = 0.48;      ///< the Axis strip's largest share of the window's width
constexpr glm::dvec2 kSatSize{730, 314};
constexpr glm::dvec2 kSceneSize{280, 290};     // 20 px wider than at first use: "Half extents" at the larger size
constexpr glm::dvec2 kInspectorSize{280, 300};
/// The SAT panel's least useful height: its settings, the verdict and a few table rows.
constexpr double kSatMinHeight = 200;
/// The picture's least share of the window's width: below it the Scene and Inspector collapse.
constexpr double kPictureShare = 0.4;

constexpr const char* kPanelNames3d[] = {"Axis strip", "SAT##3d", "Scene", "Inspector"};

} // namespace

std::vector<PanelPlace> presentationPanels3d(glm::dvec2 display, double scale, double titleHeight, double bannerHeight) {
    const double margin = 10 * scale;
    const double top = 34 * scale;                // below the menu bar
    const double bottom = display.y - 46 * scale; // above the status line
    std::vector<PanelPlace> places;

    // Top right: the Axis strip, all 15 rows when the window is tall enough (else it scrolls), at
    // most about half the window wide so the banner's lines end left of it.
    const glm::dvec2 strip{std::min({kAxisStripSize.x * scale, display.x - 2 * margin, kStripShare * display.x}),
                           std::min(kAxisStripSize.y * scale, bottom - top - titleHeight - margin)}; // the SAT title bar under it
    places.push_back({"Axis strip", {display.x - margin - strip.x, top}, strip, false});

    // Left: Scene over Inspector, when the picture keeps its share of the width beside them.
    const double column = kSceneSize.x * scale;
    const bool columnShown = display.x - strip.x - column - 4 * margin >= kPictureShare * display.x;
    if (columnShown) {
        const double sceneHeight = std::min(kSceneSize.y * scale, (bottom - top - margin) / 2);
        places.push_back({"Scene", {margin, top}, {column, sceneHeight}, false});
        const double inspectorTop = top + sceneHeight + margin;
        places.push_back({"Inspector", {margin, inspectorTop}, {column, std::min(kInspectorSize.y * scale, bottom - inspectorTop)}, false});
    } else {
        // Two title bars, one under the other, under the verdict banner's rows (the banner starts at
        // the window's left edge then, and its long lines end before the Axis strip).
        const double sceneTop = top + bannerHeight + margin;
        places.push_back({"Scene", {margin, sceneTop}, {column, std::min(kSceneSize.y * scale, bottom - sceneTop)}, true});
        const double inspectorTop = sceneTop + titleHeight + margin / 2;
        places.push_back({"Inspector", {margin, inspectorTop}, {column, std::min(kInspectorSize.y * scale, bottom - inspectorTop)}, true});
    }

    // Bottom right, under the Axis strip: the SAT panel, or its title bar where it cannot show a few rows.
    const double left = columnShown ? 2 * margin + column : margin;
    const double satWidth = std::min(kSatSize.x * scale, display.x - margin - left);
    const double room = bottom - (top + strip.y + margin);
    if (room >= kSatMinHeight * scale) {
        const double height = std::min(kSatSize.y * scale, room);
        places.push_back({"SAT##3d", {display.x - margin - satWidth, bottom - height}, {satWidth, height}, false});
    } else {
        places.push_back({"SAT##3d", {display.x - margin - satWidth, bottom - titleHeight},
                          {satWidth, std::min(kSatSize.y * scale, bottom - top)}, true});
    }
    return places;
}

/// A panel the layout collapsed and the user opened: it opens downwards from its title bar,
/// so it is moved up as far as it takes to show it whole above the status line, once.
void keepOpenedPanelsInside(PresentationState& mode, double scale) {
    const double bottom = ImGui::GetIO().DisplaySize.y - 46 * scale; // above the status line
    std::erase_if(mode.collapsedByLayout, [&](const std::string& name) {
        ImGuiWindow* window = ImGui::FindWindowByName(name.c_str());
        if (!window) return true;
        if (window->Collapsed) return false;
        const float y = static_cast<float>(std::max(0.0, std::min<double>(window->Pos.y, bottom - window->SizeFull.y)));
        ImGui::SetWindowPos(name.c_str(), ImVec2(window->Pos.x, y));
        return true;
    });
}

void updatePanelLayout(EditorState& state) {
    PresentationState& mode = state.presentation;
    if (mode.on) keepOpenedPanelsInside(mode, state.uiScale * kPresentationScale);
    if (!mode.placePanels) return;
    mode.placePanels = false;
    if (!mode.on) {
        mode.queuedPanels = std::exchange(mode.savedPanels, {}); // the layout from before F5
        mode.panelsSaved = false;
        mode.collapsedByLayout.clear();
        return;
    }
    if (!mode.panelsSaved) {
        mode.panelsSaved = true;
        mode.savedPanels.clear();
        for (const char* name : kPanelNames3d)
            if (const ImGuiWindow* window = ImGui::FindWindowByName(name))
                mode.savedPanels.push_back({name, {window->Pos.x, window->Pos.y}, {window->SizeFull.x, window->SizeFull.y}, window->Collapsed});
    }
    mode.queuedPanels.clear();
    if (!state.document.scene().is3d()) return;
    const ImGuiStyle& style = ImGui::GetStyle();
    const double titleHeight = ImGui::GetFontSize() + 2 * style.FramePadding.y;
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    mode.queuedPanels = presentationPanels3d({display.x, display.y}, state.uiScale * kPresentationScale, titleHeight,
                                             state.theme.fontSize * 5.0); // the banner's rows (ui/viewport3d.cpp)
    mode.collapsedByLayout.clear();
    for (const PanelPlace& place : mode.queuedPanels)
        if (place.collapsed) mode.collapsedByLayout.push_back(place.name);
}

void placeQueuedPanel(EditorState& state, const char* name) {
    std::vector<PanelPlace>& queue = state.presentation.queuedPanels;
    const auto place = std::find_if(queue.begin(), queue.end(), [name](const PanelPlace& p) { return p.name == name; });
    if (place == queue.end()) return;
    ImGui::SetNextWindowPos(ImVec2(static_cast<float>(place->pos.x), static_cast<float>(place->pos.y)), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(static_cast<float>(place->size.x), static_cast<float>(place->size.y)), ImGuiCond_Always);
    ImGui::SetNextWindowCollapsed(place->collapsed, ImGuiCond_Always);
    queue.erase(place);
}

} // namespace ui
