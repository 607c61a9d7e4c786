// SPDX-License-Identifier: MIT
// Expansion arithmetic (sat/detail/exact.hpp) against integer arithmetic and hand-checked identities.
#include <cstdint>
#include <random>

#include <gtest/gtest.h>

#include "sat/detail/exact.hpp"

namespace {
using sat::exact::Expansion;

TEST(ExactExpansion, SumKeepsWhatRoundingLoses) {
    const auto total = sat::exact::sum(1e16, 1.0) - Expansion<1>(1e16);
    EXPECT_EQ(total.sign(), 1);
    EXPECT_EQ(total.estimate(), 1.0);
}

TEST(ExactExpansion, ProductKeepsTheRoundingError) {
    const double a = 1.0 + std::ldexp(1.0, -30);
    const double b = 1.0 - std::ldexp(1.0, -30);
    // a * b = 1 - 2^-60, which rounds to 1 in double.
    ASSERT_EQ(a * b, 1.0);
    const auto difference = sat::exact::product(a, b) - Expansion<1>(1.0);
    EXPECT_EQ(difference.sign(), -1);
    EXPECT_EQ(difference.estimate(), -std::ldexp(1.0, -60));
}

TEST(ExactExpansion, ZeroHasNoTermsAndSignZero) {
    const auto zero = sat::exact::sum(0.1, -0.1);
    EXPECT_EQ(zero.size(), 0u);
    EXPECT_EQ(zero.sign(), 0);
    EXPECT_EQ(Expansion<1>(0.0).sign(), 0);
}

TEST(ExactExpansion, DistributiveLawHoldsExactly) {
    const double a = 0.1, b = 1e-17, c = 3.3, d = -7e15;
    const auto left = sat::exact::sum(a, b) * sat::exact::sum(c, d);
    const auto right = sat::exact::product(a, c) + sat::exact::product(a, d) + sat::exact::product(b, c) +
                       sat::exact::product(b, d);
    EXPECT_EQ(sat::exact::compare(left, right), 0);
}

TEST(ExactExpansion, DeterminantSignMatchesIntegerArithmetic) {
    std::mt19937_64 rng(7);
    std::uniform_int_distribution<std::int64_t> coordinate(-(std::int64_t(1) << 30), std::int64_t(1) << 30);
    int zeros = 0;
    for (int i = 0; i < 20000; ++i) {
        const std::int64_t a = coordinate(rng), b0 = coordinate(rng), c = coordinate(rng);
        const std::int64_t d0 = coordinate(rng);
        const std::int64_t b = i % 4 == 0 ? a : b0; // every fourth determinant exactly zero: a*c - a*c
        const std::int64_t d = i % 4 == 0 ? c : d0;
        const std::int64_t exact = a * d - b * c; // |a|, |b|, |c|, |d| <= 2^30: no overflow
        const int expected = exact > 0 ? 1 : (exact < 0 ? -1 : 0);
        zeros += expected == 0;
        const auto value = sat::exact::product(double(a), double(d)) - sat::exact::product(double(b), double(c));
        ASSERT_EQ(value.sign(), expected) << a << " " << b << " " << c << " " << d;
        EXPECT_DOUBLE_EQ(value.estimate(), static_cast<double>(exact));
    }
    EXPECT_GT(zeros, 0);
}

TEST(ExactExpansion, CollinearPointsFarFromTheOriginGiveZero) {
    // Points on the line y = x / 2 + 0.25, 2^24 units from the origin: the rounded orientation test fails here.
    const double ox = std::ldexp(1.0, 24) + 0.5, oy = ox / 2 + 0.25;
    const double px = ox + 3.0, py = oy + 1.5;
    const double qx = ox + 1024.25, qy = oy + 512.125;
    const auto orientation = sat::exact::difference(px, ox) * sat::exact::difference(qy, oy) -
                             sat::exact::difference(py, oy) * sat::exact::difference(qx, ox);
    EXPECT_EQ(orientation.sign(), 0);
    const auto shifted = sat::exact::difference(px, ox) * sat::exact::difference(qy + std::ldexp(1.0, -10), oy) -
                         sat::exact::difference(py, oy) * sat::exact::difference(qx, ox);
    EXPECT_EQ(shifted.sign(), 1);
}

TEST(ExactExpansion, ScaleAndAbsKeepTheSign) {
    const auto value = sat::exact::difference(1.0, std::ldexp(1.0, -70)); // 1 - 2^-70, two terms
    EXPECT_EQ(value.size(), 2u);
    const auto scaled = sat::exact::scale(value, -3.0);
    EXPECT_EQ(scaled.sign(), -1);
    EXPECT_EQ(scaled.abs().sign(), 1);
    EXPECT_EQ(sat::exact::compare(scaled.abs(), sat::exact::scale(value, 3.0)), 0);
}

} // namespace
