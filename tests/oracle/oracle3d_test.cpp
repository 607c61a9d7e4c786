// SPDX-License-Identifier: MIT
// Property tests of the 3D SAT against the exact box oracle (exact3d.hpp):
// random pairs and adversarial sets. For every pair, wherever the exact
// separation exceeds the report's errorBound:
//   - the verdict (report and fast test) matches the exact intersection;
//   - when overlapping: the depth is the smallest over all 15 exact axes
//     (minimal), moving B by depth*(1+1e-6) along the normal separates the
//     exact boxes and by depth*(1-1e-6) does not (when 1e-6*depth clears the
//     bound and the rounding of the moved corners);
//   - contact points lie on both boxes within the bound.
// Counts: 100,000 random pairs plus 10,000 of each adversarial set (10x fewer
// under AddressSanitizer, docs/sat-3d.md).

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <string>

#include "oracle/exact3d.hpp"
#include "sat/sat3d.hpp"
#include "sat/seeds3d.hpp"

namespace sat {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int kScale = 10;
#else
constexpr int kScale = 1;
#endif
constexpr int kRandomPairs = 100000 / kScale;
constexpr int kAdversarialPairs = 10000 / kScale;

template <class T> oracle3::Box toOracle(const Obb3<T>& box) {
    return {glm::dvec3(box.center),
            {glm::dvec3(box.axes[0]), glm::dvec3(box.axes[1]), glm::dvec3(box.axes[2])},
            glm::dvec3(box.halfExtents)};
}

/// What one property run saw; failures keep the first few descriptions.
struct Tally {
    int pairs = 0;
    int verdictsCompared = 0;
    int mtvChecked = 0;
    int contactsChecked = 0;
    int failures = 0;
    double worstErrorOverBound = 0; ///< max |axisSeparation - exact| / errorBound
    std::string firstFailures;
    void fail(const std::string& what) {
        if (++failures <= 5) firstFailures += what + "\n";
    }
};

std::string describe(const oracle3::Box& a, const oracle3::Box& b) {
    char text[512];
    std::snprintf(text, sizeof text, "A c(%.17g %.17g %.17g) h(%.17g %.17g %.17g) B c(%.17g %.17g %.17g) h(%.17g %.17g %.17g)",
                  a.center.x, a.center.y, a.center.z, a.halfExtents.x, a.halfExtents.y, a.halfExtents.z, b.center.x, b.center.y,
                  b.center.z, b.halfExtents.x, b.halfExtents.y, b.halfExtents.z);
    return text;
}

template <class T> void checkMtv(const Obb3<T>& a, const Obb3<T>& b, const Report3<T>& r, Tally& tally) {
    oracle3::Box moved = toOracle(b);
    const double coordinateRounding = 4e-16 * (std::abs(moved.center.x) + std::abs(moved.center.y) + std::abs(moved.center.z) +
                                               moved.halfExtents.x + moved.halfExtents.y + moved.halfExtents.z);
    // 1e-6 of the depth, or 4 bounds when that is finer than the precision
    // can resolve (float); skipped when the margin would be half the depth.
    const double margin = std::max(1e-6 * double(r.depth), 4 * (double(r.errorBound) + coordinateRounding));
    if (margin > 0.5 * double(r.depth)) return;
    ++tally.mtvChecked;
    const glm::dvec3 normal(r.normal);
    const glm::dvec3 start = moved.center;
    moved.center = start + normal * (double(r.depth) + margin);
    if (oracle3::intersects(toOracle(a), moved)) tally.fail("depth + margin does not separate: " + describe(toOracle(a), moved));
    moved.center = start + normal * (double(r.depth) - margin);
    if (!oracle3::intersects(toOracle(a), moved)) tally.fail("depth - margin separates: " + describe(toOracle(a), moved));
}

template <class T> void checkContacts(const Obb3<T>& a, const Obb3<T>& b, const Report3<T>& r, Tally& tally) {
    for (const Vec3<T>& p : r.contacts) {
        ++tally.contactsChecked;
        // World coordinates round by eps |p| whatever the boxes' size.
        const double rounding = 4 * double(std::numeric_limits<T>::epsilon()) *
                                double(std::abs(p.x) + std::abs(p.y) + std::abs(p.z));
        const double tolerance = double(r.errorBound) + rounding;
        const double toA = oracle3::distanceToBox(toOracle(a), glm::dvec3(p));
        const double toB = oracle3::distanceToBox(toOracle(b), glm::dvec3(p));
        if (toA > tolerance || toB > tolerance) {
            tally.fail("contact off the boxes by " + std::to_string(std::max(toA, toB)) + " > " + std::to_string(tolerance) +
                       " (" + toString(r.contactKind) + "): " + describe(toOracle(a), toOracle(b)));
        }
    }
}

template <class T> void checkPair(const Obb3<T>& a, const Obb3<T>& b, Tally& tally) {
    ++tally.pairs;
    const Report3<T> r = report(a, b);
    const double exact = oracle3::satSeparation(toOracle(a), toOracle(b));
    const double bound = double(r.errorBound);
    // With no edge pair near parallel, every axis direction is well defined
    // and the report's best separation is the exact one up to rounding: how
    // much of the bound does it use? (Near-parallel pairs give valid but
    // rounding-dependent directions; only their verdicts are comparable.)
    const bool wellConditioned = std::all_of(r.axes.begin(), r.axes.end(),
                                             [](const auto& axis) { return axis.crossLength > 1e-3; });
    if (wellConditioned) {
        tally.worstErrorOverBound = std::max(tally.worstErrorOverBound, std::abs(double(r.axisSeparation) - exact) / bound);
    }
    if (std::abs(exact) <= bound) return;
    ++tally.verdictsCompared;
    const bool truth = oracle3::intersects(toOracle(a), toOracle(b));
    if (truth != (exact < 0)) tally.fail("oracle disagrees with itself: " + describe(toOracle(a), toOracle(b)));
    if ((r.verdict != Verdict::Separated) != truth) {
        tally.fail(std::string("report says ") + toString(r.verdict) + ", exact separation " + std::to_string(exact) + ": " +
                   describe(toOracle(a), toOracle(b)));
    }
    if (overlaps(a, b) != truth) tally.fail("fast test disagrees with the oracle: " + describe(toOracle(a), toOracle(b)));
    if (!truth) return;
    if (std::abs(double(r.depth) + exact) > bound) {
        tally.fail("depth " + std::to_string(double(r.depth)) + " is not the smallest over the 15 exact axes " +
                   std::to_string(-exact) + ": " + describe(toOracle(a), toOracle(b)));
    }
    checkMtv(a, b, r, tally);
    checkContacts(a, b, r, tally);
}

// ------------------------------------------------------------- generators

using Random = std::mt19937_64;

double uniform(Random& rng, double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); }

