// SPDX-License-Identifier: MIT
// The sphere pair's proven floating-point filter at the edge of its bound, against CGAL's exact sign.

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "oracle/round3d_exact.hpp"
#include "sat/detail/round3d_filter.hpp"
#include "sat/round3d.hpp"

namespace {

using sat::Sphere3;
using sat::detail::round3::pointPointFilteredSign;
using Vec = sat::Vec3<double>;

// Each pair's second radius is stepped one ulp at a time across touching (rA + rB = |b - a| to rounding): the
// filter declines the steps within its bound and decides the rest, so the decided steps nearest to touching
// lie just outside the bound, where an unsound bound would first give a wrong sign.
TEST(RoundFilter, SpherePairsJustOutsideTheProvenBoundAgreeWithCgal) {
    std::mt19937_64 engine(0x5EED3D);
    std::uniform_real_distribution<double> coordinate(-1e3, 1e3);
    std::uniform_int_distribution<int> exponent(-40, 40);
    int decided = 0, undecided = 0, wrong = 0;
    for (int pair = 0; pair < 200; ++pair) {
        const double scale = std::ldexp(1.0, exponent(engine));
        const double ax = coordinate(engine) * scale, ay = coordinate(engine) * scale, az = coordinate(engine) * scale;
        const Vec a{ax, ay, az};
        const double bx = coordinate(engine) * scale, by = coordinate(engine) * scale, bz = coordinate(engine) * scale;
        const Vec b{bx, by, bz};
        const Vec offset = b - a;
        const double distance = std::sqrt(offset.x * offset.x + offset.y * offset.y + offset.z * offset.z);
        const double radiusA = distance * 0.375;
        double radiusB = distance - radiusA;
        for (int k = 0; k < 100; ++k) radiusB = std::nextafter(radiusB, 0.0);
        int lastDecidedBelow = 0; // the decided sign nearest to touching from below, to check both sides occur
        for (int k = -100; k <= 100; ++k, radiusB = std::nextafter(radiusB, INFINITY)) {
            const int filtered = pointPointFilteredSign(a, b, radiusA, radiusB);
            if (filtered == 0) {
                ++undecided;
                continue;
            }
            ++decided;
            if (k < 0) lastDecidedBelow = filtered;
            const int exact = oracle3::roundSign(Sphere3<double>{a, radiusA}, Sphere3<double>{b, radiusB});
            if (filtered != exact) {
                ++wrong;
                ADD_FAILURE() << "pair " << pair << " step " << k << ": filter " << filtered << ", CGAL " << exact;
            }
        }
        EXPECT_EQ(lastDecidedBelow, 1) << "pair " << pair << ": small radii are decided separated";
    }
    EXPECT_EQ(wrong, 0);
    EXPECT_GT(decided, 10000);
    EXPECT_GT(undecided, 1000);
}

// The bound scales with the operands: far from the origin and at tiny scales a pair one part in 2^40 from
// touching is decided by the filter (no exact evaluation) and agrees with CGAL.
TEST(RoundFilter, ScalesWithTheOperands) {
    for (const double scale : {0x1p-150, 1.0, 0x1p150}) {
        const Vec a{3 * scale, 0, 0}, b{3 * scale, 4 * scale, 0};
        const double near = 2 * scale * (1 + 0x1p-40), far = 2 * scale * (1 - 0x1p-40);
        EXPECT_EQ(pointPointFilteredSign(a, b, 2 * scale, near), -1);
        EXPECT_EQ(oracle3::roundSign(Sphere3<double>{a, 2 * scale}, Sphere3<double>{b, near}), -1);
        EXPECT_EQ(pointPointFilteredSign(a, b, 2 * scale, far), 1);
        EXPECT_EQ(oracle3::roundSign(Sphere3<double>{a, 2 * scale}, Sphere3<double>{b, far}), 1);
        EXPECT_EQ(pointPointFilteredSign(a, b, 2 * scale, 2 * scale), 0); // touching exactly: left to the exact path
    }
}

} // namespace
