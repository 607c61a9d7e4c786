// The viewport: fills the whole window behind the panels (so the window
// centre is the view centre), claims the mouse with an InvisibleButton and
// draws the picture into the window's draw list.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>
#include <imgui.h>

#include "ui/editor/editor_state.hpp"
#include "ui/model/handles.hpp"
#include "ui/draw/imgui_canvas.hpp"
#include "ui/draw/imgui_helpers.hpp"
#include "ui/draw/panel_rects.hpp"
#include "ui/editor/presentation_view.hpp"
#include "ui/model/shape_edit.hpp"
#include "ui/editor/step_draw.hpp"
#include "ui/editor/view3d_actions.hpp"

namespace ui {
namespace {

constexpr double kLaneHoverPx = 8.0;

Modifiers modifiers() {
    const ImGuiIO& io = ImGui::GetIO();
    return {io.KeyCtrl, io.KeyShift, io.KeyAlt};
}

struct Hit {
    std::size_t index;
    Handle handle;
};

/// Handles of the selected shapes first, then bodies from the top (last drawn) down.
std::optional<Hit> pick(const EditorState& state, glm::dvec2 mouse) {
    const auto& shapes = state.document.scene().shapes;
    for (const std::string& name : state.selection.names()) {
        const auto index = state.indexOf(name);
        if (!index || !shapes[*index].visible) continue;
        if (auto handle = pickHandle(shapes[*index].spec, state.view, mouse); handle && handle->kind != HandleKind::Body)
            return Hit{*index, *handle};
    }
    for (std::size_t i = shapes.size(); i-- > 0;) {
        if (!shapes[i].visible || sat::is3d(shapes[i].spec)) continue;
        if (containsPoint(shapes[i].spec, state.view.toWorld(mouse)))
            return Hit{i, Handle{HandleKind::Body, {0, 0}, -1, state.view.toWorld(mouse)}};
    }
    return std::nullopt;
}

bool spaceHeld() { return ImGui::IsKeyDown(ImGui::GetKeyIndex(ImGuiKey_Space)); }

void pressLeft(EditorState& state, glm::dvec2 mouse) {
    const ImGuiIO& io = ImGui::GetIO();
    if (spaceHeld()) {
        state.panning = true;
        return;
    }
    const std::optional<Hit> hit = pick(state, mouse);
    if (!hit) {
        // Dragging empty space pans; a click on it (no drag) selects nothing.
        state.panning = true;
        state.clearSelectionOnRelease = !io.KeyShift;
        state.pressPosition = mouse;
        return;
    }
    const std::string& name = state.document.scene().shapes[hit->index].name;
    if (io.KeyShift || !state.selection.contains(name)) state.selection.click(name, io.KeyShift);
    if (state.selection.contains(name)) state.gesture.begin(state.document, static_cast<int>(hit->index), hit->handle, state.view.toWorld(mouse));
}

void handleMouse(EditorState& state, bool hovered) {
    const ImGuiIO& io = ImGui::GetIO();
    const glm::dvec2 mouse = mousePosition();
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) pressLeft(state, mouse);
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Middle)) state.panning = true;

    const bool anyDown = ImGui::IsMouseDown(ImGuiMouseButton_Left) || ImGui::IsMouseDown(ImGuiMouseButton_Middle);
    if (state.panning) state.view.panBy(mouse - state.lastMouse);
    // Until the pointer leaves the click slop the press is a click: the shape stays as it is.
    if (state.gesture.active() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, kClickSlopPx))
        state.gesture.update(state.document, state.view.toWorld(mouse), modifiers(), state.snapStep());
    if (!anyDown) {
        if (state.clearSelectionOnRelease && glm::length(mouse - state.pressPosition) <= kClickSlopPx) state.selection.clear();
        state.clearSelectionOnRelease = false;
        state.panning = false;
        if (state.gesture.active()) state.gesture.end(state.document);
    }
    if (state.gesture.active() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) state.gesture.cancel(state.document);

    if (hovered && io.MouseWheel != 0.0f)
        state.view.zoomAbout(mouse, std::pow(kZoomPerWheelStep, static_cast<double>(io.MouseWheel)));
    state.lastMouse = mouse;
}