/// Uniform random rotation (normalised Gaussian quaternion).
Mat3<double> randomRotation(Random& rng) {
    std::normal_distribution<double> normal;
    const Obb3<double> box = Obb3<double>::fromQuaternion({}, {1, 1, 1}, normal(rng), normal(rng), normal(rng), normal(rng));
    return box.rotation();
}

/// Rotation by `angle` about a random unit axis (Rodrigues).
Mat3<double> smallRotation(Random& rng, double angle) {
    glm::dvec3 axis{uniform(rng, -1, 1), uniform(rng, -1, 1), uniform(rng, -1, 1)};
    axis /= std::sqrt(axis.x * axis.x + axis.y * axis.y + axis.z * axis.z);
    const double c = std::cos(angle), s = std::sin(angle);
    Mat3<double> m;
    for (int col = 0; col < 3; ++col) {
        glm::dvec3 e{};
        e[col] = 1;
        const glm::dvec3 crossed{axis.y * e.z - axis.z * e.y, axis.z * e.x - axis.x * e.z, axis.x * e.y - axis.y * e.x};
        m[col] = e * c + crossed * s + axis * ((axis.x * e.x + axis.y * e.y + axis.z * e.z) * (1 - c));
    }
    return m;
}

Obb3<double> box(Vec3<double> center, Vec3<double> half, const Mat3<double>& rotation) {
    return Obb3<double>::fromMatrix(center, half, rotation);
}

Vec3<double> randomVec(Random& rng, double lo, double hi) {
    return {uniform(rng, lo, hi), uniform(rng, lo, hi), uniform(rng, lo, hi)};
}

struct Pair {
    Obb3<double> a, b;
};

Pair randomPair(Random& rng) {
    return {box(randomVec(rng, -1, 1), randomVec(rng, 0.1, 2), randomRotation(rng)),
            box(randomVec(rng, -3, 3), randomVec(rng, 0.1, 2), randomRotation(rng))};
}

