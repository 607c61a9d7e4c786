// SPDX-License-Identifier: MIT
// sat::manifold(Obb3, Obb3): every field must be the number report() gives
// with computeDistance off, bit for bit. For float on a CPU with AVX2 the
// manifold takes its own path (boxManifoldAxesEightLanes: no directions or
// intervals, the best axis's direction in scalar arithmetic), and for double
// another (the report's frame axes, separations only); float elsewhere
// copies report()'s fields (detail::manifoldFromReport). A separated
// pair stops at its first separating axis: only the verdict and that axis.

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "random_boxes3d.hpp"
#include "sat/batch.hpp"
#include "sat/detail/report_paths.hpp"
#include "sat/sat3d.hpp"

namespace {

using sat::Obb3;
using sat::Vec3;
using sat::test::Draw;

template <class T> bool sameBits(T x, T y) { return std::memcmp(&x, &y, sizeof x) == 0; }
template <class T> bool sameBits(const Vec3<T>& x, const Vec3<T>& y) {
    return sameBits(x.x, y.x) && sameBits(x.y, y.y) && sameBits(x.z, y.z);
}

/// The manifold against the report it summarises, field by field.
template <class T>::testing::AssertionResult sameAsReport(const sat::BoxManifold3<T>& m, const sat::Report3<T>& r) {
    const auto fail = [] { return ::testing::AssertionFailure(); };
    if (r.axes.size() != static_cast<std::size_t>(sat::kMaxAxes3)) return fail() << "report axis count";
    for (int k = 0; k < sat::kMaxAxes3; ++k) {
        const sat::AxisResult3<T>& axis = r.axes[static_cast<std::size_t>(k)];
        if (!sameBits(m.separation[k], axis.separation)) {
            return fail() << "separation of axis " << k << ": " << m.separation[k] << " vs " << axis.separation;
        }
        if (((m.degenerateAxes >> k) & 1U) != (axis.degenerate ? 1U : 0U)) return fail() << "degenerate bit of axis " << k;
    }
    if (m.bestAxis != r.bestAxis) return fail() << "bestAxis " << m.bestAxis << " vs " << r.bestAxis;
    if (m.firstSeparatingAxis != r.firstSeparatingAxis) return fail() << "firstSeparatingAxis";
    if (m.verdict != r.verdict) return fail() << "verdict";
    if (!sameBits(m.axisSeparation, r.axisSeparation)) return fail() << "axisSeparation";
    if (!sameBits(m.depth, r.depth)) return fail() << "depth";
    if (!sameBits(m.normal, r.normal)) return fail() << "normal";
    if (!sameBits(m.errorBound, r.errorBound)) return fail() << "errorBound";
    if (m.contactKind != r.contactKind) {
        return fail() << "contactKind " << sat::toString(m.contactKind) << " vs " << sat::toString(r.contactKind);
    }
    if (m.contacts.size() != r.contacts.size())
        return fail() << "contact count " << m.contacts.size() << " vs " << r.contacts.size();
    for (std::size_t n = 0; n < m.contacts.size(); ++n) {
        if (!sameBits(m.contacts[n], r.contacts[n])) return fail() << "contact " << n;
    }
    return ::testing::AssertionSuccess();
}

::testing::AssertionResult sameManifold(const sat::BoxManifold3<float>& m, const sat::BoxManifold3<float>& r);

/// A float manifold against the report: a separated pair's holds the
/// verdict and the first separating axis alone (bestAxis -1, every other
/// field BoxManifold3{}'s); a touching or overlapping pair's every field.
::testing::AssertionResult sameAsReportOrSeparated(const sat::BoxManifold3<float>& m, const sat::Report3<float>& r) {
    if (r.verdict != sat::Verdict::Separated) return sameAsReport(m, r);
    const auto fail = [] { return ::testing::AssertionFailure(); };
    if (m.verdict != sat::Verdict::Separated) return fail() << "verdict " << static_cast<int>(m.verdict) << ", not separated";
    if (m.firstSeparatingAxis != r.firstSeparatingAxis) {
        return fail() << "firstSeparatingAxis " << m.firstSeparatingAxis << " vs " << r.firstSeparatingAxis;
    }
    if (m.bestAxis != -1) return fail() << "bestAxis " << m.bestAxis << ", not -1";
    sat::BoxManifold3<float> unset;
    unset.bestAxis = -1;
    unset.firstSeparatingAxis = m.firstSeparatingAxis;
    unset.verdict = sat::Verdict::Separated;
    return sameManifold(m, unset);
}

/// Two manifolds, field by field, bit for bit.
::testing::AssertionResult sameManifold(const sat::BoxManifold3<float>& m, const sat::BoxManifold3<float>& r) {
    const auto fail = [] { return ::testing::AssertionFailure(); };
    for (int k = 0; k < sat::kMaxAxes3; ++k) {
        if (!sameBits(m.separation[k], r.separation[k])) {
            return fail() << "separation of axis " << k << ": " << m.separation[k] << " vs " << r.separation[k];
        }
    }
    if (m.degenerateAxes != r.degenerateAxes)
        return fail() << "degenerateAxes " << m.degenerateAxes << " vs " << r.degenerateAxes;
    if (m.bestAxis != r.bestAxis) return fail() << "bestAxis " << m.bestAxis << " vs " << r.bestAxis;
    if (m.firstSeparatingAxis != r.firstSeparatingAxis) {
        return fail() << "firstSeparatingAxis " << m.firstSeparatingAxis << " vs " << r.firstSeparatingAxis;
    }
    if (m.verdict != r.verdict) return fail() << "verdict";
    if (!sameBits(m.axisSeparation, r.axisSeparation)) return fail() << "axisSeparation";
    if (!sameBits(m.depth, r.depth)) return fail() << "depth";
    if (!sameBits(m.normal, r.normal)) return fail() << "normal";
    if (!sameBits(m.errorBound, r.errorBound)) return fail() << "errorBound " << m.errorBound << " vs " << r.errorBound;
    if (m.contactKind != r.contactKind) return fail() << "contactKind";
    if (m.contacts.size() != r.contacts.size()) return fail() << "contact count";
    for (std::size_t n = 0; n < m.contacts.size(); ++n) {
        if (!sameBits(m.contacts[n], r.contacts[n])) return fail() << "contact " << n;
    }
    return ::testing::AssertionSuccess();
}

/// `count` pairs of `kind` (Draw::pair) from `seed`, as two lists.
std::pair<std::vector<Obb3<float>>, std::vector<Obb3<float>>> drawPairs(unsigned seed, int kind, int count) {
    Draw draw(seed);
    std::vector<Obb3<float>> as, bs;
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = draw.pair(kind);
        as.push_back(a);
        bs.push_back(b);
    }
    return {as, bs};
}

