#include <gtest/gtest.h>

#include "sat/shapes2d.hpp"

TEST(Obb2, FromAngleGivesUnitPerpendicularAxes) {
    const auto box = sat::Obb2<double>::fromAngle({0, 0}, {2, 1}, 0.5);
    EXPECT_NEAR(box.axisX.x * box.axisY.x + box.axisX.y * box.axisY.y, 0.0, 1e-15);
    EXPECT_NEAR(box.angle(), 0.5, 1e-15);
}
