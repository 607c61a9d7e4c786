// SPDX-License-Identifier: MIT
// The window's docks each frame, the places they give the panels, and the docks' tabs.
#include "ui/editor/window_layout.hpp"

#include <algorithm>
#include <optional>
#include <string>

#include <imgui.h>

#include "ui/draw/panel_rects.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/presentation.hpp"
#include "ui/model/analysis3d.hpp"
#include "ui/panels/sat_panel.hpp"
#include "ui/panels/timeline_panel.hpp"

namespace ui {
namespace {

// ImGui 1.86's SDL backend stores keys at their SDL scancodes (USB HID usage ids: A is 4, F6 63, F7 64).
constexpr int kHidA = 4;
constexpr int kHidF6 = 63;
constexpr int kHidF7 = 64;

bool pressedHid(int hid) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_A) - kHidA + hid, false); }

// The panels' sizes at scale 1 (their content wraps or scrolls to any size). Fixed, not measured from
// last frame's content: a panel's content follows its width (fields fill it), so measuring it would
// feed back into the next frame's layout.
constexpr glm::dvec2 kSceneSize{300, 290};
constexpr glm::dvec2 kInspectorSize{300, 300};
constexpr double kLessonsWidth = 400;
constexpr double kSat3dHeight = 314;
constexpr glm::dvec2 kExplanationSize{400, 330};
constexpr glm::dvec2 kFindingsSize{440, 300};
constexpr glm::dvec2 kSnagsSize{440, 460};
constexpr glm::dvec2 kAxisStripSize{420, 366};
constexpr glm::dvec2 kEventsSize{440, 260};
// The narrowest each panel's rows take whole at scale 1 (buttons side by side, the strip's name,
// number line and value), while not folded to its title bar.
constexpr double kSceneMinWidth = 250;
constexpr double kInspectorMinWidth = 300; // Duplicate and Delete, the 3D fields' labels
constexpr double kLessonsMinWidth = 250;
constexpr double kAxisStripMinWidth = 300;
constexpr double kFindingsMinWidth = 280;
constexpr double kSnagsMinWidth = 300; // the probe fields and the layer table's Merge button
constexpr double kExplanationMinWidth = 250;
constexpr double kEventsMinWidth = 300;
/// A column's widest share of the window, whatever its content asks for.
constexpr double kColumnShare = 0.36;
/// A left column panel's tallest share of the column before the rest is shared out.
constexpr double kStackedShare = 0.45;
/// The least the Scene and Inspector panels keep at scale 1 (the title bar and about three rows, which then
/// scroll) while they give room to a lesson's text.
constexpr double kStackedMinHeight = 80;

struct Wish {
    const char* name;
    glm::dvec2 size;
    double minWidth = 0.0;
};

/// What a panel takes, and whether it was a title bar last frame.
DockedPanel wish(const Wish& w, Dock dock, double displayWidth) {
    DockedPanel panel{w.name, dock, w.size.x, w.size.y, false, w.minWidth};
    if (const auto fit = panelFit(w.name)) panel.collapsed = fit->collapsed;
    if (dock != Dock::Bottom) panel.width = std::max(std::min(panel.width, kColumnShare * displayWidth), panel.minWidth);
    return panel;
}

bool isMap(const sat::Scene& scene) {
    return std::any_of(scene.shapes.begin(), scene.shapes.end(), [](const sat::SceneShape& s) { return !s.group.empty(); });
}

/// The height the Lessons panel's content took last frame (title, text, buttons: ImGui's own measure at the
/// column's width), and about a line more: at exactly that height ImGui may still show the scroll bar, whose
/// width wraps the text onto another line, which asks for more height the next frame, and so back and forth.
/// None before the panel was first shown or while it is a title bar.
std::optional<double> lessonsHeight(double columnHeight, double scale) {
    constexpr double kSlack = 22.0;
    const auto fit = panelFit("Lessons");
    if (!fit || fit->collapsed) return std::nullopt;
    return std::min(fit->needed.y + kSlack * scale, columnHeight);
}

/// The shown panels' wishes, each dock's from top to bottom.
std::vector<DockedPanel> shownPanels(EditorState& state, glm::dvec2 display, double scale, double columnHeight, double gap) {
    std::vector<DockedPanel> panels;
    const bool is3d = state.document.scene().is3d();
    double stacked = kStackedShare * columnHeight;
    // A lesson is read whole: the Scene and Inspector panels above it give up room (their rows scroll) until the
    // Lessons panel gets the height its text takes, as far as their least heights allow.
    double lessons = columnHeight;
    if (const std::optional<double> text = lessonsHeight(columnHeight, scale); text && state.teaching.lessons.open) {
        lessons = *text;
        const double above = (state.view.panels.scene ? 1.0 : 0.0) + (state.view.panels.inspector ? 1.0 : 0.0);
        if (above > 0.0)
            stacked = std::min(stacked, std::max(kStackedMinHeight * scale, (columnHeight - lessons - gap * above) / above));
    }
    if (state.view.panels.scene) {
        DockedPanel scene = wish({"Scene", kSceneSize * scale, kSceneMinWidth * scale}, Dock::Left, display.x);
        scene.height = std::min(scene.height, stacked);
        panels.push_back(scene);
    }
    if (state.view.panels.inspector) {
        DockedPanel inspector = wish({"Inspector", kInspectorSize * scale, kInspectorMinWidth * scale}, Dock::Left, display.x);
        inspector.height = std::min(inspector.height, stacked);
        panels.push_back(inspector);
    }
    if (state.teaching.lessons.open)
        panels.push_back(wish({"Lessons", {kLessonsWidth * scale, lessons}, kLessonsMinWidth * scale}, Dock::Left, display.x));

    if (is3d && state.analysis3d.stripOpen && inspected3(state.document.scene(), state.analysis3d))
        panels.push_back(wish({"Axis strip", kAxisStripSize * scale, kAxisStripMinWidth * scale}, Dock::Right, display.x));
    if (state.teaching.stepMode.panelOpen)
        panels.push_back(wish({"Explanation", kExplanationSize * scale, kExplanationMinWidth * scale}, Dock::Right, display.x));
    // A map opens the Findings panel by itself (drawLintPanel), in this frame already.
    if (state.lint.open || (isMap(state.document.scene()) && !state.lint.autoOpened))
        panels.push_back(wish({"Findings", kFindingsSize * scale, kFindingsMinWidth * scale}, Dock::Right, display.x));
    if (state.snags.open && !is3d)
        panels.push_back(wish({"Snags", kSnagsSize * scale, kSnagsMinWidth * scale}, Dock::Right, display.x));

    if (state.recording.active() && state.recording.eventsOpen)
        panels.push_back(wish({"Events", kEventsSize * scale, kEventsMinWidth * scale}, Dock::Right, display.x));

    if (state.view.panels.sat) {
        const glm::dvec2 size = is3d ? glm::dvec2(0.0, kSat3dHeight * scale) : satPanelSize2d(satPanelParts(state));
        DockedPanel sat = wish({is3d ? "SAT##3d" : "SAT", size}, Dock::Bottom, display.x);
        panels.push_back(sat);
    }
    return panels;
}

} // namespace

