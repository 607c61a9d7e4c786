// SPDX-License-Identifier: MIT
// Property tests of the 2D SAT (sat::overlaps, sat::report) against the
// exact oracle, on 100,000 seeded random pairs per kind pair. The bound and
// why the oracle is independent: docs/accuracy.md.

#include <gtest/gtest.h>

#include "oracle/properties2d.hpp"

namespace {

using check::Judgement;
using check::Pair;
using check::RunSummary;
using check::Truth;

template <class SA, class SB, std::uint64_t Seed> struct Kind {
    using A = SA;
    using B = SB;
    static constexpr std::uint64_t kSeed = Seed;
};

template <class T> using Aabb = sat::Aabb2<T>;
template <class T> using Obb = sat::Obb2<T>;
template <class T> using Poly = sat::ConvexPolygon2<T>;

using Kinds = ::testing::Types<
    Kind<Aabb<double>, Aabb<double>, 2101>, Kind<Aabb<double>, Obb<double>, 2102>, Kind<Obb<double>, Aabb<double>, 2103>,
    Kind<Obb<double>, Obb<double>, 2104>, Kind<Poly<double>, Aabb<double>, 2105>, Kind<Poly<double>, Obb<double>, 2106>,
    Kind<Poly<double>, Poly<double>, 2107>, Kind<Aabb<double>, Poly<double>, 2108>, Kind<Obb<double>, Poly<double>, 2109>,
    Kind<Aabb<float>, Aabb<float>, 2201>, Kind<Aabb<float>, Obb<float>, 2202>, Kind<Obb<float>, Aabb<float>, 2203>,
    Kind<Obb<float>, Obb<float>, 2204>>;

template <class T> std::string kindName(const Aabb<T>*) { return "Aabb"; }
template <class T> std::string kindName(const Obb<T>*) { return "Obb"; }
template <class T> std::string kindName(const Poly<T>*) { return "Poly"; }

struct KindNames {
    template <class K> static std::string GetName(int) {
        using T = check::Scalar<typename K::A>;
        return kindName(static_cast<const typename K::A*>(nullptr)) + kindName(static_cast<const typename K::B*>(nullptr)) +
               (std::is_same_v<T, float> ? "Float" : "Double");
    }
};

template <class K> class RandomPairs : public ::testing::Test {
protected:
    using A = typename K::A;
    using B = typename K::B;
    using T = check::Scalar<A>;

    static const gen::Params& params() {
        static const gen::Params kParams{};
        return kParams;
    }
    static Pair<A, B> pair(std::size_t i) { return check::randomPair<A, B>(K::kSeed, i, params()); }

    /// Judges pairs 0..count-1 with `judge` and expects no failure. The
    /// oracle's answers are computed once per process for as many pairs as
    /// asked so far (ctest runs each test in its own process).
    template <class Judge> RunSummary run(std::size_t count, const char* what, Judge judge) {
        const std::vector<Truth>& truths = check::cachedTruths<A, B>(K::kSeed, count, params());
        RunSummary summary;
        for (std::size_t i = 0; i < count; ++i) summary.add(judge(pair(i), truths[i]));
        summary.print(KindNames::GetName<K>(0) + " " + what);
        EXPECT_EQ(summary.failures.count(), 0u) << summary.failures.text();
        return summary;
    }
};
TYPED_TEST_SUITE(RandomPairs, Kinds, KindNames);

TYPED_TEST(RandomPairs, VerdictMatchesOracleAwayFromTouching) {
    const RunSummary summary = this->run(check::kRandomPairs, "verdict",
                                         [](const auto& pair, const Truth& truth) { return check::judgeVerdict(pair, truth); });
    EXPECT_GT(summary.judged, check::kRandomPairs * 99 / 100); // the test cannot pass by skipping
}

TYPED_TEST(RandomPairs, AxisSeparationWithinBoundOfExact) {
    this->run(check::kRandomPairs, "axisSeparation",
              [](const auto& pair, const Truth& truth) { return check::judgeAxisSeparation(pair, truth); });
}

TYPED_TEST(RandomPairs, MtvDepthIsExactPenetrationDepth) {
    const RunSummary summary = this->run(check::kRandomPairs, "depth",
                                         [](const auto& pair, const Truth& truth) { return check::judgeDepth(pair, truth); });
    EXPECT_GT(summary.judged, check::kRandomPairs / 10);
}

TYPED_TEST(RandomPairs, MtvPushSlightlyFurtherSeparates) {
    const RunSummary summary = this->run(check::kDetailPairs, "push depth*(1+1e-6)", [](const auto& pair, const Truth& truth) {
        return check::judgePush(pair, truth, {1 + check::kPushFactor, 0, true});
    });
    // In float the depth's own rounding (tens of ulp of the coordinates) is
    // larger than 1e-6 of any depth these shapes have: nothing to judge.
    if (summary.judged == 0 && std::is_same_v<typename TestFixture::T, float>)
        GTEST_SKIP() << "1e-6 of the depth is below the float bound for every pair (docs/accuracy.md)";
    EXPECT_GT(summary.judged, check::kDetailPairs / 10);
}

TYPED_TEST(RandomPairs, MtvPushSlightlyLessStillIntersects) {
    const RunSummary summary = this->run(check::kDetailPairs, "push depth*(1-1e-6)", [](const auto& pair, const Truth& truth) {
        return check::judgePush(pair, truth, {1 - check::kPushFactor, 0, false});
    });
    if (summary.judged == 0 && std::is_same_v<typename TestFixture::T, float>)
        GTEST_SKIP() << "1e-6 of the depth is below the float bound for every pair (docs/accuracy.md)";
    EXPECT_GT(summary.judged, check::kDetailPairs / 10);
}

TYPED_TEST(RandomPairs, MtvPushByDepthPlusTwiceBoundSeparates) {
    this->run(check::kDetailPairs, "push depth+2bound", [](const auto& pair, const Truth& truth) {
        return check::judgePush(pair, truth,
                                {1, 2 * check::valueBoundOf<typename TestFixture::A, typename TestFixture::B>(truth), true});
    });
}

TYPED_TEST(RandomPairs, MtvPushByDepthMinusTwiceBoundStillIntersects) {
    this->run(check::kDetailPairs, "push depth-2bound", [](const auto& pair, const Truth& truth) {
        return check::judgePush(pair, truth,
                                {1, -2 * check::valueBoundOf<typename TestFixture::A, typename TestFixture::B>(truth), false});
    });
}

TYPED_TEST(RandomPairs, DistanceMatchesExactClosestDistance) {
    this->run(check::kDetailPairs, "distance",
              [](const auto& pair, const Truth& truth) { return check::judgeDistance(pair, truth); });
}

TYPED_TEST(RandomPairs, ContactsLieOnBothShapes) {
    this->run(check::kDetailPairs, "contacts",
              [](const auto& pair, const Truth& truth) { return check::judgeContacts(pair, truth); });
}

TYPED_TEST(RandomPairs, ToleranceMakesNearPairsTouching) {
    // A tolerance of a tenth of the typical size puts a good share of the
    // pairs in each of the three verdicts.
    const RunSummary summary = this->run(check::kDetailPairs, "tolerance 0.1", [](const auto& pair, const Truth& truth) {
        return check::judgeTolerance(pair, truth, 0.1);
    });
    EXPECT_GT(summary.judged, check::kDetailPairs * 9 / 10);
}

TYPED_TEST(RandomPairs, ExactSatOracleAgreesWithClosedTriangleOracle) {
    this->run(check::kDetailPairs, "oracle cross-check", [](const auto& pair, const Truth&) {
        return check::judgeOracles(pair.a.corners, pair.b.corners, pair.describe());
    });
}

} // namespace
