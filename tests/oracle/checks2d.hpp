// SPDX-License-Identifier: MIT
#pragma once
// Shared pieces of the 2D oracle tests: the error bound, seeded pairs, the
// cached exact answers, and failure logs that print complete reproducers.

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <glm/common.hpp>
#include <gtest/gtest.h>

#include "oracle/exact2d.hpp"
#include "oracle/generators2d.hpp"
#include "sat/sat2d.hpp"

namespace check {

// ------------------------------------------------------------------ the bound
//
// docs/accuracy.md derives it: every per-axis separation the SAT computes is
// within 26 u R of the exact separation of the shapes it models (u the unit
// roundoff of T, R the largest |vertex| of the pair); the tests use 64 u R.
// For boxes the oracle reads corners rounded once in double, which adds the
// samples' corner and tilt slack (see properties2d.hpp, boundOf).

inline constexpr double kBoundFactor = 64;

template <class T> constexpr double unitRoundoff() { return std::numeric_limits<T>::epsilon() / 2; }
template <class T> double satBound(double radius) { return kBoundFactor * unitRoundoff<T>() * radius; }

/// Relative push of the MTV checks: pushed by depth * (1 + this) the pair parts, by depth * (1 - this) it still intersects.
inline constexpr double kPushFactor = 1e-6;

// ------------------------------------------------------------------ scalars

template <class Shape> struct ScalarOf;
template <class T> struct ScalarOf<sat::Aabb2<T>> { using type = T; };
template <class T> struct ScalarOf<sat::Obb2<T>> { using type = T; };
template <class T> struct ScalarOf<sat::ConvexPolygon2<T>> { using type = T; };

// -------------------------------------------------------------- descriptions

inline std::string number(double x) {
    char text[32];
    std::snprintf(text, sizeof text, "%.17g", x);
    return text;
}
inline std::string point(glm::dvec2 p) { return std::string("(") + number(p.x) + ", " + number(p.y) + ")"; }

template <class T> std::string describe(const sat::Aabb2<T>& s) {
    return std::string("Aabb2{center ") + point(glm::dvec2(s.center)) + ", halfExtents " + point(glm::dvec2(s.halfExtents)) + "}";
}
template <class T> std::string describe(const sat::Obb2<T>& s) {
    return std::string("Obb2{center ") + point(glm::dvec2(s.center)) + ", halfExtents " + point(glm::dvec2(s.halfExtents)) +
           ", axisX " + point(glm::dvec2(s.axisX)) + ", axisY " + point(glm::dvec2(s.axisY)) + "}";
}
template <class T> std::string describe(const sat::ConvexPolygon2<T>& s) {
    std::string text = "ConvexPolygon2{";
    for (const sat::Vec2<T>& v : s.vertices()) text += point(glm::dvec2(v)) + " ";
    return text + "}";
}

// ------------------------------------------------------------------- pairs

template <class SA, class SB> struct Pair {
    gen::Sample<SA> a;
    gen::Sample<SB> b;
    std::uint64_t seed = 0;
    std::uint64_t index = 0;

    std::string describe() const {
        return std::string("seed ") + std::to_string(seed) + " index " + std::to_string(index) +
               "\n  A = " + check::describe(a.shape) + "\n  B = " + check::describe(b.shape);
    }
};

template <class SA, class SB> Pair<SA, SB> randomPair(std::uint64_t seed, std::uint64_t index, const gen::Params& params) {
    gen::Rng rng(seed, index);
    auto a = gen::Random<SA>::make(rng, params);
    auto b = gen::Random<SB>::make(rng, params);
    return {std::move(a), std::move(b), seed, index};
}

/// What the oracle says about a pair, and the scales of its error bound.
struct Truth {
    bool intersects = false;
    oracle::ExactAxis axis;
    double radius = 0;      ///< R: largest |vertex|
    double cornerSlack = 0; ///< sum of both samples' cornerError
    double tiltSlack = 0;   ///< sum of both samples' edgeTilt times the pair's diameter
};

/// Diagonal of the bounding box of both polygons: no two of their points are farther apart.
inline double diameter(const oracle::Polygon& a, const oracle::Polygon& b) {
    glm::dvec2 lo = a[0];
    glm::dvec2 hi = a[0];
    for (const oracle::Polygon* polygon : {&a, &b})
        for (const glm::dvec2& v : *polygon) {
            lo = glm::min(lo, v);
            hi = glm::max(hi, v);
        }
    return std::hypot(hi.x - lo.x, hi.y - lo.y);
}

template <class SA, class SB> Truth truthOf(const Pair<SA, SB>& pair) {
    const oracle::Polygon& a = pair.a.corners;
    const oracle::Polygon& b = pair.b.corners;
    return {oracle::intersects(a, b), oracle::bestAxis(a, b), oracle::radius(a, b), pair.a.cornerError + pair.b.cornerError,
            (pair.a.edgeTilt + pair.b.edgeTilt) * diameter(a, b)};
}

/// The oracle's answers for pairs 0..count-1 of a seed, computed once per
/// test binary and shared by the tests that check different behaviours.
template <class SA, class SB>
const std::vector<Truth>& cachedTruths(std::uint64_t seed, std::size_t count, const gen::Params& params) {
    static std::map<std::uint64_t, std::vector<Truth>> cache;
    std::vector<Truth>& truths = cache[seed];
    for (std::size_t i = truths.size(); i < count; ++i) truths.push_back(truthOf(randomPair<SA, SB>(seed, i, params)));
    return truths;
}

// ------------------------------------------------------------ failure logs

/// Counts failures and keeps the first few complete messages, so a property
/// test over 100,000 pairs reports one readable assertion.
class FailureLog {
public:
    void add(const std::string& message) {
        if (count_++ < kKept) text_ += std::string("\n--- failure ") + std::to_string(count_) + ": " + message;
    }
    std::size_t count() const { return count_; }
    std::string text() const { return text_; }

private:
    static constexpr std::size_t kKept = 5;
    std::size_t count_ = 0;
    std::string text_;
};

inline std::string verdictText(bool intersects) { return intersects ? "intersecting" : "disjoint"; }

/// Pairs per kind pair: 100,000; a tenth under AddressSanitizer,
/// which runs the same code ~10x slower (docs/accuracy.md).
#if defined(__SANITIZE_ADDRESS__)
inline constexpr std::size_t kRandomPairs = 10'000;
inline constexpr std::size_t kDetailPairs = 2'000;
#else
inline constexpr std::size_t kRandomPairs = 100'000;
inline constexpr std::size_t kDetailPairs = 20'000;
#endif

} // namespace check
