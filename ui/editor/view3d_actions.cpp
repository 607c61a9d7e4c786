// SPDX-License-Identifier: MIT
// What the View menu, keys and scripts do to the 3D view, and the 3D viewport itself.
#include "ui/editor/view3d_actions.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <system_error>
#include <vector>

#include <glm/common.hpp>
#include <imgui.h>

#include "ui/editor/editor_state.hpp"
#include "ui/editor/presentation_view.hpp"
#include "ui/model/handles3d.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

constexpr double kDegree = 3.141592653589793 / 180.0;
/// Frame all fits the boxes' bounding sphere into this fraction of the window's height (radius), so the
/// boxes, their rings and labels clear the default panels.
constexpr double kFramedRadiusOfHeight = 0.24;

/// ImGui 1.86 keeps keys at their SDL scancodes (ui/editor/shortcuts.cpp): digits 1..9, 0 follow Z
/// (scancodes 30..39) and the keypad's 1..9, 0 are 89..98; both found from ImGuiKey_A (scancode 4).
int digitKey(int digit) { return ImGui::GetKeyIndex(ImGuiKey_A) + 26 + (digit == 0 ? 9 : digit - 1); }
int keypadKey(int digit) { return ImGui::GetKeyIndex(ImGuiKey_A) + 85 + (digit == 0 ? 9 : digit - 1); }
bool digitPressed(int digit) {
    return ImGui::IsKeyPressed(digitKey(digit), false) || ImGui::IsKeyPressed(keypadKey(digit), false);
}

struct PresetName {
    const char* name;
    ViewPreset preset;
};
constexpr std::array<PresetName, 7> kPresets{{{"front", ViewPreset::Front},
                                              {"back", ViewPreset::Back},
                                              {"top", ViewPreset::Top},
                                              {"bottom", ViewPreset::Bottom},
                                              {"left", ViewPreset::Left},
                                              {"right", ViewPreset::Right},
                                              {"iso", ViewPreset::Isometric}}};

std::optional<int> axisOfLetter(char letter) {
    if (letter == 'x') return 0;
    if (letter == 'y') return 1;
    if (letter == 'z') return 2;
    return std::nullopt;
}

/// A part's world point: see pixelOfPart.
std::filesystem::path cameraKey(const std::filesystem::path& file) {
    if (file.empty()) return {};
    std::error_code error;
    std::filesystem::path key = std::filesystem::weakly_canonical(std::filesystem::absolute(file, error), error);
    return error ? file.lexically_normal() : key;
}

std::optional<glm::dvec3> partPoint(const Box3Frame& box, std::string_view part) {
    if (part.empty() || part == "centre" || part == "center") return box.center;
    if (part.size() == 2 && (part[0] == '+' || part[0] == '-'))
        if (const auto axis = axisOfLetter(part[1])) return faceCenter(box, *axis, part[0] == '+' ? 1 : -1);
    if (part.size() == 6 && part.substr(0, 5) == "ring-")
        if (const auto axis = axisOfLetter(part[5]))
            return ringPoints(box, *axis)[kRingSegments / 8]; // 45 degrees: clear of the other rings seen edge-on
    return std::nullopt;
}

} // namespace

void frameAll3d(EditorState& state, bool selectionOnly) {
    if (selectionOnly && state.selection.empty()) selectionOnly = false; // nothing selected: frame all
    glm::dvec3 lo(std::numeric_limits<double>::max()), hi(-std::numeric_limits<double>::max());
    for (const sat::SceneShape& shape : state.document.scene().shapes) {
        const auto box = box3Frame(shape.spec);
        if (!shape.visible || !box || (selectionOnly && !state.selection.contains(shape.name))) continue;
        for (const glm::dvec3& corner : sat::corners(box->obb())) {
            lo = glm::min(lo, corner);
            hi = glm::max(hi, corner);
        }
    }
    OrbitCamera& camera = state.view3d.camera;
    if (lo.x > hi.x) {
        camera.target = glm::dvec3(0.0);
        camera.distance = 10.0;
        return;
    }
    // OrbitCamera::frame fits the sphere to the camera rectangle, which is larger than the window: grow it by the ratio.
    const glm::dvec2 cameraHalf = state.view3d.lastRect.size() * 0.5;
    const double margin = std::min(cameraHalf.x, cameraHalf.y) / std::max(kFramedRadiusOfHeight * state.view3d.windowSize.y, 1.0);
    const glm::dvec3 centre = (lo + hi) * 0.5, half = (hi - lo) * 0.5 * margin;
    camera.frame(centre - half, centre + half, state.view3d.lastRect);
}