/// sat::batch::manifolds of the pairs through every kernel this CPU has, each
/// pair's manifold the single pair's bit for bit (tolerance 0).
void expectEveryKernelGivesTheSinglePair(const std::vector<Obb3<float>>& as, const std::vector<Obb3<float>>& bs) {
    const sat::batch::Obb3Soa a = sat::batch::Obb3Soa::fromShapes(as);
    const sat::batch::Obb3Soa b = sat::batch::Obb3Soa::fromShapes(bs);
    for (const sat::batch::Kernel kernel :
         {sat::batch::Kernel::Scalar, sat::batch::Kernel::Sse2, sat::batch::Kernel::Avx2, sat::batch::Kernel::Avx512}) {
        if (!sat::batch::isSupported(kernel)) continue;
        std::vector<sat::BoxManifold3<float>> out;
        sat::batch::manifolds(kernel, a, b, out, 0.0f);
        for (std::size_t i = 0; i < as.size(); ++i) {
            ASSERT_TRUE(sameManifold(out[i], sat::detail::manifoldEveryField(as[i], bs[i])))
                << sat::batch::kernelName(kernel) << ", pair " << i;
        }
    }
}

template <class T> sat::ReportOptions3<T> noDistance(T tolerance) {
    sat::ReportOptions3<T> options;
    options.tolerance = tolerance;
    options.computeDistance = false;
    return options;
}

