// SPDX-License-Identifier: MIT
// Presentation mode's panel layout (ui/editor/panel_layout.hpp).
#include "ui/editor/panel_layout.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <utility>

#include <imgui.h>
#include <imgui_internal.h> // FindWindowByName: the panels' places before F5

#include "ui/editor/editor_state.hpp"
#include "ui/editor/presentation.hpp"
#include "ui/panels/sat_panel.hpp"

namespace ui {
namespace {

// The 3D panels' normal sizes (their ImGuiCond_FirstUseEver sizes at uiScale 1), which hold their text.
constexpr glm::dvec2 kAxisStripSize{420, 366};
constexpr double kStripShare = 0.48; ///< the Axis strip's largest share of the window's width
constexpr glm::dvec2 kSatSize{730, 314};
constexpr glm::dvec2 kSceneSize{280, 290}; // 20 px wider than at first use: "Half extents" at the larger size
constexpr glm::dvec2 kInspectorSize{280, 300};
/// The SAT panel's least useful height: its settings, the verdict and a few table rows.
constexpr double kSatMinHeight = 200;
/// The picture's least share of the window's width: below it the Scene and Inspector collapse.
constexpr double kPictureShare = 0.4;
/// 2D: the picture's least share of the height above the SAT panel (the lanes' labels and names take
/// a fixed room of their own): below it the panel starts collapsed to its title bar.
constexpr double kPictureHeightShare2d = 0.55;

/// The panels whose places presentation mode changes, 3D and 2D: their places before F5 come back on leaving.
constexpr const char* kPlacedPanels[] = {"Axis strip", "SAT##3d", "Scene", "Inspector", "SAT", "Lessons"};

/// The right edge of the shown windows among `names` (last frame's), 0 when none is shown.
double rightEdgeOf(std::initializer_list<const char*> names) {
    double right = 0.0;
    for (const char* name : names)
        if (const ImGuiWindow* window = ImGui::FindWindowByName(name); window && window->WasActive && !window->Hidden)
            right = std::max(right, static_cast<double>(window->Pos.x + window->Size.x));
    return right;
}

} // namespace

double lessonColumnWidth(double displayWidth, double scale) { return std::min(400 * scale, 0.36 * displayWidth); }

PanelPlace explanationPlace(glm::dvec2 display, double scale, double uiScale, bool lessonsOpen, bool is3d) {
    if (!lessonsOpen && !is3d) {
        const glm::dvec2 size{std::min(440 * scale, display.x * 0.42), std::min(330 * scale, display.y * 0.5)};
        return {"Explanation", {display.x - 10 * scale - size.x, 30 * scale}, size, false};
    }
    const double bottom = display.y - 56 * scale; // above the status line
    const double height = std::max(160 * scale, std::min(330 * scale, (bottom - 34 * scale) * 0.45));
    const double width = lessonsOpen ? lessonColumnWidth(display.x, scale) : std::min(440 * scale, display.x * 0.36);
    return {"Explanation", {10 * uiScale, bottom - height}, {width, height}, false};
}

PanelPlace lessonsPlace(glm::dvec2 display, double scale, double uiScale, bool explanationOpen) {
    const double bottom = explanationOpen ? explanationPlace(display, scale, uiScale, true, false).pos.y - 10 * scale
                                          : display.y - 56 * scale; // above the status line
    const glm::dvec2 corner{10 * uiScale, 34 * uiScale};            // where the Scene panel starts: it is hidden whole
    return {"Lessons", corner, {lessonColumnWidth(display.x, scale), bottom - corner.y}, false};
}

std::vector<PanelPlace> presentationPanels2d(const Panels2dInput& in) {
    const double margin = 10 * in.scale;
    std::vector<PanelPlace> places;
    double left = in.leftColumnRight;
    if (in.lessonsOpen) {
        const PanelPlace lessons = lessonsPlace(in.display, in.scale, in.uiScale, in.explanationOpen);
        left = lessons.pos.x + lessons.size.x;
        if (!in.explanationOpen) places.push_back(lessons); // else the Explanation panel places both
    }
    // Below the menu bar, or below the Explanation panel when it is top right (the SAT panel is as wide).
    double top = 34 * in.scale;
    if (in.explanationOpen && !in.lessonsOpen) {
        const PanelPlace explanation = explanationPlace(in.display, in.scale, in.uiScale, false, false);
        top = explanation.pos.y + explanation.size.y + margin;
    }
    if (!in.lessonsOpen) {
        // The Scene and Inspector (editing; a click in the view still selects): title bars at the top left,
        // the picture's room, each at the size for the larger text when opened (as in 3D).
        const double top0 = 34 * in.scale;               // below the menu bar
        const double low = in.display.y - 46 * in.scale; // above the status line
        const double column = std::min(kSceneSize.x * in.scale, in.display.x - 2 * margin);
        places.push_back({"Scene", {margin, top0}, {column, std::min(kSceneSize.y * in.scale, low - top0)}, true});
        const double inspectorTop = top0 + in.titleHeight + margin / 2;
        places.push_back(
            {"Inspector", {margin, inspectorTop}, {column, std::min(kInspectorSize.y * in.scale, low - inspectorTop)}, true});
    }
    // Bottom right: the status line is at the left, under the left column.
    const double right = in.display.x - margin;
    const double bottom = in.display.y - margin;
    const double width = std::max(0.0, std::min(in.satSize.x, right - (left + margin)));
    const double room = bottom - top;
    const double height = std::min(in.satSize.y, room);
    const double column = bottom - 34 * in.scale; // the height beside the left column
    const bool pictureKeepsItsShare = column - height >= kPictureHeightShare2d * column;
    if (room >= kSatMinHeight * in.scale && (pictureKeepsItsShare || in.satOpened)) {
        places.push_back({"SAT", {right - width, bottom - height}, {width, height}, false});
    } else {
        places.push_back(
            {"SAT", {right - width, bottom - in.titleHeight}, {width, std::min(in.satSize.y, bottom - 34 * in.scale)}, true});
    }
    return places;
}

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
        places.push_back(
            {"Inspector", {margin, inspectorTop}, {column, std::min(kInspectorSize.y * scale, bottom - inspectorTop)}, false});
    } else {
        // Two title bars, one under the other, under the verdict banner's rows (the banner starts at
        // the window's left edge then, and its long lines end before the Axis strip).
        const double sceneTop = top + bannerHeight + margin;
        places.push_back({"Scene", {margin, sceneTop}, {column, std::min(kSceneSize.y * scale, bottom - sceneTop)}, true});
        const double inspectorTop = sceneTop + titleHeight + margin / 2;
        places.push_back(
            {"Inspector", {margin, inspectorTop}, {column, std::min(kInspectorSize.y * scale, bottom - inspectorTop)}, true});
    }

    // Bottom right, under the Axis strip: the SAT panel, or its title bar where it cannot show a few rows.
    const double left = columnShown ? 2 * margin + column : margin;
    const double satWidth = std::min(kSatSize.x * scale, display.x - margin - left);
    const double room = bottom - (top + strip.y + margin);
    if (room >= kSatMinHeight * scale) {
        const double height = std::min(kSatSize.y * scale, room);
        places.push_back({"SAT##3d", {display.x - margin - satWidth, bottom - height}, {satWidth, height}, false});
    } else {
        places.push_back({"SAT##3d",
                          {display.x - margin - satWidth, bottom - titleHeight},
                          {satWidth, std::min(kSatSize.y * scale, bottom - top)},
                          true});
    }
    return places;
}

