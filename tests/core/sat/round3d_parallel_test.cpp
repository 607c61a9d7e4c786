// SPDX-License-Identifier: MIT
// Round 3D pairs' cross-product axes for parallel segments (skipped or tested, as for boxes) and non-finite input.

#include <gtest/gtest.h>

#include <cmath>

#include "sat/round3d.hpp"

namespace {

using sat::Capsule3;
using sat::DegenerateReason;
using Vec = sat::Vec3<double>;

// B's segment turns by 1e-15 rad out of A's: |d1 x d2| / (|d1| |d2|) = 1e-15, below 64 eps (1.4e-14).
const Capsule3<double> kAlongX{{0, 0, 0}, {1, 0, 0}, 1};
const Capsule3<double> kNearlyAlongX{{0, 0, 3}, {1, 1e-15, 3}, 0.5};

TEST(RoundParallelAxes, NearlyParallelCapsulesAreTestedOnTheExactCrossAtToleranceZero) {
    const auto r = sat::report(kAlongX, kNearlyAlongX);
    ASSERT_EQ(r.axes.size(), 2U);
    const auto& cross = r.axes[1];
    EXPECT_FALSE(cross.degenerate);
    EXPECT_EQ(cross.reason, DegenerateReason::None);
    // The exact product (1, 0, 0) x (1, 1e-15, 0) is (0, 0, 1e-15): the axis is z, the gap 3 - 1.5.
    EXPECT_NEAR(std::abs(cross.direction.z), 1.0, 1e-15);
    EXPECT_NEAR(cross.separation, 1.5, 1e-12);
    EXPECT_TRUE(cross.separating);
}

TEST(RoundParallelAxes, ExactlyParallelCapsulesSkipTheCrossAxis) {
    const Capsule3<double> b{{0, 0, 3}, {2, 0, 3}, 0.5};
    const auto r = sat::report(kAlongX, b);
    ASSERT_EQ(r.axes.size(), 2U);
    EXPECT_TRUE(r.axes[1].degenerate);
    EXPECT_EQ(r.axes[1].reason, DegenerateReason::ParallelEdges);
    EXPECT_EQ(r.axes[1].direction, Vec(0, 0, 0));
    EXPECT_FALSE(r.axes[1].separating);
    EXPECT_EQ(r.verdict, sat::Verdict::Separated);
}

TEST(RoundParallelAxes, WithAToleranceNearlyParallelCapsulesSkipTheCrossAxis) {
    sat::ReportOptions3<double> options;
    options.tolerance = 1e-9;
    const auto r = sat::report(kAlongX, kNearlyAlongX, options);
    EXPECT_TRUE(r.axes[1].degenerate);
    EXPECT_EQ(r.axes[1].reason, DegenerateReason::ParallelEdges);
}

TEST(RoundParallelAxes, SegmentNearlyAlongABoxEdgeIsTestedOnTheExactCrossAtToleranceZero) {
    // Axis 1 is e0 x d with d = (1, 1e-15, 0): the exact product (0, 0, 1e-15), the box's z face direction.
    const sat::Aabb3<double> box{{0, 0, 0}, {1, 1, 1}};
    const Capsule3<double> c{{-2, 0, 3}, {-1, 1e-15, 3}, 0.5};
    const auto r = sat::report(box, c);
    ASSERT_EQ(r.axes.size(), 7U);
    const auto& edge0 = r.axes[3];
    EXPECT_FALSE(edge0.degenerate);
    EXPECT_NEAR(std::abs(edge0.direction.z), 1.0, 1e-15);
    EXPECT_NEAR(edge0.separation, 1.5, 1e-12);
    // Exactly along edge 0: skipped.
    const auto along = sat::report(box, Capsule3<double>{{-2, 0, 3}, {-1, 0, 3}, 0.5});
    EXPECT_TRUE(along.axes[3].degenerate);
    EXPECT_EQ(along.axes[3].reason, DegenerateReason::ParallelEdges);
}

} // namespace

namespace {

// Non-finite numbers are outside the preconditions; the calls still return at once (no exact evaluation of
// NaN or infinity, which grows without bound) and agree with each other: NaN counts as separated.
TEST(RoundNonFinite, NanCapsulesAreSeparatedWithoutExactEvaluation) {
    const float nan = std::nanf("");
    const Capsule3<float> a{{nan, nan, nan}, {nan, nan, nan}, nan}, b{{nan, nan, nan}, {nan, nan, nan}, nan};
    EXPECT_FALSE(sat::overlaps(a, b));
    EXPECT_EQ(sat::report(a, b).verdict, sat::Verdict::Separated);
}

TEST(RoundNonFinite, InfiniteCoordinatesAgainstABoxReturn) {
    const sat::Aabb3<double> box{{0, 0, 0}, {1, 1, 1}};
    const Capsule3<double> c{{INFINITY, 0, 0}, {0, 0, 0}, 1};
    EXPECT_EQ(sat::overlaps(box, c), sat::report(box, c).verdict != sat::Verdict::Separated);
    const sat::Sphere3<double> s{{-INFINITY, 0, 0}, 1}, t{{0, 0, 0}, INFINITY};
    EXPECT_EQ(sat::overlaps(s, t), sat::report(s, t).verdict != sat::Verdict::Separated);
}

// Finite numbers outside [2^-200, 2^200] (here 1e154 beside subnormals) are outside the preconditions too:
// their expansions would not stay exact, so they are decided on the rounded numbers, and both calls agree.
TEST(RoundNonFinite, OutOfRangeCapsulesReturnAndAgree) {
    const Capsule3<double> a{{2.7e154, 5.7e-270, -6.3e66}, {5.2e-310, 5.7e-270, 5.9e170}, 5.9e170};
    const Capsule3<double> b{{5.9e170, 5.9e170, 5.9e170}, {5.9e170, 5.9e170, 5.9e170}, 1e-300};
    EXPECT_EQ(sat::overlaps(a, b), sat::report(a, b).verdict != sat::Verdict::Separated);
}

} // namespace