/// A double manifold against the report: a separated pair's holds the
/// verdict and the first separating axis alone (bestAxis -1, every other
/// field BoxManifold3{}'s); a touching or overlapping pair's every field.
::testing::AssertionResult sameAsReportF64(const sat::BoxManifold3<double>& m, const sat::Report3<double>& r) {
    if (r.verdict != sat::Verdict::Separated) return sameAsReport(m, r);
    const auto fail = [] { return ::testing::AssertionFailure(); };
    if (m.verdict != sat::Verdict::Separated) return fail() << "verdict " << static_cast<int>(m.verdict) << ", not separated";
    if (m.firstSeparatingAxis != r.firstSeparatingAxis) {
        return fail() << "firstSeparatingAxis " << m.firstSeparatingAxis << " vs " << r.firstSeparatingAxis;
    }
    if (m.bestAxis != -1) return fail() << "bestAxis " << m.bestAxis << ", not -1";
    for (int k = 0; k < sat::kMaxAxes3; ++k) {
        if (!sameBits(m.separation[k], 0.0)) return fail() << "separation of axis " << k << " " << m.separation[k] << ", not 0";
    }
    if (m.degenerateAxes != 0 || !sameBits(m.axisSeparation, 0.0) || !sameBits(m.depth, 0.0) ||
        !sameBits(m.normal, Vec3<double>{}) || !sameBits(m.errorBound, 0.0)) {
        return fail() << "a field other than the verdict and the first separating axis is set";
    }
    if (m.contactKind != sat::ContactKind::None || !m.contacts.empty()) return fail() << "contacts of a separated pair";
    return ::testing::AssertionSuccess();
}

struct ManifoldCounts {
    int separated = 0, touching = 0, overlapping = 0, degenerate = 0, edgeEdge = 0, faceFace = 0, intersection = 0;
};

/// kind 0: random, 1: quarter-turned integer boxes, 2: nearly parallel.
ManifoldCounts checkPairs(unsigned seed, int kind, int count, float tolerance) {
    Draw draw(seed);
    ManifoldCounts counts;
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = draw.pair(kind);
        const sat::BoxManifold3<float> m = sat::manifold(a, b, tolerance);
        const sat::Report3<float> r = sat::report(a, b, noDistance(tolerance));
        EXPECT_TRUE(sameAsReportOrSeparated(m, r)) << "pair " << i << " of kind " << kind << ", tolerance " << tolerance;
        // Every field of a separated pair too: what batch::manifolds writes.
        EXPECT_TRUE(sameAsReport(sat::detail::manifoldEveryField(a, b, tolerance), r))
            << "every field, pair " << i << " of kind " << kind << ", tolerance " << tolerance;
        // The double manifold too, on the same boxes widened exactly.
        const Obb3<double> a64 = sat::castShape<double>(a), b64 = sat::castShape<double>(b);
        EXPECT_TRUE(
            sameAsReportF64(sat::manifold(a64, b64, double(tolerance)), sat::report(a64, b64, noDistance(double(tolerance)))))
            << "double, pair " << i << " of kind " << kind;
        if (::testing::Test::HasFailure()) return counts;
        counts.separated += m.verdict == sat::Verdict::Separated;
        counts.touching += m.verdict == sat::Verdict::Touching;
        counts.overlapping += m.verdict == sat::Verdict::Overlapping;
        counts.faceFace += m.contactKind == sat::ContactKind::FaceFace;
        counts.edgeEdge += m.contactKind == sat::ContactKind::EdgeEdge;
        counts.intersection += m.contactKind == sat::ContactKind::Intersection;
        counts.degenerate += m.degenerateAxes != 0;
    }
    return counts;
}

TEST(Manifold3d, RandomPairsEqualTheReport) {
    for (const float tolerance : {0.0f, 1e-3f, 0.05f}) {
        const ManifoldCounts c = checkPairs(11, 0, 20000, tolerance);
        // The draw must reach every kind of result, or the comparison proves little.
        EXPECT_GT(c.separated, 1000);
        EXPECT_GT(c.overlapping, 1000);
        EXPECT_GT(c.faceFace, 100);
        EXPECT_GT(c.edgeEdge, 100);
        EXPECT_GT(c.intersection, 10);
    }
}

TEST(Manifold3d, QuarterTurnedPairsEqualTheReport) {
    for (const float tolerance : {0.0f, 1e-3f}) {
        const ManifoldCounts c = checkPairs(12, 1, 20000, tolerance);
        EXPECT_GT(c.touching, 500);     // exactly touching integer boxes
        EXPECT_GT(c.degenerate, 10000); // parallel edges: skipped cross axes
    }
}

TEST(Manifold3d, NearlyParallelPairsEqualTheReport) {
    const ManifoldCounts c = checkPairs(13, 2, 20000, 0.0f);
    EXPECT_GT(c.degenerate, 100);
    EXPECT_GT(c.overlapping, 1000);
}

