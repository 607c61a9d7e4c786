// SPDX-License-Identifier: MIT
// The 3D viewport: fills the whole window behind the panels, claims the mouse
// with an InvisibleButton, draws the boxes through the app's Renderer3d (an
// ImDrawList callback, so the ImGui overlays drawn after it land on top) and
// the handles, labels and SAT overlays through a Canvas.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <glm/common.hpp>

#include <glm/geometric.hpp>
#include <imgui.h>

#include "ui/draw/imgui_canvas.hpp"
#include "ui/draw/imgui_helpers.hpp"
#include "ui/draw/overlay3d.hpp"
#include "ui/draw/panel_rects.hpp"
#include "ui/draw/scene_mesh3d.hpp"
#include "ui/editor/drag_readout.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/editor/view3d_actions.hpp"
#include "ui/model/handles3d.hpp"
#include "ui/model/round3d_edit.hpp"
#include "ui/model/step_mode.hpp"
#include "ui/panels/step_mode_editor.hpp"

namespace ui {
namespace {

constexpr double kOrbitRadiansPerPixel = 0.008;

AxisLock heldAxisLock() {
    if (ImGui::IsKeyDown(letterKey('X'))) return AxisLock::X;
    if (ImGui::IsKeyDown(letterKey('Y'))) return AxisLock::Y;
    if (ImGui::IsKeyDown(letterKey('Z'))) return AxisLock::Z;
    return AxisLock::None;
}

void render3dCallback(const ImDrawList*, const ImDrawCmd* command) {
    auto* view = static_cast<View3dState*>(command->UserCallbackData);
    if (view && view->renderer) view->renderer->render(view->frame);
}

bool rotatable(const sat::ShapeSpec& spec) { return std::holds_alternative<sat::Obb3Spec>(spec); }

/// The handle or box under the mouse: handles of selected boxes first, then the nearest box.
Hover3d pick(const EditorState& state, const ScreenRect& rect, glm::dvec2 mouse) {
    const View3dState& view = state.view3d;
    const auto& shapes = state.document.scene().shapes;
    for (const std::string& name : state.selection.names()) {
        const auto index = state.indexOf(name);
        if (!index || !shapes[*index].visible) continue;
        if (const auto round = round3Shape(shapes[*index].spec)) {
            if (const auto handle = pickRoundHandle3d(*round, isCapsule3(shapes[*index].spec), view.camera, rect, mouse,
                                                      kHandle3dPickPx * state.view.uiScale))
                return {static_cast<int>(*index), *handle};
            continue;
        }
        const auto frame = box3Frame(shapes[*index].spec);
        if (!frame) continue;
        if (const auto handle = pickHandle3d(*frame, rotatable(shapes[*index].spec), view.camera, rect, mouse,
                                             kHandle3dPickPx * state.view.uiScale))
            return {static_cast<int>(*index), *handle};
    }
    return {pickBox3d(state.document.scene(), view.camera, rect, mouse), Handle3d{}};
}

void pressLeft(EditorState& state, const ScreenRect& rect, glm::dvec2 mouse) {
    const ImGuiIO& io = ImGui::GetIO();
    View3dState& view = state.view3d;
    view.pressPosition = mouse;
    const Hover3d hit = pick(state, rect, mouse);
    if (io.KeyAlt || hit.shape < 0) {
        // Alt+drag, or a drag on empty space, orbits; a click on empty space selects nothing.
        view.orbiting = true;
        view.clearSelectionOnRelease = hit.shape < 0 && !io.KeyShift && !io.KeyCtrl;
        return;
    }
    const std::string& name = state.document.scene().shapes[static_cast<std::size_t>(hit.shape)].name;
    const bool adding = io.KeyShift || io.KeyCtrl;
    if (hit.handle.kind == Handle3dKind::Body && (adding || !state.selection.contains(name))) state.selection.click(name, adding);
    if (state.selection.contains(name)) view.gesture.begin(state.document, hit.shape, hit.handle, view.camera, rect, mouse);
}

void handleMouse(EditorState& state, const ScreenRect& rect, bool hovered) {
    const ImGuiIO& io = ImGui::GetIO();
    View3dState& view = state.view3d;
    const glm::dvec2 mouse = mousePosition();
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) pressLeft(state, rect, mouse);
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Right)) (io.KeyShift ? view.panning : view.orbiting) = true;
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Middle)) view.panning = true;

    const glm::dvec2 delta = mouse - view.lastMouse;
    if (view.orbiting) view.camera.orbit(-delta.x * kOrbitRadiansPerPixel, delta.y * kOrbitRadiansPerPixel);
    if (view.panning) view.camera.pan(delta, rect);
    // Until the pointer leaves the click slop the press is a click: the box stays as it is.
    if (view.gesture.active() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, kClickSlopPx))
        view.gesture.update(state.document, view.camera, rect, mouse, {io.KeyCtrl, io.KeyAlt, heldAxisLock()},
                            gridStep3d(view.camera.distance));
    if (view.gesture.active() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) view.gesture.cancel(state.document);

    const bool anyDown = ImGui::IsMouseDown(ImGuiMouseButton_Left) || ImGui::IsMouseDown(ImGuiMouseButton_Middle) ||
                         ImGui::IsMouseDown(ImGuiMouseButton_Right);
    if (!anyDown) {
        if (view.clearSelectionOnRelease && glm::length(mouse - view.pressPosition) <= kClickSlopPx) state.selection.clear();
        view.clearSelectionOnRelease = false;
        view.orbiting = view.panning = false;
        if (view.gesture.active()) view.gesture.end(state.document);
    }
    if (hovered && io.MouseWheel != 0.0f)
        view.camera.zoomAt(std::pow(kZoomPerWheelStep, static_cast<double>(io.MouseWheel)), mouse, rect);
    view.lastMouse = mouse;
}

