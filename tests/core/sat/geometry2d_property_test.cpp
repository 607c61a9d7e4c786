// SPDX-License-Identifier: MIT
// Properties of the report's geometric outputs on random pairs of every
// kind: the MTV is tight, the distance is at least the axis gap (and exact
// for AABB pairs), and contact points lie on both shapes up to half the depth.

#include <algorithm>
#include <cmath>
#include <vector>

#include <gtest/gtest.h>

#include "core/sat/random_shapes2d.hpp"
#include "sat/sat2d.hpp"

namespace {

using sat::test::aabbs;
using sat::test::obbs;
using sat::test::polygons;
using sat::test::RandomShapes;
using Vec = sat::Vec2<double>;

constexpr int kPropertyPairs = 2000;

using sat::test::moved;

/// Corners and outward normals of any shape, counter-clockwise.
std::vector<Vec> outline(const sat::Aabb2<double>& s) {
    const auto c = sat::corners(s);
    return {c.begin(), c.end()};
}
std::vector<Vec> outline(const sat::Obb2<double>& s) {
    const auto c = sat::corners(s);
    return {c.begin(), c.end()};
}
std::vector<Vec> outline(const sat::ConvexPolygon2<double>& s) { return {s.vertices().begin(), s.vertices().end()}; }

/// Largest signed distance of p past one of the shape's edge lines: <= 0
/// inside; a 1-Lipschitz measure of how far outside p is.
template <class Shape> double outside(const Shape& shape, Vec p) {
    const std::vector<Vec> v = outline(shape);
    double worst = -1e300;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const Vec edge = v[(i + 1) % v.size()] - v[i];
        const Vec normal = Vec{edge.y, -edge.x} / std::hypot(edge.x, edge.y);
        worst = std::max(worst, normal.x * (p.x - v[i].x) + normal.y * (p.y - v[i].y));
    }
    return worst;
}

template <class MakeA, class MakeB, class Check> void forPairs(unsigned seed, MakeA makeA, MakeB makeB, Check check) {
    RandomShapes<double> random(seed);
    for (int i = 0; i < kPropertyPairs && !::testing::Test::HasFatalFailure(); ++i) {
        const bool grid = random.nextOnGrid();
        const auto a = makeA(random, grid);
        const auto b = makeB(random, grid);
        check(a, b, i);
    }
}

/// Overlapping pairs: B moved by depth * normal * (1 + 1e-9) is free, by
/// depth * (1 - 1e-6) is not.
auto mtvIsTight = [](const auto& a, const auto& b, int i) {
    const auto r = sat::report(a, b);
    if (r.verdict != sat::Verdict::Overlapping || r.depth < 1e-6) return;
    ASSERT_FALSE(sat::overlaps(a, moved(b, r.normal * (r.depth * (1 + 1e-9))))) << "pair " << i;
    ASSERT_TRUE(sat::overlaps(a, moved(b, r.normal * (r.depth * (1 - 1e-6))))) << "pair " << i;
};

/// Contacts exist when the shapes meet, and lie within half the depth of both.
auto contactsLieOnBoth = [](const auto& a, const auto& b, int i) {
    const auto r = sat::report(a, b);
    if (r.verdict == sat::Verdict::Separated) {
        ASSERT_TRUE(r.contacts.empty()) << "pair " << i;
        return;
    }
    ASSERT_FALSE(r.contacts.empty()) << "pair " << i;
    for (const Vec& c : r.contacts) {
        ASSERT_LE(outside(a, c), r.depth / 2 + 1e-12) << "pair " << i;
        ASSERT_LE(outside(b, c), r.depth / 2 + 1e-12) << "pair " << i;
    }
};

/// The gap along one axis never exceeds the Euclidean distance.
auto distanceBoundsAxisGap = [](const auto& a, const auto& b, int i) {
    const auto r = sat::report(a, b);
    if (r.axisSeparation <= 0) {
        ASSERT_EQ(r.distance, 0.0) << "pair " << i;
        return;
    }
    ASSERT_GE(r.distance, r.axisSeparation - 1e-12) << "pair " << i;
};

} // namespace

TEST(MtvIsTight, AabbAabb) { forPairs(21, aabbs<double>(), aabbs<double>(), mtvIsTight); }
TEST(MtvIsTight, ObbObb) { forPairs(22, obbs<double>(), obbs<double>(), mtvIsTight); }
TEST(MtvIsTight, ObbAabb) { forPairs(23, obbs<double>(), aabbs<double>(), mtvIsTight); }
TEST(MtvIsTight, AabbObb) { forPairs(24, aabbs<double>(), obbs<double>(), mtvIsTight); }
TEST(MtvIsTight, PolygonPolygon) { forPairs(25, polygons<double>(), polygons<double>(), mtvIsTight); }
TEST(MtvIsTight, PolygonObb) { forPairs(26, polygons<double>(), obbs<double>(), mtvIsTight); }
TEST(MtvIsTight, AabbPolygon) { forPairs(27, aabbs<double>(), polygons<double>(), mtvIsTight); }

TEST(ContactsLieOnBothShapes, AabbAabb) { forPairs(31, aabbs<double>(), aabbs<double>(), contactsLieOnBoth); }
TEST(ContactsLieOnBothShapes, ObbObb) { forPairs(32, obbs<double>(), obbs<double>(), contactsLieOnBoth); }
TEST(ContactsLieOnBothShapes, ObbAabb) { forPairs(33, obbs<double>(), aabbs<double>(), contactsLieOnBoth); }
TEST(ContactsLieOnBothShapes, PolygonPolygon) { forPairs(35, polygons<double>(), polygons<double>(), contactsLieOnBoth); }
TEST(ContactsLieOnBothShapes, PolygonObb) { forPairs(36, polygons<double>(), obbs<double>(), contactsLieOnBoth); }
TEST(ContactsLieOnBothShapes, AabbPolygon) { forPairs(37, aabbs<double>(), polygons<double>(), contactsLieOnBoth); }

TEST(DistanceIsAtLeastTheAxisGap, ObbObb) { forPairs(42, obbs<double>(), obbs<double>(), distanceBoundsAxisGap); }
TEST(DistanceIsAtLeastTheAxisGap, PolygonPolygon) { forPairs(45, polygons<double>(), polygons<double>(), distanceBoundsAxisGap); }
TEST(DistanceIsAtLeastTheAxisGap, PolygonAabb) { forPairs(48, polygons<double>(), aabbs<double>(), distanceBoundsAxisGap); }

TEST(Distance, AabbPairsMatchTheClosedForm) {
    // Gaps gx, gy along x and y: the distance is the length of their positive parts.
    forPairs(49, aabbs<double>(), aabbs<double>(), [](const auto& a, const auto& b, int i) {
        const auto r = sat::report(a, b);
        const double gx = std::max(0.0, std::abs(b.center.x - a.center.x) - (a.halfExtents.x + b.halfExtents.x));
        const double gy = std::max(0.0, std::abs(b.center.y - a.center.y) - (a.halfExtents.y + b.halfExtents.y));
        ASSERT_NEAR(r.distance, std::hypot(gx, gy), 1e-12) << "pair " << i;
    });
}
