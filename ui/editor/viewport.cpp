// SPDX-License-Identifier: MIT
// The viewport: the free rectangle the panels' docks leave (its centre is the
// view centre), claims the mouse with an InvisibleButton and draws the
// picture into its window's draw list, clipped to that rectangle.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include <glm/common.hpp>
#include <glm/geometric.hpp>
#include <imgui.h>

#include "ui/draw/imgui_canvas.hpp"
#include "ui/draw/imgui_helpers.hpp"
#include "ui/draw/panel_rects.hpp"
#include "ui/draw/snag_markers.hpp"
#include "ui/editor/drag_readout.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/presentation_view.hpp"
#include "ui/editor/snag_actions.hpp"
#include "ui/editor/step_draw.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/model/handles.hpp"
#include "ui/model/shape_edit.hpp"

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
        if (auto handle = pickHandle(shapes[*index].spec, state.view.transform, mouse);
            handle && handle->kind != HandleKind::Body)
            return Hit{*index, *handle};
    }
    for (std::size_t i = shapes.size(); i-- > 0;) {
        if (!shapes[i].visible || sat::is3d(shapes[i].spec)) continue;
        if (containsPoint(shapes[i].spec, state.view.transform.toWorld(mouse)))
            return Hit{i, Handle{HandleKind::Body, {0, 0}, -1, state.view.transform.toWorld(mouse)}};
    }
    return std::nullopt;
}

bool spaceHeld() { return ImGui::IsKeyDown(ImGui::GetKeyIndex(ImGuiKey_Space)); }

void pressLeft(EditorState& state, glm::dvec2 mouse) {
    const ImGuiIO& io = ImGui::GetIO();
    if (spaceHeld()) {
        state.gestures.panning = true;
        return;
    }
    if (state.snags.probeTool) { // the probe tool's drag moves the probe, never a shape
        state.gestures.probeDragging = true;
        moveProbeTo(state, state.view.transform.toWorld(mouse));
        return;
    }
    const std::optional<Hit> hit = pick(state, mouse);
    if (!hit) {
        // Dragging empty space pans; a click on it (no drag) selects nothing.
        state.gestures.panning = true;
        state.gestures.clearSelectionOnRelease = !io.KeyShift;
        state.gestures.pressPosition = mouse;
        return;
    }
    const std::string& name = state.document.scene().shapes[hit->index].name;
    if (io.KeyShift || !state.selection.contains(name)) state.selection.click(name, io.KeyShift);
    if (state.selection.contains(name))
        state.gestures.shape.begin(state.document, static_cast<int>(hit->index), hit->handle,
                                   state.view.transform.toWorld(mouse));
}

void handleMouse(EditorState& state, bool hovered) {
    const ImGuiIO& io = ImGui::GetIO();
    const glm::dvec2 mouse = mousePosition();
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) pressLeft(state, mouse);
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Middle)) state.gestures.panning = true;

    const bool anyDown = ImGui::IsMouseDown(ImGuiMouseButton_Left) || ImGui::IsMouseDown(ImGuiMouseButton_Middle);
    if (state.gestures.panning) state.view.transform.panBy(mouse - state.gestures.lastMouse);
    if (state.gestures.probeDragging && mouse != state.gestures.lastMouse)
        moveProbeTo(state, state.view.transform.toWorld(mouse));
    // Until the pointer leaves the click slop the press is a click: the shape stays as it is.
    if (state.gestures.shape.active() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, kClickSlopPx))
        state.gestures.shape.update(state.document, state.view.transform.toWorld(mouse), modifiers(), state.view.snapStep());
    if (!anyDown) {
        if (state.gestures.clearSelectionOnRelease && glm::length(mouse - state.gestures.pressPosition) <= kClickSlopPx)
            state.selection.clear();
        state.gestures.clearSelectionOnRelease = false;
        state.gestures.panning = false;
        state.gestures.probeDragging = false;
        if (state.gestures.shape.active()) state.gestures.shape.end(state.document);
    }
    if (state.gestures.shape.active() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
        state.gestures.shape.cancel(state.document);

    if (hovered && io.MouseWheel != 0.0f)
        state.view.transform.zoomAbout(mouse, std::pow(kZoomPerWheelStep, static_cast<double>(io.MouseWheel)));
    state.gestures.lastMouse = mouse;
}

void setCursor(const EditorState& state, bool hovered) {
    if (!hovered) return;
    if (state.gestures.panning) {
        ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeAll);
        return;
    }
    const std::optional<Hit> hit = state.gestures.shape.active() ? std::nullopt : pick(state, mousePosition());
    const HandleKind kind = state.gestures.shape.active() ? state.gestures.shape.kind()
                            : hit                         ? hit->handle.kind
                                                          : HandleKind::Body;
    if (!state.gestures.shape.active() && !hit) return;
    ImGui::SetMouseCursor(kind == HandleKind::Body ? ImGuiMouseCursor_ResizeAll : ImGuiMouseCursor_Hand);
}