TEST(Manifold3d, DoublePairsOffTheFloatGridEqualTheReport) {
    // Boxes drawn in double (centres, sizes and rotations no float can hold), near the origin and 1e6 away, at
    // tolerance 0 and 1e-9: every kind of result, each field the report's bit for bit (a separated pair: the
    // verdict and the first separating axis).
    std::mt19937 rng(14);
    const auto real = [&](double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); };
    const auto vec = [&](double lo, double hi) { return Vec3<double>{real(lo, hi), real(lo, hi), real(lo, hi)}; };
    const auto box = [&](Vec3<double> centre) {
        return Obb3<double>::fromQuaternion(centre, vec(0.1, 2), real(-1, 1), real(-1, 1), real(-1, 1), real(-1, 1));
    };
    int separated = 0, faceFace = 0, edgeEdge = 0;
    for (int i = 0; i < 20000; ++i) {
        const Vec3<double> origin = i % 2 == 0 ? Vec3<double>{} : vec(-1e6, 1e6);
        const Obb3<double> a = box(origin + vec(-1, 1)), b = box(origin + vec(-2.5, 2.5));
        for (const double tolerance : {0.0, 1e-9}) {
            const sat::BoxManifold3<double> m = sat::manifold(a, b, tolerance);
            ASSERT_TRUE(sameAsReportF64(m, sat::report(a, b, noDistance(tolerance))))
                << "pair " << i << ", tolerance " << tolerance;
            separated += m.verdict == sat::Verdict::Separated;
            faceFace += m.contactKind == sat::ContactKind::FaceFace;
            edgeEdge += m.contactKind == sat::ContactKind::EdgeEdge;
        }
    }
    EXPECT_GT(separated, 4000);
    EXPECT_GT(faceFace, 1000);
    EXPECT_GT(edgeEdge, 1000);
}

TEST(Manifold3d, FromReportIsTheReportsFields) {
    // The fallback (double; float without AVX2) on a hand-checkable pair: B,
    // turned 30 degrees about z and centred 1.5 above A, spans z in [0.5, 2.5]
    // and sinks 0.5 into A's top face; every horizontal axis overlaps by more.
    const Obb3<double> a{{0, 0, 0}, {1, 1, 1}};
    const Obb3<double> b = Obb3<double>::fromEulerDegrees({0.5, 0.5, 1.5}, {1, 1, 1}, {0, 0, 30});
    const sat::BoxManifold3<double> m = sat::detail::manifoldFromReport(a, b, 0.0);
    EXPECT_TRUE(sameAsReport(m, sat::report(a, b, noDistance(0.0))));
    EXPECT_EQ(m.verdict, sat::Verdict::Overlapping);
    EXPECT_NEAR(m.depth, 0.5, 1e-12);
    EXPECT_NEAR(m.normal.z, 1.0, 1e-12);
    EXPECT_FALSE(m.contacts.empty());
    EXPECT_EQ(m.firstSeparatingAxis, -1);
}

/// The float manifold of a separated pair holds the verdict and the first
/// separating axis and nothing else (bestAxis -1, separations 0).
void expectStopsAt(const Obb3<float>& a, const Obb3<float>& b, int firstSeparatingAxis) {
    const sat::BoxManifold3<float> m = sat::manifold(a, b);
    EXPECT_EQ(m.verdict, sat::Verdict::Separated);
    EXPECT_EQ(m.firstSeparatingAxis, firstSeparatingAxis);
    EXPECT_EQ(m.bestAxis, -1);
    for (int k = 0; k < sat::kMaxAxes3; ++k) EXPECT_EQ(m.separation[k], 0.0f) << "axis " << k;
    EXPECT_EQ(m.axisSeparation, 0.0f);
    EXPECT_EQ(m.errorBound, 0.0f);
    EXPECT_EQ(m.normal.x, 0.0f);
    EXPECT_EQ(m.contactKind, sat::ContactKind::None);
    EXPECT_TRUE(m.contacts.empty());
    EXPECT_TRUE(sameAsReportOrSeparated(m, sat::report(a, b, noDistance(0.0f))));
}

TEST(Manifold3d, SeparatedAlongAFaceOfAStopsThere) {
    // Unit half extents, B's centre 3 to the right: A.face0 separates by 1 (and B.face0 too, later in the order).
    const Obb3<float> a{{0, 0, 0}, {1, 1, 1}};
    expectStopsAt(a, Obb3<float>{{3, 0, 0}, {1, 1, 1}}, 0);
    // 3 above, turned 30 degrees about z: A.face2 separates first.
    expectStopsAt(a, Obb3<float>::fromEulerDegrees({0.5f, 0.5f, 3}, {1, 1, 1}, {0, 0, 30}), 2);
}