void setCursor(const EditorState& state, bool hovered) {
    if (!hovered) return;
    if (state.panning) {
        ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeAll);
        return;
    }
    const std::optional<Hit> hit = state.gesture.active() ? std::nullopt : pick(state, mousePosition());
    const HandleKind kind = state.gesture.active() ? state.gesture.kind() : hit ? hit->handle.kind : HandleKind::Body;
    if (!state.gesture.active() && !hit) return;
    ImGui::SetMouseCursor(kind == HandleKind::Body ? ImGuiMouseCursor_ResizeAll : ImGuiMouseCursor_Hand);
}

PictureInput pictureInput(const EditorState& state) {
    PictureInput input;
    input.scene = &state.document.scene();
    input.analysis = &state.analysis;
    input.selection = &state.selection;
    input.view = state.view;
    input.theme = state.theme;
    input.toggles = state.toggles;
    input.hoveredAxis = state.hoveredAxis;
    // The banner's row, clear of the panels (a lesson's, presentation mode's larger ones).
    const double top = state.view.origin.y + 36.0 * state.theme.scale;
    input.bannerRow = freeRowBetweenPanels(top, top + state.theme.fontSize * 1.1 * 1.3, state.view.origin.x,
                                           state.view.origin.x + state.view.size.x, state.view.origin.x + state.view.size.x * 0.5);
    input.panels = panelRects(); // the lanes' labels keep off them where they can
    return input;
}

/// Why a vertex drag is being refused, next to the cursor and above the
/// panels (it must be seen while the mouse is still down).
void drawRefusal(const EditorState& state, const FrameContext& frame) {
    if (!state.gesture.active() || state.gesture.refusal().empty()) return;
    ImGuiCanvas canvas(ImGui::GetForegroundDrawList(), nullptr);
    const std::string& text = state.gesture.refusal();
    const float size = state.theme.fontSize;
    const glm::dvec2 box = canvas.textSize(text, size) + glm::dvec2(size, size * 0.3);
    glm::dvec2 at = mousePosition() + glm::dvec2(18.0, 18.0) * static_cast<double>(state.uiScale);
    at.x = std::clamp(at.x, 4.0, std::max(4.0, frame.displayWidth - box.x - 4.0));
    at.y = std::clamp(at.y, 4.0, std::max(4.0, frame.displayHeight - box.y - 4.0));
    label(canvas, at, TextAnchor::TopLeft, text, state.theme.background, state.theme.warning, size);
}

} // namespace

void drawViewport(EditorState& state, const FrameContext& frame) {
    if (state.document.scene().is3d()) return drawViewport3d(state, frame);
    state.view.origin = {0.0, 0.0};
    state.view.size = {frame.displayWidth, frame.displayHeight};
    if (state.frameAllPending) {
        state.frameAll();
        state.frameAllPending = false;
    }
    beginViewportWindow(frame.displayWidth, frame.displayHeight);
    ImGui::InvisibleButton("##canvas", ImVec2(std::max(frame.displayWidth, 1.0f), std::max(frame.displayHeight, 1.0f)),
                           ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonMiddle);
    const bool hovered = ImGui::IsItemHovered();

    handleMouse(state, hovered);
    state.refreshAnalysis();
    ImGuiCanvas canvas(ImGui::GetWindowDrawList(), nullptr);
    framePresentationView(state, canvas, panelRects()); // F5, or a lesson opened in presentation mode
    PictureInput input = pictureInput(state);
    applyStepMode(state, input);
    const std::vector<AxisLane> lanes = inspectedLanes(input);
    if (hovered && !state.gesture.active() && !state.panning)
        if (const auto lane = pickLane(lanes, state.view, mousePosition(), kLaneHoverPx * state.uiScale)) state.nextHoveredAxis = *lane;
    setCursor(state, hovered);

    drawPicture(canvas, input);
    drawStepMode(canvas, state, input);
    ImGui::End();
    drawRefusal(state, frame);
}

} // namespace ui
