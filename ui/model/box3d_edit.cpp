// SPDX-License-Identifier: MIT
// Geometry of the scene's 3D boxes as the 3D view edits them, kept in the file's rotation form.
#include "ui/model/box3d_edit.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace ui {
namespace {

constexpr double kDegreesPerRadian = 57.29577951308232;

bool allFinite3(glm::dvec3 v) { return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z); }

/// Rounds to a multiple of 1 / `perUnit` (a power of ten, so 45 stays exactly 45); adding 0.0 turns -0 into 0.
double roundTo(double value, double perUnit) { return std::round(value * perUnit) / perUnit + 0.0; }

} // namespace

sat::Obb3<double> Box3Frame::obb() const {
    sat::Obb3<double> box;
    box.center = center;
    box.halfExtents = halfExtents;
    box.axes = {rotation[0], rotation[1], rotation[2]};
    return box;
}

bool isBox3(const sat::ShapeSpec& spec) {
    return std::holds_alternative<sat::Aabb3Spec>(spec) || std::holds_alternative<sat::Obb3Spec>(spec);
}

std::optional<Box3Frame> box3Frame(const sat::ShapeSpec& spec) {
    if (const auto* aabb = std::get_if<sat::Aabb3Spec>(&spec)) return Box3Frame{aabb->center, aabb->halfExtents, glm::dmat3(1.0)};
    if (const auto* obb = std::get_if<sat::Obb3Spec>(&spec))
        return Box3Frame{obb->center, obb->halfExtents, sat::rotationMatrix(obb->rotation)};
    return std::nullopt;
}

void setBox3Frame(sat::ShapeSpec& spec, const Box3Frame& frame) {
    if (auto* aabb = std::get_if<sat::Aabb3Spec>(&spec)) {
        aabb->center = frame.center;
        aabb->halfExtents = frame.halfExtents;
    } else if (auto* obb = std::get_if<sat::Obb3Spec>(&spec)) {
        obb->center = frame.center;
        obb->halfExtents = frame.halfExtents;
        // Only a changed rotation is rewritten, so a move keeps the file's numbers as written.
        if (sat::rotationMatrix(obb->rotation) != frame.rotation)
            obb->rotation = rotationInForm(obb->rotation.form, frame.rotation);
    }
}

bool translate3(sat::ShapeSpec& spec, glm::dvec3 delta) {
    if (auto* aabb = std::get_if<sat::Aabb3Spec>(&spec)) aabb->center += delta;
    else if (auto* obb = std::get_if<sat::Obb3Spec>(&spec)) obb->center += delta;
    else if (auto* sphere = std::get_if<sat::Sphere3Spec>(&spec)) sphere->center += delta;
    else if (auto* capsule = std::get_if<sat::Capsule3Spec>(&spec)) {
        capsule->start += delta;
        capsule->end += delta;
    } else return false;
    return true;
}

bool convertToObb3(sat::ShapeSpec& spec) {
    const auto* aabb = std::get_if<sat::Aabb3Spec>(&spec);
    if (!aabb) return false;
    spec = sat::Obb3Spec{aabb->center, aabb->halfExtents, sat::RotationSpec{}};
    return true;
}

bool convertToAabb3(sat::ShapeSpec& spec) {
    const auto* obb = std::get_if<sat::Obb3Spec>(&spec);
    if (!obb) return false;
    spec = sat::Aabb3Spec{obb->center, obb->halfExtents};
    return true;
}

glm::dvec3 eulerDegreesFromMatrix(const glm::dmat3& r) {
    // R = Rz Ry Rx has row 2 = (-sy, sx cy, cx cy), column 0 = (cy cz, cy sz, -sy); glm is column major: r[col][row].
    const double sinY = std::clamp(-r[0][2], -1.0, 1.0);
    const double y = std::asin(sinY);
    double x = 0.0, z = 0.0;
    if (std::abs(sinY) < 1.0 - 1e-12) {
        x = std::atan2(r[1][2], r[2][2]);
        z = std::atan2(r[0][1], r[0][0]);
    } else {
        // cos y = 0: only x - z (or x + z) is defined; put it all in z (R01 = -sz, R11 = cz with x = 0).
        z = std::atan2(-r[1][0], r[1][1]);
    }
    return glm::dvec3(x, y, z) * kDegreesPerRadian;
}

