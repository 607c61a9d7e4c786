// SPDX-License-Identifier: MIT
// Reading and validating one shape of a scene file (docs/scene-format.md).

#include <algorithm>
#include <cmath>

#include "scene_internal.hpp"

namespace sat::detail {

namespace {
using Numbers = std::optional<std::vector<double>>;

Numbers readField(ObjectReader& reader, std::string_view key, std::size_t count, NumberCheck check) {
    const Json* value = reader.required(key);
    if (value == nullptr) return std::nullopt;
    if (Numbers numbers = validNumbers(*value, count, check)) return numbers; // no path string for a good field
    return readNumbers(*value, reader.pathOf(key), reader.problems(), count, check);
}

glm::dvec2 toVec2(const std::vector<double>& v) { return {v[0], v[1]}; }
glm::dvec3 toVec3(const std::vector<double>& v) { return {v[0], v[1], v[2]}; }

/// Exactly one of `keys` must be present; returns its index, or -1 (reported).
int exactlyOneOf(ObjectReader& reader, const std::vector<std::string_view>& keys) {
    std::vector<int> present;
    std::string names;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (reader.optional(keys[i]) != nullptr) present.push_back(static_cast<int>(i));
        names += std::string(i == 0 ? "" : (i + 1 == keys.size() ? " or " : ", ")) + std::string(keys[i]);
    }
    if (present.size() == 1) return present[0];
    if (present.empty()) {
        reader.problems().add(reader.path(), "missing " + names + " (give exactly one)");
    } else {
        const std::string_view second = keys[static_cast<std::size_t>(present[1])];
        reader.problems().add(reader.pathOf(second), "give exactly one of " + names + ", not several");
    }
    return -1;
}

std::optional<ShapeSpec> readAabb2(ObjectReader& reader) {
    const Numbers center = readField(reader, "center", 2, coordinate);
    const Numbers halfExtents = readField(reader, "half_extents", 2, halfExtent);
    if (!center || !halfExtents) return std::nullopt;
    return Aabb2Spec{toVec2(*center), toVec2(*halfExtents)};
}

std::optional<ShapeSpec> readObb2(ObjectReader& reader) {
    const Numbers center = readField(reader, "center", 2, coordinate);
    const Numbers halfExtents = readField(reader, "half_extents", 2, halfExtent);
    const int which = exactlyOneOf(reader, {"angle_deg", "angle_rad"});
    std::optional<double> angle;
    if (which >= 0) {
        const char* key = which == 0 ? "angle_deg" : "angle_rad";
        angle = readNumber(*reader.optional(key), reader.pathOf(key), reader.problems(), angleValue);
    }
    if (!center || !halfExtents || !angle) return std::nullopt;
    return Obb2Spec{toVec2(*center), toVec2(*halfExtents), AngleSpec{*angle, which == 0}};
}

std::optional<ShapeSpec> readPoly2(ObjectReader& reader) {
    const Json* points = reader.required("points");
    if (points == nullptr) return std::nullopt;
    const std::string path = reader.pathOf("points");
    if (!points->is_array()) {
        reader.problems().add(path, "must be an array of [x, y] points, got " + describe(*points));
        return std::nullopt;
    }
    if (points->size() < 3 || points->size() > static_cast<std::size_t>(kMaxPolygonVertices)) {
        reader.problems().add(path, "must have 3 to 64 points, got " + std::to_string(points->size()));
        return std::nullopt;
    }
    Poly2Spec spec;
    for (std::size_t i = 0; i < points->size(); ++i) {
        Numbers point = validNumbers((*points)[i], 2, coordinate);
        if (!point) point = readNumbers((*points)[i], childPath(path, i), reader.problems(), 2, coordinate);
        if (point) {
            spec.points.push_back(toVec2(*point));
        }
    }
    if (spec.points.size() != points->size()) return std::nullopt;
    try {
        (void)ConvexPolygon2<double>::make(spec.points);
    } catch (const GeometryError& error) {
        reader.problems().add(path, error.what());
        return std::nullopt;
    }
    return spec;
}

/// One number field that must be present.
std::optional<double> readScalarField(ObjectReader& reader, std::string_view key, NumberCheck check) {
    const Json* value = reader.required(key);
    if (value == nullptr) return std::nullopt;
    return readNumber(*value, reader.pathOf(key), reader.problems(), check);
}

std::optional<ShapeSpec> readCircle2(ObjectReader& reader) {
    const Numbers center = readField(reader, "center", 2, coordinate);
    const std::optional<double> radius = readScalarField(reader, "radius", halfExtent);
    if (!center || !radius) return std::nullopt;
    return Circle2Spec{toVec2(*center), *radius};
}

/// The fields of a capsule2's two forms (docs/scene-format.md).
constexpr std::string_view kCapsuleEndsKeys[] = {"start", "end"};
constexpr std::string_view kCapsuleCentreKeys[] = {"center", "half_length", "angle_deg", "angle_rad"};

std::optional<ShapeSpec> readCapsule2(ObjectReader& reader) {
    const auto anyOf = [&](const auto& keys) {
        return std::any_of(std::begin(keys), std::end(keys), [&](std::string_view key) { return reader.has(key); });
    };
    const bool ends = anyOf(kCapsuleEndsKeys);
    const bool centre = anyOf(kCapsuleCentreKeys);
    const std::optional<double> radius = readScalarField(reader, "radius", halfExtent);
    if (ends && centre) {
        for (std::string_view key : kCapsuleCentreKeys) (void)reader.optional(key); // named in this message, not as unknown
        for (std::string_view key : kCapsuleEndsKeys) (void)reader.optional(key);
        reader.problems().add(reader.path(), "give the segment either as start and end, or as center, half_length and "
                                             "angle_deg (or angle_rad), not both");
        return std::nullopt;
    }
    if (!ends && !centre) {
        reader.problems().add(reader.path(), "missing the segment: give start and end, or center, half_length and "
                                             "angle_deg (or angle_rad)");
        return std::nullopt;
    }
    if (ends) {
        const Numbers start = readField(reader, "start", 2, coordinate);
        const Numbers end = readField(reader, "end", 2, coordinate);
        if (!start || !end || !radius) return std::nullopt;
        return Capsule2Spec::fromEnds(toVec2(*start), toVec2(*end), *radius);
    }
    const Numbers center = readField(reader, "center", 2, coordinate);
    const std::optional<double> length = readScalarField(reader, "half_length", halfLength);
    const int which = exactlyOneOf(reader, {"angle_deg", "angle_rad"});
    std::optional<double> angle;
    if (which >= 0) {
        const char* key = which == 0 ? "angle_deg" : "angle_rad";
        angle = readNumber(*reader.optional(key), reader.pathOf(key), reader.problems(), angleValue);
    }
    if (!center || !length || !angle || !radius) return std::nullopt;
    return Capsule2Spec::fromCentre(toVec2(*center), *length, AngleSpec{*angle, which == 0}, *radius);
}

std::optional<ShapeSpec> readSphere3(ObjectReader& reader) {
    const Numbers center = readField(reader, "center", 3, coordinate);
    const std::optional<double> radius = readScalarField(reader, "radius", halfExtent);
    if (!center || !radius) return std::nullopt;
    return Sphere3Spec{toVec3(*center), *radius};
}

std::optional<ShapeSpec> readCapsule3(ObjectReader& reader) {
    const Numbers start = readField(reader, "start", 3, coordinate);
    const Numbers end = readField(reader, "end", 3, coordinate);
    const std::optional<double> radius = readScalarField(reader, "radius", halfExtent);
    if (!start || !end || !radius) return std::nullopt;
    return Capsule3Spec{toVec3(*start), toVec3(*end), *radius};
}

std::optional<ShapeSpec> readAabb3(ObjectReader& reader) {
    const Numbers center = readField(reader, "center", 3, coordinate);
    const Numbers halfExtents = readField(reader, "half_extents", 3, halfExtent);
    if (!center || !halfExtents) return std::nullopt;
    return Aabb3Spec{toVec3(*center), toVec3(*halfExtents)};
}

std::optional<RotationSpec> readMatrix(const Json& value, const std::string& path, Problems& problems) {
    if (!value.is_array() || value.size() != 3) {
        problems.add(path, "must be 3 rows of 3 numbers, got " + describe(value));
        return std::nullopt;
    }
    RotationSpec spec;
    spec.form = RotationSpec::Form::Matrix;
    bool complete = true;
    for (std::size_t r = 0; r < 3; ++r) {
        const Numbers row = readNumbers(value[r], childPath(path, r), problems, 3, anyFinite);
        if (!row) complete = false;
        for (std::size_t c = 0; row && c < 3; ++c) spec.matrixRows[r][c] = (*row)[c];
    }
    if (!complete) return std::nullopt;
    const double error = orthonormalityError(spec.matrixRows);
    if (error > kRotationTolerance) {
        problems.add(path, "is not a rotation: its columns must be unit length and perpendicular (R^T R differs from I by " +
                               formatNumber(error) + ", tolerance 1e-6); write more digits or use quat_wxyz or euler_deg");
        return std::nullopt;
    }
    if (determinant(spec.matrixRows) < 0.0) {
        problems.add(path, "is a reflection (determinant -1), not a rotation");
        return std::nullopt;
    }
    return spec;
}

std::optional<RotationSpec> readQuaternion(const Json& value, const std::string& path, Problems& problems) {
    const Numbers q = readNumbers(value, path, problems, 4, anyFinite);
    if (!q) return std::nullopt;
    const double norm = std::sqrt((*q)[0] * (*q)[0] + (*q)[1] * (*q)[1] + (*q)[2] * (*q)[2] + (*q)[3] * (*q)[3]);
    if (!(std::abs(norm - 1.0) <= kRotationTolerance)) {
        problems.add(path, "must be a unit quaternion, got length " + formatNumber(norm) + " (tolerance 1e-6)");
        return std::nullopt;
    }
    RotationSpec spec;
    spec.form = RotationSpec::Form::Quaternion;
    spec.quatWxyz = {(*q)[0], (*q)[1], (*q)[2], (*q)[3]};
    return spec;
}

std::optional<ShapeSpec> readObb3(ObjectReader& reader) {
    const Numbers center = readField(reader, "center", 3, coordinate);
    const Numbers halfExtents = readField(reader, "half_extents", 3, halfExtent);
    const int which = exactlyOneOf(reader, {"rotation", "quat_wxyz", "euler_deg"});
    std::optional<RotationSpec> rotation;
    Problems& problems = reader.problems();
    if (which == 0) rotation = readMatrix(*reader.optional("rotation"), reader.pathOf("rotation"), problems);
    if (which == 1) rotation = readQuaternion(*reader.optional("quat_wxyz"), reader.pathOf("quat_wxyz"), problems);
    if (which == 2) {
        if (const Numbers euler = readNumbers(*reader.optional("euler_deg"), reader.pathOf("euler_deg"), problems, 3,
                                              angleValue)) {
            rotation = RotationSpec{};
            rotation->form = RotationSpec::Form::EulerDegrees;
            rotation->eulerDeg = toVec3(*euler);
        }
    }
    if (!center || !halfExtents || !rotation) return std::nullopt;
    return Obb3Spec{toVec3(*center), toVec3(*halfExtents), *rotation};
}

using KindReader = std::optional<ShapeSpec> (*)(ObjectReader&);
struct Kind {
    const char* name;
    KindReader read;
};
constexpr Kind kKinds[] = {
    {"aabb2", readAabb2}, {"obb2", readObb2}, {"poly2", readPoly2},     {"circle2", readCircle2},   {"capsule2", readCapsule2},
    {"aabb3", readAabb3}, {"obb3", readObb3}, {"sphere3", readSphere3}, {"capsule3", readCapsule3},
};

const Kind* findKind(ObjectReader& reader) {
    const Json* value = reader.required("kind");
    if (value == nullptr) return nullptr;
    const auto name = readString(*value, reader.pathOf("kind"), reader.problems());
    if (!name) return nullptr;
    for (const Kind& kind : kKinds) {
        if (*name == kind.name) return &kind;
    }
    reader.problems().add(reader.pathOf("kind"),
                          "unknown kind " + jsonQuoted(*name) +
                              " (expected aabb2, obb2, poly2, circle2, capsule2, aabb3, obb3, sphere3 or capsule3)");
    return nullptr;
}

/// name, color, visible, group: the fields every kind has.
void readCommon(ObjectReader& reader, SceneShape& shape) {
    Problems& problems = reader.problems();
    if (const Json* name = reader.required("name")) {
        if (const auto text = readString(*name, reader.pathOf("name"), problems)) {
            if (text->empty()) problems.add(reader.pathOf("name"), "must not be empty");
            shape.name = *text;
        }
    }
    if (const Json* color = reader.optional("color")) {
        if (const auto text = readString(*color, reader.pathOf("color"), problems)) {
            shape.color = parseColor(*text);
            if (!shape.color)
                problems.add(reader.pathOf("color"), "must be \"#rrggbb\" or \"#rrggbbaa\", got " + describe(*color));
        }
    }
    if (const Json* visible = reader.optional("visible")) {
        shape.visible = readBool(*visible, reader.pathOf("visible"), problems).value_or(true);
    }
    if (const Json* group = reader.optional("group")) {
        if (const auto text = readString(*group, reader.pathOf("group"), problems)) {
            if (text->empty()) problems.add(reader.pathOf("group"), "must not be empty (leave the field out instead)");
            shape.group = *text;
        }
    }
    if (const Json* collider = reader.optional("collider")) {
        if (const auto text = readString(*collider, reader.pathOf("collider"), problems)) {
            if (text->empty()) problems.add(reader.pathOf("collider"), "must not be empty (leave the field out instead)");
            shape.collider = *text;
        }
    }
}
} // namespace

std::optional<SceneShape> readShape(const Json& value, const std::string& path, Problems& problems) {
    if (!value.is_object()) {
        problems.add(path, "must be an object, got " + describe(value));
        return std::nullopt;
    }
    const std::size_t problemsBefore = problems.count();
    ObjectReader reader(value, path, problems);
    SceneShape shape;
    readCommon(reader, shape);
    const Kind* kind = findKind(reader);
    if (kind == nullptr) return std::nullopt; // its fields cannot be judged
    std::optional<ShapeSpec> spec = kind->read(reader);
    if (!reader.allKnown()) reader.rejectUnknown("for kind " + jsonQuoted(kind->name));
    if (!spec || problems.count() != problemsBefore) return std::nullopt;
    shape.spec = std::move(*spec);
    return shape;
}

} // namespace sat::detail
