// SPDX-License-Identifier: MIT
// The float OBB pair's 8-lane kernels (core/sat/src/fast3d_avx.cpp: AVX2 and
// AVX-512VL, chosen at start-up) must give exactly the exact verdict of the
// stored boxes (detail::exactBoxesOverlap, every axis evaluated exactly): on
// random pairs, on quarter-turned integer boxes (exact touching, parallel
// cross axes), on edges parallel to within 1e-8..1e-3 rad, on touching boxes
// whose frame-degenerate axes would separate by rounding alone, and on boxes
// far from the origin. Each path the CPU
// runs is tested by name, whatever SATLAB_KERNEL says; the ctest entries
// forced_sse2:* run the Fast3d tests again with the 4-lane path chosen.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <random>
#include <vector>

#include "sat/sat3d.hpp"

namespace {

using sat::Obb3;
using sat::Vec3;
using sat::detail::ObbPairPath;

class PairDraw {
public:
    explicit PairDraw(unsigned seed) : rng_(seed) {}
    float real(float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(rng_); }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
    Vec3<float> vec(float lo, float hi) { return {real(lo, hi), real(lo, hi), real(lo, hi)}; }
    Obb3<float> box(float reach = 3) {
        return Obb3<float>::fromQuaternion(vec(-reach, reach), vec(0.1f, 2), real(-1, 1), real(-1, 1), real(-1, 1), real(-1, 1));
    }
    Obb3<float> gridBox() {
        const Vec3<float> degrees{float(90 * integer(0, 3)), float(90 * integer(0, 3)), float(90 * integer(0, 3))};
        return Obb3<float>::fromEulerDegrees({float(integer(-2, 2)), float(integer(-2, 2)), float(integer(-2, 2))},
                                             {float(integer(1, 2)), float(integer(1, 2)), float(integer(1, 2))}, degrees);
    }
    /// `a` turned by 10^-8..10^-3 rad about its own x, y or z axis and moved.
    Obb3<float> nearlyParallelTo(const Obb3<float>& a) {
        const float half = std::pow(10.0f, real(-8, -3)) / 2;
        const int axis = integer(0, 2);
        const float s = std::sin(half);
        const sat::Mat3<float> turn = Obb3<float>::fromQuaternion({}, {1, 1, 1}, std::cos(half), axis == 0 ? s : 0,
                                                                  axis == 1 ? s : 0, axis == 2 ? s : 0)
                                          .rotation();
        return Obb3<float>::fromMatrix(a.center + vec(-3, 3), vec(0.1f, 2), a.rotation() * turn);
    }

private:
    std::mt19937 rng_;
};

/// The exact verdict of the stored boxes, every axis evaluated exactly (docs/sat-3d.md, "Exact verdicts in 3D").
bool reference(const Obb3<float>& a, const Obb3<float>& b) {
    return sat::detail::exactBoxesOverlap(sat::castShape<double>(a), sat::castShape<double>(b));
}

/// The paths this CPU runs (the 4-lane path always).
std::vector<ObbPairPath> runnablePaths() {
    std::vector<ObbPairPath> paths;
    for (ObbPairPath path : {ObbPairPath::Lanes, ObbPairPath::Avx2, ObbPairPath::Avx512vl}) {
        if (sat::detail::isSupported(path)) paths.push_back(path);
    }
    return paths;
}

/// Every runnable path on `count` pairs from `draw`; returns how many intersect.
template <class MakePair> int expectReferenceVerdicts(int count, MakePair makePair) {
    int intersecting = 0;
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = makePair();
        const bool expected = reference(a, b);
        intersecting += expected ? 1 : 0;
        for (ObbPairPath path : runnablePaths()) {
            const bool verdict = sat::detail::obbPairOverlaps(path, a, b);
            EXPECT_EQ(verdict, expected) << sat::detail::obbPairPathName(path) << ", pair " << i;
            if (verdict != expected) return -1; // one report is enough
        }
        EXPECT_EQ(sat::overlaps(a, b), expected) << "sat::overlaps, pair " << i;
    }
    return intersecting;
}

TEST(Fast3dAvx, RandomPairsGiveTheOneAxisVerdict) {
    PairDraw draw(11);
    const int intersecting = expectReferenceVerdicts(20000, [&] { return std::pair{draw.box(), draw.box()}; });
    EXPECT_GT(intersecting, 2000);
    EXPECT_LT(intersecting, 18000);
}

TEST(Fast3dAvx, QuarterTurnedIntegerBoxesGiveTheOneAxisVerdict) {
    PairDraw draw(12);
    int touching = 0;
    const int intersecting = expectReferenceVerdicts(20000, [&] {
        const Obb3<float> a = draw.gridBox();
        const Obb3<float> b = draw.gridBox();
        touching += sat::report(a, b).verdict == sat::Verdict::Touching ? 1 : 0;
        return std::pair{a, b};
    });
    EXPECT_GT(intersecting, 2000);
    EXPECT_GT(touching, 1000); // the strict > of every axis is exercised
}

TEST(Fast3dAvx, NearlyParallelEdgesGiveTheOneAxisVerdict) {
    PairDraw draw(13);
    int degenerate = 0;
    int usable = 0;
    expectReferenceVerdicts(20000, [&] {
        const Obb3<float> a = draw.box();
        const Obb3<float> b = draw.nearlyParallelTo(a);
        const auto frame = sat::detail::pairFrame(a, b);
        for (int k = 6; k < 15; ++k) {
            const auto axis = sat::detail::frameAxis(frame, k);
            // Count the cross axes near the threshold on either side (|v| within 1e-3 of the parallel ones).
            if (axis.length < 1e-3f) (axis.degenerate ? degenerate : usable) += 1;
        }
        return std::pair{a, b};
    });
    EXPECT_GT(degenerate, 1000);
    EXPECT_GT(usable, 1000);
}