TEST(Manifold3d, SeparatedOnlyAlongAFaceOfBStopsThere) {
    // A turned 45 degrees about z, B unit and 3 to the right: A's faces
    // overlap (A.face0: 3 cos 45 = 2.12 < 1 + sqrt(2)), B.face0 shows a gap of
    // 3 - (sqrt(2) + 1) = 0.586: the first separating axis is 3.
    const Obb3<float> a = Obb3<float>::fromEulerDegrees({0, 0, 0}, {1, 1, 1}, {0, 0, 45});
    expectStopsAt(a, Obb3<float>{{3, 0, 0}, {1, 1, 1}}, 3);
}

TEST(Manifold3d, SeparatedOnlyAlongAnEdgePairStopsThere) {
    // A turned 45 degrees about z, B 45 about x, B's centre 3.03 away along
    // (1, 1, 1): every face axis overlaps, A.edge1 x B.edge2 (axis 11) shows
    // a gap of about 0.24.
    const Obb3<float> a = Obb3<float>::fromEulerDegrees({0, 0, 0}, {1, 1, 1}, {0, 0, 45});
    const Obb3<float> b = Obb3<float>::fromEulerDegrees({1.75f, 1.75f, 1.75f}, {1, 1, 1}, {45, 0, 0});
    const sat::Report3<float> r = sat::report(a, b, noDistance(0.0f));
    ASSERT_EQ(r.verdict, sat::Verdict::Separated);
    ASSERT_GE(r.firstSeparatingAxis, 6) << "the pair must be separated only by an edge pair";
    expectStopsAt(a, b, r.firstSeparatingAxis);
}

TEST(Manifold3d, SeparatedByLessThanTheFilterBoundStopsAtTheExactAxis) {
    // A gap of one float ulp at 2 (2.4e-7) along x: within the exact filter's bound, so the full path decides it
    // exactly; the result is cut down to the same fields.
    const Obb3<float> a{{0, 0, 0}, {1, 1, 1}};
    expectStopsAt(a, Obb3<float>{{std::nextafter(2.0f, 3.0f), 0, 0}, {1, 1, 1}}, 0);
    const sat::BoxManifold3<float> touching = sat::manifold(a, Obb3<float>{{2, 0, 0}, {1, 1, 1}});
    EXPECT_EQ(touching.verdict, sat::Verdict::Touching);
    EXPECT_EQ(touching.bestAxis, 0);
}

TEST(Manifold3d, SeparatedAtAToleranceStopsAtTheFirstAxisBeyondIt) {
    // A gap of 0.01 along y: separated at tolerance 0.001, touching at 0.05 (then every field).
    const Obb3<float> a{{0, 0, 0}, {1, 1, 1}};
    const Obb3<float> b{{0, 2.01f, 0}, {1, 1, 1}};
    const sat::BoxManifold3<float> separated = sat::manifold(a, b, 0.001f);
    EXPECT_EQ(separated.verdict, sat::Verdict::Separated);
    EXPECT_EQ(separated.firstSeparatingAxis, 1);
    EXPECT_EQ(separated.bestAxis, -1);
    EXPECT_EQ(separated.separation[1], 0.0f);
    const sat::BoxManifold3<float> touching = sat::manifold(a, b, 0.05f);
    EXPECT_EQ(touching.verdict, sat::Verdict::Touching);
    EXPECT_EQ(touching.bestAxis, 1);
    EXPECT_GT(touching.separation[1], 0.0f);
    EXPECT_FALSE(touching.contacts.empty());
}

TEST(BatchManifold3d, FillsEveryFieldOfASeparatedPair) {
    // The batch keeps the report's numbers for separated pairs, where manifold() stops at the first axis.
    const Obb3<float> a{{0, 0, 0}, {1, 1, 1}};
    const Obb3<float> b{{3, 0, 0}, {1, 1, 1}};
    const std::vector<Obb3<float>> as(9, a), bs(9, b);
    std::vector<sat::BoxManifold3<float>> out;
    sat::batch::manifolds(sat::batch::Obb3Soa::fromShapes(as), sat::batch::Obb3Soa::fromShapes(bs), out);
    ASSERT_EQ(out.size(), 9U);
    for (const sat::BoxManifold3<float>& m : out) {
        EXPECT_EQ(m.bestAxis, 0);
        EXPECT_EQ(m.separation[0], 1.0f);
        EXPECT_EQ(m.axisSeparation, 1.0f);
        EXPECT_EQ(m.normal.x, 1.0f);
        EXPECT_TRUE(sameAsReport(m, sat::report(a, b, noDistance(0.0f))));
    }
}

