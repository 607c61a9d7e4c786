// SPDX-License-Identifier: MIT
// The 3D families' pairs, and the same pairs converted once into each peer's representation.
#include "data3d.hpp"

#include <map>

#include "family.hpp"

namespace bench {
namespace {

OdeBox toOde(const sat::Obb3<float>& box) {
    OdeBox out{};
    for (int row = 0; row < 3; ++row) {
        const auto r = static_cast<std::size_t>(row);
        out.position[r] = box.center[row];
        out.sides[r] = 2.0 * static_cast<double>(box.halfExtents[row]);
        for (std::size_t column = 0; column < 3; ++column) out.rotation[4 * r + column] = box.axes[column][row];
    }
    return out;
}

fcl::OBB<double> toFcl(const sat::Obb3<float>& box) {
    fcl::OBB<double> out;
    for (int row = 0; row < 3; ++row) {
        out.To[row] = box.center[row];
        out.extent[row] = box.halfExtents[row];
        for (int column = 0; column < 3; ++column) out.axis(row, column) = box.axes[static_cast<std::size_t>(column)][row];
    }
    return out;
}

FclRelative toFclRelative(const fcl::OBB<double>& a, const fcl::OBB<double>& b) {
    return {a.axis.transpose() * b.axis, a.axis.transpose() * (b.To - a.To), a.extent, b.extent};
}

fcl::Transform3d toFclPose(const sat::Obb3<float>& box) {
    fcl::Transform3d pose = fcl::Transform3d::Identity();
    for (int row = 0; row < 3; ++row) {
        pose.translation()[row] = box.center[row];
        for (int column = 0; column < 3; ++column) pose.linear()(row, column) = box.axes[static_cast<std::size_t>(column)][row];
    }
    return pose;
}

CcdBox toCcd(const sat::Obb3<float>& box) {
    CcdBox out{};
    for (int row = 0; row < 3; ++row) {
        const auto r = static_cast<std::size_t>(row);
        out.center[r] = box.center[row];
        out.half[r] = box.halfExtents[row];
        for (std::size_t column = 0; column < 3; ++column) out.rotation[3 * r + column] = box.axes[column][row];
    }
    return out;
}

std::unique_ptr<btBoxShape> toBulletShape(const sat::Obb3<float>& box) {
    auto shape = std::make_unique<btBoxShape>(btVector3(box.halfExtents.x, box.halfExtents.y, box.halfExtents.z));
    shape->setMargin(0.0F);
    return shape;
}

btTransform toBulletTransform(const sat::Obb3<float>& box) {
    const auto& u = box.axes;
    const btMatrix3x3 basis(u[0].x, u[1].x, u[2].x, u[0].y, u[1].y, u[2].y, u[0].z, u[1].z, u[2].z);
    return btTransform(basis, btVector3(box.center.x, box.center.y, box.center.z));
}

Data3d convert(Obb3Pairs pairs) {
    Data3d data;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const sat::Obb3<float>& a = pairs.a[i];
        const sat::Obb3<float>& b = pairs.b[i];
        data.a64.push_back(sat::castShape<double>(a));
        data.b64.push_back(sat::castShape<double>(b));
        data.fclA.push_back(toFcl(a));
        data.fclB.push_back(toFcl(b));
        data.fclRelative.push_back(toFclRelative(data.fclA.back(), data.fclB.back()));
        data.fclBoxA.emplace_back(2.0 * double(a.halfExtents.x), 2.0 * double(a.halfExtents.y), 2.0 * double(a.halfExtents.z));
        data.fclBoxB.emplace_back(2.0 * double(b.halfExtents.x), 2.0 * double(b.halfExtents.y), 2.0 * double(b.halfExtents.z));
        data.fclPoseA.push_back(toFclPose(a));
        data.fclPoseB.push_back(toFclPose(b));
        data.odeA.push_back(toOde(a));
        data.odeB.push_back(toOde(b));
        data.ccdA.push_back(toCcd(a));
        data.ccdB.push_back(toCcd(b));
        data.bulletA.push_back(toBulletShape(a));
        data.bulletB.push_back(toBulletShape(b));
        data.bulletTransformA.push_back(toBulletTransform(a));
        data.bulletTransformB.push_back(toBulletTransform(b));
    }
    data.pairs = std::move(pairs);
    return data;
}

} // namespace

const Data3d& obb3Data(Scenario scenario) {
    static std::map<Scenario, Data3d> cache;
    auto found = cache.find(scenario);
    if (found == cache.end()) {
        found = cache.emplace(scenario, convert(makeObb3Pairs(scenario, kPairsInCache, seedOf(5, scenario)))).first;
    }
    return found->second;
}

void initPeers3d() { dInitODE2(0); }

void ccdBoxSupport(const void* object, const ccd_vec3_t* direction, ccd_vec3_t* out) {
    const auto& box = *static_cast<const CcdBox*>(object);
    const double* d = direction->v;
    double local[3];
    for (std::size_t axis = 0; axis < 3; ++axis) {
        // The direction in the box's frame: column `axis` of the rotation.
        const double along = box.rotation[axis] * d[0] + box.rotation[3 + axis] * d[1] + box.rotation[6 + axis] * d[2];
        local[axis] = along >= 0.0 ? box.half[axis] : -box.half[axis];
    }
    for (std::size_t row = 0; row < 3; ++row) {
        const double* r = &box.rotation[3 * row];
        out->v[row] = box.center[row] + r[0] * local[0] + r[1] * local[1] + r[2] * local[2];
    }
}

void ccdBoxCenter(const void* object, ccd_vec3_t* out) {
    const auto& box = *static_cast<const CcdBox*>(object);
    for (std::size_t row = 0; row < 3; ++row) out->v[row] = box.center[row];
}

} // namespace bench
