// SPDX-License-Identifier: MIT
// serializeScene: the scene back in the file format, one shape per line.
// Numbers are written in their shortest exact form (std::to_chars), so
// load -> save -> load gives identical values and save -> load -> save
// identical bytes.

#include "sat/detail/overloaded.hpp"
#include "scene_internal.hpp"

namespace sat {

using detail::formatNumber;
using detail::jsonQuoted;

namespace {
using sat::detail::Overloaded;

std::string numbers(std::initializer_list<double> values) {
    std::string text = "[";
    for (const double value : values) {
        if (text.size() > 1) text += ", ";
        text += formatNumber(value);
    }
    return text + "]";
}
std::string vec(const glm::dvec2& v) { return numbers({v.x, v.y}); }
std::string vec(const glm::dvec3& v) { return numbers({v.x, v.y, v.z}); }

/// Concatenation by appending: g++ 12 -O3 warns falsely (-Wrestrict, PR 105651)
/// on `"literal" + std::string`, so the writer never uses that form.
std::string concat(std::initializer_list<std::string_view> parts) {
    std::string text;
    for (const std::string_view part : parts) text += part;
    return text;
}

std::string field(const char* key, const std::string& value) { return concat({", ", jsonQuoted(key), ": ", value}); }

std::string rotationFields(const RotationSpec& rotation) {
    switch (rotation.form) {
    case RotationSpec::Form::Matrix: {
        const auto& m = rotation.matrixRows;
        return field("rotation", concat({"[", numbers({m[0][0], m[0][1], m[0][2]}), ", ", numbers({m[1][0], m[1][1], m[1][2]}),
                                         ", ", numbers({m[2][0], m[2][1], m[2][2]}), "]"}));
    }
    case RotationSpec::Form::Quaternion: {
        const auto& q = rotation.quatWxyz;
        return field("quat_wxyz", numbers({q[0], q[1], q[2], q[3]}));
    }
    case RotationSpec::Form::EulerDegrees: return field("euler_deg", vec(rotation.eulerDeg));
    }
    return {};
}

std::string kindFields(const ShapeSpec& spec) {
    return std::visit(
        Overloaded{
            [](const Aabb2Spec& s) { return field("center", vec(s.center)) + field("half_extents", vec(s.halfExtents)); },
            [](const Obb2Spec& s) {
                return field("center", vec(s.center)) + field("half_extents", vec(s.halfExtents)) +
                       field(s.angle.degrees ? "angle_deg" : "angle_rad", formatNumber(s.angle.value));
            },
            [](const Poly2Spec& s) {
                std::string points = "[";
                for (const glm::dvec2& p : s.points) {
                    if (points.size() > 1) points += ", ";
                    points += vec(p);
                }
                return field("points", points + "]");
            },
            [](const Circle2Spec& s) { return field("center", vec(s.center)) + field("radius", formatNumber(s.radius)); },
            [](const Capsule2Spec& s) {
                const std::string radius = field("radius", formatNumber(s.radius));
                if (s.form == Capsule2Spec::Form::Ends) return field("start", vec(s.start)) + field("end", vec(s.end)) + radius;
                return field("center", vec(s.center)) + field("half_length", formatNumber(s.halfLength)) +
                       field(s.angle.degrees ? "angle_deg" : "angle_rad", formatNumber(s.angle.value)) + radius;
            },
            [](const Sphere3Spec& s) { return field("center", vec(s.center)) + field("radius", formatNumber(s.radius)); },
            [](const Capsule3Spec& s) {
                return field("start", vec(s.start)) + field("end", vec(s.end)) + field("radius", formatNumber(s.radius));
            },
            [](const Aabb3Spec& s) { return field("center", vec(s.center)) + field("half_extents", vec(s.halfExtents)); },
            [](const Obb3Spec& s) {
                return field("center", vec(s.center)) + field("half_extents", vec(s.halfExtents)) + rotationFields(s.rotation);
            },
        },
        spec);
}

std::string shapeLine(const SceneShape& shape) {
    std::string line = concat({"{\"name\": ", jsonQuoted(shape.name), field("kind", jsonQuoted(kindName(shape.spec)))});
    line += kindFields(shape.spec);
    if (shape.color) line += field("color", jsonQuoted(formatColor(*shape.color)));
    if (!shape.visible) line += field("visible", "false");
    if (!shape.group.empty()) line += field("group", jsonQuoted(shape.group));
    if (!shape.collider.empty()) line += field("collider", jsonQuoted(shape.collider));
    return line + "}";
}
} // namespace

std::string serializeScene(const Scene& scene) {
    std::string text = concat({"{\"format\": \"satlab-scene\", \"version\": ", std::to_string(kSceneFormatVersion)});
    if (scene.view) {
        text += concat(
            {",\n \"view\": {\"center\": ", vec(scene.view->center), ", \"zoom\": ", formatNumber(scene.view->zoom), "}"});
    }
    if (scene.camera) {
        const SceneCamera& camera = *scene.camera;
        text += concat({",\n \"camera\": {\"target\": ", vec(camera.target), ", \"distance\": ", formatNumber(camera.distance),
                        ", \"yaw_deg\": ", formatNumber(camera.yawDeg), ", \"pitch_deg\": ", formatNumber(camera.pitchDeg),
                        ", \"projection\": ", camera.orthographic ? "\"orthographic\"" : "\"perspective\"", "}"});
    }
    if (scene.lessonJson) text += concat({",\n \"lesson\": ", *scene.lessonJson});
    text += ",\n \"shapes\": [";
    for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
        text += i == 0 ? "\n  " : ",\n  ";
        text += shapeLine(scene.shapes[i]);
    }
    return text + "]}\n";
}

} // namespace sat
