// SPDX-License-Identifier: MIT
// report(Obb3<float>, Obb3<float>) takes a one-pass box path
// (core/sat/src/report3d_box_lanes.hpp, its AVX2 form report3d_box_avx2.cpp, and
// the box contacts of contacts3d.cpp).
// Every field must equal, bit for bit, the portable path it replaces
// (detail::reportPortable), on random pairs, on integer boxes turned by exact
// quarter turns (many exactly touching: face-face, edge-edge and corner
// contacts, degenerate cross axes) and on nearly parallel pairs.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <random>
#include <utility>

#include "random_boxes3d.hpp"
#include "sat/detail/report_paths.hpp"
#include "sat/sat3d.hpp"

namespace {

using sat::Obb3;
using sat::Vec3;

using sat::test::Draw;

bool sameBits(float x, float y) { return std::memcmp(&x, &y, sizeof x) == 0; }
bool sameBits(const Vec3<float>& x, const Vec3<float>& y) {
    return sameBits(x.x, y.x) && sameBits(x.y, y.y) && sameBits(x.z, y.z);
}

::testing::AssertionResult sameReport(const sat::Report3<float>& fast, const sat::Report3<float>& reference) {
    const auto fail = [] { return ::testing::AssertionFailure(); };
    if (fast.axes.size() != reference.axes.size()) return fail() << "axis count";
    for (std::size_t k = 0; k < fast.axes.size(); ++k) {
        const sat::AxisResult3<float>& x = fast.axes[k];
        const sat::AxisResult3<float>& y = reference.axes[k];
        if (x.source.kind != y.source.kind || x.source.shape != y.source.shape || x.source.index != y.source.index ||
            x.source.indexB != y.source.indexB) {
            return fail() << "source of axis " << k;
        }
        if (!sameBits(x.direction, y.direction)) return fail() << "direction of axis " << k;
        if (!sameBits(x.a.min, y.a.min) || !sameBits(x.a.max, y.a.max)) return fail() << "interval a of axis " << k;
        if (!sameBits(x.b.min, y.b.min) || !sameBits(x.b.max, y.b.max)) return fail() << "interval b of axis " << k;
        if (!sameBits(x.separation, y.separation)) return fail() << "separation of axis " << k;
        if (x.separating != y.separating || x.degenerate != y.degenerate || x.reason != y.reason) {
            return fail() << "flags of axis " << k;
        }
        if (!sameBits(x.crossLength, y.crossLength)) return fail() << "crossLength of axis " << k;
    }
    if (fast.firstSeparatingAxis != reference.firstSeparatingAxis) return fail() << "firstSeparatingAxis";
    if (fast.bestAxis != reference.bestAxis) return fail() << "bestAxis " << fast.bestAxis << " vs " << reference.bestAxis;
    if (fast.verdict != reference.verdict) return fail() << "verdict";
    if (!sameBits(fast.axisSeparation, reference.axisSeparation)) return fail() << "axisSeparation";
    if (!sameBits(fast.depth, reference.depth)) return fail() << "depth";
    if (!sameBits(fast.normal, reference.normal)) return fail() << "normal";
    if (!sameBits(fast.distance, reference.distance)) return fail() << "distance";
    if (!sameBits(fast.errorBound, reference.errorBound)) return fail() << "errorBound";
    if (fast.contactKind != reference.contactKind) {
        return fail() << "contactKind " << sat::toString(fast.contactKind) << " vs " << sat::toString(reference.contactKind);
    }
    if (fast.contacts.size() != reference.contacts.size()) {
        return fail() << "contact count " << fast.contacts.size() << " vs " << reference.contacts.size();
    }
    for (std::size_t n = 0; n < fast.contacts.size(); ++n) {
        if (!sameBits(fast.contacts[n], reference.contacts[n])) return fail() << "contact " << n;
    }
    return ::testing::AssertionSuccess();
}

struct Counts {
    int separated = 0, touching = 0, overlapping = 0, degenerate = 0, edgeEdge = 0, faceFace = 0, intersection = 0;
};

/// kind 0: random, 1: quarter-turned integer boxes, 2: nearly parallel.
Counts checkPairs(unsigned seed, int kind, int count, const sat::ReportOptions3<float>& options) {
    Draw draw(seed);
    Counts counts;
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = draw.pair(kind);
        const sat::Report3<float> fast = sat::report(a, b, options);
        const sat::Report3<float> reference = sat::detail::reportPortable(a, b, options);
        EXPECT_TRUE(sameReport(fast, reference)) << "pair " << i << " of kind " << kind;
        // Both lane widths, whichever report() chose (8 only where the CPU has AVX2).
        EXPECT_TRUE(sameReport(sat::detail::reportBoxLanes(a, b, options, false), reference)) << "4 lanes, pair " << i;
        EXPECT_TRUE(sameReport(sat::detail::reportBoxLanes(a, b, options, true), reference)) << "8 lanes, pair " << i;
        if (::testing::Test::HasFailure()) return counts;
        counts.separated += fast.verdict == sat::Verdict::Separated;
        counts.touching += fast.verdict == sat::Verdict::Touching;
        counts.overlapping += fast.verdict == sat::Verdict::Overlapping;
        counts.faceFace += fast.contactKind == sat::ContactKind::FaceFace;
        counts.edgeEdge += fast.contactKind == sat::ContactKind::EdgeEdge;
        counts.intersection += fast.contactKind == sat::ContactKind::Intersection;
        for (const auto& axis : fast.axes) counts.degenerate += axis.degenerate;
    }
    return counts;
}