/// B's axes within `angle` of A's (after a random quarter-turn permutation
/// of them half the time): edges near-parallel to exactly parallel.
Pair nearParallelPair(Random& rng) {
    const Mat3<double> rotationA = randomRotation(rng);
    const double angle = std::pow(10.0, uniform(rng, -16, -3)) * (rng() % 8 == 0 ? 0.0 : 1.0);
    Mat3<double> turn = smallRotation(rng, angle);
    if (rng() % 2 == 0) turn = turn * Mat3<double>({0, 1, 0}, {-1, 0, 0}, {0, 0, 1});
    const Obb3<double> a = box(randomVec(rng, -1, 1), randomVec(rng, 0.2, 2), rotationA);
    const Vec3<double> offsetInA = randomVec(rng, -3, 3);
    return {a, box(a.center + a.rotation() * offsetInA, randomVec(rng, 0.2, 2), rotationA * turn)};
}

/// A random pair, then B slid along the report's normal to within 1e-7 of
/// touching (either side).
Pair nearTouchingPair(Random& rng) {
    Pair pair = rng() % 2 == 0 ? randomPair(rng) : nearParallelPair(rng);
    const Report3<double> r = report(pair.a, pair.b);
    pair.b.center += r.normal * (-r.axisSeparation + uniform(rng, -1e-7, 1e-7));
    return pair;
}

Pair farPair(Random& rng) {
    Pair pair = rng() % 2 == 0 ? randomPair(rng) : nearParallelPair(rng);
    const Vec3<double> shift = randomVec(rng, -1e5, 1e5);
    pair.a.center += shift;
    pair.b.center += shift;
    return pair;
}

/// Boxes 1000:1 (one or two thin sides).
Pair thinPair(Random& rng) {
    Pair pair = rng() % 2 == 0 ? randomPair(rng) : nearParallelPair(rng);
    for (Obb3<double>* b : {&pair.a, &pair.b}) {
        const double longSide = uniform(rng, 0.5, 2);
        b->halfExtents = {longSide, longSide * (rng() % 2 == 0 ? 1.0 : 1e-3), longSide * 1e-3};
    }
    return pair;
}

template <class Generator> Tally run(Generator generate, int count, std::uint64_t seed) {
    Random rng(seed);
    Tally tally;
    for (int i = 0; i < count; ++i) {
        const Pair pair = generate(rng);
        checkPair(pair.a, pair.b, tally);
    }
    return tally;
}

void expectClean(const Tally& tally, const char* name) {
    std::printf("[ %s ] %d pairs, %d verdicts compared, %d MTVs, %d contacts, worst |error|/bound %.3g\n", name, tally.pairs,
                tally.verdictsCompared, tally.mtvChecked, tally.contactsChecked, tally.worstErrorOverBound);
    EXPECT_EQ(tally.failures, 0) << tally.firstFailures;
    EXPECT_GT(tally.verdictsCompared, tally.pairs / 2);
}

TEST(Oracle3, RandomPairsMatchTheExactOracle) { expectClean(run(randomPair, kRandomPairs, 1), "random"); }
TEST(Oracle3, NearParallelEdgesMatchTheExactOracle) { expectClean(run(nearParallelPair, kAdversarialPairs, 2), "near-parallel"); }
TEST(Oracle3, FarFromTheOriginMatchesTheExactOracle) { expectClean(run(farPair, kAdversarialPairs, 4), "far"); }
TEST(Oracle3, ThinBoxesMatchTheExactOracle) { expectClean(run(thinPair, kAdversarialPairs, 5), "thin"); }

TEST(Oracle3, NearTouchingPairsMatchTheExactOracleBeyondTheBound) {
    // Most of these lie within the bound by design; those beyond it must match.
    const Tally tally = run(nearTouchingPair, kAdversarialPairs, 3);
    std::printf("[ near-touching ] %d pairs, %d verdicts compared, %d contacts\n", tally.pairs, tally.verdictsCompared,
                tally.contactsChecked);
    EXPECT_EQ(tally.failures, 0) << tally.firstFailures;
    EXPECT_GT(tally.verdictsCompared, 0);
}

TEST(Oracle3, FloatReportsMatchTheExactOracleForTheFloatBoxes) {
    Random rng(6);
    Tally tally;
    for (int i = 0; i < kAdversarialPairs; ++i) {
        const Pair pair = rng() % 2 == 0 ? randomPair(rng) : nearParallelPair(rng);
        checkPair(castShape<float>(pair.a), castShape<float>(pair.b), tally);
    }
    expectClean(tally, "float");
}