void setCursor(const View3dState& view, bool hovered) {
    if (!hovered) return;
    if (view.orbiting || view.panning) ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeAll);
    else if (view.gesture.active() || view.hover.shape >= 0)
        ImGui::SetMouseCursor(view.hover.handle.kind == Handle3dKind::Body ? ImGuiMouseCursor_ResizeAll : ImGuiMouseCursor_Hand);
}

Scene3dInput sceneInput(const EditorState& state, const ScreenRect& rect) {
    Scene3dInput input;
    input.scene = &state.document.scene();
    input.selection = &state.selection;
    input.hoveredShape = state.view3d.gesture.active() ? -1 : state.view3d.hover.shape;
    input.camera = state.view3d.camera;
    input.rect = rect;
    input.theme = state.view.theme;
    input.grid = state.view.toggles.grid;
    return input;
}

Overlay3dInput overlayInput(const EditorState& state, const ScreenRect& rect) {
    Overlay3dInput input;
    input.scene = &state.document.scene();
    input.analysis = &state.analysis3d.result;
    input.camera = state.view3d.camera;
    input.rect = rect;
    input.theme = state.view.theme;
    input.hoveredAxis = state.analysis.hoveredAxis;
    input.selectedAxis = state.analysis3d.selectedAxis;
    // The banner starts right of the panels on its three rows (a lesson's panel is wider than the Scene panel).
    const double left = std::max(rect.min.x, 0.0);
    const double top = std::max(rect.min.y, 0.0) + kBanner3dTop * state.view.theme.scale;
    input.bannerTop = top;
    input.bannerRight = rect.max.x - 12.0 * state.view.theme.scale;
    const glm::dvec2 row = freeRowBetweenPanels(top, top + state.view.theme.fontSize * 5.0, left, left + 1.0e9,
                                                (rect.min.x + rect.max.x) * 0.5);
    input.bannerLeft = std::max(row.x + 20.0 * state.view.theme.scale, left + 20.0 * state.view.theme.scale);
    input.panels = panelRects(); // the axis's name stays off them
    input.window = ScreenRect{{0.0, 0.0}, state.view3d.windowSize};
    // Step mode shows the current step's axis, sweeping the boxes onto it first.
    if (const int step = currentStepAxis(state); step >= 0) {
        input.selectedAxis = step;
        input.hoveredAxis = -1;
        input.stepSweep = currentStepProgress(state);
        input.toggles.mtv = input.toggles.contacts = false; // as in 2D: the MTV comes with the verdict
    }
    return input;
}

const std::array<Rgba, 3> kHandleAxisColors{Rgba{0.95f, 0.38f, 0.38f, 1.0f}, Rgba{0.45f, 0.86f, 0.42f, 1.0f},
                                            Rgba{0.42f, 0.62f, 1.0f, 1.0f}};

