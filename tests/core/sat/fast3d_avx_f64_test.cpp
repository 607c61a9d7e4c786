// SPDX-License-Identifier: MIT
// The double OBB pair's AVX2 kernel (core/sat/src/fast3d_avx_f64.cpp, chosen at start-up) and sat::overlaps on
// double boxes must give exactly the exact verdict of the stored boxes (detail::exactBoxesOverlap): on random
// pairs, on quarter-turned integer boxes (exact touching, parallel cross axes), on edges parallel to within
// 1e-15..1e-4 rad, on boxes far from the origin and on pairs moved a few ulps across touching, where the filter's
// bound decides which pairs go to the reference. The ctest entries forced_sse2:* run them again with the
// straight-line path (framesOverlapUnrolled) chosen. firstSeparatingAxisByMargins, the same margins with the
// first separating axis in test order, must name the report's first separating axis.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <random>
#include <vector>

#include "sat/detail/first_axis3d.hpp"
#include "sat/sat3d.hpp"

namespace {

using sat::Obb3;
using sat::Vec3;
using sat::detail::ObbPairPath;

class DoublePairDraw {
public:
    explicit DoublePairDraw(unsigned seed) : rng_(seed) {}
    double real(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng_); }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
    Vec3<double> vec(double lo, double hi) { return {real(lo, hi), real(lo, hi), real(lo, hi)}; }
    Obb3<double> box(double reach = 3) {
        return Obb3<double>::fromQuaternion(vec(-reach, reach), vec(0.1, 2), real(-1, 1), real(-1, 1), real(-1, 1), real(-1, 1));
    }
    Obb3<double> gridBox() {
        const Vec3<double> degrees{double(90 * integer(0, 3)), double(90 * integer(0, 3)), double(90 * integer(0, 3))};
        return Obb3<double>::fromEulerDegrees({double(integer(-2, 2)), double(integer(-2, 2)), double(integer(-2, 2))},
                                              {double(integer(1, 2)), double(integer(1, 2)), double(integer(1, 2))}, degrees);
    }
    /// `a` turned by 10^-15..10^-4 rad about its own x, y or z axis and moved.
    Obb3<double> nearlyParallelTo(const Obb3<double>& a) {
        const double half = std::pow(10.0, real(-15, -4)) / 2;
        const int axis = integer(0, 2);
        const double s = std::sin(half);
        const sat::Mat3<double> turn = Obb3<double>::fromQuaternion({}, {1, 1, 1}, std::cos(half), axis == 0 ? s : 0,
                                                                    axis == 1 ? s : 0, axis == 2 ? s : 0)
                                           .rotation();
        return Obb3<double>::fromMatrix(a.center + vec(-3, 3), vec(0.1, 2), a.rotation() * turn);
    }

private:
    std::mt19937 rng_;
};

/// The paths this CPU runs: Lanes (framesOverlapUnrolled) always.
std::vector<ObbPairPath> runnableDoublePaths() {
    std::vector<ObbPairPath> paths;
    for (ObbPairPath path : {ObbPairPath::Lanes, ObbPairPath::Avx2, ObbPairPath::Avx512vl}) {
        if (sat::detail::isSupported(path)) paths.push_back(path);
    }
    return paths;
}

/// Every runnable path and sat::overlaps against the exact verdict; false after the first disagreement.
bool expectExactVerdict(const Obb3<double>& a, const Obb3<double>& b, int pair) {
    const bool expected = sat::detail::exactBoxesOverlap(a, b);
    for (ObbPairPath path : runnableDoublePaths()) {
        const bool verdict = sat::detail::obbPairOverlaps(path, a, b);
        EXPECT_EQ(verdict, expected) << sat::detail::obbPairPathName(path) << ", pair " << pair;
        if (verdict != expected) return false;
    }
    EXPECT_EQ(sat::overlaps(a, b), expected) << "sat::overlaps, pair " << pair;
    return sat::overlaps(a, b) == expected;
}

/// `count` pairs from `makePair` through expectExactVerdict; returns how many intersect (-1 on a disagreement).
template <class MakePair> int expectExactVerdicts(int count, MakePair makePair) {
    int intersecting = 0;
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = makePair();
        if (!expectExactVerdict(a, b, i)) return -1;
        intersecting += sat::detail::exactBoxesOverlap(a, b) ? 1 : 0;
    }
    return intersecting;
}

TEST(Fast3dAvxF64, RandomPairsGiveTheExactVerdict) {
    DoublePairDraw draw(21);
    const int intersecting = expectExactVerdicts(20000, [&] { return std::pair{draw.box(), draw.box()}; });
    EXPECT_GT(intersecting, 2000);
    EXPECT_LT(intersecting, 18000);
}