/// Seed 002 on the oracle: right on generic pairs away from touching, wrong
/// on some pairs with parallel edges (its pitfall, measured exactly).
TEST(Oracle3, SeedMethodIsRightOnGenericPairsAndFailsOnParallelEdges) {
    Random rng(8);
    int genericWrong = 0, parallelWrong = 0, parallelCompared = 0;
    for (int i = 0; i < kAdversarialPairs; ++i) {
        const Pair generic = randomPair(rng);
        if (std::abs(oracle3::satSeparation(toOracle(generic.a), toOracle(generic.b))) > 1e-9) {
            genericWrong += seed002ObbOverlap(generic.a, generic.b) !=
                            oracle3::intersects(toOracle(generic.a), toOracle(generic.b));
        }
        const Pair parallel = nearParallelPair(rng);
        if (std::abs(oracle3::satSeparation(toOracle(parallel.a), toOracle(parallel.b))) > 1e-9) {
            ++parallelCompared;
            parallelWrong += seed002ObbOverlap(parallel.a, parallel.b) !=
                             oracle3::intersects(toOracle(parallel.a), toOracle(parallel.b));
        }
    }
    std::printf("[ seed 002 ] wrong on %d generic pairs, on %d of %d near-parallel pairs\n", genericWrong, parallelWrong,
                parallelCompared);
    EXPECT_EQ(genericWrong, 0);
    EXPECT_GT(parallelWrong, 0);
}

/// Exact touching on integer grids with quarter-turn rotations: every
/// number is exact, so the verdict must be "touching" with tolerance 0.
TEST(Oracle3, ExactTouchingOnIntegerGridsIsTouching) {
    Random rng(7);
    int touching = 0;
    for (int i = 0; i < kAdversarialPairs; ++i) {
        const auto turn = [&] {
            return Vec3<double>{90.0 * double(rng() % 4), 90.0 * double(rng() % 4), 90.0 * double(rng() % 4)};
        };
        const auto half = [&] { return Vec3<double>{double(1 + rng() % 3), double(1 + rng() % 3), double(1 + rng() % 3)}; };
        const Obb3<double> a = Obb3<double>::fromEulerDegrees({0, 0, 0}, half(), turn());
        // B straddles A laterally (|offset| <= 1 < both half extents) and sits
        // on A's top: its z centre is A's reach plus its own, both exact.
        Obb3<double> b = Obb3<double>::fromEulerDegrees({double(int(rng() % 3) - 1), double(int(rng() % 3) - 1), 0}, half(),
                                                        turn());
        const auto reachZ = [](const Obb3<double>& box) {
            return box.halfExtents.x * std::abs(box.axes[0].z) + box.halfExtents.y * std::abs(box.axes[1].z) +
                   box.halfExtents.z * std::abs(box.axes[2].z);
        };
        b.center.z = reachZ(a) + reachZ(b);
        const bool truth = oracle3::intersects(toOracle(a), toOracle(b));
        const Report3<double> r = report(a, b);
        ASSERT_TRUE(truth);
        ASSERT_NE(r.verdict, Verdict::Separated);
        ASSERT_TRUE(overlaps(a, b));
        if (r.verdict == Verdict::Touching) ++touching;
    }
    EXPECT_EQ(touching, kAdversarialPairs);
}

// ------------------------------------------------ exact verdicts, moved sets

/// The float copy, out of line: GCC 12.2's SLP vectoriser folds a narrowing
/// to float followed by a widening back to double when it sees both, which
/// would hand the oracle the double numbers.
[[gnu::noinline]] Obb3<float> narrowed(const Obb3<double>& box) { return castShape<float>(box); }

/// The report's verdict as the oracle's sign (+1 separated, 0 touching, -1 overlapping).
int signOf(Verdict verdict) { return verdict == Verdict::Separated ? 1 : (verdict == Verdict::Touching ? 0 : -1); }

/// Every path at tolerance 0 gives the exact SAT verdict of the stored
/// numbers, and the numbers follow it; returns a description of the first
/// disagreement ("" when none).
template <class T> std::string exactDisagreement(const Obb3<T>& a, const Obb3<T>& b) {
    const int truth = oracle3::satVerdictSign(toOracle(a), toOracle(b));
    const Report3<T> r = report(a, b);
    std::string what;
    if (signOf(r.verdict) != truth) what = std::string("report says ") + toString(r.verdict);
    else if (overlaps(a, b) != (truth <= 0) || overlaps(b, a) != (truth <= 0)) what = "fast test disagrees";
    else if (signOf(manifold(a, b).verdict) != truth) what = "manifold disagrees";
    else if ((r.axisSeparation > T(0)) != (truth > 0) || (r.axisSeparation < T(0)) != (truth < 0))
        what = "axisSeparation has the wrong sign";
    else if (truth == 0 && r.depth != T(0)) what = "touching with depth " + std::to_string(double(r.depth));
    if (what.empty()) return what;
    return what + " (exact " + std::to_string(truth) + "): " + describe(toOracle(a), toOracle(b));
}

