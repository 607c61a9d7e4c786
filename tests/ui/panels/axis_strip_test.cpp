// SPDX-License-Identifier: MIT
// The axis strip's row model against the report it is drawn from.
#include <cmath>

#include <gtest/gtest.h>

#include "sat/round3d.hpp"
#include "ui/panels/axis_strip.hpp"

namespace {

constexpr double kRoot2 = 1.4142135623730951;

/// A: unit cube at the origin. B: unit cube turned 45 degrees about z at
/// (2, 2, 0): only B.face0 (axis 3) separates, by sqrt2 - 1; A.edge2×B.edge2
/// (axis 14) is degenerate (both edges along z).
sat::Report3<double> separatedOnBFace0() {
    const sat::Obb3<double> a{{0, 0, 0}, {1, 1, 1}};
    const sat::Obb3<double> b = sat::Obb3<double>::fromEulerDegrees({2, 2, 0}, {1, 1, 1}, {0, 0, 45});
    return sat::report(a, b);
}

TEST(AxisStrip, RowsFollowTheTestOrder) {
    const sat::Report3<double> report = separatedOnBFace0();
    const ui::AxisStripModel model = ui::axisStripModel(report);
    ASSERT_EQ(model.rows.size(), 15u);
    for (std::size_t k = 0; k < 15; ++k) {
        EXPECT_EQ(model.rows[k].axis, static_cast<int>(k));
        EXPECT_EQ(model.rows[k].name, sat::label(sat::axisSource3(static_cast<int>(k))));
    }
}

TEST(AxisStrip, EarlyOutIsTheFirstSeparatingAxis) {
    const ui::AxisStripModel model = ui::axisStripModel(separatedOnBFace0());
    EXPECT_EQ(model.earlyOut, 3);
    EXPECT_TRUE(model.rows[3].first);
    EXPECT_FALSE(model.rows[2].afterEarlyOut);
    EXPECT_FALSE(model.rows[3].afterEarlyOut);
    EXPECT_TRUE(model.rows[4].afterEarlyOut);
    EXPECT_TRUE(model.rows[14].afterEarlyOut);
}

TEST(AxisStrip, DegenerateFlagsAreTheReports) {
    const sat::Report3<double> report = separatedOnBFace0();
    const ui::AxisStripModel model = ui::axisStripModel(report);
    for (std::size_t k = 0; k < 15; ++k) EXPECT_EQ(model.rows[k].degenerate, report.axes[k].degenerate) << k;
    EXPECT_TRUE(model.rows[14].degenerate);
    EXPECT_FALSE(model.rows[14].reason.empty());
}

TEST(AxisStrip, OneScaleKeepsEveryIntervalsLength) {
    const sat::Report3<double> report = separatedOnBFace0();
    const ui::AxisStripModel model = ui::axisStripModel(report);
    for (std::size_t k = 0; k < 15; ++k) {
        const auto& row = model.rows[k];
        if (row.degenerate) continue;
        EXPECT_NEAR((row.aHi - row.aLo) * model.unitsPerWidth, report.axes[k].a.max - report.axes[k].a.min, 1e-12) << k;
        EXPECT_NEAR((row.bLo - row.aHi) * model.unitsPerWidth, report.axes[k].b.min - report.axes[k].a.max, 1e-12) << k;
    }
}

TEST(AxisStrip, GapOnBFace0IsItsSeparation) {
    const ui::AxisStripModel model = ui::axisStripModel(separatedOnBFace0());
    const auto& row = model.rows[3];
    // On B.face0 A spans -+sqrt2, B spans 2 sqrt2 -+ 1: B lies after A.
    EXPECT_NEAR((row.bLo - row.aHi) * model.unitsPerWidth, kRoot2 - 1, 1e-12);
    EXPECT_NEAR(row.separation, kRoot2 - 1, 1e-12);
    EXPECT_TRUE(row.separating);
}

TEST(AxisStrip, EveryRowLiesInsideTheStrip) {
    const ui::AxisStripModel model = ui::axisStripModel(separatedOnBFace0());
    for (const auto& row : model.rows) {
        if (row.degenerate) continue;
        EXPECT_GE(std::min(row.aLo, row.bLo), 0.0) << row.name;
        EXPECT_LE(std::max(row.aHi, row.bHi), 1.0) << row.name;
    }
}

TEST(AxisStrip, FaceAxesOnlyRowsForEdgeAxesAreGhostsOfTheFullTest) {
    const sat::Obb3<double> a{{0, 0, 0}, {1, 1, 1}};
    const sat::Obb3<double> b = sat::Obb3<double>::fromEulerDegrees({3, 0, 0}, {1, 1, 1}, {0, 30, 20});
    sat::ReportOptions3<double> options;
    options.faceAxesOnly = true;
    const sat::Report3<double> full = sat::report(a, b);
    const ui::AxisStripModel model = ui::axisStripModel(sat::report(a, b, options), &full);
    for (std::size_t k = 6; k < 15; ++k) {
        EXPECT_TRUE(model.rows[k].degenerate) << k;
        EXPECT_TRUE(model.rows[k].ghost) << k;
        EXPECT_NEAR((model.rows[k].aHi - model.rows[k].aLo) * model.unitsPerWidth, full.axes[k].a.max - full.axes[k].a.min,
                    1e-12);
    }
    EXPECT_FALSE(model.rows[0].ghost);
}

TEST(AxisStrip, ASpheresCoreIsItsCentreInTheMiddleOfItsBar) {
    // A: ball of radius 1 at (3, 0, 0); B: unit cube at the origin. Each of A's intervals is centre ± 1.
    const sat::Sphere3<double> a{{3.0, 0.0, 0.0}, 1.0};
    const sat::Obb3<double> b{{0, 0, 0}, {1, 1, 1}};
    const ui::AxisStripModel model = ui::axisStripModel(sat::report(a, b), nullptr, {1.0, std::nullopt});
    ASSERT_FALSE(model.rows.empty());
    for (const ui::AxisStripRow& row : model.rows) {
        if (row.degenerate) continue;
        ASSERT_TRUE(row.aCore);
        EXPECT_FALSE(row.bCore);
        EXPECT_NEAR((*row.aCore)[0], (*row.aCore)[1], 1e-12);
        EXPECT_NEAR((*row.aCore)[0], (row.aLo + row.aHi) * 0.5, 1e-12);
        // One radius on the shared scale on each side of the core.
        EXPECT_NEAR((*row.aCore)[0] - row.aLo, 1.0 / model.unitsPerWidth, 1e-12);
    }
}

TEST(AxisStrip, ACapsulesCoreIsItsSegmentsProjection) {
    // A: capsule along x from (2, 0, 0) to (4, 0, 0), radius 0.5; on the x axis its core spans [2, 4].
    const sat::Capsule3<double> a{{2.0, 0.0, 0.0}, {4.0, 0.0, 0.0}, 0.5};
    const sat::Obb3<double> b{{0, 0, 0}, {1, 1, 1}};
    const sat::Report3<double> report = sat::report(a, b);
    const ui::AxisStripModel model = ui::axisStripModel(report, nullptr, {0.5, std::nullopt});
    int alongX = 0;
    for (std::size_t k = 0; k < report.axes.size(); ++k) {
        const sat::AxisResult3<double>& axis = report.axes[k];
        if (axis.degenerate || std::abs(std::abs(axis.direction.x) - 1.0) > 1e-12) continue;
        const ui::AxisStripRow& row = model.rows[k];
        ASSERT_TRUE(row.aCore);
        EXPECT_NEAR(((*row.aCore)[1] - (*row.aCore)[0]) * model.unitsPerWidth, 2.0, 1e-9);
        ++alongX;
    }
    EXPECT_GT(alongX, 0); // B.face0 is one of the axes
}

} // namespace