glm::dvec2 stackedTitleBarPos(glm::dvec2 abovePos, glm::dvec2 aboveSize, double titleHeight, double gap, double bottom) {
    const double under = abovePos.y + aboveSize.y + gap;
    if (under + titleHeight <= bottom) return {abovePos.x, under};
    return {abovePos.x + aboveSize.x + gap, abovePos.y};
}

namespace {

/// The stacked title bars (PresentationState::stackedPanels) follow the panel above them, from
/// the frame after the layout placed both; one the user moved (or opened and moved) is left where
/// it is from then on.
void keepStackedTitleBarsUnder(PresentationState& mode, double titleHeight, double gap, double bottom) {
    const auto queued = [&](const std::string& name) {
        return std::any_of(mode.queuedPanels.begin(), mode.queuedPanels.end(),
                           [&](const PanelPlace& p) { return p.name == name; });
    };
    std::erase_if(mode.stackedPanels, [&](PresentationState::StackedPanel& stacked) {
        if (queued(stacked.name) || queued(stacked.under)) return false; // placed at their next Begin
        const ImGuiWindow* below = ImGui::FindWindowByName(stacked.name.c_str());
        const ImGuiWindow* above = ImGui::FindWindowByName(stacked.under.c_str());
        if (!below || !above || !below->WasActive || !above->WasActive) return true;
        const glm::dvec2 at{below->Pos.x, below->Pos.y};
        if (std::abs(at.x - stacked.placedAt.x) > 0.5 || std::abs(at.y - stacked.placedAt.y) > 0.5)
            return true;                     // moved by the user
        if (!below->Collapsed) return false; // open: where the user (or keepOpenedPanelsInside) has it
        const glm::dvec2 target = stackedTitleBarPos({above->Pos.x, above->Pos.y}, {above->Size.x, above->Size.y}, titleHeight,
                                                     gap, bottom);
        ImGui::SetWindowPos(stacked.name.c_str(), ImVec2(static_cast<float>(target.x), static_cast<float>(target.y)));
        stacked.placedAt = target;
        return false;
    });
}

} // namespace

