// SPDX-License-Identifier: MIT
// The seeds' methods agree with the reference (sat::overlaps) on random pairs
// whose separation is not within kMargin of 0, in float and double; and the
// app's method list runs each method like its own function.
//
// The margin is measured on the exact inputs (the float shapes widened to
// double) by the SAT on the four box axes in double. 1e-3 is far above float
// rounding at these sizes (coordinates below 10: errors near 1e-6) and above
// seed 003's deliberate widening (1e-5 times at most 5 units of half extents).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <utility>

#include "core/sat/teaching/seed_pairs.hpp"
#include "sat/sat2d.hpp"
#include "sat/seed_methods2d.hpp"
#include "sat/seed_slips2d.hpp"
#include "sat/seeds2d.hpp"

namespace {

namespace seeds = sat::seeds;
using sat::test::boxSeparation;
using sat::test::randomAabb;
using sat::test::randomObb;
using sat::test::Rng;

constexpr double kMargin = 1e-3;
constexpr int kPairs = 20000;

struct Tally {
    int tested = 0, overlapping = 0, disagreements = 0;
    std::string firstDisagreement;
};

/// Draws pairs until kPairs lie clear of touching; counts where `method`
/// and the reference differ.
template <class MakePair, class Method> Tally compareWithReference(std::uint64_t seed, MakePair makePair, Method method) {
    Rng rng(seed);
    Tally tally;
    while (tally.tested < kPairs) {
        const auto [a, b] = makePair(rng);
        const double separation = boxSeparation(a, b);
        if (std::abs(separation) <= kMargin) continue;
        ++tally.tested;
        const bool reference = sat::overlaps(a, b);
        tally.overlapping += reference ? 1 : 0;
        if (method(a, b) != reference && tally.disagreements++ == 0) {
            tally.firstDisagreement = "pair " + std::to_string(tally.tested) + ", separation " + std::to_string(separation);
        }
    }
    return tally;
}

template <class T> auto obbPair() {
    return [](Rng& rng) { return std::pair{randomObb<T>(rng), randomObb<T>(rng)}; };
}

void expectAgreement(const Tally& tally) {
    EXPECT_EQ(tally.disagreements, 0) << "first at " << tally.firstDisagreement;
    EXPECT_EQ(tally.tested, kPairs);
    // Both verdicts well represented, so agreement is not vacuous.
    EXPECT_GT(tally.overlapping, kPairs / 5);
    EXPECT_LT(tally.overlapping, kPairs * 4 / 5);
}

#define SEED_AGREEMENT_TEST(Name, T, Seed, MakePair, Call)                                                                       \
    TEST(SeedsAgreeWithReference, Name) {                                                                                        \
        expectAgreement(compareWithReference(Seed, MakePair, [](const auto& a, const auto& b) { return Call; }));                \
    }

SEED_AGREEMENT_TEST(Seed000HalfWidthDouble, double, 1, obbPair<double>(), seeds::seed000HalfWidth(a, b))
SEED_AGREEMENT_TEST(Seed000HalfWidthFloat, float, 2, obbPair<float>(), seeds::seed000HalfWidth(a, b))
SEED_AGREEMENT_TEST(Seed003RotationMatrixDouble, double, 3, obbPair<double>(), seeds::seed003RotationMatrix(a, b))
SEED_AGREEMENT_TEST(Seed003RotationMatrixFloat, float, 4, obbPair<float>(), seeds::seed003RotationMatrix(a, b))
SEED_AGREEMENT_TEST(Seed004CornerProjectionDouble, double, 5, obbPair<double>(), seeds::seed004CornerProjection(a, b))
SEED_AGREEMENT_TEST(Seed004CornerProjectionFloat, float, 6, obbPair<float>(), seeds::seed004CornerProjection(a, b))

TEST(SeedsAgreeWithReference, Seed000ObbAabbDoubleAndFloat) {
    const auto call = [](const auto& box, const auto& tile) { return seeds::seed000ObbAabb(box, tile); };
    expectAgreement(compareWithReference(
        7,
        [](Rng& rng) {
            return std::pair{randomObb<double>(rng), randomAabb<double>(rng)};
        },
        call));
    expectAgreement(compareWithReference(
        8,
        [](Rng& rng) {
            return std::pair{randomObb<float>(rng), randomAabb<float>(rng)};
        },
        call));
}

TEST(SeedsAgreeWithReference, Seed001CentreDistanceDoubleAndFloat) {
    const auto call = [](const auto& a, const auto& b) { return seeds::seed001CentreDistance(a, b); };
    expectAgreement(compareWithReference(
        9,
        [](Rng& rng) {
            return std::pair{randomAabb<double>(rng), randomAabb<double>(rng)};
        },
        call));
    expectAgreement(compareWithReference(
        10,
        [](Rng& rng) {
            return std::pair{randomAabb<float>(rng), randomAabb<float>(rng)};
        },
        call));
}

TEST(SeedsAgreeWithReference, Slip000SwappedProjectionsIsRightForSquares) {
    expectAgreement(compareWithReference(
        11,
        [](Rng& rng) {
            return std::pair{randomObb<double>(rng, true), randomObb<double>(rng, true)};
        },
        [](const auto& a, const auto& b) { return seeds::slip000SwappedProjections(a, b); }));
}

TEST(SeedsAgreeWithReference, Slip000SwappedProjectionsIsWrongForRectangles) {
    const Tally tally = compareWithReference(12, obbPair<double>(),
                                             [](const auto& a, const auto& b) { return seeds::slip000SwappedProjections(a, b); });
    EXPECT_GT(tally.disagreements, kPairs / 50);
}

TEST(SeedsAgreeWithReference, MarginFilterMatchesTheReferenceReport) {
    // The filter's own separation is the reference report's axisSeparation.
    Rng rng(13);
    for (int i = 0; i < 2000; ++i) {
        const auto a = randomObb<double>(rng);
        const auto b = randomAabb<double>(rng);
        ASSERT_NEAR(boxSeparation(a, b), sat::report(a, b).axisSeparation, 1e-12);
    }
}

} // namespace
