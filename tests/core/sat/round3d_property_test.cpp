// SPDX-License-Identifier: MIT
// Round 3D pairs: translation, swapping A and B, and pushing B by the MTV.

#include <gtest/gtest.h>

#include <cmath>
#include <random>

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

} // namespace
