// SPDX-License-Identifier: MIT
#pragma once
// The 3D per-pair families and their implementations (family.hpp):
//   obb3_bool    satlab (float), satlab_f64, fcl_obb_overlap, fcl_obb_disjoint
//                (relative pose precomputed), ode_box_touches_box, ccd_mpr_intersect,
//                bullet_gjk_pair_detector (GJK + EPA, margin 0; no target names it,
//                timed because it is what Bullet uses for convex shapes in general)
//   obb3_report  satlab: the box-pair manifolds of all pairs in one call
//                (sat::batch::manifolds: each axis's separation, MTV, contacts, error
//                bound); satlab_manifold: the same one pair at a time (sat::manifold;
//                a separated pair stops at its first separating axis),
//                satlab_manifold_f64 the same in double;
//                satlab_report: the report (also every
//                axis's direction and intervals; float and f64; no distance, as the
//                peers), satlab_distance (float, with the distance of separated pairs),
//                ode_box_box (up to 4 contacts), bullet_box_box_detector
// The peers run in their own precision: FCL, ODE and libccd in double,
// Bullet in float.

#include <algorithm>
#include <map>
#include <vector>

#include <benchmark/benchmark.h>

#include <BulletCollision/CollisionDispatch/btBoxBoxDetector.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpaPenetrationDepthSolver.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkPairDetector.h>
#include <BulletCollision/NarrowPhaseCollision/btVoronoiSimplexSolver.h>

#include "data3d.hpp"
#include "family.hpp"
#include "sat/batch.hpp"