OrbitCamera framedInRoom(OrbitCamera camera, glm::dvec3 lo, glm::dvec3 hi, const ScreenRect& rect, const PanelRect& room,
                         double fill) {
    const double radius = std::max(glm::length(hi - lo) * 0.5, 1e-3);
    const double roomHalf = std::max(std::min(room.width(), room.height()) * 0.5 * fill, 1.0);
    // World per pixel grows in proportion to the distance (the view height at the target's depth).
    camera.target = (lo + hi) * 0.5;
    camera.distance = 1.0;
    const double perPixelAtOne = camera.worldPerPixel(1.0, rect);
    camera.distance = std::clamp(radius / (perPixelAtOne * roomHalf), kMinDistance, kMaxDistance);
    camera.pan((room.lo + room.hi) * 0.5 - (rect.min + rect.max) * 0.5, rect); // the centre onto the room's
    return camera;
}

void framePresentation3d(EditorState& state, const std::vector<PanelRect>& panels) {
    PresentationState& mode = state.teaching.presentation;
    if (!mode.on || mode.framePending <= 0) return;
    --mode.framePending;
    const sat::Scene& scene = state.document.scene();
    glm::dvec3 lo(std::numeric_limits<double>::max()), hi(-std::numeric_limits<double>::max());
    const Inspected3* inspected = inspected3(state.document.scene(), state.analysis3d);
    for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
        if (inspected && i != inspected->indexA && i != inspected->indexB) continue;
        const auto box = box3Frame(scene.shapes[i].spec);
        if (!scene.shapes[i].visible || !box) continue;
        for (const glm::dvec3& corner : sat::corners(box->obb())) {
            lo = glm::min(lo, corner);
            hi = glm::max(hi, corner);
        }
    }
    if (lo.x > hi.x) return;
    const PanelRect window{{0.0, 0.0}, state.view3d.windowSize};
    std::vector<PanelRect> covered = panels; // and the verdict banner's rows at the top (ui/editor/viewport3d.cpp)
    covered.push_back({{0.0, 0.0}, {window.hi.x, 34.0 * state.view.theme.scale + state.view.theme.fontSize * 5.0}});
    const PictureExtent square{{-1.0, -1.0}, {1.0, 1.0}, {}, {}}; // the room where a square is largest
    const auto room = bestFreeRect(window, covered, square, 10.0);
    if (!room) return;
    // The bounding sphere of the boxes' bounds is generous already: its radius at 95 % of the room's half side.
    state.view3d.camera = framedInRoom(state.view3d.camera, lo, hi, state.view3d.lastRect, *room, 0.95);
}

std::optional<ViewPreset> parseViewPreset(std::string_view name) {
    for (const PresetName& preset : kPresets)
        if (name == preset.name) return preset.preset;
    if (name == "isometric") return ViewPreset::Isometric;
    return std::nullopt;
}

void setViewPreset(EditorState& state, ViewPreset preset) { state.view3d.camera.setPreset(preset); }

void orbitView3d(EditorState& state, double yawDegrees, double pitchDegrees) {
    state.view3d.camera.orbit(yawDegrees * kDegree, pitchDegrees * kDegree);
}

void setOrthographic(EditorState& state, bool orthographic) { state.view3d.camera.orthographic = orthographic; }

void handleView3dKeys(EditorState& state) {
    const ImGuiIO& io = ImGui::GetIO();
    // Whichever panel was clicked last: only a text field being edited, a
    // modal or a drag keeps the keys.
    if (!keysAreOurs(state) || io.KeyAlt) return;
    // Blender's numpad views: 1 front, 3 right, 7 top (Ctrl: the opposite side), 9 isometric, 5 projection.
    if (digitPressed(1)) setViewPreset(state, io.KeyCtrl ? ViewPreset::Back : ViewPreset::Front);
    if (digitPressed(3)) setViewPreset(state, io.KeyCtrl ? ViewPreset::Left : ViewPreset::Right);
    if (digitPressed(7)) setViewPreset(state, io.KeyCtrl ? ViewPreset::Bottom : ViewPreset::Top);
    if (digitPressed(9)) setViewPreset(state, ViewPreset::Isometric);
    if (digitPressed(5)) setOrthographic(state, !state.view3d.camera.orthographic);
}

void rememberCamera3d(EditorState& state) {
    View3dState& view = state.view3d;
    if (state.document.scene().is3d() && !view.cameraFile.empty()) view.cameras[view.cameraFile] = view.camera;
}