sat::ReportOptions3<float> withTolerance(float tolerance, bool distance) {
    sat::ReportOptions3<float> options;
    options.tolerance = tolerance;
    options.computeDistance = distance;
    return options;
}

TEST(Report3dBox, RandomPairsEqualThePortablePath) {
    const Counts counts = checkPairs(21, 0, 20000, withTolerance(0, false));
    EXPECT_GT(counts.separated, 2000);
    EXPECT_GT(counts.overlapping, 2000);
    EXPECT_GT(counts.faceFace, 500);
    EXPECT_GT(counts.edgeEdge, 100);
    EXPECT_GT(counts.intersection, 50); // no clipped point in both boxes: the vertices of A ∩ B
}

TEST(Report3dBox, RandomPairsWithDistanceAndToleranceEqualThePortablePath) {
    checkPairs(22, 0, 4000, withTolerance(0, true));
    checkPairs(23, 0, 4000, withTolerance(0.25f, false));
}

TEST(Report3dBox, QuarterTurnedPairsEqualThePortablePath) {
    const Counts counts = checkPairs(24, 1, 20000, withTolerance(0, false));
    EXPECT_GT(counts.touching, 1000); // exactly touching: the strict comparisons are exercised
    EXPECT_GT(counts.degenerate, 10000);
    EXPECT_GT(counts.faceFace, 1000);
    checkPairs(25, 1, 4000, withTolerance(0.5f, true));
}

TEST(Report3dBox, NearlyParallelPairsEqualThePortablePath) {
    const Counts counts = checkPairs(26, 2, 20000, withTolerance(0, false));
    EXPECT_GT(counts.degenerate, 1000);
    EXPECT_GT(counts.overlapping, 1000);
}

TEST(Report3dBox, EightLanesWhereTheCpuHasAvx2) {
    // Says which forms the tests above compared (both, or the 4-lane form twice).
    std::cout << "8-lane (AVX2) form " << (sat::detail::boxReportEightLanesSupported() ? "supported" : "not supported")
              << " on this CPU / SATLAB_KERNEL\n";
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2") && std::getenv("SATLAB_KERNEL") == nullptr) {
        EXPECT_TRUE(sat::detail::boxReportEightLanesSupported());
    }
#endif
}

/// Every path's open axes against the reference's; counts the pairs with some axis open.
int checkOpenAxes(const Obb3<float>& a, const Obb3<float>& b) {
    using sat::detail::OpenAxesPath;
    const unsigned reference = sat::detail::openAxesOf(a, b, OpenAxesPath::Portable);
    for (OpenAxesPath path : {OpenAxesPath::ReportFourLanes, OpenAxesPath::ReportEightLanes, OpenAxesPath::ManifoldEightLanes}) {
        EXPECT_EQ(sat::detail::openAxesOf(a, b, path), reference) << "path " << static_cast<int>(path);
    }
    return reference != 0 ? 1 : 0;
}