PictureInput pictureInput(const EditorState& state) {
    PictureInput input;
    input.scene = &state.document.scene();
    input.analysis = &state.analysis.result;
    input.selection = &state.selection;
    input.view = state.view.transform;
    input.theme = state.view.theme;
    input.toggles = state.view.toggles;
    input.hoveredAxis = state.analysis.hoveredAxis;
    // The banner's row, clear of the panels (a lesson's, presentation mode's larger ones).
    const LayoutRect& free = state.view.layout.free;
    const double top = state.view.transform.origin.y + 36.0 * state.view.theme.scale;
    input.bannerRow = freeRowBetweenPanels(top, top + state.view.theme.fontSize * 1.1 * 1.3, free.lo.x, free.hi.x,
                                           (free.lo.x + free.hi.x) * 0.5);
    input.panels = panelRects(); // the lanes' labels keep off them where they can
    if (const std::optional<ProbeView>& probe = state.snags.probe) {
        // The probe (Snags panel) is drawn as a shape of its own with the SAT overlays of it and the collider it
        // shows, the MTV axis highlighted unless the pointer is on another lane.
        input.scene = &probe->scene;
        input.analysis = &probe->analysis;
        input.selection = &probe->selection;
        if (input.hoveredAxis < 0) input.hoveredAxis = probe->highlightedAxis;
        input.showHandles = false;
    }
    return input;
}

/// Why a vertex drag is being refused, next to the cursor and above the
/// panels (it must be seen while the mouse is still down).
void drawRefusal(const EditorState& state, const FrameContext& frame) {
    if (!state.gestures.shape.active() || state.gestures.shape.refusal().empty()) return;
    ImGuiCanvas canvas(ImGui::GetForegroundDrawList(), nullptr);
    const std::string& text = state.gestures.shape.refusal();
    const float size = state.view.theme.fontSize;
    const glm::dvec2 box = canvas.textSize(text, size) + glm::dvec2(size, size * 0.3);
    glm::dvec2 at = mousePosition() + glm::dvec2(18.0, 18.0) * static_cast<double>(state.view.uiScale);
    at.x = std::clamp(at.x, 4.0, std::max(4.0, frame.displayWidth - box.x - 4.0));
    at.y = std::clamp(at.y, 4.0, std::max(4.0, frame.displayHeight - box.y - 4.0));
    label(canvas, at, TextAnchor::TopLeft, text, state.view.theme.background, state.view.theme.warning, size);
}

/// A scene opened with its own saved view keeps it while the shapes it shows (those in the window; the
/// others it leaves out on purpose) lie inside the free rectangle. Once they would not (the view was saved for a wider room, or a
/// column opened since), the view moves at its saved zoom just far enough to bring them inside, with a margin, so no shape opens
/// or stays hidden under a dock; a view into a picture larger than the room is kept as saved. Panning, zooming or framing ends
/// the check.
void keepSavedViewClearOfDocks(EditorState& state) {
    ViewState& view = state.view;
    if (!view.savedView || state.teaching.presentation.on) return; // presentation mode frames on its own
    ViewState::SavedView& saved = *view.savedView;
    if (view.transform.center != saved.center || view.transform.zoom != saved.zoom) {
        view.savedView.reset(); // panned, zoomed or framed: the view is the user's now
        return;
    }
    const LayoutRect& free = view.layout.free;
    if (free.empty() || (free.lo == saved.checkedIn.lo && free.hi == saved.checkedIn.hi)) return;
    saved.checkedIn = free;
    const LayoutRect window{view.transform.origin, view.transform.origin + view.transform.size};
    LayoutRect shapes{glm::dvec2(std::numeric_limits<double>::max()), glm::dvec2(std::numeric_limits<double>::lowest())};
    for (const sat::SceneShape& shape : state.document.scene().shapes) {
        if (!shape.visible || sat::is3d(shape.spec)) continue;
        glm::dvec2 worldLo, worldHi;
        boundsOf(shape.spec, worldLo, worldHi);
        const glm::dvec2 a = view.transform.toScreen(worldLo), b = view.transform.toScreen(worldHi);
        const LayoutRect onScreen{glm::min(a, b), glm::max(a, b)};
        if (!window.overlaps(onScreen)) continue; // outside the window: the saved view leaves it out on purpose
        shapes.lo = glm::min(shapes.lo, onScreen.lo);
        shapes.hi = glm::max(shapes.hi, onScreen.hi);
    }
    if (shapes.lo.x > shapes.hi.x || free.contains(shapes)) return;
    const double margin = 24.0 * view.uiScale;
    if (shapes.width() + 2.0 * margin > free.width() || shapes.height() + 2.0 * margin > free.height())
        return; // a view into a larger picture (a map seen close up): kept as saved
    // The least shift (screen pixels) that puts the shapes' box inside the free rectangle, less the margin.
    const auto shiftInto = [margin](double lo, double hi, double roomLo, double roomHi) {
        if (lo < roomLo + margin) return roomLo + margin - lo;
        if (hi > roomHi - margin) return roomHi - margin - hi;
        return 0.0;
    };
    const glm::dvec2 shift{shiftInto(shapes.lo.x, shapes.hi.x, free.lo.x, free.hi.x),
                           shiftInto(shapes.lo.y, shapes.hi.y, free.lo.y, free.hi.y)};
    view.transform.center -= glm::dvec2(shift.x, -shift.y) / view.transform.zoom; // world y points up
    saved.center = view.transform.center;
}