TEST(BatchManifold3d, EveryKernelGivesTheSinglePairManifold) {
    // Random, quarter-turned (exact touching, parallel edges) and nearly
    // parallel pairs; 2,009 of each: the AVX-512 kernel's axes pass takes 125
    // groups of 16, then one of 8, and the vector kernels leave a tail of one.
    for (int kind = 0; kind < 3; ++kind) {
        const auto [as, bs] = drawPairs(40U + static_cast<unsigned>(kind), kind, 2009);
        const sat::batch::Obb3Soa a = sat::batch::Obb3Soa::fromShapes(as);
        const sat::batch::Obb3Soa b = sat::batch::Obb3Soa::fromShapes(bs);
        int kernels = 0;
        for (const sat::batch::Kernel kernel :
             {sat::batch::Kernel::Scalar, sat::batch::Kernel::Sse2, sat::batch::Kernel::Avx2, sat::batch::Kernel::Avx512}) {
            if (!sat::batch::isSupported(kernel)) continue;
            ++kernels;
            for (const float tolerance : {0.0f, 1e-3f}) {
                std::vector<sat::BoxManifold3<float>> out(3); // resized, old entries replaced
                sat::batch::manifolds(kernel, a, b, out, tolerance);
                ASSERT_EQ(out.size(), as.size());
                ManifoldCounts counts;
                for (std::size_t i = 0; i < as.size(); ++i) {
                    const sat::BoxManifold3<float> single = sat::detail::manifoldEveryField(as[i], bs[i], tolerance);
                    ASSERT_TRUE(sameManifold(out[i], single))
                        << sat::batch::kernelName(kernel) << ", kind " << kind << ", pair " << i << ", tolerance " << tolerance;
                    counts.separated += single.verdict == sat::Verdict::Separated;
                    counts.touching += single.verdict == sat::Verdict::Touching;
                    counts.faceFace += single.contactKind == sat::ContactKind::FaceFace;
                    counts.edgeEdge += single.contactKind == sat::ContactKind::EdgeEdge;
                    counts.degenerate += single.degenerateAxes != 0;
                }
                // Every kind of result is reached, or the comparison proves little.
                EXPECT_GT(counts.separated, 100);
                EXPECT_GT(counts.faceFace, 50);
                if (kind == 0) {
                    EXPECT_GT(counts.edgeEdge, 20);
                } else {
                    EXPECT_GT(counts.degenerate, 20);
                }
                if (kind == 1 && tolerance == 0.0f) {
                    EXPECT_GT(counts.touching, 20);
                }
            }
        }
        EXPECT_GE(kernels, 2);
    }
}

TEST(BatchManifold3d, FlatAndNeedleBoxesEqualTheSinglePairWithFiniteContacts) {
    // Boxes with one or two half extents of 0, 1e-30 or 1e-9 (below the
    // rounding of coordinates near 1: the edges along them have ends that are
    // one point). The edge-edge step's closest points of two segments then
    // meet a segment of length 0, which once divided by zero (NaN points,
    // dropped later by the in-both filter; the sanitizer build stops on the
    // division). Every kernel equals the single pair; every contact of the
    // manifold and of the report is finite.
    std::mt19937 rng(77);
    const auto uniform = [&rng](float lo, float hi) { return std::uniform_real_distribution<float>(lo, hi)(rng); };
    const float thin[] = {0.0f, 1e-30f, 1e-9f};
    std::vector<Obb3<float>> as, bs;
    for (int i = 0; i < 6000; ++i) {
        const sat::Vec3<float> centre{uniform(-2, 2), uniform(-2, 2), uniform(-2, 2)};
        sat::Vec3<float> half{thin[rng() % 3], i % 2 == 0 ? thin[rng() % 3] : uniform(0.1f, 2), uniform(0.1f, 2)};
        if (i % 3 == 0) std::swap(half.x, half.z);
        const auto turned = [&](sat::Vec3<float> c, sat::Vec3<float> h) {
            return Obb3<float>::fromQuaternion(c, h, uniform(-1, 1), uniform(-1, 1), uniform(-1, 1), uniform(-1, 1));
        };
        const Obb3<float> thinBox = i % 5 == 0 ? Obb3<float>{centre, half} : turned(centre, half);
        const sat::Vec3<float> near{uniform(-1, 1), uniform(-1, 1), uniform(-1, 1)};
        const Obb3<float> other = turned(centre + near, {uniform(0.1f, 2), uniform(0.1f, 2), uniform(0.1f, 2)});
        as.push_back(i % 2 == 0 ? thinBox : other);
        bs.push_back(i % 2 == 0 ? other : thinBox);
    }
    const auto finite = [](const auto& points) {
        for (const auto& p : points)
            if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(p.z)) return false;
        return true;
    };
    int edgeEdge = 0;
    for (std::size_t i = 0; i < as.size(); ++i) {
        const sat::BoxManifold3<float> single = sat::detail::manifoldEveryField(as[i], bs[i]);
        ASSERT_TRUE(finite(single.contacts)) << "pair " << i;
        ASSERT_TRUE(finite(sat::report(as[i], bs[i]).contacts)) << "pair " << i;
        ASSERT_TRUE(finite(sat::manifold(sat::castShape<double>(as[i]), sat::castShape<double>(bs[i])).contacts)) << "pair " << i;
        edgeEdge += single.contactKind == sat::ContactKind::EdgeEdge;
    }
    EXPECT_GT(edgeEdge, 50);
    expectEveryKernelGivesTheSinglePair(as, bs);
}