bool restoreCamera3d(EditorState& state, const std::filesystem::path& file) {
    View3dState& view = state.view3d;
    view.cameraFile = cameraKey(file);
    const auto known = view.cameraFile.empty() ? view.cameras.end() : view.cameras.find(view.cameraFile);
    if (known != view.cameras.end()) {
        view.camera = known->second; // the view left in this run of the app is newer than the file's
        return true;
    }
    if (const auto& saved = state.document.scene().camera) {
        view.camera = orbitCamera(*saved);
        return true;
    }
    view.camera = OrbitCamera{}; // the default direction; the caller frames it
    return false;
}

sat::Scene sceneWithCamera3d(const EditorState& state) {
    sat::Scene scene = state.document.scene();
    if (scene.is3d()) scene.camera = sceneCamera(state.view3d.camera);
    return scene;
}

void nudgeSelection3d(EditorState& state, glm::dvec2 screenDelta) {
    const ScreenAxes3d axes = screenAxes3d(state.view3d.camera);
    const glm::dvec3 delta = axes.right * screenDelta.x + axes.up * screenDelta.y;
    for (const std::string& name : state.selection.names()) nudgeShape3(state.document, name, delta);
}

void duplicateSelection3d(EditorState& state) {
    const ScreenAxes3d axes = screenAxes3d(state.view3d.camera);
    const double step = gridStep3d(state.view3d.camera.distance);
    std::vector<std::string> copies;
    for (const std::string& name : state.selection.names())
        if (auto copy = duplicateShape3(state.document, name, (axes.right - axes.up) * step)) copies.push_back(*copy);
    if (!copies.empty()) state.selection.set(copies);
}

std::string view3dStatusHint(const sat::Scene& scene, const View3dState& view3d) {
    const std::size_t count = scene.shapes.size();
    return std::to_string(count) + (count == 1 ? " box" : " boxes") + "   \xC2\xB7   " +
           (view3d.camera.orthographic ? "orthographic" : "perspective") +
           "   \xC2\xB7   drag: move (hold X/Y/Z: along an axis)   right drag: orbit   middle drag: pan   wheel: zoom   "
           "1 3 7 9: views   5: projection   F: frame all";
}

void drawView3dMenuItems(EditorState& state) {
    if (!state.document.scene().is3d()) return;
    ImGui::Separator();
    OrbitCamera& camera = state.view3d.camera;
    if (ImGui::MenuItem("Front", "1")) setViewPreset(state, ViewPreset::Front);
    if (ImGui::MenuItem("Back", "Ctrl+1")) setViewPreset(state, ViewPreset::Back);
    if (ImGui::MenuItem("Right", "3")) setViewPreset(state, ViewPreset::Right);
    if (ImGui::MenuItem("Left", "Ctrl+3")) setViewPreset(state, ViewPreset::Left);
    if (ImGui::MenuItem("Top", "7")) setViewPreset(state, ViewPreset::Top);
    if (ImGui::MenuItem("Bottom", "Ctrl+7")) setViewPreset(state, ViewPreset::Bottom);
    if (ImGui::MenuItem("Isometric", "9")) setViewPreset(state, ViewPreset::Isometric);
    if (ImGui::MenuItem("Orthographic", "5", camera.orthographic)) setOrthographic(state, !camera.orthographic);
}

std::optional<glm::dvec2> pixelOfPart(const EditorState& state, std::string_view shapeName, std::string_view part,
                                      std::string* error) {
    auto fail = [&](std::string message) -> std::optional<glm::dvec2> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    const sat::SceneShape* shape = state.document.scene().find(shapeName);
    if (!shape) return fail(std::string("no shape named '").append(shapeName).append("' in the scene"));
    const auto box = box3Frame(shape->spec);
    if (!box) {
        if (!part.empty() && part != "centre" && part != "center") return fail("a 2D shape has only the part 'centre'");
        return state.view.transform.toScreen(shapeCenter(shape->spec));
    }
    const auto point = partPoint(*box, part);
    if (!point)
        return fail(
            std::string("unknown part '").append(part).append("' (centre, +x, -x, +y, -y, +z, -z, ring-x, ring-y, ring-z)"));
    const auto pixel = state.view3d.camera.toScreen(*point, state.view3d.lastRect);
    if (!pixel) return fail(std::string(shapeName).append(": that part is behind the camera"));
    return pixel->pixel;
}

} // namespace ui