/// A panel the layout collapsed and the user opened: it opens downwards from its title bar,
/// so it is moved up as far as it takes to show it whole above the status line, once.
void keepOpenedPanelsInside(PresentationState& mode, double bottom) {
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
    PresentationState& mode = state.teaching.presentation;
    // Above the status line; a 2D scene's SAT panel is right of it (presentationPanels2d).
    const double scale = state.view.uiScale * kPresentationScale;
    const double inside = ImGui::GetIO().DisplaySize.y - (state.document.scene().is3d() ? 46 : 10) * scale;
    const ImGuiStyle& style = ImGui::GetStyle();
    const double titleHeight = ImGui::GetFontSize() + 2 * style.FramePadding.y;
    if (mode.on) {
        keepOpenedPanelsInside(mode, inside);
        keepStackedTitleBarsUnder(mode, titleHeight, 5 * scale,
                                  ImGui::GetIO().DisplaySize.y - 46 * scale); // above the status line
    }
    if (!mode.placePanels) return;
    mode.placePanels = false;
    if (!mode.on) {
        mode.queuedPanels = std::exchange(mode.savedPanels, {}); // the layout from before F5
        const bool lessonsSaved = std::any_of(mode.queuedPanels.begin(), mode.queuedPanels.end(),
                                              [](const PanelPlace& p) { return p.name == "Lessons"; });
        if (!lessonsSaved && state.teaching.lessons.open) { // opened while on: its normal place
            const ImVec2 display = ImGui::GetIO().DisplaySize;
            mode.queuedPanels.push_back(
                lessonsPlace({display.x, display.y}, state.view.uiScale, state.view.uiScale, state.teaching.stepMode.panelOpen));
        }
        mode.panelsSaved = false;
        mode.collapsedByLayout.clear();
        mode.stackedPanels.clear();
        return;
    }
    const bool again = mode.panelsSaved; // a scene opened while on: a panel the user opened stays open
    if (!mode.panelsSaved) {
        mode.panelsSaved = true;
        mode.savedPanels.clear();
        for (const char* name : kPlacedPanels)
            if (const ImGuiWindow* window = ImGui::FindWindowByName(name))
                mode.savedPanels.push_back(
                    {name, {window->Pos.x, window->Pos.y}, {window->SizeFull.x, window->SizeFull.y}, window->Collapsed});
    }
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    if (state.document.scene().is3d()) {
        mode.queuedPanels = presentationPanels3d({display.x, display.y}, scale, titleHeight,
                                                 state.view.theme.fontSize * 5.0); // the banner's rows (ui/editor/viewport3d.cpp)
    } else {
        Panels2dInput in;
        in.display = {display.x, display.y};
        in.scale = scale;
        in.uiScale = state.view.uiScale;
        in.titleHeight = titleHeight;
        state.refreshAnalysis(); // a lesson opened last frame: its pair's table, not the last one's
        in.satSize = satPanelSize2d(satPanelParts(state));
        in.leftColumnRight = rightEdgeOf({"Scene", "Inspector"});
        in.lessonsOpen = state.teaching.lessons.open;
        in.explanationOpen = state.teaching.stepMode.panelOpen;
        const ImGuiWindow* sat = ImGui::FindWindowByName("SAT");
        in.satOpened = again && sat && sat->WasActive && !sat->Collapsed;
        mode.queuedPanels = presentationPanels2d(in);
    }
    mode.collapsedByLayout.clear();
    for (const PanelPlace& place : mode.queuedPanels)
        if (place.collapsed) mode.collapsedByLayout.push_back(place.name);
    // The Inspector's title bar under the Scene's (2D without a lesson, 3D in a narrow window).
    mode.stackedPanels.clear();
    const auto placeOf = [&](const char* name) {
        const auto found = std::find_if(mode.queuedPanels.begin(), mode.queuedPanels.end(),
                                        [&](const PanelPlace& p) { return p.name == name; });
        return found == mode.queuedPanels.end() ? nullptr : &*found;
    };
    const PanelPlace* scene = placeOf("Scene");
    const PanelPlace* inspector = placeOf("Inspector");
    if (scene && inspector && scene->collapsed && inspector->collapsed)
        mode.stackedPanels.push_back({"Inspector", "Scene", inspector->pos});
}

void placeQueuedPanel(PresentationState& presentation, const char* name) {
    std::vector<PanelPlace>& queue = presentation.queuedPanels;
    const auto place = std::find_if(queue.begin(), queue.end(), [name](const PanelPlace& p) { return p.name == name; });
    if (place == queue.end()) return;
    ImGui::SetNextWindowPos(ImVec2(static_cast<float>(place->pos.x), static_cast<float>(place->pos.y)), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(static_cast<float>(place->size.x), static_cast<float>(place->size.y)), ImGuiCond_Always);
    ImGui::SetNextWindowCollapsed(place->collapsed, ImGuiCond_Always);
    ImGui::SetNextWindowScroll(ImVec2(0.0f, 0.0f)); // shown from its top
    queue.erase(place);
}

} // namespace ui
