// SPDX-License-Identifier: MIT
#pragma once
// The 3D families' data: the shared pairs (pairs.hpp), a double copy for
// SATlab's double-precision entry, and the same pairs converted once, before
// any timing, into each peer's own representation: FCL 0.7 (double), ODE
// 0.16 (double), Bullet 3.24 (float), libccd 2.1 (double).

#include <memory>
#include <vector>

#include <BulletCollision/CollisionShapes/btBoxShape.h>
#include <LinearMath/btTransform.h>
#include <ccd/ccd.h>
#include <fcl/geometry/shape/box.h>
#include <fcl/math/bv/OBB.h>
#include <ode/ode.h>

#include "pairs.hpp"

namespace bench {

/// ODE's box arguments: centre, rotation (3x4, row-major, rows padded) and
/// full side lengths.
struct OdeBox {
    dVector3 position;
    dMatrix3 rotation;
    dVector3 sides;
};

/// obbDisjoint's own input: B's rotation and centre in A's frame, both half
/// extents. Computed before timing, so this entry is spared the relative
/// pose that the other 3D tests compute per pair (an optimistic bound).
struct FclRelative {
    fcl::Matrix3d rotation;
    fcl::Vector3d translation;
    fcl::Vector3d halfA, halfB;
};

/// A box for libccd's support-function interface (centre, row-major
/// rotation whose columns are the box axes, half extents).
struct CcdBox {
    double center[3];
    double rotation[9];
    double half[3];
};

struct Data3d {
    Obb3Pairs pairs;
    std::vector<sat::Obb3<double>> a64, b64;
    std::vector<fcl::OBB<double>> fclA, fclB;
    /// fcl::distance's input: the boxes as shapes (full side lengths) and their poses.
    std::vector<fcl::Boxd> fclBoxA, fclBoxB;
    std::vector<fcl::Transform3d> fclPoseA, fclPoseB;
    std::vector<FclRelative> fclRelative;
    std::vector<OdeBox> odeA, odeB;
    std::vector<CcdBox> ccdA, ccdB;
    /// Margin 0, so the half extents are the box's own.
    std::vector<std::unique_ptr<btBoxShape>> bulletA, bulletB;
    std::vector<btTransform> bulletTransformA, bulletTransformB;
};

/// Built on first use (kPairsInCache pairs), then kept for the run.
const Data3d& obb3Data(Scenario scenario);

/// Call once before any ODE function (dInitODE2).
void initPeers3d();

/// The libccd callbacks for CcdBox.
void ccdBoxSupport(const void* box, const ccd_vec3_t* direction, ccd_vec3_t* out);
void ccdBoxCenter(const void* box, ccd_vec3_t* out);

} // namespace bench
