// SPDX-License-Identifier: MIT
// The Inspector: the selected shape's numbers, editable, in file units
// (degrees on screen); every change is one undo step.
#include "ui/panels/inspector_panel.hpp"

#include <cstdio>
#include <optional>

#include <imgui.h>

#include "ui/draw/imgui_helpers.hpp"
#include "ui/editor/panel_layout.hpp"
#include "ui/editor/view_state.hpp"
#include "ui/editor/window_layout.hpp"
#include "ui/model/commands.hpp"
#include "ui/model/document.hpp"
#include "ui/model/round_edit.hpp"
#include "ui/model/selection.hpp"
#include "ui/model/shape_edit.hpp"
#include "ui/model/tiled_coordinates.hpp"
#include "ui/panels/edit_widgets.hpp"
#include "ui/panels/inspector3d.hpp"
#include "ui/panels/status_line.hpp"

namespace ui {
namespace {

bool dragVec2(const char* label, glm::dvec2& value, double min = -1e9) {
    const double max = 1e9;
    return ImGui::DragScalarN(label, ImGuiDataType_Double, &value.x, 2, kDragSpeed, &min, &max, "%.3f",
                              ImGuiSliderFlags_AlwaysClamp);
}

void nameField(const InspectorPanelParts& state, const std::string& name) {
    char buffer[128];
    std::snprintf(buffer, sizeof buffer, "%s", name.c_str());
    if (ImGui::InputText("Name", buffer, sizeof buffer, ImGuiInputTextFlags_EnterReturnsTrue) && name != buffer) {
        std::string error;
        if (renameShape(state.document, name, buffer, &error)) state.selection.rename(name, buffer);
        else state.status.show(error, state.now);
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Press Enter to rename");
}

void boxFields(const InspectorPanelParts& state, const std::string& name, const sat::ShapeSpec& spec) {
    BoxFrame frame = *boxFrame(spec);
    glm::dvec2 center = frame.center;
    applyWidgetEdit(state.document, dragVec2("Centre", center), "Move " + name,
                    [&](sat::Scene& scene) { setCenter(scene.find(name)->spec, center); });

    const double scale = state.inspector.sizeAsHalfExtents ? 1.0 : 2.0;
    glm::dvec2 size = frame.halfExtents * scale;
    const bool sizeChanged = dragVec2(state.inspector.sizeAsHalfExtents ? "Half extents" : "Width, height", size,
                                      kMinHalfExtent * scale);
    applyWidgetEdit(state.document, sizeChanged, "Resize " + name, [&](sat::Scene& scene) {
        sat::ShapeSpec& target = scene.find(name)->spec;
        BoxFrame resized = *boxFrame(target);
        resized.halfExtents = size / scale;
        setBoxFrame(target, resized);
    });
    ImGui::Checkbox("Show half extents", &state.inspector.sizeAsHalfExtents);

    if (std::holds_alternative<sat::Obb2Spec>(spec)) {
        double degrees = angleDegrees(spec);
        const bool changed = ImGui::DragScalar("Angle (\xC2\xB0)", ImGuiDataType_Double, &degrees, 0.5f, nullptr, nullptr,
                                               "%.2f");
        applyWidgetEdit(state.document, changed, "Rotate " + name,
                        [&](sat::Scene& scene) { setAngleDegrees(scene.find(name)->spec, degrees); });
        if (ImGui::Button("Convert to AABB")) convertShape(state.document, name, false);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Drops the angle: the same centre and half extents, axis-aligned");
    } else {
        if (ImGui::Button("Convert to OBB")) convertShape(state.document, name, true);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("An oriented box can be rotated (handle, Q/E, angle field)");
    }
}

void polygonFields(const InspectorPanelParts& state, const std::string& name, const sat::Poly2Spec& poly) {
    glm::dvec2 center = shapeCenter(poly);
    applyWidgetEdit(state.document, dragVec2("Centre", center), "Move " + name,
                    [&](sat::Scene& scene) { setCenter(scene.find(name)->spec, center); });
    ImGui::Text("Points (%zu)", poly.points.size());
    for (std::size_t i = 0; i < poly.points.size(); ++i) {
        glm::dvec2 point = poly.points[i];
        char label[32];
        std::snprintf(label, sizeof label, "%zu", i);
        bool changed = dragVec2(label, point);
        if (changed) {
            std::vector<glm::dvec2> candidate = poly.points;
            candidate[i] = point;
            const auto problem = polygonProblem(candidate);
            state.inspector.problem = problem ? "Refused: " + *problem : std::string{};
            changed = !problem;
        }
        applyWidgetEdit(state.document, changed, "Move vertex of " + name,
                        [&](sat::Scene& scene) { std::get<sat::Poly2Spec>(scene.find(name)->spec).points[i] = point; });
    }
    if (!state.inspector.problem.empty())
        ImGui::TextColored(ImVec4(1.0f, 0.67f, 0.16f, 1.0f), "%s", state.inspector.problem.c_str());
}

bool dragRadius(const char* label, double& value) {
    const double min = kMinHalfExtent, max = 1e9;
    return ImGui::DragScalar(label, ImGuiDataType_Double, &value, kDragSpeed, &min, &max, "%.3f", ImGuiSliderFlags_AlwaysClamp);
}

/// A circle's or capsule's numbers in the form the file uses.
void roundFields(const InspectorPanelParts& state, const std::string& name, const sat::ShapeSpec& spec) {
    const auto edit = [&](bool changed, const char* verb, auto change) {
        applyWidgetEdit(state.document, changed, verb + (" " + name), [&](sat::Scene& scene) { change(scene.find(name)->spec); });
    };
    if (const auto* circle = std::get_if<sat::Circle2Spec>(&spec)) {
        glm::dvec2 center = circle->center;
        edit(dragVec2("Centre", center), "Move",
             [&](sat::ShapeSpec& target) { std::get<sat::Circle2Spec>(target).center = center; });
        double radius = circle->radius;
        edit(dragRadius("Radius", radius), "Resize",
             [&](sat::ShapeSpec& target) { std::get<sat::Circle2Spec>(target).radius = radius; });
        return;
    }
    const auto& capsule = std::get<sat::Capsule2Spec>(spec);
    const auto capsuleOf = [](sat::ShapeSpec& target) -> sat::Capsule2Spec& { return std::get<sat::Capsule2Spec>(target); };
    if (capsule.form == sat::Capsule2Spec::Form::Ends) {
        glm::dvec2 start = capsule.start, end = capsule.end;
        edit(dragVec2("Start", start), "Move end of", [&](sat::ShapeSpec& target) { capsuleOf(target).start = start; });
        edit(dragVec2("End", end), "Move end of", [&](sat::ShapeSpec& target) { capsuleOf(target).end = end; });
    } else {
        glm::dvec2 center = capsule.center;
        edit(dragVec2("Centre", center), "Move", [&](sat::ShapeSpec& target) { capsuleOf(target).center = center; });
        double halfLength = capsule.halfLength;
        const double min = 0.0, max = 1e9;
        const bool lengthChanged = ImGui::DragScalar("Half length", ImGuiDataType_Double, &halfLength, kDragSpeed, &min, &max,
                                                     "%.3f", ImGuiSliderFlags_AlwaysClamp);
        edit(lengthChanged, "Resize",
             [&](sat::ShapeSpec& target) { capsuleOf(target).halfLength = writableHalfLength(halfLength); });
        double degrees = angleDegrees(spec);
        const bool turned = ImGui::DragScalar("Angle (\xC2\xB0)", ImGuiDataType_Double, &degrees, 0.5f, nullptr, nullptr, "%.2f");
        edit(turned, "Rotate", [&](sat::ShapeSpec& target) {
            sat::AngleSpec& angle = capsuleOf(target).angle;
            angle.value = angle.degrees ? degrees : degrees * kPi / 180.0;
        });
    }
    double radius = capsule.radius;
    edit(dragRadius("Radius", radius), "Resize", [&](sat::ShapeSpec& target) { capsuleOf(target).radius = radius; });
}

/// For a shape imported from a Tiled map: where Tiled shows it, in the map's y-down pixels (docs/tiled-import.md).
void tiledFields(const sat::SceneShape& shape) {
    const std::optional<TiledPlacement> tiled = tiledPlacement(shape.spec);
    if (!tiled) return;
    ImGui::TextDisabled("In Tiled (pixels, y down):");
    if (tiled->rectangle) {
        ImGui::TextDisabled("  x %.6g  y %.6g", tiled->position.x, tiled->position.y);
        ImGui::TextDisabled("  width %.6g  height %.6g", tiled->size.x, tiled->size.y);
        if (tiled->rotationDeg != 0.0) ImGui::TextDisabled("  rotation %.6g\xC2\xB0", tiled->rotationDeg);
        return;
    }
    for (const glm::dvec2& point : tiled->points) ImGui::TextDisabled("  (%.6g, %.6g)", point.x, point.y);
}

/// The shape's fields; Duplicate and Delete are the editor's to do.
InspectorAction shapeFields(const InspectorPanelParts& state, const sat::SceneShape& shape) {
    const std::string name = shape.name;
    nameField(state, name);
    ImGui::TextDisabled("Kind: %s", sat::kindName(shape.spec));
    if (isBox(shape.spec)) boxFields(state, name, shape.spec);
    else if (const auto* poly = std::get_if<sat::Poly2Spec>(&shape.spec)) polygonFields(state, name, *poly);
    else if (roundFrame(shape.spec)) roundFields(state, name, shape.spec);
    else drawInspector3dFields(state.document, state.inspector, shape);
    if (state.inspector.tiledMap) tiledFields(shape);
    ImGui::Separator();
    InspectorAction action = InspectorAction::None;
    if (ImGui::Button("Duplicate")) action = InspectorAction::Duplicate;
    ImGui::SameLine();
    if (ImGui::Button("Delete")) action = InspectorAction::Delete;
    return action;
}

} // namespace

InspectorAction drawInspectorPanel(const InspectorPanelParts& state) {
    InspectorAction action = InspectorAction::None;
    if (!state.view.panels.inspector || !placeDockedPanel(state.view, "Inspector")) return action; // the left column
    const float s = state.view.uiScale;
    placeQueuedPanel(state.presentation, "Inspector"); // presentation mode (ui/editor/panel_layout.hpp)
    if (ImGui::Begin("Inspector", &state.view.panels.inspector, ImGuiWindowFlags_NoFocusOnAppearing | dockedPanelFlags())) {
        const std::string* primary = state.selection.primary();
        const sat::SceneShape* shape = primary ? state.document.scene().find(*primary) : nullptr;
        if (!shape) ImGui::TextDisabled("Select a shape to edit its numbers.");
        else {
            ImGui::PushItemWidth(-100.0f * s);
            action = shapeFields(state, *shape);
            ImGui::PopItemWidth();
        }
    }
    ImGui::End();
    return action;
}

} // namespace ui
