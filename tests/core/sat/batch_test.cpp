// SPDX-License-Identifier: MIT
// sat::batch: every kernel the CPU can run gives, bit for bit, the verdict of
// the single-pair sat::overlaps on the same float boxes: random pairs,
// integer pairs that touch exactly, parallel 3D edges (the degenerate-axis
// path), tails that are not a multiple of the vector width or of 64, and
// empty input. 2D pairs also straight from arrays of boxes (no Obb2Soa).

#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <cstdlib>
#include <numbers>
#include <random>
#include <vector>

#include "sat/batch.hpp"
#include "sat/sat2d.hpp"
#include "sat/sat3d.hpp"

namespace {

using sat::Obb2;
using sat::Obb3;
using sat::Vec2;
using sat::Vec3;
namespace batch = sat::batch;

std::vector<batch::Kernel> supportedKernels() {
    std::vector<batch::Kernel> kernels;
    for (const auto k : {batch::Kernel::Scalar, batch::Kernel::Sse2, batch::Kernel::Avx2, batch::Kernel::Avx512}) {
        if (batch::isSupported(k)) kernels.push_back(k);
    }
    return kernels;
}

template <class Box> struct Pairs { std::vector<Box> a, b; };

/// Checks each bit of `mask`, made by `kernel` for the pairs, against
/// sat::overlaps, and that the bits from n up to the end of the last word are
/// 0 (the mask starts as all ones). Returns how many pairs overlap.
template <class Box>
int expectMaskMatchesSinglePair(batch::Kernel kernel, const char* form, const Pairs<Box>& pairs,
                                const std::vector<std::uint64_t>& mask) {
    const std::size_t n = pairs.a.size();
    int overlapping = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const bool expected = sat::overlaps(pairs.a[i], pairs.b[i]);
        EXPECT_EQ(batch::bit(mask, i), expected) << batch::kernelName(kernel) << form << " pair " << i;
        overlapping += expected ? 1 : 0;
    }
    for (std::size_t i = n; i < 64 * mask.size(); ++i) EXPECT_FALSE(batch::bit(mask, i)) << "bit " << i << " past the end";
    return overlapping;
}

/// Runs `kernel` on the pairs as structures of arrays (expectMaskMatchesSinglePair).
template <class Soa, class Box> int expectBitsMatchSinglePair(batch::Kernel kernel, const Pairs<Box>& pairs) {
    const Soa a = Soa::fromShapes(pairs.a);
    const Soa b = Soa::fromShapes(pairs.b);
    std::vector<std::uint64_t> mask(batch::maskWords(pairs.a.size()), ~std::uint64_t{0});
    batch::overlaps(kernel, a, b, mask);
    return expectMaskMatchesSinglePair(kernel, "", pairs, mask);
}

/// The same for 2D pairs read straight from the arrays of boxes
/// (batch::overlaps on spans of Obb2<float>).
int expectBoxArrayBitsMatchSinglePair(batch::Kernel kernel, const Pairs<Obb2<float>>& pairs) {
    std::vector<std::uint64_t> mask(batch::maskWords(pairs.a.size()), ~std::uint64_t{0});
    batch::overlaps(kernel, std::span(pairs.a), std::span(pairs.b), mask);
    return expectMaskMatchesSinglePair(kernel, " box arrays,", pairs, mask);
}

/// Both 2D forms: from an Obb2Soa and from the arrays of boxes.
int expect2dBitsMatchSinglePair(batch::Kernel kernel, const Pairs<Obb2<float>>& pairs) {
    const int overlapping = expectBitsMatchSinglePair<batch::Obb2Soa>(kernel, pairs);
    EXPECT_EQ(expectBoxArrayBitsMatchSinglePair(kernel, pairs), overlapping);
    return overlapping;
}

// ----------------------------------------------------------------- 2D pairs

