// SPDX-License-Identifier: MIT
// The round 3D pairs' proven floating-point filters at the edges of their windows, against CGAL's exact signs.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "oracle/round3d_exact.hpp"
#include "oracle/round3d_random.hpp"
#include "sat/detail/round3d_filter.hpp"
#include "sat/round3d.hpp"

namespace {

using oracle3::describe;
using oracle3::Random;
using sat::Capsule3;
using sat::Obb3;
using sat::Sphere3;
using sat::detail::round3::pointPointFilteredSign;
using Vec = sat::Vec3<double>;
namespace round3 = sat::detail::round3;

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

// ------------------------------------------------ the capsule and box windows, at large offsets

/// The moves the window tests put their pairs at: far from the origin (where the stored numbers are coarse)
/// and scaled by powers of two.
constexpr double kFilterOffsets[] = {0.0, 1e3, 5e3 + 0.5, 1.2345e5, 1e6 + 0.25, 0x1p24, 0x1p40};

Vec movedPoint(const Vec& p, double offset, double scale) { return Vec{offset, -0.75 * offset, 0.5 * offset} + p * scale; }
Capsule3<double> moved(const Capsule3<double>& c, double offset, double scale) {
    return {movedPoint(c.start, offset, scale), movedPoint(c.end, offset, scale), c.radius * scale};
}
Obb3<double> moved(Obb3<double> b, double offset, double scale) {
    b.center = movedPoint(b.center, offset, scale);
    b.halfExtents = b.halfExtents * scale;
    return b;
}

/// `count` doubles either side of `value` (which is >= 0), and `value`: the steps across one edge of a window.
std::vector<double> stepsAround(double value, int count) {
    std::vector<double> out{value};
    double below = value, above = value;
    for (int k = 0; k < count; ++k) {
        below = std::nextafter(below, 0.0);
        above = std::nextafter(above, INFINITY);
        out.push_back(below);
        out.push_back(above);
    }
    return out;
}

int signOf(double value) { return value > 0.0 ? 1 : (value < 0.0 ? -1 : 0); }

/// What a window test saw: the filter's decisions next to each edge, so it cannot pass by deciding nothing
/// or by staying far from the edges.
struct EdgeTally {
    int decidedOverlap = 0, decidedGap = 0, undecided = 0, wrong = 0;
    void add(int filtered, int exact, const std::string& what) {
        if (filtered == 0) {
            ++undecided;
            return;
        }
        (filtered < 0 ? decidedOverlap : decidedGap) += 1;
        if (filtered != exact) {
            ++wrong;
            ADD_FAILURE() << what << ": filter " << filtered << ", CGAL " << exact;
        }
    }
};

// Two cores (capsules, and capsules whose segment is a point) at every offset: the second radius is stepped
// a few ulps across each edge of the pair's window (gap = -window, the overlap edge; gap = +window, the gap
// edge) and across touching. The filter's decisions nearest the edges agree with CGAL, and so do overlaps()
// and the report at every step (the exact path deciding within the window).
TEST(RoundFilter, SegmentPairsAtTheWindowEdgesAgreeWithCgal) {
    Random random(0x5E6);
    EdgeTally tally;
    int pairs = 0;
    for (int trial = 0; trial < 140; ++trial) {
        const double offset = kFilterOffsets[static_cast<std::size_t>(trial) % std::size(kFilterOffsets)];
        const double scale = std::ldexp(1.0, random.integer(-12, 12));
        Capsule3<double> a = moved(random.capsule(), offset, scale), b = moved(random.capsule(), offset, scale);
        if (trial % 5 == 0) b.end = b.start;
        a.radius = b.radius = 0.0;
        const double distance = oracle3::coreDistance(a, b);
        if (!(distance > 0.0)) continue;
        ++pairs;
        a.radius = distance * 0.375;
        const auto frameFor = [&](double radiusB) {
            return round3::segmentPairFrame(a.start, a.end, a.radius, b.start, b.end, radiusB);
        };
        const round3::SegmentPairFrame zero = frameFor(distance - a.radius);
        const round3::SegmentPair pair = round3::closestSegmentPair(Vec{0, 0, 0}, zero.d1, zero.offset, zero.d2);
        for (const double edge : {pair.distance + zero.window, pair.distance, pair.distance - zero.window}) {
            for (const double radiusB : stepsAround(edge - a.radius, 6)) {
                b.radius = radiusB;
                const round3::SegmentPairFrame f = frameFor(radiusB);
                const int exact = oracle3::roundSign(a, b);
                tally.add(round3::segmentPairFilteredSign(f, pair), exact, describe(a) + " vs " + describe(b));
                EXPECT_EQ(sat::overlaps(a, b), exact <= 0) << describe(a) << " vs " << describe(b);
                EXPECT_EQ(sat::report(b, a).verdict, oracle3::expectedVerdict(exact)) << describe(a) << " vs " << describe(b);
            }
        }
    }
    EXPECT_EQ(tally.wrong, 0);
    EXPECT_GT(pairs, 120);
    EXPECT_GT(tally.decidedOverlap, pairs * 4); // the overlap edge is decided on its outer side
    EXPECT_GT(tally.decidedGap, pairs * 2);
    EXPECT_GT(tally.undecided, pairs * 10); // touching and the inner side of each edge
}

// A box (turned by a random quaternion, or by quarter turns) and a capsule or a sphere at every offset: the
// radius is stepped across each edge of the frame's window and across touching, for the segment's filter
// (segmentBoxFilteredSign) and the sphere's (sphereBoxFilteredSign, which overlaps() runs first), against
// CGAL, with overlaps() and the report at every step.
TEST(RoundFilter, BoxPairsAtTheWindowEdgesAgreeWithCgal) {
    Random random(0xB0C5);
    EdgeTally segmentTally, sphereTally;
    int pairs = 0;
    for (int trial = 0; trial < 140; ++trial) {
        const double offset = kFilterOffsets[static_cast<std::size_t>(trial) % std::size(kFilterOffsets)];
        const double scale = std::ldexp(1.0, random.integer(-12, 12));
        const Obb3<double> box = moved(random.box(), offset, scale);
        Capsule3<double> c = moved(random.capsule(), offset, scale);
        const bool isPoint = trial % 3 == 0;
        if (isPoint) c.end = c.start;
        c.radius = 0.0;
        const double distance = oracle3::coreDistance(box, c);
        if (!(distance > 0.0)) continue;
        ++pairs;
        const round3::BoxRoundFrame zero = round3::boxRoundFrame(box, c.start, c.end, isPoint, distance);
        const round3::SegmentBoxPair pair = isPoint ? round3::closestPointBox(zero.q0, box.halfExtents)
                                                    : round3::closestSegmentBox(zero.q0, zero.d, box.halfExtents);
        for (const double edge : {pair.distance + zero.window, pair.distance, pair.distance - zero.window}) {
            for (const double radius : stepsAround(edge, 6)) {
                c.radius = radius;
                const std::string what = describe(box) + " vs " + describe(c);
                const round3::BoxRoundFrame f = round3::boxRoundFrame(box, c.start, c.end, isPoint, radius);
                if (isPoint) {
                    const Sphere3<double> s{c.start, radius};
                    const int exact = oracle3::roundSign(box, s);
                    segmentTally.add(round3::segmentBoxFilteredSign(f, box.halfExtents, radius, pair), exact, what);
                    sphereTally.add(round3::sphereBoxFilteredSign(box, s), exact, what);
                    EXPECT_EQ(sat::overlaps(s, box), exact <= 0) << what;
                    EXPECT_EQ(sat::report(box, s).verdict, oracle3::expectedVerdict(exact)) << what;
                } else {
                    const int exact = oracle3::roundSign(box, c);
                    segmentTally.add(round3::segmentBoxFilteredSign(f, box.halfExtents, radius, pair), exact, what);
                    EXPECT_EQ(sat::overlaps(box, c), exact <= 0) << what;
                    EXPECT_EQ(sat::report(c, box).verdict, oracle3::expectedVerdict(exact)) << what;
                }
            }
        }
    }
    EXPECT_EQ(segmentTally.wrong + sphereTally.wrong, 0);
    EXPECT_GT(pairs, 100);
    EXPECT_GT(segmentTally.decidedOverlap, pairs * 4);
    EXPECT_GT(segmentTally.decidedGap, pairs * 2);
    EXPECT_GT(segmentTally.undecided, pairs * 10);
    EXPECT_GT(sphereTally.decidedOverlap, 0);
    EXPECT_GT(sphereTally.decidedGap, 0);
}

/// The separation the report gives an axis at tolerance 0 and CGAL's sign for it (2: not an axis).
void expectAxisSign(const sat::AxisResult3<double>& axis, int exact, const std::string& what, int& compared) {
    if (exact == 2) {
        EXPECT_TRUE(axis.degenerate) << what;
        return;
    }
    ASSERT_FALSE(axis.degenerate) << what;
    EXPECT_EQ(signOf(axis.separation), exact) << what;
    EXPECT_EQ(axis.separating, exact > 0) << what;
    ++compared;
}

// The capsules' cross-product axis, crossing at angles from 1 down to 1e-12 rad: the radius is stepped across
// each edge of the axis's window (its turn included) and across zero separation on the axis.
TEST(RoundFilter, CrossAxisAtItsWindowEdgesAgreesWithCgal) {
    Random random(0xC055);
    int compared = 0, outside = 0;
    for (int trial = 0; trial < 120; ++trial) {
        const double offset = kFilterOffsets[static_cast<std::size_t>(trial) % std::size(kFilterOffsets)];
        const double angle = std::pow(10.0, -(trial % 13)) * random.uniform(0.5, 1.0);
        const double length = random.uniform(1, 4), lift = random.uniform(0.5, 3);
        // A turned frame, so that the directions and their cross product are rounded.
        const auto& axes = random.box().axes;
        const Vec across = axes[0] * std::cos(angle) + axes[1] * std::sin(angle);
        const Capsule3<double> a = moved({axes[0] * -length, axes[0] * length, 0.0}, offset, 1.0);
        Capsule3<double> b = moved({axes[2] * lift - across * length, axes[2] * lift + across * length, 0.0}, offset, 1.0);
        const round3::SegmentPairFrame zero = round3::segmentPairFrame(a.start, a.end, 0.0, b.start, b.end, lift);
        const Vec normal = round3::crossOf(zero.d1, zero.d2);
        const double crossLength = round3::lengthOf(normal);
        if (crossLength == 0.0) continue; // far from the origin the rounded segments can be parallel: no cross axis
        const double along = std::abs(round3::dotOf(zero.offset, normal / crossLength));
        const double window = round3::crossAxisWindow(zero, crossLength);
        for (const double edge : {along + window, along, along - window}) {
            for (const double radius : stepsAround(edge, 4)) {
                b.radius = radius;
                const int exact = oracle3::crossAxisSign(a, b);
                const auto r = sat::report(a, b);
                ASSERT_EQ(r.axes.size(), 2U);
                expectAxisSign(r.axes[1], exact, describe(a) + " vs " + describe(b), compared);
                if (std::abs(along - radius) >
                    round3::crossAxisWindow(round3::segmentPairFrame(a.start, a.end, 0.0, b.start, b.end, radius), crossLength))
                    ++outside;
            }
        }
    }
    EXPECT_GT(compared, 2500);
    EXPECT_GT(outside, 600); // decided by the filter, just outside the window
}

// A box's face axes and edge x segment axes: the radius is stepped across each edge of the axis's window and
// across zero separation, with the report's sign on that axis against CGAL's.
TEST(RoundFilter, BoxAxesAtTheirWindowEdgesAgreeWithCgal) {
    Random random(0xA8E5);
    int compared = 0;
    for (int trial = 0; trial < 100; ++trial) {
        const double offset = kFilterOffsets[static_cast<std::size_t>(trial) % std::size(kFilterOffsets)];
        const double scale = std::ldexp(1.0, random.integer(-12, 12));
        const Obb3<double> box = moved(random.box(), offset, scale);
        Capsule3<double> c = moved(random.capsule(), offset, scale);
        if (c.start == c.end) continue;
        const Vec& half = box.halfExtents;
        const round3::BoxRoundFrame zero = round3::boxRoundFrame(box, c.start, c.end, false, 0.0);
        const int i = trial % 3, j = (i + 1) % 3, k = (i + 2) % 3;
        // The face axis i's separation without the radius, and the edge i x segment axis's.
        const double face = std::max(std::min(zero.q0[i], zero.q1[i]) - half[i], -half[i] - std::max(zero.q0[i], zero.q1[i]));
        Vec edgeDirection{};
        edgeDirection[j] = -zero.d[k];
        edgeDirection[k] = zero.d[j];
        const double edgeLength = round3::lengthOf(edgeDirection);
        if (edgeLength == 0.0) continue; // the rounded segment runs exactly along the edge: no edge x segment axis
        edgeDirection = edgeDirection / edgeLength;
        const double edge = std::abs(round3::dotOf(zero.q0, edgeDirection)) - half[j] * std::abs(edgeDirection[j]) -
                            half[k] * std::abs(edgeDirection[k]);
        const std::string what = describe(box) + " vs " + describe(c);
        if (face > 0.0) {
            for (const double at : {face + zero.window, face, face - zero.window}) {
                for (const double radius : stepsAround(std::max(at, 0.0), 4)) {
                    c.radius = radius;
                    expectAxisSign(sat::report(box, c).axes[static_cast<std::size_t>(i)], oracle3::faceAxisSign(box, c, i), what,
                                   compared);
                }
            }
        }
        if (edge > 0.0) {
            const double window = round3::edgeAxisWindow(zero, half, edgeLength);
            for (const double at : {edge + window, edge, edge - window}) {
                for (const double radius : stepsAround(std::max(at, 0.0), 4)) {
                    c.radius = radius;
                    expectAxisSign(sat::report(box, c).axes[static_cast<std::size_t>(3 + i)], oracle3::edgeAxisSign(box, c, i),
                                   what, compared);
                }
            }
        }
    }
    EXPECT_GT(compared, 1000);
}

// Segments beside a box's edge i, turned from its direction by 1e-2 down to 1e-9 rad: the edge i x segment
// axis is then the short cross product of a rounded segment, whose direction the rounding sets more than the
// box's size does, so the window's turn term dominates.
TEST(RoundFilter, EdgeAxesNearlyAlongTheEdgeAgreeWithCgal) {
    Random random(0xED6E);
    int compared = 0;
    for (int trial = 0; trial < 160; ++trial) {
        const double offset = kFilterOffsets[static_cast<std::size_t>(trial) % std::size(kFilterOffsets)];
        const Obb3<double> box = moved(random.box(), offset, 1.0);
        const std::size_t i = static_cast<std::size_t>(trial % 3), j = (i + 1) % 3, k = (i + 2) % 3;
        const double angle = std::pow(10.0, -(2 + trial % 8)) * random.uniform(0.5, 1.0);
        const double length = random.uniform(0.5, 3.0);
        const Vec beside = box.center + box.axes[j] * (box.halfExtents[static_cast<int>(j)] + random.uniform(0.1, 1.0)) +
                           box.axes[k] * (box.halfExtents[static_cast<int>(k)] + random.uniform(0.1, 1.0));
        const Vec along = box.axes[i] * std::cos(angle) + box.axes[j] * std::sin(angle);
        Capsule3<double> c{beside - along * length, beside + along * length, 0.0};
        const round3::BoxRoundFrame zero = round3::boxRoundFrame(box, c.start, c.end, false, 0.0);
        Vec edgeDirection{};
        edgeDirection[static_cast<int>(j)] = -zero.d[static_cast<int>(k)];
        edgeDirection[static_cast<int>(k)] = zero.d[static_cast<int>(j)];
        const double edgeLength = round3::lengthOf(edgeDirection);
        if (edgeLength == 0.0) continue; // the rounded segment runs exactly along the edge: no edge x segment axis
        edgeDirection = edgeDirection / edgeLength;
        const Vec& half = box.halfExtents;
        const double edge = std::abs(round3::dotOf(zero.q0, edgeDirection)) -
                            half[static_cast<int>(j)] * std::abs(edgeDirection[static_cast<int>(j)]) -
                            half[static_cast<int>(k)] * std::abs(edgeDirection[static_cast<int>(k)]);
        if (!(edge > 0.0)) continue;
        const double window = round3::edgeAxisWindow(zero, half, edgeLength);
        const std::string what = describe(box) + " vs " + describe(c);
        for (const double at : {edge + window, edge, edge - window}) {
            for (const double radius : stepsAround(std::max(at, 0.0), 4)) {
                c.radius = radius;
                expectAxisSign(sat::report(box, c).axes[3 + i], oracle3::edgeAxisSign(box, c, static_cast<int>(i)), what,
                               compared);
            }
        }
    }
    EXPECT_GT(compared, 2000);
}

} // namespace

