// SPDX-License-Identifier: MIT
// The Inspector's fields for a 3D shape: a box's centre, half extents, Euler degrees and quaternion;
// a sphere's or capsule's centre or end points and radius.
#include "ui/panels/inspector3d.hpp"

#include <cmath>

#include <imgui.h>

#include "ui/draw/imgui_helpers.hpp"
#include "ui/model/box3d_edit.hpp"
#include "ui/model/commands.hpp"
#include "ui/model/document.hpp"
#include "ui/panels/edit_widgets.hpp"
#include "ui/panels/inspector_panel.hpp"

namespace ui {
namespace {

constexpr float kAngleSpeed = 0.5f;

bool dragVec3(const char* label, glm::dvec3& value, float speed, const char* format = "%.3f") {
    return ImGui::DragScalarN(label, ImGuiDataType_Double, &value.x, 3, speed, nullptr, nullptr, format);
}

/// Applies `edit` to the named shape's frame when `changed` and `problem` is empty; else shows why not.
template <class Edit>
void frameEdit(Document& document, InspectorState& inspector, bool changed, const std::optional<std::string>& problem,
               const std::string& description, const std::string& name, Edit edit) {
    if (changed && problem) inspector.problem = "Refused: " + *problem;
    if (changed && !problem) inspector.problem.clear();
    applyWidgetEdit(document, changed && !problem, description, [&](sat::Scene& scene) {
        sat::ShapeSpec& spec = scene.find(name)->spec;
        if (auto frame = box3Frame(spec)) {
            edit(spec, *frame);
        }
    });
}

void rotationFields(Document& document, InspectorState& inspector, const std::string& name, const sat::Obb3Spec& obb) {
    const glm::dmat3 rotation = sat::rotationMatrix(obb.rotation);
    glm::dvec3 euler = obb.rotation.form == sat::RotationSpec::Form::EulerDegrees ? obb.rotation.eulerDeg
                                                                                  : eulerDegreesFromMatrix(rotation);
    const bool eulerChanged = dragVec3("Euler x y z (\xC2\xB0)", euler, kAngleSpeed, "%.2f");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Turn about world x, then world y, then world z: R = Rz \xC2\xB7 Ry \xC2\xB7 Rx");
    frameEdit(document, inspector, eulerChanged, eulerProblem3d(euler), "Rotate " + name, name,
              [&](sat::ShapeSpec& spec, const Box3Frame&) {
                  auto& target = std::get<sat::Obb3Spec>(spec);
                  target.rotation = sat::RotationSpec{};
                  target.rotation.form = sat::RotationSpec::Form::EulerDegrees;
                  target.rotation.eulerDeg = euler;
              });

    std::array<double, 4> quaternion = obb.rotation.form == sat::RotationSpec::Form::Quaternion ? obb.rotation.quatWxyz
                                                                                                : quaternionFromMatrix(rotation);
    ImGui::TextUnformatted("Quaternion w x y z");
    ImGui::PushItemWidth(-1.0f);
    const bool typed = ImGui::InputScalarN("##quaternion", ImGuiDataType_Double, quaternion.data(), 4, nullptr, nullptr, "%.3f",
                                           ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::PopItemWidth();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Type the four numbers and press Enter; the quaternion is normalised");
    std::string problem;
    const auto unit = typed ? normalizedQuaternion(quaternion, &problem) : std::nullopt;
    frameEdit(document, inspector, typed, typed && !unit ? std::optional<std::string>(problem) : std::nullopt, "Rotate " + name,
              name, [&](sat::ShapeSpec& spec, const Box3Frame&) {
                  auto& target = std::get<sat::Obb3Spec>(spec);
                  target.rotation = sat::RotationSpec{};
                  target.rotation.form = sat::RotationSpec::Form::Quaternion;
                  target.rotation.quatWxyz = *unit;
              });
    if (typed && document.editing()) document.endEdit(); // Enter ends the edit at once
    if (obb.rotation.form == sat::RotationSpec::Form::Matrix)
        ImGui::TextDisabled("Stored as a rotation matrix (kept as written)");
}

/// A sphere's or 3D capsule's numbers: centre or end points, radius.
void roundFields3d(Document& document, InspectorState& inspector, const std::string& name, const sat::ShapeSpec& spec) {
    const auto edit = [&](bool changed, const std::optional<std::string>& problem, const char* verb, auto change) {
        if (changed) inspector.problem = problem ? "Refused: " + *problem : std::string{};
        applyWidgetEdit(document, changed && !problem, verb + (" " + name),
                        [&](sat::Scene& scene) { change(scene.find(name)->spec); });
    };
    double radius = 0.0;
    if (const auto* sphere = std::get_if<sat::Sphere3Spec>(&spec)) {
        glm::dvec3 center = sphere->center;
        edit(dragVec3("Centre", center, kDragSpeed), centerProblem3d(center), "Move",
             [&](sat::ShapeSpec& target) { std::get<sat::Sphere3Spec>(target).center = center; });
        radius = sphere->radius;
    } else if (const auto* capsule = std::get_if<sat::Capsule3Spec>(&spec)) {
        glm::dvec3 start = capsule->start, end = capsule->end;
        edit(dragVec3("Start", start, kDragSpeed), centerProblem3d(start), "Move end of",
             [&](sat::ShapeSpec& target) { std::get<sat::Capsule3Spec>(target).start = start; });
        edit(dragVec3("End", end, kDragSpeed), centerProblem3d(end), "Move end of",
             [&](sat::ShapeSpec& target) { std::get<sat::Capsule3Spec>(target).end = end; });
        radius = capsule->radius;
    } else {
        return;
    }
    const bool resized = ImGui::DragScalar("Radius", ImGuiDataType_Double, &radius, kDragSpeed);
    const std::optional<std::string> radiusProblem = radius >= sat::kMinHalfExtent && radius <= sat::kMaxHalfExtent
                                                         ? std::nullopt
                                                         : std::optional<std::string>("the radius must be from 1e-9 to 1e9");
    edit(resized, radiusProblem, "Resize", [&](sat::ShapeSpec& target) {
        if (auto* sphere = std::get_if<sat::Sphere3Spec>(&target)) sphere->radius = radius;
        if (auto* capsule = std::get_if<sat::Capsule3Spec>(&target)) capsule->radius = radius;
    });
}

} // namespace

void drawInspector3dFields(Document& document, InspectorState& inspector, const sat::SceneShape& shape) {
    const std::string name = shape.name;
    const auto frame = box3Frame(shape.spec);
    if (!frame) {
        roundFields3d(document, inspector, name, shape.spec);
        if (!inspector.problem.empty()) ImGui::TextColored(ImVec4(1.0f, 0.67f, 0.16f, 1.0f), "%s", inspector.problem.c_str());
        return;
    }
    glm::dvec3 center = frame->center;
    frameEdit(document, inspector, dragVec3("Centre", center, kDragSpeed), centerProblem3d(center), "Move " + name, name,
              [&](sat::ShapeSpec& spec, Box3Frame box) {
                  box.center = center;
                  setBox3Frame(spec, box);
              });
    glm::dvec3 half = frame->halfExtents;
    frameEdit(document, inspector, dragVec3("Half extents", half, kDragSpeed), halfExtentsProblem3d(half), "Resize " + name, name,
              [&](sat::ShapeSpec& spec, Box3Frame box) {
                  box.halfExtents = half;
                  setBox3Frame(spec, box);
              });
    if (const auto* obb = std::get_if<sat::Obb3Spec>(&shape.spec)) {
        rotationFields(document, inspector, name, *obb);
        if (ImGui::Button("Convert to AABB")) {
            document.beginEdit("Convert to AABB " + name);
            convertToAabb3(document.editable().find(name)->spec);
            document.endEdit();
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Drops the rotation: the same centre and half extents, axis-aligned");
    } else if (ImGui::Button("Convert to OBB")) {
        document.beginEdit("Convert to OBB " + name);
        convertToObb3(document.editable().find(name)->spec);
        document.endEdit();
    } else if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip("An oriented box can be turned (rings in the view, rotation fields here)");
    }
    if (!inspector.problem.empty()) ImGui::TextColored(ImVec4(1.0f, 0.67f, 0.16f, 1.0f), "%s", inspector.problem.c_str());
}

} // namespace ui
