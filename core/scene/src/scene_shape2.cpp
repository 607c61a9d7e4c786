// SPDX-License-Identifier: MIT
// From a scene's 2D spec (file units) to the SAT's shapes (radians, float or double).

#include <cmath>
#include <numbers>

#include "sat/detail/overloaded.hpp"
#include "sat/scene.hpp"

namespace sat {

namespace {
using sat::detail::Overloaded;

/// Unit x axis of a box turned by `angle`. Whole quarter turns in degrees
/// give exact axes, so "angle_deg": 90 is exactly an axis-aligned box.
glm::dvec2 axisOf(const AngleSpec& angle) {
    if (angle.degrees) {
        const double turns = std::fmod(angle.value, 360.0);
        const double quarter = turns / 90.0;
        if (quarter == std::floor(quarter)) {
            switch ((static_cast<int>(quarter) % 4 + 4) % 4) {
            case 0: return {1.0, 0.0};
            case 1: return {0.0, 1.0};
            case 2: return {-1.0, 0.0};
            default: return {0.0, -1.0};
            }
        }
        const double radians = turns * (std::numbers::pi / 180.0);
        return {std::cos(radians), std::sin(radians)};
    }
    return {std::cos(angle.value), std::sin(angle.value)};
}
} // namespace

std::array<glm::dvec2, 2> Capsule2Spec::ends() const {
    if (form == Form::Ends) return {start, end};
    const glm::dvec2 along = axisOf(angle) * halfLength;
    return {center - along, center + along};
}

template <class T> Shape2<T> toShape2(const ShapeSpec& spec) {
    return std::visit(Overloaded{
                          [](const Aabb2Spec& s) -> Shape2<T> {
                              return Aabb2<T>{Vec2<T>(s.center), Vec2<T>(s.halfExtents)};
                          },
                          [](const Obb2Spec& s) -> Shape2<T> {
                              const Vec2<T> axisX(axisOf(s.angle));
                              return Obb2<T>{Vec2<T>(s.center), Vec2<T>(s.halfExtents), axisX, Vec2<T>(-axisX.y, axisX.x)};
                          },
                          [](const Poly2Spec& s) -> Shape2<T> {
                              std::vector<Vec2<T>> points;
                              points.reserve(s.points.size());
                              for (const glm::dvec2& p : s.points) points.emplace_back(p);
                              return ConvexPolygon2<T>::make(points);
                          },
                          [](const Circle2Spec& s) -> Shape2<T> {
                              return Circle2<T>{Vec2<T>(s.center), static_cast<T>(s.radius)};
                          },
                          [](const Capsule2Spec& s) -> Shape2<T> {
                              const std::array<glm::dvec2, 2> ends = s.ends();
                              return Capsule2<T>{Vec2<T>(ends[0]), Vec2<T>(ends[1]), static_cast<T>(s.radius)};
                          },
                          [](const auto&) -> Shape2<T> { throw GeometryError("a 3D shape cannot be used as a 2D shape"); },
                      },
                      spec);
}

template Shape2<float> toShape2<float>(const ShapeSpec&);
template Shape2<double> toShape2<double>(const ShapeSpec&);

} // namespace sat