TEST(BatchManifold3d, ManyPairsEqualTheSinglePairManifold) {
    // The batch kernel's rare lanes: a clipped face with more corners than its
    // slots, an edge or face pair with no point in both boxes (then A ∩ B's
    // vertices, grown by the slack where the exact clip keeps none, reduced to
    // four when there are more). A few in a hundred thousand pairs reach some
    // of them, so 600,000 pairs through the active kernel.
    long differ = 0, intersections = 0, pairs = 0;
    for (int kind = 0; kind < 3; ++kind) {
        for (const float tolerance : {1e-4f, 1e-2f}) {
            const auto [as, bs] = drawPairs(1000U + static_cast<unsigned>(kind), kind, 100000);
            std::vector<sat::BoxManifold3<float>> out;
            sat::batch::manifolds(sat::batch::Obb3Soa::fromShapes(as), sat::batch::Obb3Soa::fromShapes(bs), out, tolerance);
            for (std::size_t i = 0; i < as.size(); ++i) {
                const sat::BoxManifold3<float> single = sat::detail::manifoldEveryField(as[i], bs[i], tolerance);
                const auto same = sameManifold(out[i], single);
                if (!same && differ < 5)
                    ADD_FAILURE() << "kind " << kind << ", tolerance " << tolerance << ", pair " << i << ": " << same.message();
                differ += same ? 0 : 1;
                intersections += single.contactKind == sat::ContactKind::Intersection;
                ++pairs;
            }
        }
    }
    EXPECT_EQ(differ, 0) << "of " << pairs;
    EXPECT_GT(intersections, 10000);
}

TEST(BatchManifold3d, FlushFacesWhoseClipsRunOutOfSlotsEqualTheSinglePair) {
    // A thin plate A and a square B turned about 45 degrees whose bottom face
    // lies on A's bottom face: B's face clipped to A's sides is an octagon whose
    // corners all lie on A's far face within rounding, so the far-face clip
    // meets distances of either sign and can return more corners than a convex
    // polygon has (more than the batch kernel's slots: that lane takes the
    // single pair's step). Both moved by the same random rotation and shift.
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> u(-1.0f, 1.0f);
    std::vector<Obb3<float>> as, bs;
    for (int i = 0; i < 50000; ++i) {
        const Obb3<float> a = Obb3<float>::fromEulerDegrees({0, 0, 0}, {1, 1, 0.1f}, {0, 0, 0});
        const Obb3<float> b = Obb3<float>::fromEulerDegrees({0.01f * u(rng), 0.01f * u(rng), 0.4f}, {1.2f, 1.2f, 0.5f},
                                                            {0, 0, 45 + 2 * u(rng)});
        const Obb3<float> turn = Obb3<float>::fromEulerDegrees({0, 0, 0}, {1, 1, 1}, {180 * u(rng), 90 * u(rng), 180 * u(rng)});
        const Vec3<float> shift{10 * u(rng), 10 * u(rng), 10 * u(rng)};
        const auto move = [&](Obb3<float> box) {
            const auto apply = [&](const Vec3<float>& v) { return turn.axes[0] * v.x + turn.axes[1] * v.y + turn.axes[2] * v.z; };
            box.center = apply(box.center) + shift;
            for (auto& axis : box.axes) axis = apply(axis);
            return box;
        };
        as.push_back(move(a));
        bs.push_back(move(b));
    }
    std::vector<sat::BoxManifold3<float>> out;
    sat::batch::manifolds(sat::batch::Obb3Soa::fromShapes(as), sat::batch::Obb3Soa::fromShapes(bs), out);
    long differ = 0, faceFace = 0;
    for (std::size_t i = 0; i < as.size(); ++i) {
        const sat::BoxManifold3<float> single = sat::detail::manifoldEveryField(as[i], bs[i]);
        const auto same = sameManifold(out[i], single);
        if (!same && differ < 5) ADD_FAILURE() << "pair " << i << ": " << same.message();
        differ += same ? 0 : 1;
        faceFace += single.contactKind == sat::ContactKind::FaceFace;
    }
    EXPECT_EQ(differ, 0);
    EXPECT_GT(faceFace, 40000);
}