namespace bench::impl3d {

struct Satlab {
    static constexpr const char* kName = "satlab";
    static bool intersects(const Data3d& data, std::size_t i) { return sat::overlaps(data.pairs.a[i], data.pairs.b[i]); }
};

struct SatlabF64 {
    static constexpr const char* kName = "satlab_f64";
    static bool intersects(const Data3d& data, std::size_t i) { return sat::overlaps(data.a64[i], data.b64[i]); }
};

/// The report as the peers' manifold routines: all 15 axes, verdict, MTV,
/// contact manifold and error bound, without the Euclidean distance of
/// separated pairs (ReportOptions3::computeDistance = false; dBoxBox and
/// btBoxBoxDetector compute none). `satlab_distance` times the report with it.
template <class T> sat::ReportOptions3<T> manifoldOnly() {
    sat::ReportOptions3<T> options;
    options.computeDistance = false;
    return options;
}

/// The box-pair manifolds of all pairs in one call (sat::batch::manifolds):
/// the numbers of the report above without per-axis directions, intervals or
/// flags: each axis's separation, verdict, MTV, error bound and contacts.
struct SatlabManifolds {
    static constexpr const char* kName = "satlab";
    struct Prepared {
        sat::batch::Obb3Soa a, b;
        std::vector<sat::BoxManifold3<float>> out;
    };
    static Prepared& prepared(const Data3d& data) {
        static std::map<const Data3d*, Prepared> cache;
        auto found = cache.find(&data);
        if (found == cache.end()) {
            Prepared p{sat::batch::Obb3Soa::fromShapes(data.pairs.a), sat::batch::Obb3Soa::fromShapes(data.pairs.b), {}};
            sat::batch::manifolds(p.a, p.b, p.out);
            found = cache.emplace(&data, std::move(p)).first;
        }
        return found->second;
    }
    static bool intersects(const Data3d& data, std::size_t i) { return prepared(data).out[i].verdict != sat::Verdict::Separated; }
    static void timeAll(benchmark::State& state, const Data3d& data) {
        Prepared& p = prepared(data);
        timeOneCall(
            state, p.out.size(), p.out.data(), [&] { sat::batch::manifolds(p.a, p.b, p.out); },
            [&](std::size_t i) { return intersects(data, i); });
    }
};

/// The same manifold one pair at a time (sat::manifold).
struct SatlabManifold {
    static constexpr const char* kName = "satlab_manifold";
    static bool intersects(const Data3d& data, std::size_t i) {
        return sat::manifold(data.pairs.a[i], data.pairs.b[i]).verdict != sat::Verdict::Separated;
    }
};

/// The same manifold in double, one pair at a time (sat::manifold on the widened boxes).
struct SatlabManifoldF64 {
    static constexpr const char* kName = "satlab_manifold_f64";
    static bool intersects(const Data3d& data, std::size_t i) {
        return sat::manifold(data.a64[i], data.b64[i]).verdict != sat::Verdict::Separated;
    }
};

struct SatlabReport {
    static constexpr const char* kName = "satlab_report";
    static bool intersects(const Data3d& data, std::size_t i) {
        return sat::report(data.pairs.a[i], data.pairs.b[i], manifoldOnly<float>()).verdict != sat::Verdict::Separated;
    }
};

struct SatlabReportF64 {
    static constexpr const char* kName = "satlab_f64";
    static bool intersects(const Data3d& data, std::size_t i) {
        return sat::report(data.a64[i], data.b64[i], manifoldOnly<double>()).verdict != sat::Verdict::Separated;
    }
};

/// The default report: everything above and, for separated pairs, the distance.
struct SatlabReportWithDistance {
    static constexpr const char* kName = "satlab_distance";
    static bool intersects(const Data3d& data, std::size_t i) {
        return sat::report(data.pairs.a[i], data.pairs.b[i]).verdict != sat::Verdict::Separated;
    }
};

struct FclObbOverlap {
    static constexpr const char* kName = "fcl_obb_overlap";
    static bool intersects(const Data3d& data, std::size_t i) { return data.fclA[i].overlap(data.fclB[i]); }
};

struct FclObbDisjoint {
    static constexpr const char* kName = "fcl_obb_disjoint";
    static bool intersects(const Data3d& data, std::size_t i) {
        const FclRelative& pair = data.fclRelative[i];
        return !fcl::obbDisjoint(pair.rotation, pair.translation, pair.halfA, pair.halfB);
    }
};

struct OdeBoxTouchesBox {
    static constexpr const char* kName = "ode_box_touches_box";
    static bool intersects(const Data3d& data, std::size_t i) {
        const OdeBox& a = data.odeA[i];
        const OdeBox& b = data.odeB[i];
        return dBoxTouchesBox(a.position, a.rotation, a.sides, b.position, b.rotation, b.sides) != 0;
    }
};

/// ODE's box-box collider with up to 4 contacts; intersecting = any contact.
struct OdeBoxBox {
    static constexpr const char* kName = "ode_box_box";
    static bool intersects(const Data3d& data, std::size_t i) {
        const OdeBox& a = data.odeA[i];
        const OdeBox& b = data.odeB[i];
        dContactGeom contacts[4];
        dVector3 normal;
        dReal depth = 0;
        int code = 0;
        return dBoxBox(a.position, a.rotation, a.sides, b.position, b.rotation, b.sides, normal, &depth, &code, 4, contacts,
                       static_cast<int>(sizeof(dContactGeom))) > 0;
    }
};

/// Counts the contact points Bullet hands out.
struct BulletContactCount : btDiscreteCollisionDetectorInterface::Result {
    int count = 0;
    btScalar smallestDepth = BT_LARGE_FLOAT; ///< Bullet's "depth": < 0 penetration, > 0 distance
    void setShapeIdentifiersA(int, int) override {}
    void setShapeIdentifiersB(int, int) override {}
    void addContactPoint(const btVector3&, const btVector3&, btScalar depth) override {
        ++count;
        smallestDepth = std::min(smallestDepth, depth);
    }
};

/// Bullet's box-box detector (its port of ODE's dBoxBox), as Bullet's
/// btBoxBoxCollisionAlgorithm calls it; intersecting = any contact point.
struct BulletBoxBoxDetector {
    static constexpr const char* kName = "bullet_box_box_detector";
    static bool intersects(const Data3d& data, std::size_t i) {
        btBoxBoxDetector detector(data.bulletA[i].get(), data.bulletB[i].get());
        btDiscreteCollisionDetectorInterface::ClosestPointInput input;
        input.m_transformA = data.bulletTransformA[i];
        input.m_transformB = data.bulletTransformB[i];
        BulletContactCount result;
        detector.getClosestPoints(input, result, nullptr);
        return result.count > 0;
    }
};

/// Bullet's GJK (Voronoi simplex solver) with EPA for penetration, as
/// btConvexConvexAlgorithm sets it up; margin 0. It reports the closest
/// points even when apart, so intersecting = a point at depth <= 0.
struct BulletGjkPairDetector {
    static constexpr const char* kName = "bullet_gjk_pair_detector";
    static inline btVoronoiSimplexSolver simplexSolver;
    static inline btGjkEpaPenetrationDepthSolver penetrationSolver;
    static bool intersects(const Data3d& data, std::size_t i) {
        btGjkPairDetector detector(data.bulletA[i].get(), data.bulletB[i].get(), &simplexSolver, &penetrationSolver);
        btDiscreteCollisionDetectorInterface::ClosestPointInput input;
        input.m_transformA = data.bulletTransformA[i];
        input.m_transformB = data.bulletTransformB[i];
        BulletContactCount result;
        detector.getClosestPoints(input, result, nullptr);
        return result.count > 0 && result.smallestDepth <= 0;
    }
};

/// libccd's Minkowski portal refinement on box support functions (default tolerances).
struct CcdMprIntersect {
    static constexpr const char* kName = "ccd_mpr_intersect";
    static ccd_t settings() {
        ccd_t ccd;
        CCD_INIT(&ccd);
        ccd.support1 = ccdBoxSupport;
        ccd.support2 = ccdBoxSupport;
        ccd.center1 = ccdBoxCenter;
        ccd.center2 = ccdBoxCenter;
        return ccd;
    }
    static inline const ccd_t kSettings = settings();
    static bool intersects(const Data3d& data, std::size_t i) {
        return ccdMPRIntersect(&data.ccdA[i], &data.ccdB[i], &kSettings) != 0;
    }
};

} // namespace bench::impl3d

namespace bench {

/// Every 3D per-pair family, given to `visitor.family<Impls...>(name, data)`.
template <class Visitor> void forEachFamily3d(Visitor& visitor) {
    using namespace impl3d;
    visitor.template family<Satlab, SatlabF64, FclObbOverlap, FclObbDisjoint, OdeBoxTouchesBox, CcdMprIntersect,
                            BulletGjkPairDetector>("obb3_bool", obb3Data);
    visitor.template family<SatlabManifolds, SatlabManifold, SatlabManifoldF64, SatlabReport, SatlabReportF64,
                            SatlabReportWithDistance, OdeBoxBox, BulletBoxBoxDetector>("obb3_report", obb3Data);
}

} // namespace bench
