// SPDX-License-Identifier: MIT
// The 3D report turns its 15 axes into world terms several axes at a time
// (core/sat/src/report3d_axes.hpp). Every field must equal, bit for bit, the
// one-axis-at-a-time formulas written out below from detail::frameAxis; and
// ReportOptions3::computeDistance = false must change nothing but `distance`.

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "sat/sat3d.hpp"

namespace {

using sat::Obb3;
using sat::Vec3;

template <class T> class Draw {
public:
    explicit Draw(unsigned seed) : rng_(seed) {}
    T real(double lo, double hi) { return static_cast<T>(std::uniform_real_distribution<double>(lo, hi)(rng_)); }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
    Vec3<T> vec(double lo, double hi) { return {real(lo, hi), real(lo, hi), real(lo, hi)}; }
    Obb3<T> box() { return Obb3<T>::fromQuaternion(vec(-3, 3), vec(0.1, 2), real(-1, 1), real(-1, 1), real(-1, 1), real(-1, 1)); }
    Obb3<T> gridBox() {
        const Vec3<T> degrees{T(90 * integer(0, 3)), T(90 * integer(0, 3)), T(90 * integer(0, 3))};
        return Obb3<T>::fromEulerDegrees({T(integer(-2, 2)), T(integer(-2, 2)), T(integer(-2, 2))},
                                         {T(integer(1, 2)), T(integer(1, 2)), T(integer(1, 2))}, degrees);
    }
    /// `a` turned by 10^-9..10^-2 rad about its own x axis and moved.
    Obb3<T> nearlyParallelTo(const Obb3<T>& a) {
        const T half = static_cast<T>(std::pow(10.0, real(-9, -2))) / 2;
        const sat::Mat3<T> turn = Obb3<T>::fromQuaternion({}, {1, 1, 1}, std::cos(half), std::sin(half), 0, 0).rotation();
        return Obb3<T>::fromMatrix(a.center + vec(-3, 3), vec(0.1, 2), a.rotation() * turn);
    }

private:
    std::mt19937 rng_;
};

template <class T> bool sameBits(T x, T y) { return std::memcmp(&x, &y, sizeof x) == 0; }

/// Axis k of the report against frameAxis turned into world terms one
/// division at a time (the report's formulas before they went to lanes).
template <class T>
::testing::AssertionResult axisMatches(const sat::detail::PairFrame3<T>& frame, const Obb3<T>& a, const sat::Report3<T>& r,
                                       int k) {
    const auto measured = sat::detail::frameAxis(frame, k);
    const sat::AxisResult3<T>& axis = r.axes[static_cast<std::size_t>(k)];
    if (!sameBits(axis.crossLength, measured.length)) return ::testing::AssertionFailure() << "crossLength of axis " << k;
    if (axis.degenerate != measured.degenerate) return ::testing::AssertionFailure() << "degenerate flag of axis " << k;
    if (measured.degenerate) return ::testing::AssertionSuccess();
    const Vec3<T> local = measured.vector / measured.length;
    const Vec3<T> direction = a.axes[0] * local.x + a.axes[1] * local.y + a.axes[2] * local.z;
    const T centreA = sat::detail::dot3(a.center, direction);
    const T centreB = centreA + measured.centreDistance / measured.length;
    const T radiusA = measured.radiusA / measured.length;
    const T radiusB = measured.radiusB / measured.length;
    const T expected[] = {direction.x,       direction.y,       direction.z,       centreA - radiusA,
                          centreA + radiusA, centreB - radiusB, centreB + radiusB, measured.separation()};
    const T actual[] = {axis.direction.x, axis.direction.y, axis.direction.z, axis.a.min,
                        axis.a.max,       axis.b.min,       axis.b.max,       axis.separation};
    for (int n = 0; n < 8; ++n) {
        if (!sameBits(expected[n], actual[n])) {
            return ::testing::AssertionFailure() << "axis " << k << " field " << n << ": " << actual[n] << " vs " << expected[n];
        }
    }
    return ::testing::AssertionSuccess();
}

template <class T> void checkPairs(unsigned seed, int kind) {
    Draw<T> draw(seed);
    int degenerate = 0;
    for (int i = 0; i < 4000; ++i) {
        const Obb3<T> a = kind == 1 ? draw.gridBox() : draw.box();
        const Obb3<T> b = kind == 0 ? draw.box() : kind == 1 ? draw.gridBox() : draw.nearlyParallelTo(a);
        // A tolerance above 0 keeps the floating-point numbers these formulas
        // describe (at 0 the axes near touching are settled exactly).
        const sat::Report3<T> r = sat::report(a, b, {std::numeric_limits<T>::denorm_min()});
        ASSERT_EQ(r.axes.size(), 15U);
        for (int k = 0; k < 15; ++k) {
            ASSERT_TRUE(axisMatches(sat::detail::pairFrame(a, b), a, r, k)) << "pair " << i;
            degenerate += r.axes[static_cast<std::size_t>(k)].degenerate ? 1 : 0;
        }
        ASSERT_EQ(sat::report(a, b).verdict != sat::Verdict::Separated, sat::overlaps(a, b)) << "pair " << i;
    }
    if (kind != 0) {
        EXPECT_GT(degenerate, 100);
    }
}

TEST(Report3dLanes, RandomPairsFloat) { checkPairs<float>(11, 0); }
TEST(Report3dLanes, RandomPairsDouble) { checkPairs<double>(12, 0); }
TEST(Report3dLanes, QuarterTurnedPairsFloat) { checkPairs<float>(13, 1); }
TEST(Report3dLanes, QuarterTurnedPairsDouble) { checkPairs<double>(14, 1); }
TEST(Report3dLanes, NearlyParallelPairsFloat) { checkPairs<float>(15, 2); }
TEST(Report3dLanes, NearlyParallelPairsDouble) { checkPairs<double>(16, 2); }

TEST(Report3dLanes, AabbObbPairs) {
    // The AABB's frame is exact (pairFrame takes B's axes as they are); the
    // world terms use the AABB as an oriented box with the world axes.
    Draw<float> draw(18);
    for (int i = 0; i < 4000; ++i) {
        const sat::Aabb3<float> box{draw.vec(-3, 3), draw.vec(0.1, 2)};
        const Obb3<float> other = i % 2 == 0 ? draw.box() : draw.gridBox();
        const sat::Report3<float> ab = sat::report(box, other, {std::numeric_limits<float>::denorm_min()});
        const sat::Report3<float> ba = sat::report(other, box, {std::numeric_limits<float>::denorm_min()});
        for (int k = 0; k < 15; ++k) {
            ASSERT_TRUE(axisMatches(sat::detail::pairFrame(box, other), Obb3<float>::fromAabb(box), ab, k)) << "pair " << i;
            ASSERT_TRUE(axisMatches(sat::detail::pairFrame(other, box), other, ba, k)) << "pair " << i;
        }
    }
}

TEST(Report3dLanes, WithoutDistanceOnlyTheDistanceDiffers) {
    Draw<double> draw(17);
    sat::ReportOptions3<double> noDistance;
    noDistance.computeDistance = false;
    int separated = 0;
    for (int i = 0; i < 2000; ++i) {
        const Obb3<double> a = draw.box();
        const Obb3<double> b = draw.box();
        const sat::Report3<double> full = sat::report(a, b);
        const sat::Report3<double> lean = sat::report(a, b, noDistance);
        ASSERT_EQ(lean.verdict, full.verdict);
        ASSERT_EQ(lean.bestAxis, full.bestAxis);
        ASSERT_EQ(lean.firstSeparatingAxis, full.firstSeparatingAxis);
        ASSERT_TRUE(sameBits(lean.axisSeparation, full.axisSeparation));
        ASSERT_TRUE(sameBits(lean.depth, full.depth));
        ASSERT_TRUE(sameBits(lean.errorBound, full.errorBound));
        ASSERT_EQ(lean.normal, full.normal);
        ASSERT_EQ(lean.contactKind, full.contactKind);
        ASSERT_EQ(lean.contacts.size(), full.contacts.size());
        for (std::size_t n = 0; n < full.contacts.size(); ++n) ASSERT_EQ(lean.contacts[n], full.contacts[n]);
        EXPECT_EQ(lean.distance, 0.0);
        if (full.verdict == sat::Verdict::Separated) {
            ++separated;
            EXPECT_GT(full.distance, 0.0);
            EXPECT_GE(full.distance, full.axisSeparation * (1 - 1e-12)); // the axis gap is a lower bound
        }
    }
    EXPECT_GT(separated, 200);
}

} // namespace
