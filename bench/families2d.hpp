#pragma once
// The 2D per-pair families and their implementations (family.hpp):
//   aabb2_bool       satlab, box2d_aabb (Box2D's inline b2TestOverlap on b2AABB)
//   obb2_bool        satlab, box2d_test_overlap (GJK distance), box2d_collide_polygons (manifold)
//   obb2_aabb2_bool  the same peers; Box2D has no box-vs-AABB special case
//   poly8_bool       the same peers on convex 8-gons
//   obb2_report      satlab's report (all axes, MTV, contacts; no distance, as the peer),
//                    satlab_distance (with the distance of separated pairs), box2d_collide_polygons
// SATlab runs in float, as Box2D does.

#include "data2d.hpp"

namespace bench::impl2d {

struct Satlab {
    static constexpr const char* kName = "satlab";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        return sat::overlaps(data.pairs.a[i], data.pairs.b[i]);
    }
};

/// The report as the peer's manifold routine: every axis with its intervals,
/// separation and flags, verdict, MTV and contact points, without the
/// Euclidean distance of separated pairs (ReportOptions2::computeDistance =
/// false; b2CollidePolygons computes none). `satlab_distance` times the
/// default report, with it.
inline sat::ReportOptions2<float> manifoldOnly2d() {
    sat::ReportOptions2<float> options;
    options.computeDistance = false;
    return options;
}

struct SatlabReport {
    static constexpr const char* kName = "satlab";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        return sat::report(data.pairs.a[i], data.pairs.b[i], manifoldOnly2d()).verdict != sat::Verdict::Separated;
    }
};

/// The default report: everything above and, for separated pairs, the distance.
struct SatlabReportWithDistance {
    static constexpr const char* kName = "satlab_distance";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        return sat::report(data.pairs.a[i], data.pairs.b[i]).verdict != sat::Verdict::Separated;
    }
};

struct Box2dAabb {
    static constexpr const char* kName = "box2d_aabb";
    static bool intersects(const Aabb2Data& data, std::size_t i) { return b2TestOverlap(data.aabbA[i], data.aabbB[i]); }
};

/// GJK distance between the polygons, "overlapping" below 10 float epsilons.
struct Box2dTestOverlap {
    static constexpr const char* kName = "box2d_test_overlap";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        return b2TestOverlap(&data.polygonA[i], 0, &data.polygonB[i], 0, data.transformA[i], data.transformB[i]);
    }
};

/// Box2D's SAT with a clipped contact manifold; intersecting = any point.
struct Box2dCollidePolygons {
    static constexpr const char* kName = "box2d_collide_polygons";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        b2Manifold manifold;
        b2CollidePolygons(&manifold, &data.polygonA[i], data.transformA[i], &data.polygonB[i], data.transformB[i]);
        return manifold.pointCount > 0;
    }
};

} // namespace bench::impl2d

namespace bench {

/// Every 2D per-pair family, given to `visitor.family<Impls...>(name, data)`.
template <class Visitor> void forEachFamily2d(Visitor& visitor) {
    using namespace impl2d;
    visitor.template family<Satlab, Box2dAabb>("aabb2_bool", aabb2Data);
    visitor.template family<Satlab, Box2dTestOverlap, Box2dCollidePolygons>("obb2_bool", obb2Data);
    visitor.template family<Satlab, Box2dTestOverlap, Box2dCollidePolygons>("obb2_aabb2_bool", obb2Aabb2Data);
    visitor.template family<Satlab, Box2dTestOverlap, Box2dCollidePolygons>("poly8_bool", poly8Data);
    visitor.template family<SatlabReport, SatlabReportWithDistance, Box2dCollidePolygons>("obb2_report", obb2Data);
}

} // namespace bench
