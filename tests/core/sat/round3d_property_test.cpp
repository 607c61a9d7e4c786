// SPDX-License-Identifier: MIT
// Round 3D pairs: translation, swapping A and B, pushing B by the MTV, and the manifold equal to the report.

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <type_traits>

#include "sat/round3d.hpp"

namespace {

using sat::Capsule3;
using sat::Obb3;
using sat::Sphere3;
using sat::Verdict;
using Vec = sat::Vec3<double>;

/// Shapes on a 1/64 grid (radii on a 1/64 grid too), so that moving them by an integer is exact.
struct GridRandom {
    std::mt19937_64 engine;
    explicit GridRandom(std::uint64_t seed) : engine(seed) {}
    double grid(int lo, int hi) { return std::uniform_int_distribution<int>(lo * 64, hi * 64)(engine) / 64.0; }
    Vec point() { return {grid(-3, 3), grid(-3, 3), grid(-3, 3)}; }
    double radius() { return std::uniform_int_distribution<int>(4, 128)(engine) / 64.0; }
    Sphere3<double> sphere() { return {point(), radius()}; }
    Capsule3<double> capsule() { return {point(), point(), radius()}; }
    Obb3<double> box() {
        const Vec half{grid(0, 2) + 0.25, grid(0, 2) + 0.25, grid(0, 2) + 0.25};
        std::uniform_real_distribution<double> angle(-180, 180);
        return Obb3<double>::fromEulerDegrees(point(), half, {angle(engine), angle(engine), angle(engine)});
    }
};

Sphere3<double> moved(Sphere3<double> s, const Vec& by) {
    s.center += by;
    return s;
}
Capsule3<double> moved(Capsule3<double> c, const Vec& by) {
    c.start += by;
    c.end += by;
    return c;
}
Obb3<double> moved(Obb3<double> b, const Vec& by) {
    b.center += by;
    return b;
}

/// Every kind pair in one order (the swap test covers the other).
template <class Check> void forEveryKindPair(std::uint64_t seed, int count, Check&& check) {
    GridRandom random(seed);
    for (int i = 0; i < count; ++i) {
        check(random.sphere(), random.sphere());
        check(random.sphere(), random.capsule());
        check(random.capsule(), random.capsule());
        check(random.box(), random.sphere());
        check(random.box(), random.capsule());
    }
}

TEST(RoundProperties, TranslationKeepsTheVerdictAndTheNumbers) {
    const Vec by{1024, -4096, 65536};
    int judged = 0;
    forEveryKindPair(11, 400, [&](const auto& a, const auto& b) {
        const auto here = sat::report(a, b), there = sat::report(moved(a, by), moved(b, by));
        EXPECT_EQ(here.verdict, there.verdict);
        EXPECT_NEAR(here.axisSeparation, there.axisSeparation, 1e-9);
        EXPECT_NEAR(here.distance, there.distance, 1e-9);
        ++judged;
    });
    EXPECT_EQ(judged, 2000);
}

TEST(RoundProperties, SwappingAAndBKeepsTheVerdictAndFlipsTheNormal) {
    int overlapping = 0;
    forEveryKindPair(12, 400, [&](const auto& a, const auto& b) {
        const auto ab = sat::report(a, b), ba = sat::report(b, a);
        EXPECT_EQ(ab.verdict, ba.verdict);
        EXPECT_EQ(sat::overlaps(a, b), sat::overlaps(b, a));
        EXPECT_EQ(ab.axes.size(), ba.axes.size());
        EXPECT_NEAR(ab.depth, ba.depth, 1e-12);
        EXPECT_NEAR(ab.distance, ba.distance, 1e-12);
        if (ab.verdict == Verdict::Overlapping && ab.depth > 1e-9 && ab.bestAxis >= 0 && ba.bestAxis >= 0) {
            EXPECT_NEAR(glm::dot(ab.normal, ba.normal), -1.0, 1e-9);
            ++overlapping;
        }
    });
    EXPECT_GT(overlapping, 300);
}

TEST(RoundProperties, PushingBByTheDepthAlongTheNormalSeparates) {
    int pushed = 0;
    forEveryKindPair(13, 400, [&](const auto& a, const auto& b) {
        const auto r = sat::report(a, b);
        if (r.verdict != Verdict::Overlapping || r.depth < 1e-6) return;
        // A little further separates; a little less still meets.
        EXPECT_FALSE(sat::overlaps(a, moved(b, r.normal * (r.depth * (1 + 1e-6) + 1e-12))))
            << sat::label(r.axes[static_cast<std::size_t>(std::max(r.bestAxis, 0))].source);
        EXPECT_TRUE(sat::overlaps(a, moved(b, r.normal * (r.depth * (1 - 1e-6)))));
        ++pushed;
    });
    EXPECT_GT(pushed, 300);
}

TEST(RoundProperties, ContactsLieInBothShapes) {
    int checked = 0;
    forEveryKindPair(14, 200, [&](const auto& a, const auto& b) {
        const auto r = sat::report(a, b);
        if (r.verdict == Verdict::Separated) {
            EXPECT_TRUE(r.contacts.empty());
            return;
        }
        ASSERT_FALSE(r.contacts.empty());
        for (const Vec& p : r.contacts) {
            // A point is in a shape when a tiny sphere there overlaps it.
            const Sphere3<double> probe{p, 1e-9};
            EXPECT_TRUE(sat::overlaps(a, probe));
            EXPECT_TRUE(sat::overlaps(probe, b));
            ++checked;
        }
    });
    EXPECT_GT(checked, 200);
}

/// manifold(a, b, tolerance) against report(a, b, {tolerance}), field by field and bit for bit; at tolerance
/// 0 a separated pair's manifold is its verdict alone (every other field at its default).
template <class T, class A, class B> void expectManifoldIsTheReport(const A& a, const B& b, T tolerance) {
    sat::ReportOptions3<T> options;
    options.tolerance = tolerance;
    const auto r = sat::report(a, b, options);
    const sat::RoundManifold3<T> m = sat::manifold(a, b, tolerance);
    EXPECT_EQ(m.verdict, r.verdict);
    if (tolerance == T(0) && r.verdict == Verdict::Separated) {
        EXPECT_EQ(m.axisSeparation, T(0));
        EXPECT_EQ(m.depth, T(0));
        EXPECT_EQ(m.normal, sat::Vec3<T>(0));
        EXPECT_EQ(m.errorBound, T(0));
        EXPECT_EQ(m.contactKind, sat::ContactKind::None);
        EXPECT_TRUE(m.contacts.empty());
        return;
    }
    EXPECT_EQ(m.axisSeparation, r.axisSeparation);
    EXPECT_EQ(m.depth, r.depth);
    EXPECT_EQ(m.normal, r.normal);
    EXPECT_EQ(m.errorBound, r.errorBound);
    EXPECT_EQ(m.contactKind, r.contactKind);
    ASSERT_EQ(m.contacts.size(), r.contacts.size());
    for (std::size_t k = 0; k < m.contacts.size(); ++k) EXPECT_EQ(m.contacts[k], r.contacts[k]);
}

// Random grid pairs in every kind, both orders, both precisions, at tolerance 0 and 1/64, AABBs included.
TEST(RoundProperties, ManifoldEqualsTheReportBitForBit) {
    int judged = 0;
    forEveryKindPair(15, 400, [&](const auto& a, const auto& b) {
        for (const double tolerance : {0.0, 1.0 / 64}) {
            expectManifoldIsTheReport(a, b, tolerance);
            expectManifoldIsTheReport(b, a, tolerance);
            const auto fa = sat::castShape<float>(a);
            const auto fb = sat::castShape<float>(b);
            expectManifoldIsTheReport(fa, fb, float(tolerance));
            expectManifoldIsTheReport(fb, fa, float(tolerance));
        }
        if constexpr (std::is_same_v<std::decay_t<decltype(a)>, Obb3<double>>) {
            const sat::Aabb3<double> aabb{a.center, a.halfExtents};
            expectManifoldIsTheReport(aabb, b, 0.0);
            expectManifoldIsTheReport(b, aabb, 0.0);
        }
        ++judged;
    });
    EXPECT_EQ(judged, 2000);
}

// Spheres and capsules given the radius that makes them touch a quarter-turned box (the cores' distance, exact
// when one slab holds the gap), and a sphere inside a box: the exact path and the face axes decide.
TEST(RoundProperties, ManifoldEqualsTheReportWhenTouchingABox) {
    GridRandom random(16);
    int touching = 0, inside = 0;
    for (int i = 0; i < 400; ++i) {
        const Vec half{random.grid(0, 2) + 0.25, random.grid(0, 2) + 0.25, random.grid(0, 2) + 0.25};
        const Vec turn{90.0 * (i % 4), 90.0 * ((i / 4) % 4), 0.0};
        const Obb3<double> box = Obb3<double>::fromEulerDegrees(random.point(), half, turn);
        Sphere3<double> s{random.point(), 0.0};
        Capsule3<double> c{random.point(), random.point(), 0.0};
        s.radius = sat::report(box, s).distance;
        c.radius = sat::report(box, c).distance;
        for (const double tolerance : {0.0, 1.0 / 64}) {
            expectManifoldIsTheReport(box, s, tolerance);
            expectManifoldIsTheReport(s, box, tolerance);
            expectManifoldIsTheReport(box, c, tolerance);
            expectManifoldIsTheReport(c, box, tolerance);
        }
        touching += sat::report(box, s).verdict == Verdict::Touching ? 1 : 0;
        touching += sat::report(box, c).verdict == Verdict::Touching ? 1 : 0;
        const Sphere3<double> within{box.center, 0.125};
        expectManifoldIsTheReport(box, within, 0.0);
        inside += sat::report(box, within).verdict == Verdict::Overlapping ? 1 : 0;
    }
    EXPECT_GT(touching, 100);
    EXPECT_EQ(inside, 400);
}

// At tolerance 0 a separated pair's manifold is its verdict alone: no axis, normal or error bound is computed.
TEST(RoundProperties, ManifoldOfASeparatedPairIsItsVerdictAlone) {
    const Obb3<double> box = Obb3<double>::fromEulerDegrees({0, 0, 0}, {1, 1, 1}, {0, 0, 30});
    const Sphere3<double> sphere{{4, 0, 0}, 0.5};
    const Capsule3<double> capsule{{0, 4, -1}, {0, 4, 1}, 0.5};
    const Capsule3<double> other{{3, 4, -1}, {3, 4, 1}, 0.5};
    ASSERT_EQ(sat::report(box, sphere).verdict, Verdict::Separated);
    const auto expectVerdictAlone = [](const sat::RoundManifold3<double>& m) {
        EXPECT_EQ(m.verdict, Verdict::Separated);
        EXPECT_EQ(m.axisSeparation, 0.0);
        EXPECT_EQ(m.normal, Vec(0, 0, 0));
        EXPECT_EQ(m.errorBound, 0.0);
        EXPECT_TRUE(m.contacts.empty());
    };
    expectVerdictAlone(sat::manifold(box, sphere));
    expectVerdictAlone(sat::manifold(capsule, box));
    expectVerdictAlone(sat::manifold(capsule, other));
    expectVerdictAlone(sat::manifold(sphere, capsule));
    // With a tolerance the verdict rests on the separation, so the manifold is the report's in full.
    EXPECT_EQ(sat::manifold(box, sphere, 1.0 / 64).normal, sat::report(box, sphere, {1.0 / 64}).normal);
}

// Round pairs within a few ulps of touching (the radius set to the cores' distance and stepped an ulp either
// way), where the filters decline and the exact path decides: the manifold's verdict is overlaps()'s and its
// numbers the report's.
TEST(RoundProperties, ManifoldEqualsTheReportNearTouching) {
    GridRandom random(17);
    int judged = 0;
    const auto nearTouching = [&](const auto& a, auto b) {
        const double distance = sat::report(a, b).distance;
        if (!(distance > 0.0)) return;
        b.radius = distance;
        for (const double radius : {std::nextafter(distance, 0.0), distance, std::nextafter(distance, 1e9)}) {
            b.radius = radius;
            expectManifoldIsTheReport(a, b, 0.0);
            expectManifoldIsTheReport(b, a, 0.0);
            EXPECT_EQ(sat::manifold(a, b).verdict != Verdict::Separated, sat::overlaps(a, b));
            ++judged;
        }
    };
    for (int i = 0; i < 300; ++i) {
        Sphere3<double> sphere = random.sphere();
        Capsule3<double> capsule = random.capsule();
        sphere.radius = 0.0;
        capsule.radius = 0.0;
        nearTouching(random.sphere(), sphere);
        nearTouching(random.capsule(), sphere);
        nearTouching(random.capsule(), capsule);
        nearTouching(random.box(), sphere);
        nearTouching(random.box(), capsule);
    }
    EXPECT_GT(judged, 3000);
}

// Parallel and degenerate capsules: collinear and side by side, a capsule whose ends coincide, a capsule lying
// along a box face or through the box along an axis, a sphere on a capsule's segment.
TEST(RoundProperties, ManifoldEqualsTheReportForParallelAndDegenerateCapsules) {
    const Obb3<double> box = Obb3<double>::fromEulerDegrees({0, 0, 0}, {1, 0.5, 0.75}, {0, 90, 0});
    const Obb3<double> turned = Obb3<double>::fromEulerDegrees({0.25, 0, 0}, {1, 0.5, 0.75}, {10, 20, 30});
    const Capsule3<double> capsules[] = {
        {{-2, 0, 0}, {2, 0, 0}, 0.25},      {{-2, 1, 0}, {2, 1, 0}, 0.5},          {{1, 0.5, 0}, {3, 0.5, 0}, 0.25},
        {{0, 0, 0}, {0, 0, 0}, 0.5},        {{0, 0.75, -3}, {0, 0.75, 3}, 0.25},   {{0, 0, -3}, {0, 0, 3}, 0.1},
        {{-1, 1.25, 0}, {1, 1.25, 0}, 0.5}, {{0.5, 0.5, 0.5}, {0.5, 0.5, 0.5}, 1},
    };
    const Sphere3<double> sphere{{0.5, 0, 0}, 0.25};
    int judged = 0;
    for (const Capsule3<double>& c : capsules) {
        for (const Capsule3<double>& d : capsules) {
            expectManifoldIsTheReport(c, d, 0.0);
            expectManifoldIsTheReport(c, d, 1.0 / 64);
        }
        for (const Obb3<double>& b : {box, turned}) {
            expectManifoldIsTheReport(b, c, 0.0);
            expectManifoldIsTheReport(c, b, 0.0);
            expectManifoldIsTheReport(b, c, 1.0 / 64);
            expectManifoldIsTheReport(sat::castShape<float>(b), sat::castShape<float>(c), 0.0f);
        }
        expectManifoldIsTheReport(sphere, c, 0.0);
        expectManifoldIsTheReport(c, sphere, 0.0);
        ++judged;
    }
    EXPECT_EQ(judged, 8);
}

} // namespace