/// The adversarial sets translated by 1e3, 5e3 + 0.5, 1.2345e5, 1e6 + 0.25
/// and 2^24, and scaled by 16 and 1/16 (centres and half extents: exact),
/// each pair in double and as float copies: the verdict is the exact one
/// for every pair, not only beyond the error bound.
TEST(Oracle3, MovedAndScaledSetsGiveTheExactVerdictEverywhere) {
    struct Move {
        double shift, scale;
    };
    const Move moves[] = {{1e3, 1}, {5e3 + 0.5, 1}, {1.2345e5, 1}, {1e6 + 0.25, 1}, {16777216.0, 1}, {0, 16}, {0, 1.0 / 16}};
    using Generator = Pair (*)(Random&);
    const Generator generators[] = {randomPair, nearParallelPair, nearTouchingPair, thinPair};
    const int perSet = kAdversarialPairs / 20;
    Random rng(21);
    int pairs = 0, touching = 0, failures = 0;
    std::string first;
    for (const Move& move : moves) {
        for (Generator generate : generators) {
            for (int i = 0; i < perSet; ++i) {
                Pair pair = generate(rng);
                for (Obb3<double>* box : {&pair.a, &pair.b}) {
                    box->center = box->center * move.scale + Vec3<double>{move.shift, -move.shift, move.shift};
                    box->halfExtents *= move.scale;
                }
                for (const std::string& what :
                     {exactDisagreement(pair.a, pair.b), exactDisagreement(narrowed(pair.a), narrowed(pair.b))}) {
                    if (!what.empty() && ++failures <= 5) first += what + "\n";
                }
                touching += oracle3::satVerdictSign(toOracle(pair.a), toOracle(pair.b)) == 0;
                ++pairs;
            }
        }
    }
    std::printf("[ moved and scaled ] %d pairs (and their float copies), %d exactly touching\n", pairs, touching);
    EXPECT_EQ(failures, 0) << first;
}

/// Quarter-turned boxes on integer grids far from the origin, touching face
/// to face, edge to edge or corner to corner, then nudged by one unit in the
/// last place either way: the exact verdict each time, in double and float.
TEST(Oracle3, QuarterTurnedBoxesNudgedAcrossTouchingGiveTheExactVerdict) {
    Random rng(22);
    int failures = 0, touching = 0;
    std::string first;
    for (double shift : {1e3, 5e3 + 0.5, 1.2345e5, 1e6 + 0.25, 16777216.0}) {
        for (int i = 0; i < kAdversarialPairs / 20; ++i) {
            const auto turn = [&] {
                return Vec3<double>{90.0 * double(rng() % 4), 90.0 * double(rng() % 4), 90.0 * double(rng() % 4)};
            };
            const auto half = [&] { return Vec3<double>{double(1 + rng() % 3), double(1 + rng() % 3), double(1 + rng() % 3)}; };
            const Obb3<double> a = Obb3<double>::fromEulerDegrees({shift, -shift, shift}, half(), turn());
            Obb3<double> b = Obb3<double>::fromEulerDegrees({}, half(), turn());
            const unsigned touchAxes = 1U + unsigned(rng() % 7); // face, edge or corner contact
            for (int c = 0; c < 3; ++c) {
                const auto reach = [c](const Obb3<double>& box) {
                    return box.halfExtents.x * std::abs(box.axes[0][c]) + box.halfExtents.y * std::abs(box.axes[1][c]) +
                           box.halfExtents.z * std::abs(box.axes[2][c]);
                };
                b.center[c] = a.center[c] + ((touchAxes >> c) & 1U ? reach(a) + reach(b) : double(int(rng() % 3) - 1));
            }
            for (int nudge = -1; nudge <= 1; ++nudge) {
                Obb3<double> moved = b;
                const int c = std::countr_zero(touchAxes);
                if (nudge != 0) moved.center[c] = std::nextafter(b.center[c], nudge * 1e300);
                touching += oracle3::satVerdictSign(toOracle(a), toOracle(moved)) == 0;
                for (const std::string& what : {exactDisagreement(a, moved), exactDisagreement(narrowed(a), narrowed(moved))}) {
                    if (!what.empty() && ++failures <= 5) first += what + "\n";
                }
            }
        }
    }
    std::printf("[ quarter turns ] %d exactly touching\n", touching);
    EXPECT_GT(touching, 0);
    EXPECT_EQ(failures, 0) << first;
}

} // namespace
} // namespace sat