void drawRing(Canvas& canvas, const View3dState& view, const ScreenRect& rect, const Box3Frame& box, int axis, bool hot,
              const Theme& theme) {
    const std::vector<glm::dvec3> ring = ringPoints(box, axis);
    const double centreDepth = glm::dot(box.center - view.camera.eye(), view.camera.forward());
    const float width = (hot ? 3.5f : 2.0f) * theme.scale;
    // Two passes: the front half first on a wider band of the handle fill, so a red ring reads on a red box,
    // then the ring itself over it.
    for (const bool underlay : {true, false})
        for (std::size_t n = 0; n < ring.size(); ++n) {
            const auto a = view.camera.toScreen(ring[n], rect), b = view.camera.toScreen(ring[(n + 1) % ring.size()], rect);
            if (!a || !b) continue;
            // The half of the ring behind the box's centre is drawn fainter: it reads as a ring in space.
            const bool behind = (a->depth + b->depth) * 0.5 > centreDepth;
            if (underlay) {
                if (!behind) canvas.line(a->pixel, b->pixel, theme.handleFill.withAlpha(0.9f), width + 2.5f * theme.scale);
                continue;
            }
            const Rgba color = kHandleAxisColors[static_cast<std::size_t>(axis)].withAlpha(hot ? 1.0f : behind ? 0.35f : 0.85f);
            canvas.line(a->pixel, b->pixel, color, width);
        }
}

/// A handle's marker: the selection colour outside, the handle fill inside it, `core` in the middle, so it stands
/// out on any shape colour; round for a radius handle, square for the others.
void drawHandleMarker(Canvas& canvas, glm::dvec2 at, bool hot, bool round, Rgba core, const Theme& theme) {
    const double r = (hot ? 6.5 : 4.5) * theme.scale;
    if (round) {
        canvas.fillCircle(at, static_cast<float>(r + 3.0 * theme.scale), theme.selection);
        canvas.fillCircle(at, static_cast<float>(r + 1.5 * theme.scale), theme.handleFill);
        canvas.fillCircle(at, static_cast<float>(r), core);
        return;
    }
    canvas.fillRect(at - glm::dvec2(r + 3.0 * theme.scale), at + glm::dvec2(r + 3.0 * theme.scale), theme.selection, 2.5f);
    canvas.fillRect(at - glm::dvec2(r + 1.5 * theme.scale), at + glm::dvec2(r + 1.5 * theme.scale), theme.handleFill, 2.0f);
    canvas.fillRect(at - glm::dvec2(r), at + glm::dvec2(r), core, 1.5f);
}

/// A selected sphere's radius handle; a capsule's also its length handles (in the colour of its frame's y axis,
/// along which they move) and its two rings.
void drawRoundHandles(Canvas& canvas, const View3dState& view, const ScreenRect& rect, const sat::Capsule3<double>& round,
                      bool capsule, const std::optional<Handle3d>& hot, const Theme& theme) {
    const auto isHot = [&](Handle3dKind kind, int axis, int side) {
        return hot && hot->kind == kind && (kind == Handle3dKind::Radius || (hot->axis == axis && hot->side == side));
    };
    if (capsule) {
        const Box3Frame frame = round3Frame(round);
        for (const int axis : {0, 2})
            if (roundHandleUsable(round, {Handle3dKind::Ring, axis, 0}, view.camera))
                drawRing(canvas, view, rect, frame, axis, isHot(Handle3dKind::Ring, axis, 0), theme);
        for (const int side : {-1, 1}) {
            if (!roundHandleUsable(round, {Handle3dKind::Length, 1, side}, view.camera)) continue;
            if (const auto p = view.camera.toScreen(lengthHandlePoint(round, side), rect))
                drawHandleMarker(canvas, p->pixel, isHot(Handle3dKind::Length, 1, side), false, kHandleAxisColors[1], theme);
        }
    }
    if (const auto p = view.camera.toScreen(radiusHandlePoint(round, view.camera), rect))
        drawHandleMarker(canvas, p->pixel, isHot(Handle3dKind::Radius, -1, 0), true, theme.selection, theme);
}