TEST(Fast3dAvxF64, QuarterTurnedIntegerBoxesGiveTheExactVerdict) {
    DoublePairDraw draw(22);
    int touching = 0;
    const int intersecting = expectExactVerdicts(20000, [&] {
        const Obb3<double> a = draw.gridBox();
        const Obb3<double> b = draw.gridBox();
        touching += sat::report(a, b).verdict == sat::Verdict::Touching ? 1 : 0;
        return std::pair{a, b};
    });
    EXPECT_GT(intersecting, 2000);
    EXPECT_GT(touching, 1000); // the strict > of every axis is exercised
}

TEST(Fast3dAvxF64, NearlyParallelEdgesGiveTheExactVerdict) {
    DoublePairDraw draw(23);
    EXPECT_GE(expectExactVerdicts(20000,
                                  [&] {
                                      const Obb3<double> a = draw.box();
                                      return std::pair{a, draw.nearlyParallelTo(a)};
                                  }),
              0);
}

TEST(Fast3dAvxF64, BoxesFarFromTheOriginGiveTheExactVerdict) {
    DoublePairDraw draw(24);
    EXPECT_GE(expectExactVerdicts(20000,
                                  [&] {
                                      const Obb3<double> a = draw.box(1e7);
                                      Obb3<double> b = draw.box();
                                      b.center += a.center;
                                      return std::pair{a, b};
                                  }),
              0);
}

TEST(Fast3dAvxF64, PairsMovedUlpsAcrossTouchingGiveTheExactVerdict) {
    // B slides along a random direction; bisection finds the last step t where the exact verdict says
    // "intersecting", and the pairs at t and its neighbours up to 3 ulps either side (all within the filter's
    // bound, so the kernel must hand them to the reference) must get the exact verdict from every path.
    DoublePairDraw draw(25);
    int separatedNeighbours = 0;
    for (int pair = 0; pair < 300; ++pair) {
        const Obb3<double> a = draw.box();
        Obb3<double> b = draw.box(1.0);
        const Vec3<double> direction = draw.vec(-1, 1);
        const Vec3<double> start = a.center;
        const auto placed = [&](double t) {
            Obb3<double> moved = b;
            moved.center = start + direction * t;
            return moved;
        };
        double inside = 0.0, outside = 64.0;
        if (!sat::detail::exactBoxesOverlap(a, placed(inside)) || sat::detail::exactBoxesOverlap(a, placed(outside))) continue;
        for (int step = 0; step < 200 && std::nextafter(inside, outside) != outside; ++step) {
            const double middle = 0.5 * (inside + outside);
            (sat::detail::exactBoxesOverlap(a, placed(middle)) ? inside : outside) = middle;
        }
        double t = inside;
        for (int i = 0; i < 3; ++i) t = std::nextafter(t, 0.0);
        for (int i = 0; i < 7; ++i, t = std::nextafter(t, 64.0)) {
            const Obb3<double> moved = placed(t);
            if (!expectExactVerdict(a, moved, pair)) return;
            separatedNeighbours += sat::detail::exactBoxesOverlap(a, moved) ? 0 : 1;
        }
    }
    EXPECT_GT(separatedNeighbours, 300); // both sides of touching are exercised
}

TEST(Fast3dAvxF64, CubesSharingAFaceEdgeOrCornerTouch) {
    const Obb3<double> unit{{0, 0, 0}, {1, 1, 1}};
    for (ObbPairPath path : runnableDoublePaths()) {
        SCOPED_TRACE(sat::detail::obbPairPathName(path));
        EXPECT_TRUE(sat::detail::obbPairOverlaps(path, unit, Obb3<double>{{2, 0, 0}, {1, 1, 1}}));  // face
        EXPECT_TRUE(sat::detail::obbPairOverlaps(path, unit, Obb3<double>{{2, 2, 0}, {1, 1, 1}}));  // edge
        EXPECT_TRUE(sat::detail::obbPairOverlaps(path, unit, Obb3<double>{{2, 2, -2}, {1, 1, 1}})); // corner
        EXPECT_FALSE(sat::detail::obbPairOverlaps(path, unit, Obb3<double>{{std::nextafter(2.0, 3.0), 0, 0}, {1, 1, 1}}));
        // B turned 45 degrees about z, its edge 1e-9 beyond A's face x = 1 (only B's faces and the edges separate).
        const Obb3<double> turned = Obb3<double>::fromEulerDegrees({1 + std::sqrt(2.0) + 1e-9, 0, 0}, {1, 1, 1}, {0, 0, 45});
        EXPECT_EQ(sat::detail::obbPairOverlaps(path, unit, turned), sat::detail::exactBoxesOverlap(unit, turned));
    }
}

