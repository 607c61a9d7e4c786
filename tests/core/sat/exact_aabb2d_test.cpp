// SPDX-License-Identifier: MIT
// The branch-free exact AABB pair test (detail::aabbAxisSeparatedExactly,
// used by sat::overlaps(Aabb2, Aabb2)) against the expansion evaluation, in
// float and double: hand-made ties that only the rounding errors decide, then
// near-touching pairs at large offsets with one-ulp nudges.

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "sat/detail/exact.hpp"
#include "sat/sat2d.hpp"

namespace {

using sat::Aabb2;
using sat::Vec2;

/// |cB - cA| > hA + hB, decided with expansions (sat/detail/exact.hpp).
template <class T> bool axisSeparatedByExpansions(T centreA, T centreB, T halfA, T halfB) {
    return sat::exact::compare(sat::exact::difference(double(centreB), double(centreA)).abs(),
                               sat::exact::sum(double(halfA), double(halfB))) > 0;
}

template <class T> void expectTiesDecidedByTheErrors() {
    const T tiny = std::ldexp(T(1), -60); // below half an ulp of 1 in both precisions
    // The offset rounds to 1 = hA + hB, but is 1 + tiny: a gap.
    EXPECT_TRUE(sat::detail::aabbAxisSeparatedExactly(-tiny, T(1), T(0.5), T(0.5)));
    // The radii round to 1 = the offset, but are 1 + tiny: an overlap.
    EXPECT_FALSE(sat::detail::aabbAxisSeparatedExactly(T(0), T(1), T(1), tiny));
    // Both carry the same error: exactly touching.
    EXPECT_FALSE(sat::detail::aabbAxisSeparatedExactly(-tiny, T(1), T(1), tiny));
    // The offset's error taken with its sign: B left of A.
    EXPECT_TRUE(sat::detail::aabbAxisSeparatedExactly(tiny, T(-1), T(0.5), T(0.5)));
    EXPECT_FALSE(sat::detail::aabbAxisSeparatedExactly(T(0), T(-1), T(1), tiny));
    // Through the pair test, on y.
    const Aabb2<T> a{{T(0), -tiny}, {T(3), T(0.5)}};
    EXPECT_FALSE(sat::overlaps(a, Aabb2<T>{{T(1), T(1)}, {T(1), T(0.5)}}));
    EXPECT_TRUE(sat::overlaps(Aabb2<T>{{T(0), T(0)}, {T(3), T(1)}}, Aabb2<T>{{T(1), T(1)}, {T(1), tiny}}));
    EXPECT_TRUE(sat::overlaps(Aabb2<T>{{T(0), -tiny}, {T(3), T(1)}}, Aabb2<T>{{T(1), T(1)}, {T(1), tiny}}));
}

TEST(ExactAabb2d, TiesAreDecidedByTheRoundingErrorsFloat) { expectTiesDecidedByTheErrors<float>(); }
TEST(ExactAabb2d, TiesAreDecidedByTheRoundingErrorsDouble) { expectTiesDecidedByTheErrors<double>(); }

/// Near-touching axes: B's centre at cA -+ (hA + hB) rounded, nudged by up to
/// three ulps, one radius nudged by an ulp, at offsets from 0 to 1e12;
/// every answer equals the expansions', and the pair test equals
/// detail::overlapsExactly (the library's expansion path).
template <class T> void expectTheExpansionsAnswer(unsigned seed) {
    std::mt19937_64 engine(seed);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    const double bases[] = {0.0, 1e3, 5e3 + 0.5, 1.2345e5, 1e6 + 0.25, 16777216.0, 1e12, 1e-20};
    int separated = 0, tiesWithAnError = 0;
    for (int n = 0; n < 200000; ++n) {
        const double base = bases[n % 8];
        const T centreA = T(base + unit(engine) * (n % 3 == 0 ? 1e-3 : 10.0));
        const T halfA = T(std::abs(unit(engine)) * 5.0);
        T halfB = T(std::abs(unit(engine)) * 5.0 * (n % 5 == 0 ? 1e-6 : 1.0));
        T centreB = (n & 1) != 0 ? T(centreA + (halfA + halfB)) : T(centreA - (halfA + halfB));
        const int nudge = static_cast<int>(engine() % 7) - 3;
        for (int k = 0; k < std::abs(nudge); ++k) centreB = std::nextafter(centreB, nudge > 0 ? T(INFINITY) : T(-INFINITY));
        if (n % 4 == 1) halfB = std::nextafter(halfB, (engine() & 1) != 0 ? T(100) : T(0));
        const bool expected = axisSeparatedByExpansions(centreA, centreB, halfA, halfB);
        ASSERT_EQ(sat::detail::aabbAxisSeparatedExactly(centreA, centreB, halfA, halfB), expected)
            << std::hexfloat << centreA << ' ' << centreB << ' ' << halfA << ' ' << halfB;
        separated += expected ? 1 : 0;
        const sat::detail::TwoSumOf<T> offset = sat::detail::twoSumOf(centreB, -centreA);
        const sat::detail::TwoSumOf<T> reach = sat::detail::twoSumOf(halfA, halfB);
        tiesWithAnError += std::abs(offset.sum) == reach.sum && (offset.error != T(0) || reach.error != T(0)) ? 1 : 0;
        if (n % 16 == 0) {
            const Aabb2<T> a{{centreA, T(2)}, {halfA, T(1)}};
            const Aabb2<T> b{{centreB, T(2.5)}, {halfB, T(1)}};
            ASSERT_EQ(sat::overlaps(a, b), sat::detail::overlapsExactly(a, b)) << n;
            const Aabb2<T> turned{{T(2), centreA}, {T(1), halfA}};
            const Aabb2<T> turnedB{{T(2.5), centreB}, {T(1), halfB}};
            ASSERT_EQ(sat::overlaps(turned, turnedB), sat::detail::overlapsExactly(turned, turnedB)) << n;
        }
    }
    // Both answers are common, and thousands of ties rest on the errors.
    EXPECT_GT(separated, 50000);
    EXPECT_LT(separated, 150000);
    EXPECT_GT(tiesWithAnError, 2000);
}

TEST(ExactAabb2d, AxisTestEqualsTheExpansionsFloat) { expectTheExpansionsAnswer<float>(1); }
TEST(ExactAabb2d, AxisTestEqualsTheExpansionsDouble) { expectTheExpansionsAnswer<double>(2); }

} // namespace
