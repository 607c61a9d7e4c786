// SPDX-License-Identifier: MIT
#pragma once
// The 2D per-pair families and their implementations (family.hpp):
//   aabb2_bool       satlab, box2d_aabb (Box2D's inline b2TestOverlap on b2AABB)
//   obb2_bool        satlab: all pairs in one call on the arrays of boxes (sat::batch::overlaps);
//                    satlab_single: sat::overlaps one pair at a time; box2d_test_overlap
//                    (GJK distance), box2d_collide_polygons (manifold)
//   obb2_aabb2_bool  the same peers; Box2D has no box-vs-AABB special case
//   poly8_bool       the same peers on convex 8-gons
//   obb2_report      satlab: the box manifold (every axis's separation, verdict, MTV, contacts)
//                    of all pairs at once in vector lanes (sat::batch::manifolds);
//                    satlab_manifold: the same one pair at a time (sat::manifold);
//                    satlab_report: the full report (also each axis's direction,
//                    intervals and flags; no distance, as the peer); satlab_distance:
//                    the default report, with the distance of separated pairs;
//                    box2d_collide_polygons
// SATlab runs in float, as Box2D does.

#include <cstdint>
#include <map>
#include <span>
#include <vector>

#include <benchmark/benchmark.h>

#include "data2d.hpp"
#include "family.hpp"
#include "sat/batch.hpp"

namespace bench::impl2d {

struct Satlab {
    static constexpr const char* kName = "satlab";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        return sat::overlaps(data.pairs.a[i], data.pairs.b[i]);
    }
};

/// obb2_bool: every pair's verdict in one call on the scenario's own arrays
/// of boxes (sat::batch::overlaps on spans of Obb2<float>: the std::vectors
/// the per-pair loops read, nothing converted beforehand), the kernel chosen
/// at run time. Timed as a whole (timeAll); the agreement check reads the
/// bits of one call's output.
struct SatlabBoxArrays {
    static constexpr const char* kName = "satlab";
    static std::vector<std::uint64_t>& maskOf(const Obb2Data& data) {
        static std::map<const Obb2Data*, std::vector<std::uint64_t>> cache;
        auto found = cache.find(&data);
        if (found == cache.end()) {
            std::vector<std::uint64_t> mask(sat::batch::maskWords(data.pairs.a.size()));
            sat::batch::overlaps(std::span(data.pairs.a), std::span(data.pairs.b), mask);
            found = cache.emplace(&data, std::move(mask)).first;
        }
        return found->second;
    }
    static bool intersects(const Obb2Data& data, std::size_t i) { return sat::batch::bit(maskOf(data), i); }
    static void timeAll(benchmark::State& state, const Obb2Data& data) {
        std::vector<std::uint64_t>& mask = maskOf(data);
        timeOneCall(
            state, data.pairs.a.size(), mask.data(),
            [&] { sat::batch::overlaps(std::span(data.pairs.a), std::span(data.pairs.b), mask); },
            [&](std::size_t i) { return intersects(data, i); });
    }
};

/// obb2_bool: sat::overlaps one pair at a time in the loop (which GCC
/// vectorises across pairs, four at a time with SSE2).
struct SatlabSingle {
    static constexpr const char* kName = "satlab_single";
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

/// Every pair's BoxManifold2 in one call (sat::batch::manifolds, the kernel
/// chosen at run time). Timed as a whole (timeAll, family.hpp); the agreement
/// check reads the verdicts of one call's output.
struct SatlabManifolds {
    static constexpr const char* kName = "satlab";
    struct Prepared {
        sat::batch::Obb2Soa a, b;
        sat::batch::Manifold2Soa out;
    };
    static Prepared& prepared(const Obb2Data& data) {
        static std::map<const Obb2Data*, Prepared> cache;
        auto found = cache.find(&data);
        if (found == cache.end()) {
            Prepared p{sat::batch::Obb2Soa::fromShapes(data.pairs.a), sat::batch::Obb2Soa::fromShapes(data.pairs.b), {}};
            sat::batch::manifolds(p.a, p.b, p.out);
            found = cache.emplace(&data, std::move(p)).first;
        }
        return found->second;
    }
    static bool intersects(const Obb2Data& data, std::size_t i) {
        return prepared(data).out.verdict[i] != static_cast<std::uint8_t>(sat::Verdict::Separated);
    }
    static void timeAll(benchmark::State& state, const Obb2Data& data) {
        Prepared& p = prepared(data);
        timeOneCall(
            state, p.out.size(), p.out.depth.data(), [&] { sat::batch::manifolds(p.a, p.b, p.out); },
            [&](std::size_t i) { return intersects(data, i); });
    }
};

/// sat::manifold, one pair at a time.
struct SatlabManifold {
    static constexpr const char* kName = "satlab_manifold";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        return sat::manifold(data.pairs.a[i], data.pairs.b[i]).verdict != sat::Verdict::Separated;
    }
};

struct SatlabReport {
    static constexpr const char* kName = "satlab_report";
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
    visitor.template family<SatlabBoxArrays, SatlabSingle, Box2dTestOverlap, Box2dCollidePolygons>("obb2_bool", obb2Data);
    visitor.template family<Satlab, Box2dTestOverlap, Box2dCollidePolygons>("obb2_aabb2_bool", obb2Aabb2Data);
    visitor.template family<Satlab, Box2dTestOverlap, Box2dCollidePolygons>("poly8_bool", poly8Data);
    visitor.template family<SatlabManifolds, SatlabManifold, SatlabReport, SatlabReportWithDistance, Box2dCollidePolygons>(
        "obb2_report", obb2Data);
}

} // namespace bench