namespace {

/// The piecewise search evaluated in full: every piece's candidate, each distance rooted. closestSegmentBox
/// skips roots that cannot win and stops at a candidate at distance 0; it must keep the same pair, bit for bit.
round3::SegmentBoxPair closestSegmentBoxInFull(const Vec& q0, const Vec& d, const Vec& half) {
    double breaks[8];
    int count = 0;
    breaks[count++] = 0.0;
    breaks[count++] = 1.0;
    for (int i = 0; i < 3; ++i) {
        if (d[i] == 0.0) continue;
        for (const double plane : {-half[i], half[i]}) {
            const double t = (plane - q0[i]) / d[i];
            if (t > 0.0 && t < 1.0) breaks[count++] = t;
        }
    }
    std::sort(breaks, breaks + count);
    round3::SegmentBoxPair best;
    best.distance = INFINITY;
    const auto consider = [&](double t) {
        const Vec x = q0 + d * t, y = round3::clampToBox(x, half);
        const double distance = round3::lengthOf(x - y);
        if (distance < best.distance) best = {t, x, y, distance};
    };
    consider(0.0);
    for (int k = 0; k + 1 < count; ++k) {
        const double from = breaks[k], to = breaks[k + 1];
        if (!(to > from)) continue;
        const Vec middle = q0 + d * (0.5 * (from + to));
        double curvature = 0.0, slope = 0.0;
        for (int i = 0; i < 3; ++i) {
            const double target = middle[i] > half[i] ? half[i] : (middle[i] < -half[i] ? -half[i] : middle[i]);
            if (target == middle[i]) continue;
            curvature += d[i] * d[i];
            slope += (q0[i] - target) * d[i];
        }
        consider(curvature > 0.0 ? std::clamp(-slope / curvature, from, to) : to);
    }
    return best;
}

} // namespace

