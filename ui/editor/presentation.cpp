// SPDX-License-Identifier: MIT
// Presentation mode (ui/editor/presentation.hpp).
#include "ui/editor/presentation.hpp"

#include <string_view>

#include <imgui.h>

#include "ui/editor/editor_state.hpp"

namespace ui {
namespace {

Rgba rgb(int r, int g, int b, float a = 1.0f) {
    return {static_cast<float>(r) / 255.0f, static_cast<float>(g) / 255.0f, static_cast<float>(b) / 255.0f, a};
}

/// The light ImGui colours, opaque panels, every size scaled.
void applyPresentationStyle(PresentationState& mode) {
    ImGuiStyle& style = ImGui::GetStyle();
    mode.savedStyle = std::make_shared<ImGuiStyle>(style);
    ImGui::StyleColorsLight(&style);
    ImVec4* c = style.Colors;
    c[ImGuiCol_Text] = ImVec4(0.0f, 0.0f, 0.0f, 1.0f);
    c[ImGuiCol_WindowBg] = ImVec4(0.97f, 0.97f, 0.97f, 1.0f);
    c[ImGuiCol_Border] = ImVec4(0.0f, 0.0f, 0.0f, 0.45f);
    c[ImGuiCol_Button] = ImVec4(0.00f, 0.45f, 0.70f, 0.25f);
    c[ImGuiCol_ButtonHovered] = ImVec4(0.00f, 0.45f, 0.70f, 0.45f);
    style.WindowBorderSize = 2.0f;
    style.FrameBorderSize = 1.0f;
    style.ScaleAllSizes(kPresentationScale);
    mode.styleApplied = true;
}

void restoreStyle(PresentationState& mode) {
    if (mode.savedStyle) ImGui::GetStyle() = *mode.savedStyle;
    mode.savedStyle.reset();
    mode.styleApplied = false;
}

} // namespace

Theme presentationTheme(float uiScale) {
    Theme t = Theme::light().scaled(uiScale * kPresentationScale);
    t.lineWidth *= kPresentationLineBoost;
    t.background = rgb(255, 255, 255);
    t.gridMinor = rgb(0, 0, 0, 0.07f);
    t.gridMajor = rgb(0, 0, 0, 0.18f);
    t.worldAxes = rgb(0, 0, 0, 0.5f);
    t.text = rgb(0, 0, 0);
    t.textDim = rgb(40, 44, 52);
    t.labelBox = rgb(255, 255, 255, 0.95f);
    t.selection = rgb(0, 0, 0);
    t.overlap = rgb(190, 20, 20); // dark red: reads as dark for every vision, unlike the blue gap
    t.gap = rgb(0, 90, 180);
    t.separating = rgb(150, 95, 0);
    t.contact = rgb(150, 95, 0);
    t.axisLine = rgb(0, 0, 0, 0.7f);
    t.dashRoleB = true;
    return t;
}

void togglePresentation(EditorState& state) {
    PresentationState& mode = state.teaching.presentation;
    mode.on = !mode.on;
    if (mode.on) {
        mode.viewSaved = true;
        mode.savedCenter = state.view.transform.center;
        mode.savedZoom = state.view.transform.zoom;
        mode.sceneOpened = false;
        mode.framePending = kPresentationFrameFrames;
        mode.camera3dSaved = state.document.scene().is3d();
        mode.savedCamera3d = state.view3d.camera;
    } else if (mode.viewSaved && !mode.sceneOpened) {
        state.view.transform.center = mode.savedCenter; // the view from before F5, not the projector's
        state.view.transform.zoom = mode.savedZoom;
    } else if (mode.sceneOpened) {
        state.adoptSceneView(); // another lesson or scene was opened meanwhile: its own view
    }
    if (!mode.on && mode.camera3dSaved && !mode.sceneOpened)
        state.view3d.camera = mode.savedCamera3d; // the camera from before F5
    if (!mode.on) {
        mode.camera3dSaved = false;
        mode.viewSaved = false;
        mode.framePending = 0;
        mode.framedSize = {};
    }
    mode.placePanels = true; // sized for the text, or back as they were (ui/editor/panel_layout.hpp)
    state.setStatus(state.teaching.presentation.on ? "Presentation mode: on (F5 to leave)" : "Presentation mode: off");
}

ImFont* presentationFont() {
    if (ImGui::GetCurrentContext() == nullptr) return nullptr;
    const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
    for (ImFont* font : atlas->Fonts)
        if (font->ConfigData && std::string_view(font->ConfigData->Name) == kPresentationFontName) return font;
    return nullptr;
}

PresentationFrame::PresentationFrame(EditorState& state) {
    PresentationState& mode = state.teaching.presentation;
    if (keysAreOurs(state) && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_A) + 58, false))
        togglePresentation(state); // F5: scancode 62
    if (mode.on && !mode.styleApplied) applyPresentationStyle(mode);
    if (!mode.on && mode.styleApplied) restoreStyle(mode);
    if (mode.on) {
        state.view.theme = presentationTheme(state.view.uiScale);
        if (ImFont* font = presentationFont()) {
            ImGui::PushFont(font);
            pushedFont_ = true;
        }
    }
    updatePanelLayout(state); // with the mode's style and font: a title bar's height
}

PresentationFrame::~PresentationFrame() {
    if (pushedFont_) ImGui::PopFont();
}

} // namespace ui