void updateWindowLayout(EditorState& state, glm::dvec2 display) {
    state.refreshAnalysis(); // whether a 3D pair is inspected decides whether the Axis strip is shown
    const bool presenting = state.teaching.presentation.on;
    const double scale = state.view.uiScale * (presenting ? kPresentationScale : 1.0);
    const ImGuiStyle& style = ImGui::GetStyle();
    ColumnLayoutInput in;
    in.display = display;
    in.top = ImGui::GetFrameHeight(); // the main menu bar
    // The status line: one line of text in its padding, 10 px above the window's bottom edge.
    in.bottom = ImGui::GetTextLineHeight() + 2.0 * style.WindowPadding.y + 10.0 * state.view.uiScale;
    in.titleHeight = ImGui::GetFontSize() + 2.0 * style.FramePadding.y;
    in.gap = 4.0 * state.view.uiScale;
    in.tabWidth = 14.0 * scale;
    in.leftHidden = state.view.leftColumnHidden;
    in.rightHidden = state.view.rightColumnHidden;
    // The projector's picture keeps more of the window: the panels' larger text wraps sooner.
    in.minFreeShare = presenting ? 0.45 : 0.35;
    in.panels = shownPanels(state, display, scale, display.y - in.top - in.bottom, in.gap);
    if (state.recording.active() && !state.recording.timeline.empty()) in.timelineHeight = kTimelineHeight * scale;
    state.view.layout = layoutColumns(in);
}

bool placeDockedPanel(const ViewState& view, const char* name) {
    const PanelSlot* slot = view.layout.slot(name);
    if (!slot || slot->rect.empty()) return false;
    const auto im = [](glm::dvec2 v) { return ImVec2(static_cast<float>(v.x), static_cast<float>(v.y)); };
    ImGui::SetNextWindowPos(im(slot->rect.lo), ImGuiCond_Always);
    ImGui::SetNextWindowSize(im(slot->rect.hi - slot->rect.lo), ImGuiCond_Always);
    return true;
}

int dockedPanelFlags() { return ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize; }

namespace {

/// One side's tab: a strip along the dock's inner edge with an arrow button at its top.
void dockTab(const char* id, const LayoutRect& rect, bool& hidden, bool pointsLeft, const char* tooltip) {
    if (rect.empty()) return;
    ImGui::SetNextWindowPos(ImVec2(static_cast<float>(rect.lo.x), static_cast<float>(rect.lo.y)), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(static_cast<float>(rect.width()), static_cast<float>(rect.height())), ImGuiCond_Always);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0.0f, 0.0f));
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(0.0f, ImGui::GetStyle().FramePadding.y));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav |
                                   ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (ImGui::Begin(id, nullptr, flags)) {
        const ImGuiDir direction = pointsLeft ? ImGuiDir_Left : ImGuiDir_Right;
        if (ImGui::ArrowButton("##toggle", direction)) hidden = !hidden;
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tooltip);
    }
    ImGui::End();
    ImGui::PopStyleVar(2);
}

} // namespace

void drawDockTabs(EditorState& state) {
    ViewState& view = state.view;
    dockTab("##left dock tab", view.layout.leftTab, view.leftColumnHidden, !view.leftColumnHidden,
            view.leftColumnHidden ? "Show the Scene, Inspector and Lessons panels (F6)"
                                  : "Hide the Scene, Inspector and Lessons panels (F6)");
    dockTab("##right dock tab", view.layout.rightTab, view.rightColumnHidden, view.rightColumnHidden,
            view.rightColumnHidden ? "Show the SAT, Explanation, Findings, Snags and Axis strip panels (F7)"
                                   : "Hide the SAT, Explanation, Findings, Snags and Axis strip panels (F7)");
    if (!keysAreOurs(state) || ImGui::GetIO().KeyCtrl || ImGui::GetIO().KeyAlt) return;
    if (pressedHid(kHidF6)) view.leftColumnHidden = !view.leftColumnHidden;
    if (pressedHid(kHidF7)) view.rightColumnHidden = !view.rightColumnHidden;
}

} // namespace ui
