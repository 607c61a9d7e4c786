// SPDX-License-Identifier: MIT
// Numbers as the panels print them: never a negative zero.
#include <gtest/gtest.h>

#include <glm/vec2.hpp>

#include "ui/model/number_format.hpp"

namespace {

TEST(NumberFormat, NegativeZeroReadsAsZero) {
    EXPECT_EQ(ui::formatNumber(-0.0), "0.00");
    EXPECT_EQ(ui::formatNumber(-0.0041), "-0.0041"); // tiny but not zero: two significant digits, signed
    EXPECT_EQ(ui::formatNumber(-1.25), "-1.25");
}

TEST(NumberFormat, FixedDropsTheSignOfAValueThatRoundsToZero) {
    EXPECT_EQ(ui::formatFixed(-0.0, 3), "0.000");
    EXPECT_EQ(ui::formatFixed(-0.0004, 3), "0.000");
    EXPECT_EQ(ui::formatFixed(-0.00004, 4), "0.0000");
    EXPECT_EQ(ui::formatFixed(-0.0005, 3), "-0.001"); // rounds away from zero: the sign stays
    EXPECT_EQ(ui::formatFixed(-2.5, 1), "-2.5");
}

TEST(NumberFormat, FixedWithSignPutsPlusOnZeroAndPositives) {
    EXPECT_EQ(ui::formatFixed(-0.00001, 4, true), "+0.0000");
    EXPECT_EQ(ui::formatFixed(0.25, 4, true), "+0.2500");
    EXPECT_EQ(ui::formatFixed(-0.25, 4, true), "-0.2500");
}

TEST(NumberFormat, DirectionOfATurnedBoxHasNoNegativeZero) {
    EXPECT_EQ(ui::formatDirection(glm::dvec2(-6e-17, -1.0)), "(0.00, -1.00)");
}

} // namespace