// Random segments around a box, and adversarial ones: along a face, an edge or an axis, through a corner,
// with ends on the face planes, degenerate (a point), at scales 2^-30 to 2^30.
TEST(RoundFilter, ClosestSegmentBoxKeepsTheFullSearchsPair) {
    std::mt19937_64 engine(0xC105E);
    std::uniform_real_distribution<double> unit(-1, 1);
    std::uniform_int_distribution<int> exponent(-30, 30), pick(0, 7);
    int compared = 0, inside = 0;
    for (int n = 0; n < 200000; ++n) {
        const double scale = std::ldexp(1.0, exponent(engine));
        const Vec half = Vec{std::abs(unit(engine)) + 0.125, std::abs(unit(engine)) + 0.125, std::abs(unit(engine)) + 0.125} *
                         scale;
        Vec q0 = Vec{unit(engine), unit(engine), unit(engine)} * (3.0 * scale);
        Vec q1 = Vec{unit(engine), unit(engine), unit(engine)} * (3.0 * scale);
        const int i = n % 3;
        const int j = (i + 1) % 3;
        switch (pick(engine)) {
        case 0: // along a face plane
            q0[i] = half[i];
            q1[i] = half[i];
            break;
        case 1: // along an edge's line
            q1[i] = q0[i];
            q0[j] = -half[j];
            q1[j] = -half[j];
            break;
        case 2: q1 = q0; break;  // a point
        case 3: q1 = -q0; break; // through the centre
        case 4:                  // corner to corner
            q0 = half;
            q1 = -half;
            break;
        case 5: // ends on opposite face planes
            q0[i] = -half[i];
            q1[i] = half[i];
            break;
        default: break;
        }
        const Vec d = q1 - q0;
        const round3::SegmentBoxPair fast = round3::closestSegmentBox(q0, d, half);
        const round3::SegmentBoxPair full = closestSegmentBoxInFull(q0, d, half);
        ASSERT_EQ(fast.t, full.t) << n;
        ASSERT_EQ(fast.distance, full.distance) << n;
        ASSERT_EQ(fast.onSegment, full.onSegment) << n;
        ASSERT_EQ(fast.onBox, full.onBox) << n;
        inside += full.distance == 0.0 ? 1 : 0;
        ++compared;
    }
    EXPECT_EQ(compared, 200000);
    EXPECT_GT(inside, 20000);
}