std::array<double, 4> quaternionFromMatrix(const glm::dmat3& r) {
    // Shepperd's method: divide by the largest of 4w^2, 4x^2, 4y^2, 4z^2. m(row, col) = r[col][row].
    auto m = [&](int row, int col) { return r[col][row]; };
    const double trace = m(0, 0) + m(1, 1) + m(2, 2);
    std::array<double, 4> q{};
    if (trace > 0.0) {
        const double s = std::sqrt(trace + 1.0) * 2.0;
        q = {0.25 * s, (m(2, 1) - m(1, 2)) / s, (m(0, 2) - m(2, 0)) / s, (m(1, 0) - m(0, 1)) / s};
    } else if (m(0, 0) > m(1, 1) && m(0, 0) > m(2, 2)) {
        const double s = std::sqrt(1.0 + m(0, 0) - m(1, 1) - m(2, 2)) * 2.0;
        q = {(m(2, 1) - m(1, 2)) / s, 0.25 * s, (m(0, 1) + m(1, 0)) / s, (m(0, 2) + m(2, 0)) / s};
    } else if (m(1, 1) > m(2, 2)) {
        const double s = std::sqrt(1.0 + m(1, 1) - m(0, 0) - m(2, 2)) * 2.0;
        q = {(m(0, 2) - m(2, 0)) / s, (m(0, 1) + m(1, 0)) / s, 0.25 * s, (m(1, 2) + m(2, 1)) / s};
    } else {
        const double s = std::sqrt(1.0 + m(2, 2) - m(0, 0) - m(1, 1)) * 2.0;
        q = {(m(1, 0) - m(0, 1)) / s, (m(0, 2) + m(2, 0)) / s, (m(1, 2) + m(2, 1)) / s, 0.25 * s};
    }
    const double length = std::sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
    const double sign = q[0] < 0.0 ? -1.0 : 1.0;
    for (double& c : q) c *= sign / length;
    return q;
}

glm::dmat3 rotationAbout(glm::dvec3 axis, double radians) {
    const glm::dvec3 a = glm::normalize(axis);
    const double c = std::cos(radians), s = std::sin(radians), t = 1.0 - c;
    // Rodrigues' formula, written by columns.
    return glm::dmat3(glm::dvec3(t * a.x * a.x + c, t * a.x * a.y + s * a.z, t * a.x * a.z - s * a.y),
                      glm::dvec3(t * a.x * a.y - s * a.z, t * a.y * a.y + c, t * a.y * a.z + s * a.x),
                      glm::dvec3(t * a.x * a.z + s * a.y, t * a.y * a.z - s * a.x, t * a.z * a.z + c));
}

sat::RotationSpec rotationInForm(sat::RotationSpec::Form form, const glm::dmat3& rotation) {
    sat::RotationSpec spec;
    spec.form = form;
    switch (form) {
    case sat::RotationSpec::Form::EulerDegrees: {
        const glm::dvec3 e = eulerDegreesFromMatrix(rotation);
        spec.eulerDeg = {roundTo(e.x, 1e9), roundTo(e.y, 1e9), roundTo(e.z, 1e9)};
        break;
    }
    case sat::RotationSpec::Form::Quaternion: {
        std::array<double, 4> q = quaternionFromMatrix(rotation);
        for (double& c : q) c = roundTo(c, 1e12);
        spec.quatWxyz = q;
        break;
    }
    case sat::RotationSpec::Form::Matrix:
        for (int row = 0; row < 3; ++row)
            for (int col = 0; col < 3; ++col)
                spec.matrixRows[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)] = rotation[col][row];
        break;
    }
    return spec;
}

std::optional<std::string> centerProblem3d(glm::dvec3 center) {
    if (!allFinite3(center)) return "the centre must be a number";
    for (int i = 0; i < 3; ++i)
        if (std::abs(center[i]) > sat::kMaxSceneCoordinate)
            return "centre coordinates must be within \xC2\xB1"
                   "1e9";
    return std::nullopt;
}

std::optional<std::string> halfExtentsProblem3d(glm::dvec3 halfExtents) {
    if (!allFinite3(halfExtents)) return "half extents must be numbers";
    for (int i = 0; i < 3; ++i)
        if (!(halfExtents[i] >= sat::kMinHalfExtent) || halfExtents[i] > sat::kMaxHalfExtent)
            return "half extents must be from 1e-9 to 1e9 (a box has a size in every direction)";
    return std::nullopt;
}

std::optional<std::string> eulerProblem3d(glm::dvec3 degrees) {
    if (!allFinite3(degrees)) return "angles must be numbers";
    for (int i = 0; i < 3; ++i)
        if (std::abs(degrees[i]) > sat::kMaxAngleValue)
            return "angles must be within \xC2\xB1"
                   "1000000 degrees";
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

} // namespace ui