void drawHandles(Canvas& canvas, const EditorState& state, const ScreenRect& rect) {
    const View3dState& view = state.view3d;
    const auto& shapes = state.document.scene().shapes;
    const Theme& theme = state.view.theme;
    for (const std::string& name : state.selection.names()) {
        const auto index = state.indexOf(name);
        if (!index || !shapes[*index].visible) continue;
        const bool mine = static_cast<int>(*index) == (view.gesture.active() ? view.gesture.shapeIndex() : view.hover.shape);
        const Handle3d hot = view.gesture.active() ? view.gesture.handle() : view.hover.handle;
        if (const auto round = round3Shape(shapes[*index].spec)) {
            drawRoundHandles(canvas, view, rect, *round, isCapsule3(shapes[*index].spec),
                             mine ? std::optional<Handle3d>(hot) : std::nullopt, theme);
            continue;
        }
        const auto box = box3Frame(shapes[*index].spec);
        if (!box) continue;
        // Handles that cannot be dragged from this view (handleUsable) are not drawn: a face handle facing the
        // eye would sit on the box's middle, a ring seen edge-on is a line through the box.
        if (rotatable(shapes[*index].spec))
            for (int axis = 0; axis < 3; ++axis)
                if (handleUsable(*box, {Handle3dKind::Ring, axis, 0}, view.camera))
                    drawRing(canvas, view, rect, *box, axis, mine && hot.kind == Handle3dKind::Ring && hot.axis == axis, theme);
        for (int axis = 0; axis < 3; ++axis)
            for (const int side : {-1, 1}) {
                if (!handleUsable(*box, {Handle3dKind::Face, axis, side}, view.camera)) continue;
                const auto p = view.camera.toScreen(faceCenter(*box, axis, side), rect);
                if (!p) continue;
                const bool isHot = mine && hot.kind == Handle3dKind::Face && hot.axis == axis && hot.side == side;
                // The axis colour in the middle: the red x handle stands out on a red box.
                drawHandleMarker(canvas, p->pixel, isHot, false, kHandleAxisColors[static_cast<std::size_t>(axis)], theme);
            }
    }
}

/// While a move is held to a world axis: that axis's line through where the box started.
void drawLockLine(Canvas& canvas, const View3dState& view, const ScreenRect& rect, const Theme& theme) {
    if (!view.gesture.active() || view.gesture.lock() == AxisLock::None) return;
    const glm::dvec3 direction = lockDirection(view.gesture.lock());
    const glm::dvec3 origin = view.gesture.startCenter();
    const double reach = view.camera.distance * 4.0;
    const Rgba color = kHandleAxisColors[static_cast<std::size_t>(view.gesture.lock()) - 1];
    constexpr int kPieces = 64;
    for (int n = 0; n < kPieces; ++n) {
        const auto a = view.camera.toScreen(origin + direction * (reach * (2.0 * n / kPieces - 1.0)), rect);
        const auto b = view.camera.toScreen(origin + direction * (reach * (2.0 * (n + 1) / kPieces - 1.0)), rect);
        if (a && b) canvas.line(a->pixel, b->pixel, color, 1.5f * theme.scale);
    }
}

void drawLabels(Canvas& canvas, const EditorState& state, const ScreenRect& rect) {
    const View3dState& view = state.view3d;
    const Theme& theme = state.view.theme;
    const std::array<glm::dvec3, 3> tips = worldAxisTips(view.camera);
    const char* names[3] = {"x", "y", "z"};
    for (std::size_t i = 0; i < 3; ++i)
        if (const auto p = view.camera.toScreen(tips[i], rect))
            canvas.text(p->pixel + glm::dvec2(4.0, -4.0) * static_cast<double>(theme.scale), TextAnchor::BottomLeft, names[i],
                        kHandleAxisColors[i], theme.fontSize);
    if (!state.view.toggles.names) return;
    const auto& shapes = state.document.scene().shapes;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const auto box = shape3Frame(shapes[i].spec);
        if (!shapes[i].visible || !box) continue;
        if (const auto p = view.camera.toScreen(box->center, rect))
            label(canvas, p->pixel, TextAnchor::Center, shapes[i].name, theme.text, theme.labelBox.withAlpha(0.6f),
                  theme.fontSize);
    }
}

/// Where the visible boxes' corners are drawn (ViewState::pictureExtent); empty when none is in view.
LayoutRect boxesOnScreen(const EditorState& state, const ScreenRect& rect) {
    glm::dvec2 lo(std::numeric_limits<double>::max()), hi(-std::numeric_limits<double>::max());
    for (const sat::SceneShape& shape : state.document.scene().shapes) {
        const auto box = shape3Frame(shape.spec);
        if (!shape.visible || !box) continue;
        for (const glm::dvec3& corner : sat::corners(box->obb()))
            if (const auto at = state.view3d.camera.toScreen(corner, rect)) {
                lo = glm::min(lo, at->pixel);
                hi = glm::max(hi, at->pixel);
            }
    }
    return lo.x > hi.x ? LayoutRect{} : LayoutRect{lo, hi};
}

