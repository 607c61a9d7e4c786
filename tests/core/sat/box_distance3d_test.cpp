// SPDX-License-Identifier: MIT
// The separated box pair's distance from its closest features (detail::boxDistanceFromFeatures) against the full search.

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <utility>

#include "random_boxes3d.hpp"
#include "sat/detail/box_distance3.hpp"
#include "sat/sat3d.hpp"

namespace {

using sat::Obb3;
using sat::Vec3;
using sat::test::Draw;

/// How the walk did on a set of pairs: separated pairs seen, pairs it
/// certified, pairs whose distance differs from the full search's by more
/// than the allowed error, and the largest number of directions it tried.
struct WalkTally {
    int separated = 0;
    int certified = 0;
    int wrong = 0;
    int mostSteps = 0;
};

template <class T> void tally(const Obb3<T>& a, const Obb3<T>& b, T relativeError, WalkTally& out) {
    sat::ReportOptions3<T> options;
    options.computeDistance = false;
    const sat::Report3<T> report = sat::report(a, b, options);
    if (report.verdict != sat::Verdict::Separated) return;
    ++out.separated;
    const sat::detail::BoxDistance3<T> walked = sat::detail::boxDistanceFromFeatures(a, b, report.normal);
    const T searched = sat::detail::searchAllBoxFeatures(a, b);
    if (walked.found) ++out.certified;
    out.mostSteps = std::max(out.mostSteps, walked.steps);
    const T scale = glm::length(b.center - a.center) + glm::length(a.halfExtents) + glm::length(b.halfExtents);
    if (!(std::abs(walked.distance - searched) <= relativeError * scale)) {
        if (out.wrong == 0) ADD_FAILURE() << "walk " << walked.distance << " search " << searched << " steps " << walked.steps;
        ++out.wrong;
    }
}

Obb3<double> widened(const Obb3<float>& box, const Vec3<double>& offset) {
    Obb3<double> out = sat::castShape<double>(box);
    out.center += offset;
    return out;
}

/// Pairs of `kind` (random_boxes3d.hpp) with B moved by up to 3 along each
/// axis, so that most of them separate, then both moved by `offset`. Double
/// pairs are the float ones widened: their axes are orthonormal to float's
/// precision only, and both searches measure those boxes to about that.
template <class T> WalkTally walkSet(int kind, unsigned seed, double offset, T relativeError) {
    Draw draw(seed);
    WalkTally out;
    for (int i = 0; i < 4000; ++i) {
        auto [a, b] = draw.pair(kind);
        b.center += draw.vec(-3, 3);
        const Vec3<double> shift{offset, -0.5 * offset, 0.25 * offset};
        if constexpr (std::is_same_v<T, double>) {
            tally(widened(a, shift), widened(b, shift), relativeError, out);
        } else {
            a.center += Vec3<float>(shift);
            b.center += Vec3<float>(shift);
            tally(a, b, relativeError, out);
        }
    }
    return out;
}

void expectEveryPairCertified(const WalkTally& t) {
    EXPECT_GT(t.separated, 1000);
    EXPECT_EQ(t.wrong, 0);
    EXPECT_EQ(t.certified, t.separated);
    EXPECT_LE(t.mostSteps, sat::detail::kBoxDistanceWalkSteps);
}

TEST(BoxDistance3d, RandomPairsInDoubleAgreeWithTheFullSearch) { expectEveryPairCertified(walkSet<double>(0, 11, 0, 2e-6)); }

TEST(BoxDistance3d, RandomPairsInFloatAgreeWithTheFullSearch) { expectEveryPairCertified(walkSet<float>(0, 12, 0, 1e-5F)); }

// Boxes made in double (axes orthonormal to double's precision): the two
// searches agree to a few roundings.
TEST(BoxDistance3d, BoxesMadeInDoubleAgreeToRounding) {
    std::mt19937 rng(21);
    const auto real = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); };
    const auto box = [&](double offset) {
        return Obb3<double>::fromQuaternion({offset + real(-4, 4), real(-4, 4), real(-4, 4)},
                                            {real(0.1, 2), real(0.1, 2), real(0.1, 2)}, real(-1, 1), real(-1, 1), real(-1, 1),
                                            real(-1, 1));
    };
    WalkTally t;
    for (int i = 0; i < 4000; ++i) tally(box(i % 2 == 0 ? 0.0 : 1e5), box(i % 2 == 0 ? 0.0 : 1e5), 1e-12, t);
    expectEveryPairCertified(t);
}

TEST(BoxDistance3d, QuarterTurnedPairsAgreeWithTheFullSearch) {
    expectEveryPairCertified(walkSet<double>(1, 13, 0, 2e-6));
    expectEveryPairCertified(walkSet<float>(1, 14, 0, 1e-5F));
}

TEST(BoxDistance3d, NearlyParallelPairsAgreeWithTheFullSearch) {
    expectEveryPairCertified(walkSet<double>(2, 15, 0, 2e-6));
    expectEveryPairCertified(walkSet<float>(2, 16, 0, 1e-5F));
}

TEST(BoxDistance3d, PairsFarFromTheOriginAgreeWithTheFullSearch) {
    for (const double offset : {1e3, 1.2345e5, 1e6 + 0.25}) {
        expectEveryPairCertified(walkSet<double>(0, 17, offset, 2e-6));
        expectEveryPairCertified(walkSet<double>(2, 18, offset, 2e-6));
    }
    // float far out: the full search and the walk measure about the same rounded centres.
    expectEveryPairCertified(walkSet<float>(0, 19, 1e3, 1e-4F));
}

// Corner to corner: the closest points (1,1,1) and (2,2,2) lie on no SAT axis,
// whose best gap is 1 (a face axis). A's face along x holds the corner, whose
// nearest point on B certifies itself by the gap along its own direction.
TEST(BoxDistance3d, CornerToCornerIsCertifiedAlongTheDiagonal) {
    const Obb3<double> a{{0, 0, 0}, {1, 1, 1}};
    const Obb3<double> b{{3, 3, 3}, {1, 1, 1}};
    const sat::detail::BoxDistance3<double> walked = sat::detail::boxDistanceFromFeatures(a, b, {1, 0, 0});
    EXPECT_TRUE(walked.found);
    EXPECT_EQ(walked.steps, 1);
    EXPECT_NEAR(walked.distance, std::sqrt(3.0), 1e-15);
    EXPECT_NEAR(sat::report(a, b).distance, std::sqrt(3.0), 1e-15);
}

// B turned 45 degrees about z: its face x + y = 4 faces A's edge x = y = 1 (a
// face axis of B), at distance sqrt2 from it; one step.
TEST(BoxDistance3d, EdgeFacingATurnedFaceTakesOneStep) {
    const Obb3<double> a{{0, 0, 0}, {1, 1, 1}};
    const Obb3<double> b = Obb3<double>::fromEulerDegrees({3, 3, 0}, {std::sqrt(2.0), 1, 1}, {0, 0, 45});
    const sat::Report3<double> report = sat::report(a, b);
    ASSERT_EQ(report.verdict, sat::Verdict::Separated);
    const sat::detail::BoxDistance3<double> walked = sat::detail::boxDistanceFromFeatures(a, b, report.normal);
    EXPECT_TRUE(walked.found);
    EXPECT_EQ(walked.steps, 1);
    EXPECT_NEAR(walked.distance, std::sqrt(2.0), 1e-14);
    EXPECT_EQ(report.distance, walked.distance);
}

} // namespace