float uniform(std::mt19937& rng, float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(rng); }
int integer(std::mt19937& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

Obb2<float> randomObb2(std::mt19937& rng) {
    return Obb2<float>::fromAngle({uniform(rng, -3, 3), uniform(rng, -3, 3)}, {uniform(rng, 0.1f, 2), uniform(rng, 0.1f, 2)},
                                  uniform(rng, -4, 4));
}

/// Integer centre and size, turned by an exact multiple of 90 degrees (axes
/// set to exact unit vectors), so projections are exact and touching is common.
Obb2<float> gridObb2(std::mt19937& rng) {
    static const Vec2<float> kAxes[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    const Vec2<float> axis = kAxes[integer(rng, 0, 3)];
    return Obb2<float>{{float(integer(rng, -3, 3)), float(integer(rng, -3, 3))},
                       {float(integer(rng, 1, 2)), float(integer(rng, 1, 2))},
                       axis,
                       {-axis.y, axis.x}};
}

Pairs<Obb2<float>> randomPairs2(unsigned seed, std::size_t n, bool grid) {
    std::mt19937 rng(seed);
    Pairs<Obb2<float>> pairs;
    for (std::size_t i = 0; i < n; ++i) {
        pairs.a.push_back(grid ? gridObb2(rng) : randomObb2(rng));
        pairs.b.push_back(grid ? gridObb2(rng) : randomObb2(rng));
    }
    return pairs;
}

TEST(Batch2, RandomPairsMatchSinglePairTestOnEveryKernel) {
    const auto pairs = randomPairs2(1, 20000, false);
    for (const auto kernel : supportedKernels()) {
        const int overlapping = expect2dBitsMatchSinglePair(kernel, pairs);
        EXPECT_GT(overlapping, 2000); // both answers are well represented
        EXPECT_LT(overlapping, 18000);
    }
}

TEST(Batch2, IntegerGridPairsMatchSinglePairTestOnEveryKernel) {
    const auto pairs = randomPairs2(2, 20000, true);
    int touching = 0;
    for (std::size_t i = 0; i < pairs.a.size(); ++i) {
        touching += sat::report(pairs.a[i], pairs.b[i]).verdict == sat::Verdict::Touching ? 1 : 0;
    }
    EXPECT_GT(touching, 1000); // the set exercises the touching boundary
    for (const auto kernel : supportedKernels()) expect2dBitsMatchSinglePair(kernel, pairs);
}

/// Turned boxes far from the origin (offsets 1e3 .. 1.2345e5) slid along the
/// report's normal to within a few ulps of touching, either side: the lanes'
/// filter leaves many of them open, and the open lanes take the single-pair
/// test, so every bit is still sat::overlaps' (which is exact at tolerance 0).
Pairs<Obb2<float>> nearTouchingPairs2(unsigned seed, std::size_t n) {
    std::mt19937 rng(seed);
    Pairs<Obb2<float>> pairs;
    const float offsets[] = {1e3f, 5e3f + 0.5f, 1.2345e5f};
    for (std::size_t i = 0; i < n; ++i) {
        const float shift = offsets[i % 3];
        Obb2<float> a = randomObb2(rng), b = randomObb2(rng);
        a.center += Vec2<float>{shift, -shift};
        b.center += Vec2<float>{shift, -shift};
        const sat::Report2<float> r = sat::report(a, b);
        b.center += r.normal * (-r.axisSeparation);
        for (int step = integer(rng, -3, 3); step != 0; step += step > 0 ? -1 : 1) {
            b.center.x = std::nextafter(b.center.x, step > 0 ? 1e30f : -1e30f);
        }
        pairs.a.push_back(a);
        pairs.b.push_back(b);
    }
    return pairs;
}

TEST(Batch2, NearTouchingPairsFarFromTheOriginMatchSinglePairTestOnEveryKernel) {
    const auto pairs = nearTouchingPairs2(3, 6000);
    for (const auto kernel : supportedKernels()) {
        const int overlapping = expect2dBitsMatchSinglePair(kernel, pairs);
        EXPECT_GT(overlapping, 500);
        EXPECT_LT(overlapping, 5500);
    }
}

TEST(Batch2, BoxesSharingAnEdgeOrACornerIntersect) {
    // Unit squares at the origin and at (2, 0), (2, 2), (0, -2): they touch
    // along x = 1, at the corner (1, 1), along y = -1; one turned a quarter.
    const Obb2<float> a{{0, 0}, {1, 1}};
    const Obb2<float> turned{{2, 2}, {1, 1}, {0, 1}, {-1, 0}};
    Pairs<Obb2<float>> pairs{{a, a, a, a},
                             {Obb2<float>{{2, 0}, {1, 1}}, Obb2<float>{{2, 2}, {1, 1}}, Obb2<float>{{0, -2}, {1, 1}}, turned}};
    // 70 copies: a full word plus a tail, for every kernel's vector path.
    for (int copy = 0; copy < 70; ++copy) pairs.a.push_back(a), pairs.b.push_back(pairs.b[std::size_t(copy % 4)]);
    for (const auto kernel : supportedKernels()) {
        const batch::Obb2Soa sa = batch::Obb2Soa::fromShapes(pairs.a);
        const batch::Obb2Soa sb = batch::Obb2Soa::fromShapes(pairs.b);
        std::vector<std::uint64_t> mask(batch::maskWords(pairs.a.size()));
        batch::overlaps(kernel, sa, sb, mask);
        for (std::size_t i = 0; i < pairs.a.size(); ++i)
            EXPECT_TRUE(batch::bit(mask, i)) << batch::kernelName(kernel) << " pair " << i;
        std::vector<std::uint64_t> fromBoxes(batch::maskWords(pairs.a.size()));
        batch::overlaps(kernel, std::span(pairs.a), std::span(pairs.b), fromBoxes);
        EXPECT_EQ(fromBoxes, mask) << batch::kernelName(kernel);
    }
}

TEST(Batch2, BoxArraysReadNoAxisY) {
    // sat::overlaps takes axisY as axisX turned a quarter turn and never reads
    // it; neither does the batch over arrays of boxes: NaN there changes nothing.
    auto pairs = randomPairs2(5, 1000, false);
    const auto grid = randomPairs2(6, 1000, true);
    pairs.a.insert(pairs.a.end(), grid.a.begin(), grid.a.end());
    pairs.b.insert(pairs.b.end(), grid.b.begin(), grid.b.end());
    for (auto* boxes : {&pairs.a, &pairs.b}) {
        for (Obb2<float>& box : *boxes) box.axisY = {std::nanf(""), std::nanf("")};
    }
    for (const auto kernel : supportedKernels()) {
        const int overlapping = expectBoxArrayBitsMatchSinglePair(kernel, pairs);
        EXPECT_GT(overlapping, 200);
        EXPECT_LT(overlapping, 1800);
    }
}

TEST(Batch2, NonFiniteFieldsMatchSinglePairTest) {
    // NaN, infinite or huge (products overflow) in one field of one box: a
    // comparison with NaN is false on every path (no axis separates), an
    // infinite radius never separates, an infinite offset always does. (No
    // NaN in an axis: Obb2Soa::push_back asserts axisY == (-uy, ux) in debug
    // builds.)
    const float kValues[] = {std::nanf(""), -std::nanf(""), INFINITY, -INFINITY, 3e38f, -3e38f};
    std::mt19937 rng(41);
    Pairs<Obb2<float>> pairs;
    for (int i = 0; i < 3000; ++i) {
        Obb2<float> a = randomObb2(rng), b = randomObb2(rng);
        Obb2<float>& box = integer(rng, 0, 1) == 0 ? a : b;
        const int field = integer(rng, 0, 5);
        const float value = kValues[integer(rng, field == 2 || field == 3 ? 2 : 0, 5)];
        switch (field) {
        case 0: box.center.x = value; break;
        case 1: box.center.y = value; break;
        case 2: box.axisX.x = value, box.axisY.y = value; break;
        case 3: box.axisX.y = value, box.axisY.x = -value; break;
        case 4: box.halfExtents.x = value; break;
        default: box.halfExtents.y = value; break;
        }
        pairs.a.push_back(a), pairs.b.push_back(b);
    }
    for (const auto kernel : supportedKernels()) {
        const int overlapping = expect2dBitsMatchSinglePair(kernel, pairs);
        EXPECT_GT(overlapping, 600); // both answers are well represented
        EXPECT_LT(overlapping, 2400);
    }
}

TEST(Batch2, TailsOfEveryLengthMatchSinglePairTest) {
    for (const std::size_t n : {1U, 3U, 7U, 9U, 63U, 64U, 65U, 127U, 129U, 200U}) {
        const auto pairs = randomPairs2(3 + unsigned(n), n, n % 2 == 0);
        for (const auto kernel : supportedKernels()) expect2dBitsMatchSinglePair(kernel, pairs);
    }
}

TEST(Batch2, EmptyInputWritesNothing) {
    for (const auto kernel : supportedKernels()) {
        batch::overlaps(kernel, batch::Obb2Soa{}, batch::Obb2Soa{}, std::span<std::uint64_t>{});
        batch::overlaps(kernel, std::span<const Obb2<float>>{}, std::span<const Obb2<float>>{}, std::span<std::uint64_t>{});
    }
    EXPECT_EQ(batch::maskWords(0), 0U);
}

// A broken precondition is the caller's bug: the library throws nothing, it
// names the function and the problem on stderr and stops the program.
TEST(Batch2DeathTest, MismatchedSizesOrShortMaskStopTheProgramWithAMessage) {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    const auto pairs = randomPairs2(4, 65, false);
    const batch::Obb2Soa a = batch::Obb2Soa::fromShapes(pairs.a);
    batch::Obb2Soa shorter = a;
    shorter.cx.pop_back();
    std::vector<std::uint64_t> mask(2);
    EXPECT_DEATH(batch::overlaps(a, batch::Obb2Soa{}, mask), "batch::overlaps: a and b differ in size");
    EXPECT_DEATH(batch::overlaps(a, shorter, mask), "batch::overlaps: a field array's length differs from size");
    EXPECT_DEATH(batch::overlaps(a, a, std::span<std::uint64_t>(mask.data(), 1)), "batch::overlaps: mask too small");
    const std::span<const Obb2<float>> boxes(pairs.a);
    EXPECT_DEATH(batch::overlaps(boxes, boxes.first(64), mask), "batch::overlaps: a and b differ in size");
    EXPECT_DEATH(batch::overlaps(boxes, boxes, std::span<std::uint64_t>(mask.data(), 1)), "batch::overlaps: mask too small");
    if (!batch::isSupported(batch::Kernel::Avx512)) {
        EXPECT_DEATH(batch::overlaps(batch::Kernel::Avx512, a, a, mask), "avx512: batch kernel not supported");
    }
}

TEST(Batch2, SoaRoundTripsABox) {
    const Obb2<float> box = Obb2<float>::fromAngle({1.5f, -2}, {3, 0.5f}, 0.3f);
    const Obb2<float> back = batch::Obb2Soa::fromShapes(std::span(&box, 1)).get(0);
    EXPECT_EQ(back.center, box.center);
    EXPECT_EQ(back.halfExtents, box.halfExtents);
    EXPECT_EQ(back.axisX, box.axisX);
    EXPECT_EQ(back.axisY, box.axisY);
}

// ----------------------------------------------------------------- 3D pairs

Obb3<float> randomObb3(std::mt19937& rng) {
    return Obb3<float>::fromQuaternion({uniform(rng, -3, 3), uniform(rng, -3, 3), uniform(rng, -3, 3)},
                                       {uniform(rng, 0.1f, 2), uniform(rng, 0.1f, 2), uniform(rng, 0.1f, 2)}, uniform(rng, -1, 1),
                                       uniform(rng, -1, 1), uniform(rng, -1, 1), uniform(rng, -1, 1));
}

/// Integer centre and size, turned by quarter turns (exact 0 / +-1 axes):
/// exact touching is common and every cross axis of parallel edges is
/// degenerate.
Obb3<float> gridObb3(std::mt19937& rng) {
    const Vec3<float> degrees{float(90 * integer(rng, 0, 3)), float(90 * integer(rng, 0, 3)), float(90 * integer(rng, 0, 3))};
    return Obb3<float>::fromEulerDegrees({float(integer(rng, -2, 2)), float(integer(rng, -2, 2)), float(integer(rng, -2, 2))},
                                         {float(integer(rng, 1, 2)), float(integer(rng, 1, 2)), float(integer(rng, 1, 2))},
                                         degrees);
}

/// B turned from A by a tiny angle about a random axis: edges parallel to
/// within about `angle`, near the degenerate threshold (64 eps = 7.6e-6).
Obb3<float> nearlyParallelTo(const Obb3<float>& a, std::mt19937& rng, float angle) {
    const Vec3<float> shift{uniform(rng, -3, 3), uniform(rng, -3, 3), uniform(rng, -3, 3)};
    const float half = angle / 2;
    return Obb3<float>::fromQuaternion(a.center + shift, a.halfExtents, std::cos(half), std::sin(half), 0, 0); // about x
}

template <class Make> Pairs<Obb3<float>> pairs3(unsigned seed, std::size_t n, Make make) {
    std::mt19937 rng(seed);
    Pairs<Obb3<float>> pairs;
    for (std::size_t i = 0; i < n; ++i) {
        auto [a, b] = make(rng);
        pairs.a.push_back(a);
        pairs.b.push_back(b);
    }
    return pairs;
}

TEST(Batch3, RandomPairsMatchSinglePairTestOnEveryKernel) {
    const auto pairs = pairs3(11, 20000, [](std::mt19937& rng) { return std::pair{randomObb3(rng), randomObb3(rng)}; });
    for (const auto kernel : supportedKernels()) {
        const int overlapping = expectBitsMatchSinglePair<batch::Obb3Soa>(kernel, pairs);
        EXPECT_GT(overlapping, 2000);
        EXPECT_LT(overlapping, 18000);
    }
}

TEST(Batch3, IntegerGridPairsMatchSinglePairTestOnEveryKernel) {
    const auto pairs = pairs3(12, 20000, [](std::mt19937& rng) { return std::pair{gridObb3(rng), gridObb3(rng)}; });
    int touching = 0;
    for (std::size_t i = 0; i < pairs.a.size(); ++i) {
        touching += sat::report(pairs.a[i], pairs.b[i]).verdict == sat::Verdict::Touching ? 1 : 0;
    }
    EXPECT_GT(touching, 1000);
    for (const auto kernel : supportedKernels()) expectBitsMatchSinglePair<batch::Obb3Soa>(kernel, pairs);
}

TEST(Batch3, NearlyParallelEdgesMatchSinglePairTestOnEveryKernel) {
    // Angles from 1e-7 to 1e-4 rad straddle the degenerate threshold.
    const auto pairs = pairs3(13, 4000, [](std::mt19937& rng) {
        const Obb3<float> a = randomObb3(rng);
        const float angle = std::pow(10.0f, uniform(rng, -7, -4));
        return std::pair{a, nearlyParallelTo(a, rng, angle)};
    });
    for (const auto kernel : supportedKernels()) expectBitsMatchSinglePair<batch::Obb3Soa>(kernel, pairs);
}

/// Pairs no face axis separates but an edge-edge axis does (the single-pair
/// test says separated, the face-axes-only report says not).
std::vector<std::pair<Obb3<float>, Obb3<float>>> edgeOnlySeparatedPairs(unsigned seed, std::size_t count) {
    std::mt19937 rng(seed);
    sat::ReportOptions3<float> facesOnly;
    facesOnly.faceAxesOnly = true;
    facesOnly.computeDistance = false;
    std::vector<std::pair<Obb3<float>, Obb3<float>>> found;
    while (found.size() < count) {
        const Obb3<float> a = randomObb3(rng);
        Obb3<float> b = randomObb3(rng);
        b.center = a.center + Vec3<float>{uniform(rng, -2, 2), uniform(rng, -2, 2), uniform(rng, -2, 2)};
        if (!sat::overlaps(a, b) && sat::report(a, b, facesOnly).verdict != sat::Verdict::Separated) found.push_back({a, b});
    }
    return found;
}

TEST(Batch3, EdgeOnlySeparationsNextToDegenerateLanesMatchSinglePairTest) {
    // The vector kernels decide the 9 edge axes without square roots unless
    // a lane of the group has a (nearly) degenerate one; then the whole group
    // is redone with fast3d.hpp's roots. Groups of 16 pairs (a multiple of
    // every kernel's width): all separated only by an edge axis (no root
    // taken), or the same with one pair whose edges are parallel to 1e-6 rad
    // (below the threshold) at a position that moves from group to group, so
    // separated-by-edge lanes go through both paths.
    const auto edgeOnly = edgeOnlySeparatedPairs(31, 1024);
    std::mt19937 rng(32);
    Pairs<Obb3<float>> pairs;
    std::size_t next = 0;
    for (std::size_t group = 0; group < 128; ++group) {
        for (std::size_t lane = 0; lane < 16; ++lane) {
            if (group % 2 == 1 && lane == group / 2 % 16) {
                const Obb3<float> a = randomObb3(rng);
                pairs.a.push_back(a);
                pairs.b.push_back(nearlyParallelTo(a, rng, 1e-6f));
            } else {
                pairs.a.push_back(edgeOnly[next % edgeOnly.size()].first);
                pairs.b.push_back(edgeOnly[next % edgeOnly.size()].second);
                ++next;
            }
        }
    }
    for (const auto kernel : supportedKernels()) {
        const int overlapping = expectBitsMatchSinglePair<batch::Obb3Soa>(kernel, pairs);
        EXPECT_LT(overlapping, 64); // only some of the parallel-edge pairs intersect
    }
}

TEST(Batch3, DegenerateEdgeAxesOfBoxesTouchingAlongAFaceAreSkipped) {
    // A axis-aligned, B turned about x by 1e-7..7e-6 rad (below the threshold,
    // so the cross axes of A.y, A.z with B.y, B.z are degenerate) and placed
    // within a few ulps of touching A's x face. A degenerate axis is then the
    // x axis scaled by sin(angle): counted, its rounding would separate
    // some of these pairs that the x face axis calls touching. Every other
    // pair is random, so such lanes share vector groups with ordinary ones.
    std::mt19937 rng(33);
    Pairs<Obb3<float>> pairs;
    int intersecting = 0;
    for (int k = 0; k < 4000; ++k) {
        const Obb3<float> a{{0, 0, 0}, {uniform(rng, 0.1f, 2), uniform(rng, 0.1f, 2), uniform(rng, 0.1f, 2)}};
        const Vec3<float> half{uniform(rng, 0.1f, 2), uniform(rng, 0.1f, 2), uniform(rng, 0.1f, 2)};
        float x = (integer(rng, 0, 1) == 0 ? 1.0f : -1.0f) * (a.halfExtents.x + half.x);
        for (int step = integer(rng, -2, 2); step != 0; step += step > 0 ? -1 : 1) {
            x = std::nextafter(x, step > 0 ? 10.0f : -10.0f);
        }
        const float half_angle = std::pow(10.0f, uniform(rng, -7, std::log10(7e-6f))) / 2;
        const Obb3<float> b = Obb3<float>::fromQuaternion({x, uniform(rng, -0.1f, 0.1f), uniform(rng, -0.1f, 0.1f)}, half,
                                                          std::cos(half_angle), std::sin(half_angle), 0, 0);
        intersecting += sat::overlaps(a, b) ? 1 : 0;
        pairs.a.push_back(a);
        pairs.b.push_back(b);
        pairs.a.push_back(randomObb3(rng));
        pairs.b.push_back(randomObb3(rng));
    }
    EXPECT_GT(intersecting, 1000); // most of them touch or overlap by an ulp
    for (const auto kernel : supportedKernels()) expectBitsMatchSinglePair<batch::Obb3Soa>(kernel, pairs);
}

TEST(Batch3, OneNearlyDegenerateEdgeAxisAlongTheContactNormalMatchesSinglePairTest) {
    // The vector kernels skip the square roots of the degenerate-edge test in
    // groups whose every cross axis is clearly usable, judged from the column
    // sums of |R| (edgesClearlyUsable, batch_simd.inl). Here exactly one cross
    // axis is below the threshold (B's y axis tilted from A's by 0.3-0.95 of
    // it, B turned about y by 0.3-1.2 rad, so every other cross axis is long):
    // e_y x B.y is the x axis scaled by the tilt, and B's corner touches A's x
    // face to within 3 ulps, where that axis, counted, separates pairs the x
    // face axis calls touching. (A bound of a quarter of the threshold
    // or half of it instead of twice it makes some of these pairs differ.)
    const auto pairs = pairs3(35, 8000, [](std::mt19937& rng) {
        constexpr float kThreshold = sat::kParallelEdgeThreshold<float>;
        const Obb3<float> a{{0, 0, 0}, {uniform(rng, 0.1f, 2), uniform(rng, 0.1f, 2), uniform(rng, 0.1f, 2)}};
        const float tilt = std::exp(uniform(rng, std::log(0.3f * kThreshold), std::log(0.95f * kThreshold)));
        const float turn = uniform(rng, 0.3f, 1.2f);
        const float ct = std::cos(tilt), st = std::sin(tilt), cp = std::cos(turn), sp = std::sin(turn);
        Obb3<float> b;
        b.axes = {Vec3<float>{cp, -sp * st, sp * ct}, Vec3<float>{0, ct, st}, Vec3<float>{-sp, -cp * st, cp * ct}};
        b.halfExtents = {uniform(rng, 0.1f, 2), uniform(rng, 0.1f, 2), uniform(rng, 0.1f, 2)};
        float x = a.halfExtents.x + (b.halfExtents.x * cp + b.halfExtents.z * sp);
        for (int step = integer(rng, -3, 3); step != 0; step += step > 0 ? -1 : 1) {
            x = std::nextafter(x, step > 0 ? 10.0f : -10.0f);
        }
        b.center = {(integer(rng, 0, 1) == 0 ? 1.0f : -1.0f) * x, uniform(rng, -0.1f, 0.1f), uniform(rng, -0.1f, 0.1f)};
        return std::pair{a, b};
    });
    for (const auto kernel : supportedKernels()) {
        const int overlapping = expectBitsMatchSinglePair<batch::Obb3Soa>(kernel, pairs);
        EXPECT_GT(overlapping, 2000); // touching or overlapping by an ulp
        EXPECT_LT(overlapping, 6000);
    }
}

TEST(Batch3, AxesOfEveryScaleMatchSinglePairTest) {
    // Axes are used as given (Obb3Soa::fromShapes does not normalise them).
    // Scaled by 1e-25..1e25 the single-pair test's squares underflow or
    // overflow; edgesClearlyUsable then leaves the lanes to the exact test.
    const auto pairs = pairs3(34, 6000, [](std::mt19937& rng) {
        Obb3<float> a = randomObb3(rng);
        Obb3<float> b = integer(rng, 0, 1) == 0 ? nearlyParallelTo(a, rng, std::pow(10.0f, uniform(rng, -6, -3)))
                                                : randomObb3(rng);
        b.center = a.center + Vec3<float>{uniform(rng, -3, 3), uniform(rng, -3, 3), uniform(rng, -3, 3)};
        const int which = integer(rng, 0, 3);
        const float scale = std::pow(10.0f, float(5 * integer(rng, -5, 5)));
        for (std::size_t j = 0; j < 3; ++j) {
            if (which == 1 || which == 3) a.axes[j] *= scale;
            if (which == 2 || which == 3) b.axes[j] *= scale;
        }
        return std::pair{a, b};
    });
    for (const auto kernel : supportedKernels()) expectBitsMatchSinglePair<batch::Obb3Soa>(kernel, pairs);
}

/// Turned boxes far from the origin slid to within a few ulps of touching
/// along the report's normal: every kernel's bit is the exact verdict of the
/// stored boxes (every axis evaluated exactly), and the single pair's.
TEST(Batch3, NearTouchingPairsFarFromTheOriginGiveTheExactVerdictOnEveryKernel) {
    std::mt19937 rng(31);
    const float offsets[] = {1e3f, 5e3f + 0.5f, 1.2345e5f};
    const auto pairs = pairs3(32, 6000, [&](std::mt19937& r) {
        const float shift = offsets[r() % 3];
        Obb3<float> a = randomObb3(r), b = randomObb3(r);
        a.center += Vec3<float>{shift, -shift, shift};
        b.center += Vec3<float>{shift, -shift, shift};
        const sat::Report3<float> report = sat::report(a, b, {1.0f});
        b.center += report.normal * (-report.axisSeparation);
        for (int step = integer(rng, -3, 3); step != 0; step += step > 0 ? -1 : 1) {
            b.center.y = std::nextafter(b.center.y, step > 0 ? 1e30f : -1e30f);
        }
        return std::pair{a, b};
    });
    int disagreeing = 0;
    for (std::size_t i = 0; i < pairs.a.size(); ++i) {
        const bool exact = sat::detail::exactBoxesOverlap(sat::castShape<double>(pairs.a[i]), sat::castShape<double>(pairs.b[i]));
        disagreeing += sat::overlaps(pairs.a[i], pairs.b[i]) != exact;
    }
    EXPECT_EQ(disagreeing, 0);
    for (const auto kernel : supportedKernels()) {
        const int overlapping = expectBitsMatchSinglePair<batch::Obb3Soa>(kernel, pairs);
        EXPECT_GT(overlapping, 500);
        EXPECT_LT(overlapping, 5500);
    }
}

TEST(Batch3, CubesSharingAFaceAnEdgeOrACornerIntersect) {
    const Obb3<float> a{{0, 0, 0}, {1, 1, 1}};
    const std::vector<Obb3<float>> neighbours{Obb3<float>{{2, 0, 0}, {1, 1, 1}}, Obb3<float>{{2, 2, 0}, {1, 1, 1}},
                                              Obb3<float>{{2, 2, 2}, {1, 1, 1}},
                                              // turned: world extents (2, 2, 1), so z spans [-3, -1]
                                              Obb3<float>::fromEulerDegrees({0, 0, -2}, {2, 1, 2}, {90, 0, 90})};
    for (const auto& b : neighbours) ASSERT_TRUE(sat::overlaps(a, b));
    Pairs<Obb3<float>> pairs;
    for (int copy = 0; copy < 70; ++copy) pairs.a.push_back(a), pairs.b.push_back(neighbours[std::size_t(copy % 4)]);
    for (const auto kernel : supportedKernels()) {
        const batch::Obb3Soa sa = batch::Obb3Soa::fromShapes(pairs.a);
        const batch::Obb3Soa sb = batch::Obb3Soa::fromShapes(pairs.b);
        std::vector<std::uint64_t> mask(batch::maskWords(pairs.a.size()));
        batch::overlaps(kernel, sa, sb, mask);
        for (std::size_t i = 0; i < pairs.a.size(); ++i)
            EXPECT_TRUE(batch::bit(mask, i)) << batch::kernelName(kernel) << " pair " << i;
    }
}

TEST(Batch3, TailsOfEveryLengthMatchSinglePairTest) {
    for (const std::size_t n : {1U, 5U, 8U, 63U, 64U, 65U, 130U}) {
        const auto pairs = pairs3(20 + unsigned(n), n, [](std::mt19937& rng) {
            return std::pair{randomObb3(rng), randomObb3(rng)};
        });
        for (const auto kernel : supportedKernels()) expectBitsMatchSinglePair<batch::Obb3Soa>(kernel, pairs);
    }
}

TEST(Batch3, InputsLargeEnoughForPrefetchingMatchSinglePairTest) {
    // From kPrefetchPairs3 pairs on the vector kernels prefetch a word ahead,
    // a cache line at a time: the same verdicts, up to the last word and the
    // scalar tail.
    // 4,099 distinct pairs repeated (a prime period, so each lands in every
    // lane position), to keep the test fast.
    const std::size_t n = batch::kPrefetchPairs3 + 37;
    const std::size_t period = 4099;
    const auto distinct = pairs3(41, period, [](std::mt19937& rng) {
        const Obb3<float> a = randomObb3(rng);
        if (integer(rng, 0, 99) == 0) return std::pair{a, nearlyParallelTo(a, rng, 1e-6f)};
        return std::pair{a, randomObb3(rng)};
    });
    std::vector<std::uint8_t> expected(n);
    batch::Obb3Soa a, b;
    a.reserve(n);
    b.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        a.push_back(distinct.a[i % period]);
        b.push_back(distinct.b[i % period]);
        expected[i] = i < period ? (sat::overlaps(distinct.a[i], distinct.b[i]) ? 1 : 0) : expected[i % period];
    }
    for (const auto kernel : supportedKernels()) {
        std::vector<std::uint64_t> mask(batch::maskWords(n), ~std::uint64_t{0});
        batch::overlaps(kernel, a, b, mask);
        std::size_t wrong = 0;
        for (std::size_t i = 0; i < n; ++i) wrong += batch::bit(mask, i) != (expected[i] != 0) ? 1U : 0U;
        for (std::size_t i = n; i < 64 * mask.size(); ++i) wrong += batch::bit(mask, i) ? 1U : 0U;
        EXPECT_EQ(wrong, 0U) << batch::kernelName(kernel);
    }
}

TEST(Batch3, EmptyInputWritesNothing) {
    for (const auto kernel : supportedKernels()) {
        batch::overlaps(kernel, batch::Obb3Soa{}, batch::Obb3Soa{}, std::span<std::uint64_t>{});
    }
}

TEST(Batch3, SoaRoundTripsABox) {
    const Obb3<float> box = Obb3<float>::fromEulerDegrees({1, 2, 3}, {0.5f, 1, 2}, {10, 20, 30});
    const Obb3<float> back = batch::Obb3Soa::fromShapes(std::span(&box, 1)).get(0);
    EXPECT_EQ(back.center, box.center);
    EXPECT_EQ(back.halfExtents, box.halfExtents);
    for (std::size_t j = 0; j < 3; ++j) EXPECT_EQ(back.axes[j], box.axes[j]);
}

// ------------------------------------------------------------ field arrays

std::uintptr_t address(const float* p) { return reinterpret_cast<std::uintptr_t>(p); }

TEST(BatchFields, ArraysBelowOneMebibyteStartOnACacheLine) {
    const std::size_t sizes[] = {1, 3, 100, 1023, 1024, 5000, 70000, 131072}; // capacities below 1 MiB
    for (std::size_t n : sizes) {
        batch::Obb2Soa soa;
        for (std::size_t i = 0; i < n; ++i) soa.push_back(Obb2<float>::fromAngle({float(i), 1}, {1, 2}, 0.1f));
        for (const auto* field : {&soa.cx, &soa.cy, &soa.ux, &soa.uy, &soa.hx, &soa.hy}) {
            EXPECT_EQ(address(field->data()) % 64, 0U) << n;
            EXPECT_EQ(field->size(), n);
        }
        EXPECT_EQ(soa.get(n - 1).center.x, float(n - 1));
        batch::FloatArray copy = soa.cx; // copies and moves keep the allocator's alignment
        batch::FloatArray moved = std::move(copy);
        EXPECT_EQ(address(moved.data()) % 64, 0U);
        EXPECT_EQ(moved, soa.cx);
    }
}

TEST(BatchFields, ArraysOfOneMebibyteAndMoreHoldTheirValues) {
    // Placed by operator new (no colour, no header): filled, copied, grown, freed.
    batch::FloatArray big(std::size_t{1} << 18U, 2.0f);
    big[big.size() - 1] = 3.0f;
    batch::FloatArray copy = big;
    copy.push_back(4.0f);
    EXPECT_EQ(copy.size(), big.size() + 1);
    EXPECT_EQ(copy[big.size() - 1], 3.0f);
    EXPECT_EQ(copy.back(), 4.0f);
    EXPECT_EQ(address(big.data()) % alignof(std::max_align_t), 0U);
}

TEST(BatchFields, LargeArraysMadeOneAfterAnotherLieAtLeastFiveLinesApartInThePage) {
    // The 12 arrays of a 2D pair, each of one page or more: modulo 4096 their
    // starts differ pairwise by 5 cache lines or more (the colours), wherever
    // the heap put them.
    const std::size_t sizes[] = {1024, 3200, 100000, 262143};
    for (std::size_t n : sizes) {
        std::vector<batch::FloatArray> arrays(12);
        for (auto& array : arrays) array.resize(n, 1.0f);
        for (std::size_t i = 0; i < arrays.size(); ++i) {
            for (std::size_t j = i + 1; j < arrays.size(); ++j) {
                const std::size_t line = 64, page = 4096;
                const std::size_t gap = (address(arrays[i].data()) - address(arrays[j].data())) % page;
                EXPECT_GE(std::min(gap, page - gap), 5 * line) << "arrays " << i << " and " << j << " of " << n << " floats";
            }
        }
    }
}

// ----------------------------------------------------------- kernel choice

TEST(BatchKernel, RequestIsHonouredWhenSupported) {
    EXPECT_EQ(batch::chooseKernel("scalar", true, true), batch::Kernel::Scalar);
    EXPECT_EQ(batch::chooseKernel("sse2", true, true), batch::Kernel::Sse2);
    EXPECT_EQ(batch::chooseKernel("avx2", true, true), batch::Kernel::Avx2);
}

TEST(BatchKernel, UnsetUnknownOrUnsupportedRequestGivesTheBestKernel) {
    EXPECT_EQ(batch::chooseKernel(nullptr, true, true), batch::Kernel::Avx2);
    EXPECT_EQ(batch::chooseKernel("avx512", true, true), batch::Kernel::Avx2); // the 3-argument rule: no AVX-512
    EXPECT_EQ(batch::chooseKernel("avx2", false, true), batch::Kernel::Sse2);
    EXPECT_EQ(batch::chooseKernel(nullptr, false, false), batch::Kernel::Scalar);
}

TEST(BatchKernel, Avx512IsTheBestWhenSupportedAndEachLowerRequestStopsThere) {
    EXPECT_EQ(batch::chooseKernel(nullptr, true, true, true), batch::Kernel::Avx512);
    EXPECT_EQ(batch::chooseKernel("fastest", true, true, true), batch::Kernel::Avx512);
    EXPECT_EQ(batch::chooseKernel("avx512", true, true, true), batch::Kernel::Avx512);
    EXPECT_EQ(batch::chooseKernel("avx2", true, true, true), batch::Kernel::Avx2);
    EXPECT_EQ(batch::chooseKernel("sse2", true, true, true), batch::Kernel::Sse2);
    EXPECT_EQ(batch::chooseKernel("scalar", true, true, true), batch::Kernel::Scalar);
    EXPECT_EQ(batch::chooseKernel("avx512", false, true, true), batch::Kernel::Avx2);
    EXPECT_EQ(batch::chooseKernel("avx512", false, false, true), batch::Kernel::Sse2);
    EXPECT_STREQ(batch::kernelName(batch::Kernel::Avx512), "avx512");
}

TEST(BatchKernel, ActiveKernelFollowsTheEnvironment) {
    const char* request = std::getenv("SATLAB_KERNEL");
    const auto expected = batch::chooseKernel(request, batch::isSupported(batch::Kernel::Avx512),
                                              batch::isSupported(batch::Kernel::Avx2), batch::isSupported(batch::Kernel::Sse2));
    EXPECT_STREQ(batch::activeKernel(), batch::kernelName(expected));
}

} // namespace
