// SPDX-License-Identifier: MIT
// Round 3D pairs against CGAL's exact kernel: random, near-touching and integer touching sets at large offsets.

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <sstream>

#include "oracle/round3d_exact.hpp"
#include "oracle/round3d_random.hpp"
#include "sat/round3d.hpp"

namespace {

using oracle3::describe;
using oracle3::expectedVerdict;
using oracle3::Random;
using oracle3::Tally;
using sat::Capsule3;
using sat::Obb3;
using sat::Sphere3;
using sat::Verdict;
using Vec = sat::Vec3<double>;

/// The report (both orders, double and, where the numbers are floats, float) and overlaps against the oracle.
template <class A, class B> void expectExact(const A& a, const B& b, int sign) {
    SCOPED_TRACE(describe(a) + " vs " + describe(b));
    const Verdict expected = expectedVerdict(sign);
    const auto forward = sat::report(a, b);
    const auto backward = sat::report(b, a);
    EXPECT_EQ(forward.verdict, expected);
    EXPECT_EQ(backward.verdict, expected);
    EXPECT_EQ(sat::overlaps(a, b), sign <= 0);
    EXPECT_EQ(sat::overlaps(b, a), sign <= 0);
    if (sign == 0) {
        EXPECT_EQ(forward.axisSeparation, 0.0);
        EXPECT_EQ(forward.depth, 0.0);
    }
    if (sign > 0) {
        EXPECT_GT(forward.axisSeparation, 0.0);
        EXPECT_GT(forward.distance, 0.0);
        EXPECT_GE(forward.firstSeparatingAxis, 0);
    } else {
        EXPECT_EQ(forward.firstSeparatingAxis, -1);
    }
    const auto fa = sat::castShape<float>(a);
    const auto fb = sat::castShape<float>(b);
    if (sat::castShape<double>(fa).radius == a.radius && sat::castShape<double>(fb).radius == b.radius &&
        describe(sat::castShape<double>(fa)) == describe(a) && describe(sat::castShape<double>(fb)) == describe(b)) {
        EXPECT_EQ(sat::report(fa, fb).verdict, expected) << "float";
        EXPECT_EQ(sat::overlaps(fa, fb), sign <= 0) << "float";
    }
}
// A box has no radius: compared through the round shape alone.
template <class B> void expectExact(const Obb3<double>& a, const B& b, int sign) {
    SCOPED_TRACE(describe(a) + " vs " + describe(b));
    const Verdict expected = expectedVerdict(sign);
    EXPECT_EQ(sat::report(a, b).verdict, expected);
    EXPECT_EQ(sat::report(b, a).verdict, expected);
    EXPECT_EQ(sat::overlaps(a, b), sign <= 0);
    EXPECT_EQ(sat::overlaps(b, a), sign <= 0);
    const auto forward = sat::report(a, b);
    if (sign == 0) {
        EXPECT_EQ(forward.axisSeparation, 0.0);
    }
    if (sign > 0) {
        EXPECT_GT(forward.distance, 0.0);
    }
    const Obb3<float> fa = sat::castShape<float>(a);
    const auto fb = sat::castShape<float>(b);
    if (describe(sat::castShape<double>(fa)) == describe(a) && describe(sat::castShape<double>(fb)) == describe(b)) {
        EXPECT_EQ(sat::report(fa, fb).verdict, expected) << "float";
        EXPECT_EQ(sat::overlaps(fb, fa), sign <= 0) << "float";
    }
    const bool isAabb = a.axes[0] == Vec(1, 0, 0) && a.axes[1] == Vec(0, 1, 0) && a.axes[2] == Vec(0, 0, 1);
    if (isAabb) {
        const sat::Aabb3<double> aabb{a.center, a.halfExtents};
        EXPECT_EQ(sat::report(aabb, b).verdict, expected) << "as Aabb3";
        EXPECT_EQ(sat::overlaps(b, aabb), sign <= 0) << "as Aabb3";
    }
}

template <class A, class B> int oracleSign(const A& a, const B& b) { return oracle3::roundSign(a, b); }

constexpr int kRandomPairs = 4000;

template <class A, class B> void randomPairs(std::uint64_t seed, A (Random::*makeA)(), B (Random::*makeB)()) {
    Random random(seed);
    Tally tally;
    for (int i = 0; i < kRandomPairs; ++i) {
        const A a = (random.*makeA)();
        const B b = (random.*makeB)();
        const int sign = oracleSign(a, b);
        tally.add(sign);
        expectExact(a, b, sign);
    }
    EXPECT_GT(tally.separated, kRandomPairs / 10);
    EXPECT_GT(tally.overlapping, kRandomPairs / 10);
}

TEST(RoundOracle, RandomSphereSphere) { randomPairs(101, &Random::sphere, &Random::sphere); }
TEST(RoundOracle, RandomSphereCapsule) { randomPairs(102, &Random::sphere, &Random::capsule); }
TEST(RoundOracle, RandomCapsuleCapsule) { randomPairs(103, &Random::capsule, &Random::capsule); }
TEST(RoundOracle, RandomBoxSphere) { randomPairs(104, &Random::box, &Random::sphere); }
TEST(RoundOracle, RandomBoxCapsule) { randomPairs(105, &Random::box, &Random::capsule); }

/// The round shape's radius set to the cores' rounded distance and its two
/// neighbouring doubles: the exact answer lies within an ulp of touching, so
/// every verdict comes from the exact path.
template <class A, class B> void nearTouching(std::uint64_t seed, A (Random::*makeA)(), B (Random::*makeB)()) {
    Random random(seed);
    Tally tally;
    int judged = 0;
    for (int i = 0; i < 600; ++i) {
        A a = (random.*makeA)();
        B b = (random.*makeB)();
        b.radius = 0.0;
        if constexpr (!std::is_same_v<A, Obb3<double>>) a.radius = 0.0;
        const auto cores = sat::report(a, b);
        if (cores.verdict != Verdict::Separated) continue;
        double radius = cores.distance;
        if constexpr (!std::is_same_v<A, Obb3<double>>) {
            a.radius = radius * random.uniform(0.1, 0.9);
            radius -= a.radius;
        }
        for (const double candidate : {std::nextafter(radius, 0.0), radius, std::nextafter(radius, INFINITY)}) {
            b.radius = candidate;
            const int sign = oracleSign(a, b);
            tally.add(sign);
            expectExact(a, b, sign);
            ++judged;
        }
    }
    EXPECT_GT(judged, 600);
    EXPECT_GT(tally.separated, 10);
    EXPECT_GT(tally.overlapping, 10);
}

TEST(RoundOracle, NearTouchingSphereSphere) { nearTouching(201, &Random::sphere, &Random::sphere); }
TEST(RoundOracle, NearTouchingSphereCapsule) { nearTouching(202, &Random::sphere, &Random::capsule); }
TEST(RoundOracle, NearTouchingCapsuleCapsule) { nearTouching(203, &Random::capsule, &Random::capsule); }
TEST(RoundOracle, NearTouchingBoxSphere) { nearTouching(204, &Random::box, &Random::sphere); }
TEST(RoundOracle, NearTouchingBoxCapsule) { nearTouching(205, &Random::box, &Random::capsule); }

/// Radii 2^-28 of the distance short of and beyond the cores' exact distance (CGAL's, rounded): far outside
/// the filter's window (a few dozen ulps of the pair's size, docs/accuracy.md), so the floating-point closest
/// points decide; a closest-point computation off by more than 2^-28 would give the wrong verdict here
/// (round3d_filter_test.cpp probes the window's own edges).
template <class A> void filterMargin(const A& a, Capsule3<double> b, double distance, Tally& tally) {
    for (const double factor : {1.0 - 0x1p-28, 1.0 + 0x1p-28}) {
        b.radius = distance * factor;
        const int sign = oracleSign(a, b);
        tally.add(sign);
        expectExact(a, b, sign);
    }
}

/// Capsules crossing at angles from 1e-2 down to 1e-14 rad (and exactly parallel): the lines' closest pair is
/// ill-conditioned there.
TEST(RoundOracle, NearlyParallelCapsulesAtTheFilterMargin) {
    Random random(206);
    Tally tally;
    for (int k = 2; k <= 15; ++k) {
        for (int trial = 0; trial < 20; ++trial) {
            const double angle = k == 15 ? 0.0 : std::pow(10.0, -k) * random.uniform(0.5, 2.0);
            const double length = random.uniform(1, 4), lift = random.uniform(0.1, 2);
            const Vec offset = random.point(3.0);
            const Capsule3<double> a{offset + Vec{-length, 0, 0}, offset + Vec{length, 0, 0}, 0.0};
            const double shift = random.uniform(-1, 1);
            const Capsule3<double> b{offset + Vec{shift - length, -angle * length, lift},
                                     offset + Vec{shift + length, angle * length, lift}, 0.0};
            filterMargin(a, b, oracle3::coreDistance(a, b), tally);
        }
    }
    EXPECT_GT(tally.separated, 200);
    EXPECT_GT(tally.overlapping, 200);
}

TEST(RoundOracle, BoxCapsuleAtTheFilterMargin) {
    Random random(207);
    Tally tally;
    for (int i = 0; i < 500; ++i) {
        const Obb3<double> box = random.box();
        Capsule3<double> c = random.capsule();
        const double distance = oracle3::coreDistance(box, c);
        if (!(distance > 0.0)) continue;
        filterMargin(box, c, distance, tally);
    }
    EXPECT_GT(tally.separated, 150);
    EXPECT_GT(tally.overlapping, 150);
}

// ------------------------------------------------------------ integer touching sets, moved far and scaled

/// The moves every integer set is tried at: translations of docs/accuracy.md's adversarial sets, scale 16 and 1/16.
struct Move {
    double offset, scale;
    Vec apply(const Vec& p) const { return p * scale + Vec{offset, offset, -offset}; }
};
constexpr double kOffsets[] = {0.0, 1e3, 5e3 + 0.5, 1.2345e5, 1e6 + 0.25, 16777216.0};
constexpr double kScales[] = {1.0, 16.0, 1.0 / 16.0};

/// A quarter-turn box (exact 0/±1 axes) with integer half extents, centred at `centre`.
Obb3<double> quarterBox(Random& random, const Vec& centre, const Vec& half) {
    const Vec quarter{90.0 * random.integer(0, 3), 90.0 * random.integer(0, 3), 90.0 * random.integer(0, 3)};
    return Obb3<double>::fromEulerDegrees(centre, half, quarter);
}
/// Local box coordinates to world: exact for a quarter-turn box at integer numbers.
Vec fromBox(const Obb3<double>& box, const Vec& local) {
    return box.center + box.axes[0] * local.x + box.axes[1] * local.y + box.axes[2] * local.z;
}

template <class A, class B> void expectTouchingEverywhere(const A& a, const B& b, Tally& tally) {
    for (const double offset : kOffsets) {
        for (const double scale : kScales) {
            const Move move{offset, scale};
            auto ma = a;
            auto mb = b;
            if constexpr (std::is_same_v<A, Obb3<double>>) {
                ma.center = move.apply(a.center);
                ma.halfExtents = a.halfExtents * scale;
            } else if constexpr (std::is_same_v<A, Sphere3<double>>) {
                ma = {move.apply(a.center), a.radius * scale};
            } else {
                ma = {move.apply(a.start), move.apply(a.end), a.radius * scale};
            }
            if constexpr (std::is_same_v<B, Sphere3<double>>) {
                mb = {move.apply(b.center), b.radius * scale};
            } else {
                mb = {move.apply(b.start), move.apply(b.end), b.radius * scale};
            }
            const int sign = oracleSign(ma, mb);
            tally.add(sign);
            EXPECT_EQ(sign, 0) << "the set is built to touch exactly";
            expectExact(ma, mb, sign);
            // One ulp more radius overlaps, one less separates.
            auto grown = mb;
            grown.radius = std::nextafter(mb.radius, INFINITY);
            expectExact(ma, grown, oracleSign(ma, grown));
            auto shrunk = mb;
            shrunk.radius = std::nextafter(mb.radius, 0.0);
            expectExact(ma, shrunk, oracleSign(ma, shrunk));
        }
    }
}

/// Integer quadruples a^2 + b^2 + c^2 = d^2 (and triples with c = 0).
constexpr int kQuadruples[][4] = {{1, 2, 2, 3},  {2, 3, 6, 7},   {1, 4, 8, 9}, {4, 4, 7, 9},   {2, 6, 9, 11},
                                  {6, 6, 7, 11}, {3, 4, 12, 13}, {3, 4, 0, 5}, {5, 12, 0, 13}, {0, 0, 4, 4}};

Vec signedPermuted(Random& random, int a, int b, int c) {
    int v[3] = {a, b, c};
    std::shuffle(v, v + 3, random.engine);
    return {double(random.integer(0, 1) ? v[0] : -v[0]), double(random.integer(0, 1) ? v[1] : -v[1]),
            double(random.integer(0, 1) ? v[2] : -v[2])};
}

TEST(RoundOracleTouching, SphereSphereOnIntegerQuadruples) {
    Random random(301);
    Tally tally;
    for (const auto& q : kQuadruples) {
        const Vec centre{double(random.integer(-9, 9)), double(random.integer(-9, 9)), double(random.integer(-9, 9))};
        const int r1 = random.integer(1, q[3] - 1);
        expectTouchingEverywhere(Sphere3<double>{centre, double(r1)},
                                 Sphere3<double>{centre + signedPermuted(random, q[0], q[1], q[2]), double(q[3] - r1)}, tally);
    }
    EXPECT_GT(tally.touching, 100);
}

TEST(RoundOracleTouching, SphereOnBoxFaceEdgeAndCorner) {
    Random random(302);
    Tally tally;
    for (int i = 0; i < 12; ++i) {
        const Vec half{double(random.integer(1, 5)), double(random.integer(1, 5)), double(random.integer(1, 5))};
        const Obb3<double> box = quarterBox(random, {double(random.integer(-9, 9)), double(random.integer(-9, 9)), 3}, half);
        const int r = 5 * random.integer(1, 3);
        // Face +x: centre at (h + r, 1, 0). Edge (+x, +y): 3-4-5 off it. Corner: (1, 2, 2)-direction, radius 3k.
        expectTouchingEverywhere(box, Sphere3<double>{fromBox(box, {half.x + r, 0.5, 0}), double(r)}, tally);
        expectTouchingEverywhere(box, Sphere3<double>{fromBox(box, {half.x + 3 * r / 5, half.y + 4 * r / 5, 0}), double(r)},
                                 tally);
        const Vec corner = fromBox(box, half + Vec{1.0 * r / 5, 2.0 * r / 5, 2.0 * r / 5});
        expectTouchingEverywhere(box, Sphere3<double>{corner, 3.0 * r / 5}, tally);
    }
    EXPECT_GT(tally.touching, 300);
}

TEST(RoundOracleTouching, SphereOnCapsuleSideAndCap) {
    Random random(303);
    Tally tally;
    for (int i = 0; i < 12; ++i) {
        const int length = random.integer(1, 6);
        const Capsule3<double> c{{-double(length), 0, 0}, {double(length), 0, 0}, double(random.integer(1, 3))};
        // Off the interior point (0.5, 0, 0) by (0, 3k, 4k): 5k from the axis.
        const int k = random.integer(1, 2);
        expectTouchingEverywhere(Sphere3<double>{{0.5, 3.0 * k, 4.0 * k}, 5.0 * k - c.radius}, c, tally);
        // Beyond the end (length, 0, 0) by (2, 2, 1): 3 from it.
        expectTouchingEverywhere(Sphere3<double>{{length + 2.0, 2, 1}, 3.0 - c.radius}, c, tally);
    }
    EXPECT_GT(tally.touching, 300);
}

TEST(RoundOracleTouching, CapsulesCrossingEndToEndAndSideBySide) {
    Random random(304);
    Tally tally;
    for (int i = 0; i < 10; ++i) {
        const int ra = random.integer(1, 3), rb = random.integer(1, 3), length = random.integer(2, 6);
        const Capsule3<double> a{{-double(length), 0, 0}, {double(length), 0, 0}, double(ra)};
        // Crossing above: B's line in the plane z = ra + rb, direction (1, 2, 0).
        const double z = ra + rb;
        expectTouchingEverywhere(a, Capsule3<double>{{-1, -2, z}, {2, 4, z}, double(rb)}, tally);
        // End to end along x.
        expectTouchingEverywhere(a, Capsule3<double>{{length + z, 0, 0}, {length + z + 3, 0, 0}, double(rb)}, tally);
        // Side by side, parallel: a stretch of contact.
        expectTouchingEverywhere(a, Capsule3<double>{{1, 0, z}, {length + 4.0, 0, z}, double(rb)}, tally);
        // B's end cap on A's side: (0, 3, 4) is 5 from A's axis, and the radii add to 5.
        const Capsule3<double> side{{-double(length), 0, 0}, {double(length), 0, 0}, double(random.integer(1, 4))};
        expectTouchingEverywhere(side, Capsule3<double>{{0, 3, 4}, {0, 9, 12}, 5.0 - side.radius}, tally);
    }
    EXPECT_GT(tally.touching, 300);
}

TEST(RoundOracleTouching, CapsuleOnBoxFaceEdgeAndCorner) {
    Random random(305);
    Tally tally;
    for (int i = 0; i < 10; ++i) {
        const Vec half{double(random.integer(1, 5)), double(random.integer(1, 5)), double(random.integer(1, 5))};
        const Obb3<double> box = quarterBox(random, {double(random.integer(-9, 9)), 2, double(random.integer(-9, 9))}, half);
        const int k = random.integer(1, 2);
        const double r = 5.0 * k;
        // Lying on the +z face, half over it.
        expectTouchingEverywhere(
            box, Capsule3<double>{fromBox(box, {0, 0.5, half.z + r}), fromBox(box, {half.x + 7, 0.5, half.z + r}), r}, tally);
        // End cap on the +x face.
        expectTouchingEverywhere(box, Capsule3<double>{fromBox(box, {half.x + r, 0, 0}), fromBox(box, {half.x + r + 6, 1, 2}), r},
                                 tally);
        // Across the (+x, +y) edge, direction (4, -3, 0), nearest at 3-4-5 from it.
        const Vec p{half.x + 3 * k, half.y + 4 * k, 0.5};
        expectTouchingEverywhere(box, Capsule3<double>{fromBox(box, p - Vec{8, -6, 0}), fromBox(box, p + Vec{8, -6, 0}), r},
                                 tally);
        // Parallel to the z edges, off the (+x, +y) edge by 3-4-5.
        expectTouchingEverywhere(box,
                                 Capsule3<double>{fromBox(box, {half.x + 3 * k, half.y + 4 * k, -half.z - 2}),
                                                  fromBox(box, {half.x + 3 * k, half.y + 4 * k, half.z + 3}), r},
                                 tally);
        // An end cap on a corner: (1, 2, 2) direction.
        const Vec corner = half + Vec{1.0 * k, 2.0 * k, 2.0 * k};
        expectTouchingEverywhere(box, Capsule3<double>{fromBox(box, corner), fromBox(box, corner + Vec{1, 2, 2}), 3.0 * k},
                                 tally);
    }
    EXPECT_GT(tally.touching, 500);
}

} // namespace
