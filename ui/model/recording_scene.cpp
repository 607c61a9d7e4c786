// SPDX-License-Identifier: MIT
// A recorded frame turned into a scene for the editor.
#include "ui/model/recording_scene.hpp"

#include <cmath>
#include <numbers>
#include <unordered_map>
#include <variant>

namespace ui {
namespace {

template <class T> sat::ShapeSpec recordedSpec(const sat::Aabb2<T>& box) {
    return sat::Aabb2Spec{glm::dvec2(box.center), glm::dvec2(box.halfExtents)};
}

template <class T> sat::ShapeSpec recordedSpec(const sat::Obb2<T>& box) {
    const double radians = std::atan2(static_cast<double>(box.axisX.y), static_cast<double>(box.axisX.x));
    return sat::Obb2Spec{glm::dvec2(box.center), glm::dvec2(box.halfExtents), {radians * 180.0 / std::numbers::pi, true}};
}

template <class T> sat::ShapeSpec recordedSpec(const sat::ConvexPolygon2<T>& polygon) {
    sat::Poly2Spec spec;
    for (const auto& vertex : polygon.vertices()) spec.points.emplace_back(vertex);
    return spec;
}

template <class T> sat::ShapeSpec recordedSpec(const sat::Aabb3<T>& box) {
    return sat::Aabb3Spec{glm::dvec3(box.center), glm::dvec3(box.halfExtents)};
}

/// The rotation written as matrix rows: the box's axes are the matrix's columns.
template <class T> sat::ShapeSpec recordedSpec(const sat::Obb3<T>& box) {
    sat::Obb3Spec spec{glm::dvec3(box.center), glm::dvec3(box.halfExtents), {}};
    spec.rotation.form = sat::RotationSpec::Form::Matrix;
    for (std::size_t row = 0; row < 3; ++row)
        for (std::size_t column = 0; column < 3; ++column)
            spec.rotation.matrixRows[row][column] = static_cast<double>(box.axes[column][static_cast<int>(row)]);
    return spec;
}

template <class T> sat::ShapeSpec recordedSpec(const sat::Circle2<T>& circle) {
    return sat::Circle2Spec{glm::dvec2(circle.center), static_cast<double>(circle.radius)};
}

template <class T> sat::ShapeSpec recordedSpec(const sat::Capsule2<T>& capsule) {
    return sat::Capsule2Spec::fromEnds(glm::dvec2(capsule.start), glm::dvec2(capsule.end), static_cast<double>(capsule.radius));
}

template <class T> sat::ShapeSpec recordedSpec(const sat::Sphere3<T>& sphere) {
    return sat::Sphere3Spec{glm::dvec3(sphere.center), static_cast<double>(sphere.radius)};
}

template <class T> sat::ShapeSpec recordedSpec(const sat::Capsule3<T>& capsule) {
    return sat::Capsule3Spec{glm::dvec3(capsule.start), glm::dvec3(capsule.end), static_cast<double>(capsule.radius)};
}

} // namespace

std::optional<std::uint64_t> FrameScene::idOf(std::string_view name) const {
    for (std::size_t i = 0; i < scene.shapes.size(); ++i)
        if (scene.shapes[i].name == name) return ids[i];
    return std::nullopt;
}

const std::string* FrameScene::nameOf(std::uint64_t id) const {
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (ids[i] == id) return &scene.shapes[i].name;
    return nullptr;
}

FrameScene frameToScene(const sat::capture::Frame& frame) {
    std::size_t count3d = 0;
    std::unordered_map<std::string_view, int> uses;
    for (const auto& shape : frame.shapes) {
        if (sat::capture::is3d(shape.geometry)) ++count3d;
        ++uses[shape.name];
    }
    const bool show3d = count3d * 2 >= frame.shapes.size() && count3d > 0;
    FrameScene result;
    for (const auto& shape : frame.shapes) {
        if (sat::capture::is3d(shape.geometry) != show3d) {
            ++result.leftOut;
            continue;
        }
        sat::SceneShape out;
        out.name = shape.name.empty() || uses[shape.name] > 1 ? shape.name + "#" + std::to_string(shape.id) : shape.name;
        out.spec = std::visit([](const auto& geometry) { return recordedSpec(geometry); }, shape.geometry);
        result.scene.shapes.push_back(std::move(out));
        result.ids.push_back(shape.id);
    }
    return result;
}

} // namespace ui
