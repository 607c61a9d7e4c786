// SPDX-License-Identifier: MIT
// Recorded frames as scenes and scenes as recorded frames.
#include "sat/recording_scene.hpp"

#include <cmath>
#include <type_traits>

#include "sat/scene3d.hpp"

namespace sat {

std::string sceneShapeName(const capture::Frame& frame, std::uint64_t id) {
    const capture::RecordedShape* shape = frame.find(id);
    int same = 0;
    if (shape)
        for (const capture::RecordedShape& other : frame.shapes) same += other.name == shape->name ? 1 : 0;
    if (same == 1 && !shape->name.empty()) return shape->name;
    std::string name = shape ? shape->name : std::string();
    return name.append(1, '#').append(std::to_string(id)); // appended: GCC 12 misreads "a" + b + c as overlapping copies
}

namespace {
template <class T> glm::dvec2 recordedToDouble(const Vec2<T>& v) { return {static_cast<double>(v.x), static_cast<double>(v.y)}; }
template <class T> glm::dvec3 recordedToDouble(const Vec3<T>& v) {
    return {static_cast<double>(v.x), static_cast<double>(v.y), static_cast<double>(v.z)};
}

ShapeSpec recordedSpec(const capture::RecordedGeometry& geometry) {
    return std::visit(
        [](const auto& s) -> ShapeSpec {
            using S = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<S, Aabb2<float>> || std::is_same_v<S, Aabb2<double>>) {
                return Aabb2Spec{recordedToDouble(s.center), recordedToDouble(s.halfExtents)};
            } else if constexpr (std::is_same_v<S, Obb2<float>> || std::is_same_v<S, Obb2<double>>) {
                const glm::dvec2 axis = recordedToDouble(s.axisX);
                return Obb2Spec{recordedToDouble(s.center), recordedToDouble(s.halfExtents),
                                AngleSpec{std::atan2(axis.y, axis.x), false}};
            } else if constexpr (std::is_same_v<S, ConvexPolygon2<float>> || std::is_same_v<S, ConvexPolygon2<double>>) {
                Poly2Spec poly;
                for (const auto& v : s.vertices()) poly.points.push_back(recordedToDouble(v));
                return poly;
            } else if constexpr (std::is_same_v<S, Aabb3<float>> || std::is_same_v<S, Aabb3<double>>) {
                return Aabb3Spec{recordedToDouble(s.center), recordedToDouble(s.halfExtents)};
            } else if constexpr (std::is_same_v<S, Circle2<float>> || std::is_same_v<S, Circle2<double>>) {
                return Circle2Spec{recordedToDouble(s.center), static_cast<double>(s.radius)};
            } else if constexpr (std::is_same_v<S, Capsule2<float>> || std::is_same_v<S, Capsule2<double>>) {
                return Capsule2Spec::fromEnds(recordedToDouble(s.start), recordedToDouble(s.end), static_cast<double>(s.radius));
            } else if constexpr (std::is_same_v<S, Sphere3<float>> || std::is_same_v<S, Sphere3<double>>) {
                return Sphere3Spec{recordedToDouble(s.center), static_cast<double>(s.radius)};
            } else if constexpr (std::is_same_v<S, Capsule3<float>> || std::is_same_v<S, Capsule3<double>>) {
                return Capsule3Spec{recordedToDouble(s.start), recordedToDouble(s.end), static_cast<double>(s.radius)};
            } else {
                Obb3Spec box{recordedToDouble(s.center), recordedToDouble(s.halfExtents), {}};
                box.rotation.form = RotationSpec::Form::Matrix;
                for (int row = 0; row < 3; ++row)
                    for (int column = 0; column < 3; ++column)
                        box.rotation.matrixRows[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)] =
                            static_cast<double>(s.axes[static_cast<std::size_t>(column)][row]);
                return box;
            }
        },
        geometry);
}
} // namespace

Scene frameToScene(const capture::Frame& frame, const std::string& sourceName) {
    Scene scene;
    int threeD = 0;
    for (const capture::RecordedShape& shape : frame.shapes) {
        threeD += capture::is3d(shape.geometry) ? 1 : 0;
        scene.shapes.push_back(SceneShape{sceneShapeName(frame, shape.id), recordedSpec(shape.geometry), std::nullopt, true, {}});
    }
    std::string where = sourceName;
    where.append(": frame ").append(std::to_string(frame.index));
    if (threeD != 0 && threeD != static_cast<int>(frame.shapes.size()))
        throw SceneLoadError(sourceName, {where + ": mixes 2D and 3D shapes; a scene holds one or the other"});
    // The scene file's own checks (limits, convexity, rotations), with the frame named in each message.
    try {
        return parseScene(serializeScene(scene), where);
    } catch (const SceneLoadError& error) {
        throw SceneLoadError(sourceName, error.problems());
    }
}

void recordScene(const Scene& scene, capture::Recorder& recorder, std::map<std::string, std::uint64_t>& ids) {
    for (const SceneShape& shape : scene.shapes) {
        const auto [it, added] = ids.try_emplace(shape.name, ids.size() + 1);
        const std::uint64_t id = it->second;
        const auto record = [&](const auto& geometry) { recorder.shape(id, shape.name, geometry); };
        if (is3d(shape.spec)) {
            std::visit(record, toShape3<double>(shape.spec));
        } else {
            std::visit(record, toShape2<double>(shape.spec));
        }
    }
}

} // namespace sat
