// SPDX-License-Identifier: MIT
// Scene specs to 3D shapes: boxes, spheres and capsules.

#include <string>

#include <glm/geometric.hpp>

#include "sat/scene3d.hpp"

namespace sat {

template <class T> Shape3<T> toShape3(const ShapeSpec& spec) {
    if (const auto* aabb = std::get_if<Aabb3Spec>(&spec)) {
        return Aabb3<T>{Vec3<T>(aabb->center), Vec3<T>(aabb->halfExtents)};
    }
    if (const auto* obb = std::get_if<Obb3Spec>(&spec)) {
        // rotationMatrix already normalises quaternions and
        // re-orthonormalises matrices in double; fromMatrix repeats that
        // in T so that a float box's axes are orthonormal to float rounding.
        return Obb3<T>::fromMatrix(Vec3<T>(obb->center), Vec3<T>(obb->halfExtents), Mat3<T>(rotationMatrix(obb->rotation)));
    }
    if (const auto* sphere = std::get_if<Sphere3Spec>(&spec)) {
        return Sphere3<T>{Vec3<T>(sphere->center), static_cast<T>(sphere->radius)};
    }
    if (const auto* capsule = std::get_if<Capsule3Spec>(&spec)) {
        return Capsule3<T>{Vec3<T>(capsule->start), Vec3<T>(capsule->end), static_cast<T>(capsule->radius)};
    }
    throw GeometryError(std::string("toShape3: a ") + kindName(spec) + " is not a 3D shape");
}

template Shape3<float> toShape3<float>(const ShapeSpec&);
template Shape3<double> toShape3<double>(const ShapeSpec&);

} // namespace sat