TEST(BatchManifold3d, NonFiniteAndHugeFieldsEqualTheSinglePair) {
    // NaN, infinite or huge (products overflow) in one field of one box, or
    // one axis of a box 1e20 long (finite, but products of two of its
    // components overflow), in one pair of every fourth group of eight. The
    // kernel's axes pass (8 or 16 pairs at a time) leaves out the products
    // with a 0 from the axis (x * 0 is +-0 for finite x) and B's projections
    // -p + p on edge pairs' axes only for groups whose factors are all finite
    // (x * 0 is NaN for an infinite x; an infinite p only comes with a
    // skipped axis): both ways must give the single pair's fields bit for
    // bit. 2,401 groups of eight: a last one on its own after groups of 16.
    const float kValues[] = {std::nanf(""), -std::nanf(""), INFINITY, -INFINITY, 3e38f, -3e38f};
    auto [as, bs] = drawPairs(91, 0, 8 * 2401);
    std::mt19937 rng(92);
    std::vector<std::size_t> longAxisOfB; // pairs whose B has a 1e20 axis
    for (std::size_t group = 0; group < as.size() / 8; group += 4) {
        const std::size_t i = 8 * group + (group / 4) % 8;
        const bool ofB = rng() % 2 != 0;
        Obb3<float>& box = ofB ? bs[i] : as[i];
        const float value = kValues[rng() % 6];
        const auto field = static_cast<unsigned>(rng() % 16), k = field % 3;
        if (field == 15) {
            box.axes[static_cast<std::size_t>(rng() % 3)] *= 1e20f;
            if (ofB) longAxisOfB.push_back(i);
        } else if (field < 3) {
            box.center[static_cast<int>(k)] = value;
        } else if (field < 12) {
            box.axes[(field - 3) / 3][static_cast<int>(k)] = value;
        } else {
            box.halfExtents[static_cast<int>(k)] = value;
        }
    }
    expectEveryKernelGivesTheSinglePair(as, bs);
    int intersecting = 0;
    for (std::size_t i = 0; i < as.size(); ++i) intersecting += sat::manifold(as[i], bs[i]).verdict != sat::Verdict::Separated;
    EXPECT_GT(intersecting, 1000); // the contact passes run too
    // Where B's components multiply to more than the largest float, the
    // frame calls the axes they are in parallel (the claim the kernel relies
    // on; the kernel then hands the pair to the single pair's exact path).
    EXPECT_GT(longAxisOfB.size(), 5U);
    for (const std::size_t i : longAxisOfB) {
        bool skipped = false;
        for (int k = 6; k < 15; ++k) skipped |= sat::detail::frameAxis(sat::detail::pairFrame(as[i], bs[i]), k).degenerate;
        EXPECT_TRUE(skipped) << "pair " << i;
    }
}

TEST(BatchManifold3dDeathTest, MismatchedInputsStopTheProgramNamingTheFunction) {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    sat::batch::Obb3Soa a, b;
    a.push_back(Obb3<float>{});
    std::vector<sat::BoxManifold3<float>> out;
    EXPECT_DEATH(sat::batch::manifolds(a, b, out), "batch::manifolds: a and b differ in size");
    b.push_back(Obb3<float>{});
    a.r11.pop_back();
    EXPECT_DEATH(sat::batch::manifolds(a, b, out), "batch::manifolds: a field array's length differs from size");
}

} // namespace