TEST(Fast3dAvx, DegenerateCrossAxesNeverSeparate) {
    // B's x axis turned by 1e-7..6e-6 rad about A's z (below the degenerate threshold, 64 float eps), the
    // boxes touching along z: a cross axis of the near-parallel edges then often separates by rounding
    // alone, and frameAxis skips it as degenerate; no other axis separates. Every path must skip it too.
    PairDraw draw(15);
    int skipped = 0;
    expectReferenceVerdicts(20000, [&] {
        const Obb3<float> a{{0, 0, 0}, draw.vec(0.5f, 2)};
        const float turn = std::pow(10.0f, draw.real(-7, -5.2f));
        Obb3<float> b{{draw.real(-0.5f, 0.5f), draw.real(-0.5f, 0.5f), 0}, draw.vec(0.5f, 2)};
        b.axes = {Vec3<float>{1, turn, 0}, Vec3<float>{-turn, 1, 0}, Vec3<float>{0, 0, 1}};
        b.center.z = (a.halfExtents.z + b.halfExtents.z) * (draw.integer(0, 1) == 0 ? 1.0f : -1.0f);
        const auto frame = sat::detail::pairFrame(a, b);
        bool otherSeparates = false;
        bool degenerateWouldSeparate = false;
        for (int k = 0; k < 15; ++k) {
            const auto axis = sat::detail::frameAxis(frame, k);
            otherSeparates |= axis.separates();
            if (axis.degenerate) degenerateWouldSeparate |= sat::detail::projectOnto(frame, axis.vector, axis.length).separates();
        }
        skipped += degenerateWouldSeparate && !otherSeparates ? 1 : 0;
        return std::pair{a, b};
    });
    EXPECT_GT(skipped, 1000); // the pairs where skipping decides the verdict
}

TEST(Fast3dAvx, BoxesFarFromTheOriginGiveTheOneAxisVerdict) {
    // Centres up to 1e4 away: the offset's rounding is large against the box sizes.
    PairDraw draw(14);
    expectReferenceVerdicts(20000, [&] {
        const Obb3<float> a = draw.box(1e4f);
        Obb3<float> b = draw.box();
        b.center += a.center;
        return std::pair{a, b};
    });
}

TEST(Fast3dAvx, CubesSharingAFaceEdgeOrCornerTouch) {
    const Obb3<float> unit{{0, 0, 0}, {1, 1, 1}};
    for (ObbPairPath path : runnablePaths()) {
        SCOPED_TRACE(sat::detail::obbPairPathName(path));
        EXPECT_TRUE(sat::detail::obbPairOverlaps(path, unit, Obb3<float>{{2, 0, 0}, {1, 1, 1}}));  // face
        EXPECT_TRUE(sat::detail::obbPairOverlaps(path, unit, Obb3<float>{{2, 2, 0}, {1, 1, 1}}));  // edge
        EXPECT_TRUE(sat::detail::obbPairOverlaps(path, unit, Obb3<float>{{2, 2, -2}, {1, 1, 1}})); // corner
        EXPECT_FALSE(sat::detail::obbPairOverlaps(path, unit, Obb3<float>{{2.001f, 0, 0}, {1, 1, 1}}));
        // B turned 45 degrees about z, its edge 1e-3 beyond A's face x = 1 (only B's faces and the edges separate).
        const Obb3<float> turned = Obb3<float>::fromEulerDegrees({1 + std::sqrt(2.0f) + 1e-3f, 0, 0}, {1, 1, 1}, {0, 0, 45});
        EXPECT_EQ(sat::detail::obbPairOverlaps(path, unit, turned), reference(unit, turned));
    }
}

TEST(Fast3dAvx, ChoiceFollowsTheCpuAndSatlabKernel) {
    using sat::detail::chooseObbPairPath;
    EXPECT_EQ(chooseObbPairPath(nullptr, true, true), ObbPairPath::Avx512vl);
    EXPECT_EQ(chooseObbPairPath(nullptr, true, false), ObbPairPath::Avx2);
    EXPECT_EQ(chooseObbPairPath(nullptr, false, false), ObbPairPath::Lanes);
    EXPECT_EQ(chooseObbPairPath("avx2", true, true), ObbPairPath::Avx2);
    EXPECT_EQ(chooseObbPairPath("avx2", false, false), ObbPairPath::Lanes);
    EXPECT_EQ(chooseObbPairPath("sse2", true, true), ObbPairPath::Lanes);
    EXPECT_EQ(chooseObbPairPath("scalar", true, true), ObbPairPath::Lanes);
    EXPECT_EQ(chooseObbPairPath("bogus", true, true), ObbPairPath::Avx512vl);
}

TEST(Fast3dAvx, ActivePathIsTheOneChosenForThisCpuAndEnvironment) {
    const ObbPairPath expected = sat::detail::chooseObbPairPath(std::getenv("SATLAB_KERNEL"),
                                                                sat::detail::isSupported(ObbPairPath::Avx2),
                                                                sat::detail::isSupported(ObbPairPath::Avx512vl));
    EXPECT_EQ(sat::detail::activeObbPairPath(), expected);
    EXPECT_EQ(sat::detail::obbPairKernel, sat::detail::obbPairKernelFor(expected));
    EXPECT_EQ(sat::detail::obbPairKernelFor(ObbPairPath::Lanes), nullptr);
}

} // namespace
