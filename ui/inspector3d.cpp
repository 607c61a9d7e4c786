// The Inspector's fields for a 3D box: centre, half extents, Euler degrees and quaternion.
#include "ui/inspector3d.hpp"

#include <cmath>

#include <imgui.h>

#include "ui/box3d_edit.hpp"
#include "ui/commands.hpp"
#include "ui/edit_widgets.hpp"
#include "ui/editor_state.hpp"
#include "ui/imgui_helpers.hpp"

namespace ui {
namespace {

constexpr float kAngleSpeed = 0.5f;

bool finite(glm::dvec3 v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

bool dragVec3(const char* label, glm::dvec3& value, float speed, const char* format = "%.3f") {
    return ImGui::DragScalarN(label, ImGuiDataType_Double, &value.x, 3, speed, nullptr, nullptr, format);
}

/// Applies `edit` to the named shape's frame when `changed` and `problem` is empty; else shows why not.
template <class Edit>
void frameEdit(EditorState& state, bool changed, const std::optional<std::string>& problem, const std::string& description,
               const std::string& name, Edit edit) {
    if (changed && problem) state.inspectorProblem = "Refused: " + *problem;
    if (changed && !problem) state.inspectorProblem.clear();
    applyWidgetEdit(state.document, changed && !problem, description, [&](sat::Scene& scene) {
        sat::ShapeSpec& spec = scene.find(name)->spec;
        if (auto frame = box3Frame(spec)) {
            edit(spec, *frame);
        }
    });
}

void rotationFields(EditorState& state, const std::string& name, const sat::Obb3Spec& obb) {
    const glm::dmat3 rotation = sat::rotationMatrix(obb.rotation);
    glm::dvec3 euler = obb.rotation.form == sat::RotationSpec::Form::EulerDegrees ? obb.rotation.eulerDeg : eulerDegreesFromMatrix(rotation);
    const bool eulerChanged = dragVec3("Euler x y z (\xC2\xB0)", euler, kAngleSpeed, "%.2f");
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Turn about world x, then world y, then world z: R = Rz \xC2\xB7 Ry \xC2\xB7 Rx");
    frameEdit(state, eulerChanged, eulerProblem3d(euler), "Rotate " + name, name, [&](sat::ShapeSpec& spec, const Box3Frame&) {
        auto& target = std::get<sat::Obb3Spec>(spec);
        target.rotation = sat::RotationSpec{};
        target.rotation.form = sat::RotationSpec::Form::EulerDegrees;
        target.rotation.eulerDeg = euler;
    });

    std::array<double, 4> quaternion =
        obb.rotation.form == sat::RotationSpec::Form::Quaternion ? obb.rotation.quatWxyz : quaternionFromMatrix(rotation);
    ImGui::TextUnformatted("Quaternion w x y z");
    ImGui::PushItemWidth(-1.0f);
    const bool typed = ImGui::InputScalarN("##quaternion", ImGuiDataType_Double, quaternion.data(), 4, nullptr, nullptr, "%.3f",
                                           ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::PopItemWidth();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Type the four numbers and press Enter; the quaternion is normalised");
    std::string problem;
    const auto unit = typed ? normalizedQuaternion(quaternion, &problem) : std::nullopt;
    frameEdit(state, typed, typed && !unit ? std::optional<std::string>(problem) : std::nullopt, "Rotate " + name, name,
              [&](sat::ShapeSpec& spec, const Box3Frame&) {
                  auto& target = std::get<sat::Obb3Spec>(spec);
                  target.rotation = sat::RotationSpec{};
                  target.rotation.form = sat::RotationSpec::Form::Quaternion;
                  target.rotation.quatWxyz = *unit;
              });
    if (typed && state.document.editing()) state.document.endEdit(); // Enter ends the edit at once
    if (obb.rotation.form == sat::RotationSpec::Form::Matrix) ImGui::TextDisabled("Stored as a rotation matrix (kept as written)");
}

} // namespace

std::optional<std::string> centerProblem3d(glm::dvec3 center) {
    if (!finite(center)) return "the centre must be a number";
    for (int i = 0; i < 3; ++i)
        if (std::abs(center[i]) > sat::kMaxSceneCoordinate) return "centre coordinates must be within \xC2\xB1" "1e9";
    return std::nullopt;
}

std::optional<std::string> halfExtentsProblem3d(glm::dvec3 halfExtents) {
    if (!finite(halfExtents)) return "half extents must be numbers";
    for (int i = 0; i < 3; ++i)
        if (!(halfExtents[i] >= sat::kMinHalfExtent) || halfExtents[i] > sat::kMaxHalfExtent)
            return "half extents must be from 1e-9 to 1e9 (a box has a size in every direction)";
    return std::nullopt;
}

std::optional<std::string> eulerProblem3d(glm::dvec3 degrees) {
    if (!finite(degrees)) return "angles must be numbers";
    for (int i = 0; i < 3; ++i)
        if (std::abs(degrees[i]) > sat::kMaxAngleValue) return "angles must be within \xC2\xB1" "1000000 degrees";
    return std::nullopt;
}

std::optional<std::array<double, 4>> normalizedQuaternion(std::array<double, 4> wxyz, std::string* problem) {
    double lengthSquared = 0.0;
    for (const double c : wxyz) lengthSquared += c * c;
    const double length = std::sqrt(lengthSquared);
    if (!std::isfinite(length) || length < 1e-12) {
        if (problem) *problem = "a quaternion of length 0 is no rotation";
        return std::nullopt;
    }
    for (double& c : wxyz) c /= length;
    return wxyz;
}

void drawInspector3dFields(EditorState& state, const sat::SceneShape& shape) {
    const std::string name = shape.name;
    const auto frame = box3Frame(shape.spec);
    if (!frame) return;
    glm::dvec3 center = frame->center;
    frameEdit(state, dragVec3("Centre", center, kDragSpeed), centerProblem3d(center), "Move " + name, name,
              [&](sat::ShapeSpec& spec, Box3Frame box) {
                  box.center = center;
                  setBox3Frame(spec, box);
              });
    glm::dvec3 half = frame->halfExtents;
    frameEdit(state, dragVec3("Half extents", half, kDragSpeed), halfExtentsProblem3d(half), "Resize " + name, name,
              [&](sat::ShapeSpec& spec, Box3Frame box) {
                  box.halfExtents = half;
                  setBox3Frame(spec, box);
              });
    if (const auto* obb = std::get_if<sat::Obb3Spec>(&shape.spec)) {
        rotationFields(state, name, *obb);
        if (ImGui::Button("Convert to AABB")) {
            state.document.beginEdit("Convert to AABB " + name);
            convertToAabb3(state.document.editable().find(name)->spec);
            state.document.endEdit();
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Drops the rotation: the same centre and half extents, axis-aligned");
    } else if (ImGui::Button("Convert to OBB")) {
        state.document.beginEdit("Convert to OBB " + name);
        convertToObb3(state.document.editable().find(name)->spec);
        state.document.endEdit();
    } else if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip("An oriented box can be turned (rings in the view, rotation fields here)");
    }
    if (!state.inspectorProblem.empty()) ImGui::TextColored(ImVec4(1.0f, 0.67f, 0.16f, 1.0f), "%s", state.inspectorProblem.c_str());
}

} // namespace ui