/// The whole name of a hovered lane's axis where the picture draws it shortened (canvasAxisName), as the SAT
/// panel names it.
void shortenedLaneTooltip(const PictureInput& input, int axis) {
    if (!input.analysis || !input.analysis->inspected) return;
    const InspectedAnalysis& inspected = *input.analysis->inspected;
    if (axis < 0 || static_cast<std::size_t>(axis) >= inspected.report.axes.size()) return;
    const sat::AxisResult2<double>& result = inspected.report.axes[static_cast<std::size_t>(axis)];
    const std::string whole = axisName(result, inspected.names);
    if (whole != canvasAxisName(result, inspected.names)) ImGui::SetTooltip("%s", whole.c_str());
}

} // namespace

void drawViewport(EditorState& state, const FrameContext& frame) {
    if (state.document.scene().is3d()) return drawViewport3d(state, frame);
    // The window's centre is the view's centre (scripts rely on the mapping); the picture lives in the free
    // rectangle the panels' docks leave (ui/editor/window_layout.hpp): the viewport takes the mouse there and
    // draws clipped to it, and framing fits the picture into it.
    state.view.transform.origin = {0.0, 0.0};
    state.view.transform.size = {frame.displayWidth, frame.displayHeight};
    if (state.view.frameAllPending) {
        state.frameAll();
        state.view.frameAllPending = false;
    }
    keepSavedViewClearOfDocks(state);
    const LayoutRect& free = state.view.layout.free;
    const ImVec2 size(static_cast<float>(std::max(free.width(), 1.0)), static_cast<float>(std::max(free.height(), 1.0)));
    beginViewportWindow(ImVec2(static_cast<float>(free.lo.x), static_cast<float>(free.lo.y)), size);
    ImGui::InvisibleButton("##canvas", size, ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonMiddle);
    const bool hovered = ImGui::IsItemHovered();

    handleMouse(state, hovered);
    state.refreshAnalysis();
    ImGuiCanvas canvas(ImGui::GetWindowDrawList(), nullptr);
    if (state.view.framePicturePending) {
        framePicture(state, canvas); // Frame All's last step: the lanes and labels too
        state.view.framePicturePending = false;
    }
    framePresentationView(state, canvas, panelRects()); // F5, or a lesson opened in presentation mode
    PictureInput input = pictureInput(state);
    applyStepMode(state, input);
    const std::vector<AxisLane> lanes = inspectedLanes(input);
    if (hovered && !state.gestures.shape.active() && !state.gestures.panning)
        if (const auto lane = pickLane(lanes, state.view.transform, mousePosition(), kLaneHoverPx * state.view.uiScale)) {
            state.analysis.nextHoveredAxis = *lane;
            shortenedLaneTooltip(input, *lane);
        }
    setCursor(state, hovered);

    drawPicture(canvas, input);
    if (state.snags.map && (state.snags.open || state.snags.probe)) {
        canvas.pushClip(free.lo, free.hi);
        drawSnagMarkers(canvas, state.view.transform, state.view.theme, state.snags.map->result.snags, state.snags.inspected);
        if (const auto& preview = state.snags.preview)
            drawMergePreviewOutlines(canvas, state.view.transform, state.view.theme, preview->merge.scene, preview->group);
        canvas.popClip();
    }
    const std::optional<PanelRect> drawn = pictureOnScreen(state, canvas);
    state.view.pictureExtent = drawn ? LayoutRect{drawn->lo, drawn->hi} : LayoutRect{};
    drawStepMode(canvas, state, input);
    ImGui::End();
    drawRefusal(state, frame);
    drawDragReadout(state, frame);
}

} // namespace ui