/// The camera's rectangle: the free rectangle the panels' docks leave (ui/editor/window_layout.hpp).
ScreenRect cameraRect(const LayoutRect& free) { return {free.lo, glm::max(free.hi, free.lo + glm::dvec2(1.0))}; }

/// What the camera shows ("Top, orthographic", "Custom, perspective") at the bottom of the free rectangle:
/// at its middle, else the nearest place along that row that no panel covers, so a preset key's effect and
/// the projection are named where the picture is.
void drawViewName(Canvas& canvas, const EditorState& state, const LayoutRect& free, const std::vector<PanelRect>& panels) {
    const Theme& theme = state.view.theme;
    const std::string name = viewName(state.view3d.camera);
    const float size = theme.fontSize * 0.9f;
    const glm::dvec2 box = labelSize(canvas, name, size);
    const double bottom = free.hi.y - 8.0 * theme.scale;
    const double middle = (free.lo.x + free.hi.x) * 0.5;
    const auto clear = [&](double x) {
        const PanelRect rect{{x - box.x * 0.5, bottom - box.y}, {x + box.x * 0.5, bottom}};
        return rect.lo.x >= free.lo.x && rect.hi.x <= free.hi.x &&
               std::none_of(panels.begin(), panels.end(), [&](const PanelRect& panel) { return rect.overlaps(panel); });
    };
    double x = middle;
    for (double step = 0.0; step < free.hi.x - free.lo.x; step += 20.0 * theme.scale) {
        if (clear(middle - step)) {
            x = middle - step;
            break;
        }
        if (clear(middle + step)) {
            x = middle + step;
            break;
        }
    }
    label(canvas, {x, bottom}, TextAnchor::Bottom, name, theme.textDim, theme.labelBox, size);
}

} // namespace

void drawViewport3d(EditorState& state, const FrameContext& frame) {
    View3dState& view = state.view3d;
    const ScreenRect rect = cameraRect(state.view.layout.free);
    view.lastRect = rect;
    view.windowSize = {frame.displayWidth, frame.displayHeight};
    if (state.view.frameAllPending) {
        frameAll3d(state);
        state.view.frameAllPending = false;
    }
    framePresentation3d(state); // F5, or a 3D scene opened in presentation mode
    const ImVec2 size(static_cast<float>(rect.size().x), static_cast<float>(rect.size().y));
    beginViewportWindow(ImVec2(static_cast<float>(rect.min.x), static_cast<float>(rect.min.y)), size);
    ImGui::InvisibleButton("##canvas3d", size,
                           ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonMiddle |
                               ImGuiButtonFlags_MouseButtonRight);
    const bool hovered = ImGui::IsItemHovered();

    handleMouse(state, rect, hovered);
    handleView3dKeys(state);
    state.refreshAnalysis();
    const bool busy = view.gesture.active() || view.orbiting || view.panning;
    if (!busy) view.hover = hovered ? pick(state, rect, mousePosition()) : Hover3d{};
    setCursor(view, hovered);

    ImDrawList* drawList = ImGui::GetWindowDrawList();
    ImGuiCanvas canvas(drawList, nullptr);
    const Scene3dInput input = sceneInput(state, rect);
    if (view.renderer) {
        view.frame = buildRender3dFrame(input);
        view.frame.displaySize = {frame.displayWidth, frame.displayHeight};
        drawList->AddCallback(render3dCallback, &view);
        drawList->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
    } else {
        canvas.fillRect({0.0, 0.0}, view.windowSize, state.view.theme.background, 0.0f);
        drawGround3d(canvas, view.camera, rect, state.view.theme, state.view.toggles.grid);
        drawBoxes3d(canvas, boxLooks(input), view.camera, rect, state.view.theme);
    }
    drawLabels(canvas, state, rect);
    drawLockLine(canvas, view, rect, state.view.theme);
    drawHandles(canvas, state, rect);
    // The SAT overlays of the inspected pair (ui/draw/overlay3d.hpp) last: the intervals, gap and MTV labels stay
    // readable over the handles of the selected boxes.
    drawOverlay3d(canvas, overlayInput(state, rect));
    state.view.pictureExtent = boxesOnScreen(state, rect);
    drawViewName(canvas, state, state.view.layout.free, panelRects());
    ImGui::End();
    drawDragReadout(state, frame);
}

} // namespace ui