/// firstSeparatingAxisByMargins on every runnable path and on the active one against the report at tolerance 0:
/// an axis it names is the report's first separating axis (or an edge axis the report skips as parallel), every
/// path names the same one, and it names none for an intersecting pair. Returns 1 when it named one, 0 when it
/// left the pair open, -1 on a disagreement.
int expectFirstSeparatingAxis(const Obb3<double>& a, const Obb3<double>& b, int pair) {
    const sat::Report3<double> r = sat::report(a, b);
    const int first = sat::detail::firstSeparatingAxisByMargins(a, b);
    for (ObbPairPath path : runnableDoublePaths()) {
        const int onPath = sat::detail::firstSeparatingAxisByMargins(path, a, b);
        EXPECT_EQ(onPath, first) << sat::detail::obbPairPathName(path) << ", pair " << pair;
        if (onPath != first) return -1;
    }
    if (first == sat::detail::kMarginsUndecided) return 0;
    const bool skipped = first >= 0 && first < sat::kMaxAxes3 && r.axes[static_cast<std::size_t>(first)].degenerate;
    EXPECT_TRUE(first == r.firstSeparatingAxis || skipped)
        << "axis " << first << " vs the report's " << r.firstSeparatingAxis << ", pair " << pair;
    return first == r.firstSeparatingAxis || skipped ? 1 : -1;
}

TEST(Fast3dAvxF64, MarginsNameTheReportsFirstSeparatingAxis) {
    DoublePairDraw draw(26);
    int named = 0, separated = 0, byLaterAxes = 0;
    for (int i = 0; i < 20000; ++i) {
        const Obb3<double> a = i % 2 == 0 ? draw.box() : draw.box(1e6);
        Obb3<double> b = draw.box();
        if (i % 2 == 1) b.center += a.center;
        const int outcome = expectFirstSeparatingAxis(a, b, i);
        ASSERT_GE(outcome, 0);
        named += outcome;
        const int reportFirst = sat::report(a, b).firstSeparatingAxis;
        separated += reportFirst >= 0 ? 1 : 0;
        byLaterAxes += reportFirst >= 3 ? 1 : 0;
    }
    // Nearly every separated pair is named (the others lie within the bound), and B's faces and the edges are reached.
    EXPECT_GT(named, separated * 99 / 100);
    EXPECT_GT(byLaterAxes, 500);
}

TEST(Fast3dAvxF64, MarginsOfQuarterTurnedAndNearlyParallelPairsNameTheReportsAxis) {
    DoublePairDraw draw(27);
    int named = 0;
    for (int i = 0; i < 20000; ++i) {
        const Obb3<double> a = i % 2 == 0 ? draw.gridBox() : draw.box();
        const Obb3<double> b = i % 2 == 0 ? draw.gridBox() : draw.nearlyParallelTo(a);
        const int outcome = expectFirstSeparatingAxis(a, b, i);
        ASSERT_GE(outcome, 0);
        named += outcome;
    }
    EXPECT_GT(named, 2000);
}

TEST(Fast3dAvxF64, MarginsLeaveTouchingAndOneUlpApartOpen) {
    const Obb3<double> unit{{0, 0, 0}, {1, 1, 1}};
    // Exactly touching along x, and one ulp apart: both margins lie within the bound, so the margins name no axis.
    EXPECT_EQ(sat::detail::firstSeparatingAxisByMargins(unit, Obb3<double>{{2, 0, 0}, {1, 1, 1}}),
              sat::detail::kMarginsUndecided);
    EXPECT_EQ(sat::detail::firstSeparatingAxisByMargins(unit, Obb3<double>{{std::nextafter(2.0, 3.0), 0, 0}, {1, 1, 1}}),
              sat::detail::kMarginsUndecided);
    // A gap of 1 along y: A.face1, the first separating axis in test order (B.face1 separates too, later).
    EXPECT_EQ(sat::detail::firstSeparatingAxisByMargins(unit, Obb3<double>{{0, 3, 0}, {1, 1, 1}}), 1);
    // B turned 45 degrees about z, 3.5 away along x: A.face0 separates by 3.5 - 1 - sqrt 2 (B reaches x = 3.5 - sqrt 2).
    EXPECT_EQ(sat::detail::firstSeparatingAxisByMargins(unit, Obb3<double>::fromEulerDegrees({3.5, 0, 0}, {1, 1, 1}, {0, 0, 45})),
              0);
}

TEST(Fast3dAvxF64, KernelIsTheOneChosenForThisCpuAndEnvironment) {
    const ObbPairPath active = sat::detail::activeObbPairPath();
    EXPECT_EQ(sat::detail::obbPairKernelF64, sat::detail::obbPairKernelF64For(active));
    EXPECT_EQ(sat::detail::obbPairKernelF64For(ObbPairPath::Lanes), nullptr);
    EXPECT_EQ(sat::detail::obbPairKernelF64For(ObbPairPath::Avx2) != nullptr, sat::detail::isSupported(ObbPairPath::Avx2));
    // SATLAB_KERNEL=sse2 or scalar keep the straight-line path.
    const char* request = std::getenv("SATLAB_KERNEL");
    if (request != nullptr && (std::string(request) == "sse2" || std::string(request) == "scalar")) {
        EXPECT_EQ(sat::detail::obbPairKernelF64, nullptr);
    }
}

} // namespace