TEST(Report3dBox, FilterOpensTheReferencesAxesOnEveryPath) {
    // The float paths compare each axis with the exact filter's bound in their lanes; the reference is
    // detail::openAxes on the portable path's numbers. B is moved along each axis of random pairs so that
    // the axis's separation lies at multiples of the bound around +-1, where a limit off by a few percent
    // opens a different set; quarter-turned and nearly parallel pairs bring skipped axes.
    Draw draw(28);
    int open = 0, placed = 0;
    for (int i = 0; i < 300; ++i) {
        const auto [a, b] = draw.pair(0);
        const sat::Report3<float> report = sat::detail::reportPortable(a, b);
        const sat::detail::PairFrame3<float> frame = sat::detail::pairFrame(a, b);
        const float bound = sat::detail::exactFilterBound(frame.offset, frame.halfA, frame.halfB) * 1.0625f;
        for (int k = 0; k < sat::detail::kAxisCount3; ++k) {
            const sat::AxisResult3<float>& axis = report.axes[static_cast<std::size_t>(k)];
            if (axis.degenerate) continue;
            // Moving B by +d along the direction widens the gap by d when B's interval lies on its + side.
            const float side = axis.b.min + axis.b.max >= axis.a.min + axis.a.max ? 1.0f : -1.0f;
            for (float multiple :
                 {-2.0f, -1.1f, -1.06f, -1.03f, -1.0f, -0.97f, -0.5f, 0.0f, 0.5f, 0.97f, 1.0f, 1.03f, 1.06f, 1.1f, 2.0f}) {
                Obb3<float> moved = b;
                moved.center += axis.direction * (side * (multiple * bound - axis.separation));
                open += checkOpenAxes(a, moved);
                ++placed;
            }
        }
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_GT(open, placed / 4);
    EXPECT_LT(open, placed - placed / 4);
    for (int kind : {1, 2}) {
        for (int i = 0; i < 3000; ++i) {
            const auto [a, b] = draw.pair(kind);
            checkOpenAxes(a, b);
            if (::testing::Test::HasFailure()) return;
        }
    }
}

TEST(Report3dBox, DoubleContactsEqualTheOneEdgeAtATimeClippers) {
    // report() in double clips faces on fixed arrays and the edges of A ∩ B in lanes; the list clippers, one edge
    // at a time, must give the same contact points bit for bit from the same best axis and normal. Random pairs
    // (deep overlaps: many end in the intersection step), quarter-turned (touching faces, degenerate axes) and
    // nearly parallel ones, widened to double, and the same boxes moved 1e6 away.
    Draw draw(31);
    int faceFace = 0, edgeEdge = 0, intersection = 0;
    for (int i = 0; i < 30000; ++i) {
        const auto [a32, b32] = draw.pair(i % 3);
        Obb3<double> a = sat::castShape<double>(a32), b = sat::castShape<double>(b32);
        if (i % 2 == 1) {
            const Vec3<double> far{1e6, -2e6, 5e5};
            a.center += far;
            b.center += far;
        }
        for (const double tolerance : {0.0, 1e-3}) {
            sat::ReportOptions3<double> options;
            options.tolerance = tolerance;
            const sat::Report3<double> r = sat::report(a, b, options);
            if (r.verdict == sat::Verdict::Separated) continue;
            sat::Report3<double> reference = r;
            reference.contacts.clear();
            reference.contactKind = sat::ContactKind::None;
            sat::detail::findContactsOneAtATime(a, b, reference, tolerance);
            ASSERT_EQ(r.contactKind, reference.contactKind) << "pair " << i;
            ASSERT_EQ(r.contacts.size(), reference.contacts.size()) << "pair " << i;
            for (std::size_t k = 0; k < r.contacts.size(); ++k) {
                ASSERT_EQ(std::memcmp(&r.contacts[k], &reference.contacts[k], sizeof(Vec3<double>)), 0)
                    << "pair " << i << ", contact " << k;
            }
            faceFace += r.contactKind == sat::ContactKind::FaceFace;
            edgeEdge += r.contactKind == sat::ContactKind::EdgeEdge;
            intersection += r.contactKind == sat::ContactKind::Intersection;
        }
    }
    EXPECT_GT(faceFace, 1000);
    EXPECT_GT(edgeEdge, 500);
    EXPECT_GT(intersection, 1000);
}

TEST(Report3dBox, FaceAxesOnlyStillEqualsThePortablePath) {
    sat::ReportOptions3<float> options;
    options.faceAxesOnly = true;
    checkPairs(27, 0, 2000, options);
}

} // namespace
