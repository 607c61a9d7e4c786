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
#include "ui/model/round3d_edit.hpp"
#include "ui/model/shape_edit.hpp"

namespace ui {
namespace {

constexpr double kDegree = 3.141592653589793 / 180.0;
/// Frame all fits the boxes' bounding sphere into this fraction of the viewport's shorter side (radius),
/// leaving room around the boxes for their rings and labels.
constexpr double kFramedRadiusOfSide = 0.42;

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

/// A point of a sphere's or capsule's handles: `centre`, `radius`, a capsule's length handles `+length` (beyond
/// its end) and `-length` (beyond its start), and its rings `ring-x` and `ring-z` about its own frame's axes
/// (round3Frame: y runs along the segment).
std::optional<glm::dvec3> roundPartPoint(const sat::Capsule3<double>& round, bool capsule, std::string_view part,
                                         const OrbitCamera& camera) {
    if (part.empty() || part == "centre" || part == "center") return (round.start + round.end) * 0.5;
    if (part == "radius") return radiusHandlePoint(round, camera);
    if (!capsule) return std::nullopt;
    if (part == "+length" || part == "-length") return lengthHandlePoint(round, part[0] == '+' ? 1 : -1);
    if (part == "ring-x" || part == "ring-z") return ringPoints(round3Frame(round), part[5] == 'x' ? 0 : 2)[kRingSegments / 8];
    return std::nullopt;
}

} // namespace

void frameAll3d(EditorState& state, bool selectionOnly) {
    if (selectionOnly && state.selection.empty()) selectionOnly = false; // nothing selected: frame all
    glm::dvec3 lo(std::numeric_limits<double>::max()), hi(-std::numeric_limits<double>::max());
    for (const sat::SceneShape& shape : state.document.scene().shapes) {
        const auto box = shape3Frame(shape.spec);
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
    // OrbitCamera::frame fits the sphere to the camera rectangle (the viewport's): grow it so it takes its share.
    const double margin = 0.5 / kFramedRadiusOfSide;
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

void framePresentation3d(EditorState& state) {
    PresentationState& mode = state.teaching.presentation;
    if (!mode.on || mode.framePending <= 0) return;
    --mode.framePending;
    const sat::Scene& scene = state.document.scene();
    glm::dvec3 lo(std::numeric_limits<double>::max()), hi(-std::numeric_limits<double>::max());
    const Inspected3* inspected = inspected3(state.document.scene(), state.analysis3d);
    for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
        if (inspected && i != inspected->indexA && i != inspected->indexB) continue;
        const auto box = shape3Frame(scene.shapes[i].spec);
        if (!scene.shapes[i].visible || !box) continue;
        for (const glm::dvec3& corner : sat::corners(box->obb())) {
            lo = glm::min(lo, corner);
            hi = glm::max(hi, corner);
        }
    }
    if (lo.x > hi.x) return;
    const PanelRect window{state.view3d.lastRect.min, state.view3d.lastRect.max}; // the viewport's free rectangle
    // The docks never cover the viewport (ui/editor/window_layout.hpp): only the verdict banner's rows at its top do.
    std::vector<PanelRect> covered;
    covered.push_back(
        {window.lo, {window.hi.x, window.lo.y + kBanner3dTop * state.view.theme.scale + state.view.theme.fontSize * 5.0}});
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

sat::Scene sceneWithCamera3d(const EditorState& state) { return sceneWithCamera3d(state.document.scene(), state.view3d); }

sat::Scene sceneWithCamera3d(const sat::Scene& scene, const View3dState& view3d) {
    sat::Scene withCamera = scene;
    if (withCamera.is3d()) withCamera.camera = sceneCamera(view3d.camera);
    return withCamera;
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
    return std::to_string(count) + (count == 1 ? " shape" : " shapes") + "   \xC2\xB7   " +
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
    if (const auto round = round3Shape(shape->spec)) {
        const auto point = roundPartPoint(*round, isCapsule3(shape->spec), part, state.view3d.camera);
        if (!point)
            return fail(std::string("unknown part '")
                            .append(part)
                            .append(isCapsule3(shape->spec) ? "' (centre, radius, +length, -length, ring-x, ring-z)"
                                                            : "' (centre, radius)"));
        const auto pixel = state.view3d.camera.toScreen(*point, state.view3d.lastRect);
        if (!pixel) return fail(std::string(shapeName).append(": that part is behind the camera"));
        return pixel->pixel;
    }
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
