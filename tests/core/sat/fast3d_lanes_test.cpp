// SPDX-License-Identifier: MIT
// The float 3D fast test evaluates the 15 axes in vector lanes
// (sat/detail/fast3d_lanes.hpp); it must give exactly the verdict of the
// exact evaluation of every axis (detail::exactBoxesOverlap, which the
// report's verdict also equals at tolerance 0), on
// random pairs, on quarter-turned integer boxes (exact touching, every
// parallel cross axis degenerate) and on boxes whose edges are parallel to
// within 1e-8..1e-3 rad (lanes on both sides of the degenerate threshold).

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include "sat/sat3d.hpp"

namespace {

using sat::Aabb3;
using sat::Obb3;
using sat::Vec3;

class Draw {
public:
    explicit Draw(unsigned seed) : rng_(seed) {}
    float real(float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(rng_); }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
    Vec3<float> vec(float lo, float hi) { return {real(lo, hi), real(lo, hi), real(lo, hi)}; }
    Obb3<float> box() {
        return Obb3<float>::fromQuaternion(vec(-3, 3), vec(0.1f, 2), real(-1, 1), real(-1, 1), real(-1, 1), real(-1, 1));
    }
    Obb3<float> gridBox() {
        const Vec3<float> degrees{float(90 * integer(0, 3)), float(90 * integer(0, 3)), float(90 * integer(0, 3))};
        return Obb3<float>::fromEulerDegrees({float(integer(-2, 2)), float(integer(-2, 2)), float(integer(-2, 2))},
                                             {float(integer(1, 2)), float(integer(1, 2)), float(integer(1, 2))}, degrees);
    }
    /// `a` turned by 10^-8..10^-3 rad about its own x axis and moved.
    Obb3<float> nearlyParallelTo(const Obb3<float>& a) {
        const float half = std::pow(10.0f, real(-8, -3)) / 2;
        const sat::Mat3<float> turn = Obb3<float>::fromQuaternion({}, {1, 1, 1}, std::cos(half), std::sin(half), 0, 0).rotation();
        return Obb3<float>::fromMatrix(a.center + vec(-3, 3), vec(0.1f, 2), a.rotation() * turn);
    }

private:
    std::mt19937 rng_;
};

/// The exact verdict of the stored boxes, every axis evaluated exactly
/// (docs/sat-3d.md, "Exact verdicts in 3D").
template <class A, class B> bool exactVerdict(const A& a, const B& b) {
    return sat::detail::exactBoxesOverlap(sat::castShape<double>(sat::detail::asBox(a)),
                                          sat::castShape<double>(sat::detail::asBox(b)));
}
bool oneAxisAtATime(const Obb3<float>& a, const Obb3<float>& b) { return exactVerdict(a, b); }

TEST(Fast3dLanes, RandomPairsGiveTheOneAxisVerdict) {
    Draw draw(1);
    int overlapping = 0;
    for (int i = 0; i < 20000; ++i) {
        const Obb3<float> a = draw.box();
        const Obb3<float> b = draw.box();
        ASSERT_EQ(sat::overlaps(a, b), oneAxisAtATime(a, b)) << "pair " << i;
        overlapping += oneAxisAtATime(a, b) ? 1 : 0;
    }
    EXPECT_GT(overlapping, 2000);
    EXPECT_LT(overlapping, 18000);
}

TEST(Fast3dLanes, QuarterTurnedIntegerBoxesGiveTheOneAxisVerdict) {
    Draw draw(2);
    int touching = 0;
    for (int i = 0; i < 20000; ++i) {
        const Obb3<float> a = draw.gridBox();
        const Obb3<float> b = draw.gridBox();
        ASSERT_EQ(sat::overlaps(a, b), oneAxisAtATime(a, b)) << "pair " << i;
        touching += sat::report(a, b).verdict == sat::Verdict::Touching ? 1 : 0;
    }
    EXPECT_GT(touching, 1000);
}

TEST(Fast3dLanes, NearlyParallelEdgesGiveTheOneAxisVerdict) {
    Draw draw(3);
    for (int i = 0; i < 20000; ++i) {
        const Obb3<float> a = draw.box();
        const Obb3<float> b = draw.nearlyParallelTo(a);
        ASSERT_EQ(sat::overlaps(a, b), oneAxisAtATime(a, b)) << "pair " << i;
    }
}

TEST(Fast3dLanes, AabbObbPairsGiveTheOneAxisVerdict) {
    Draw draw(4);
    for (int i = 0; i < 20000; ++i) {
        const Aabb3<float> a{draw.vec(-3, 3), draw.vec(0.1f, 2)};
        const Obb3<float> b = i % 2 == 0 ? draw.box() : draw.gridBox();
        ASSERT_EQ(sat::overlaps(a, b), exactVerdict(a, b)) << "pair " << i;
        ASSERT_EQ(sat::overlaps(b, a), exactVerdict(b, a)) << "pair " << i;
    }
}

// The double fast test (one axis at a time, square roots only near the
// degenerate threshold) against frameAxis's verdict.
bool oneAxisAtATime(const Obb3<double>& a, const Obb3<double>& b) { return exactVerdict(a, b); }
Obb3<double> turnedAboutX(const Obb3<double>& a, double angle, Vec3<double> offset, Vec3<double> half) {
    const sat::Mat3<double> turn = Obb3<double>::fromQuaternion({}, {1, 1, 1}, std::cos(angle / 2), std::sin(angle / 2), 0, 0)
                                       .rotation();
    return Obb3<double>::fromMatrix(a.center + offset, half, a.rotation() * turn);
}

// The double test's written-out margins are axisMargin's numbers, bit for bit
// (so the exact filter's bound holds for them): random, quarter-turned and
// nearly parallel pairs, and the AABB-OBB frames.
TEST(Fast3dDouble, WrittenOutMarginsEqualAxisMargin) {
    Draw draw(8);
    const auto same = [](double x, double y) { return std::memcmp(&x, &y, sizeof x) == 0; };
    for (int i = 0; i < 20000; ++i) {
        const Obb3<double> a = sat::castShape<double>(i % 3 == 1 ? draw.gridBox() : draw.box());
        const Obb3<double> b = i % 3 == 2 ? turnedAboutX(a, std::pow(10.0, double(draw.real(-17, -3))),
                                                         Vec3<double>(draw.vec(-3, 3)), Vec3<double>(draw.vec(0.1f, 2)))
                                          : sat::castShape<double>(i % 3 == 1 ? draw.gridBox() : draw.box());
        const Aabb3<double> box{a.center, a.halfExtents};
        for (const sat::detail::PairFrame3<double>& f : {sat::detail::pairFrame(a, b), sat::detail::pairFrame(box, b)}) {
            for (int k = 0; k < 15; ++k) {
                const double written = k < 3   ? sat::detail::faceMarginA(f, k)
                                       : k < 6 ? sat::detail::faceMarginB(f, k - 3)
                                               : sat::detail::edgeMargin(f, (k - 6) / 3, (k - 6) % 3);
                ASSERT_TRUE(same(written, sat::detail::axisMargin(f, k))) << "pair " << i << " axis " << k;
            }
        }
    }
}

TEST(Fast3dDouble, RandomAndQuarterTurnedPairsGiveTheOneAxisVerdict) {
    Draw draw(5);
    for (int i = 0; i < 20000; ++i) {
        const Obb3<double> a = sat::castShape<double>(i % 2 == 0 ? draw.box() : draw.gridBox());
        const Obb3<double> b = sat::castShape<double>(i % 2 == 0 ? draw.box() : draw.gridBox());
        ASSERT_EQ(sat::overlaps(a, b), oneAxisAtATime(a, b)) << "pair " << i;
    }
}

TEST(Fast3dDouble, NearlyParallelEdgesGiveTheOneAxisVerdict) {
    // Angles 1e-17..1e-10 rad: both sides of the double threshold (64 eps).
    Draw draw(6);
    int degenerateSeen = 0;
    for (int i = 0; i < 20000; ++i) {
        const Obb3<double> a = sat::castShape<double>(draw.box());
        const double angle = std::pow(10.0, static_cast<double>(draw.real(-17, -10)));
        const Obb3<double> b = turnedAboutX(a, angle, Vec3<double>(draw.vec(-3, 3)), Vec3<double>(draw.vec(0.1f, 2)));
        ASSERT_EQ(sat::overlaps(a, b), oneAxisAtATime(a, b)) << "pair " << i;
        for (int k = 6; k < 15; ++k) degenerateSeen += sat::detail::frameAxis(sat::detail::pairFrame(a, b), k).degenerate ? 1 : 0;
    }
    EXPECT_GT(degenerateSeen, 1000);
}

TEST(Fast3dDouble, AabbObbPairsGiveTheOneAxisVerdict) {
    Draw draw(7);
    for (int i = 0; i < 20000; ++i) {
        const Aabb3<double> a{Vec3<double>(draw.vec(-3, 3)), Vec3<double>(draw.vec(0.1f, 2))};
        const Obb3<double> b = sat::castShape<double>(i % 2 == 0 ? draw.box() : draw.gridBox());
        ASSERT_EQ(sat::overlaps(a, b), exactVerdict(a, b)) << "pair " << i;
        ASSERT_EQ(sat::overlaps(b, a), exactVerdict(b, a)) << "pair " << i;
    }
}

TEST(Fast3dLanes, CubesSharingAFaceTouch) {
    // x spans [-1, 1] and [1, 3]: separation exactly 0 on A.face0.
    EXPECT_TRUE(sat::overlaps(Obb3<float>{{0, 0, 0}, {1, 1, 1}}, Obb3<float>{{2, 0, 0}, {1, 1, 1}}));
    EXPECT_FALSE(sat::overlaps(Obb3<float>{{0, 0, 0}, {1, 1, 1}}, Obb3<float>{{2.001f, 0, 0}, {1, 1, 1}}));
}

} // namespace
