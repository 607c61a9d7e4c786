// SPDX-License-Identifier: MIT
// libFuzzer target for the round 2D pairs: circles and capsules against each other and every box and polygon.
//
// The input picks a pair kind (any of the sixteen with a circle or a capsule),
// a precision, and round shapes whose numbers come from small integer grids
// moved by large offsets (where touching is common), from raw bit patterns
// (NaN and infinity included), or from huge and tiny powers of two; capsule
// ends may coincide. Shapes that fail isValid() are rejected as the header's
// preconditions say. Every valid pair runs both queries (the sanitizers watch
// them); where every number lies in the range exactness is promised for
// (magnitude in [2^-100, 2^100] or zero, sat/round2d.hpp) `overlaps` must
// equal `report(...).verdict != Separated`, and no number of the report may be NaN.

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "fuzz_bytes.hpp"
#include "sat/round2d.hpp"

namespace {

using RoundFuzzInput = sat::fuzz::FuzzBytes;
using sat::fuzz::kFuzzOffsets;

/// One number of a round shape: a grid point near the offset, a raw bit
/// pattern, or a power of two far from 1 (huge or tiny), by the byte read first.
template <class T> T roundNumber(RoundFuzzInput& in, double offset) {
    const std::uint8_t kind = in.byte();
    if (kind < 160) return T(double(in.integer(-8, 8)) * 0.5 + offset);
    if (kind < 208) return T(in.rawDouble());
    const double power = std::ldexp(1.0, in.integer(-120, 120));
    return T(kind & 1 ? -power : power);
}

template <class T> struct RoundFrame { double offsetX, offsetY; };

template <class T> sat::Vec2<T> roundPoint(RoundFuzzInput& in, const RoundFrame<T>& frame) {
    const T x = roundNumber<T>(in, frame.offsetX);
    return {x, roundNumber<T>(in, frame.offsetY)};
}
template <class T> T roundRadius(RoundFuzzInput& in) { return roundNumber<T>(in, 0.0); }

template <class T>
std::optional<sat::Circle2<T>> makeRoundShape(RoundFuzzInput& in, const RoundFrame<T>& frame, sat::Circle2<T>*) {
    const sat::Vec2<T> center = roundPoint(in, frame);
    const sat::Circle2<T> circle{center, roundRadius<T>(in)};
    if (!sat::isValid(circle)) return std::nullopt;
    return circle;
}
template <class T>
std::optional<sat::Capsule2<T>> makeRoundShape(RoundFuzzInput& in, const RoundFrame<T>& frame, sat::Capsule2<T>*) {
    const sat::Vec2<T> p0 = roundPoint(in, frame);
    const sat::Vec2<T> p1 = in.byte() < 32 ? p0 : roundPoint(in, frame); // equal ends: a capsule that is a circle
    const sat::Capsule2<T> capsule{p0, p1, roundRadius<T>(in)};
    if (!sat::isValid(capsule)) return std::nullopt;
    return capsule;
}
/// Boxes and polygons on the grid only: their own fuzz target (fuzz_exact2d) covers raw numbers.
template <class T> T gridNumber(RoundFuzzInput& in, double offset) { return T(double(in.integer(-8, 8)) * 0.5 + offset); }
template <class T> sat::Vec2<T> gridPoint(RoundFuzzInput& in, const RoundFrame<T>& frame) {
    const T x = gridNumber<T>(in, frame.offsetX);
    return {x, gridNumber<T>(in, frame.offsetY)};
}
template <class T> std::optional<sat::Aabb2<T>> makeRoundShape(RoundFuzzInput& in, const RoundFrame<T>& frame, sat::Aabb2<T>*) {
    const sat::Vec2<T> center = gridPoint(in, frame);
    return sat::Aabb2<T>{center, {T(in.integer(0, 6) * 0.5), T(in.integer(0, 6) * 0.5)}};
}
template <class T> std::optional<sat::Obb2<T>> makeRoundShape(RoundFuzzInput& in, const RoundFrame<T>& frame, sat::Obb2<T>*) {
    const sat::Vec2<T> center = gridPoint(in, frame);
    const sat::Vec2<T> half{T(in.integer(0, 6) * 0.5), T(in.integer(0, 6) * 0.5)};
    return sat::Obb2<T>::fromAngle(center, half, T(double(in.byte()) * 0.0245436926)); // about 2 pi / 256 per step
}
template <class T>
std::optional<sat::ConvexPolygon2<T>> makeRoundShape(RoundFuzzInput& in, const RoundFrame<T>& frame, sat::ConvexPolygon2<T>*) {
    std::vector<sat::Vec2<T>> points(static_cast<std::size_t>(in.integer(3, 8)));
    for (auto& p : points) p = gridPoint(in, frame);
    try {
        return sat::ConvexPolygon2<T>::make(points);
    } catch (const sat::GeometryError&) {
        return std::nullopt;
    }
}

/// Magnitude in [2^-100, 2^100] or zero: where sat/round2d.hpp promises exact verdicts.
template <class T> bool numberInExactRange(T x) {
    const double magnitude = std::abs(double(x));
    return magnitude == 0.0 || (magnitude >= 0x1p-100 && magnitude <= 0x1p100);
}
template <class T> bool inExactRange(const sat::Circle2<T>& c) {
    return numberInExactRange(c.center.x) && numberInExactRange(c.center.y) && numberInExactRange(c.radius);
}
template <class T> bool inExactRange(const sat::Capsule2<T>& c) {
    return numberInExactRange(c.start.x) && numberInExactRange(c.start.y) && numberInExactRange(c.end.x) &&
           numberInExactRange(c.end.y) && numberInExactRange(c.radius);
}
template <class S> bool inExactRange(const S&) { return true; } // boxes and polygons: grid numbers only

template <class T> bool anyNaN(const sat::Vec2<T>& v) { return std::isnan(v.x) || std::isnan(v.y); }

template <class T> bool reportHasNaN(const sat::Report2<T>& report) {
    for (const sat::AxisResult2<T>& axis : report.axes) {
        if (anyNaN(axis.direction) || std::isnan(axis.separation)) return true;
        if (std::isnan(axis.a.min) || std::isnan(axis.a.max) || std::isnan(axis.b.min) || std::isnan(axis.b.max)) return true;
    }
    for (const sat::Vec2<T>& contact : report.contacts)
        if (anyNaN(contact)) return true;
    return std::isnan(report.axisSeparation) || std::isnan(report.depth) || std::isnan(report.distance) || anyNaN(report.normal);
}

template <class T, class A, class B> void runRoundKind(RoundFuzzInput& in, const RoundFrame<T>& frame) {
    const std::optional<A> a = makeRoundShape(in, frame, static_cast<A*>(nullptr));
    const std::optional<B> b = makeRoundShape(in, frame, static_cast<B*>(nullptr));
    if (!a || !b) return;
    const sat::Report2<T> report = sat::report(*a, *b);
    const bool overlapping = sat::overlaps(*a, *b);
    if (!inExactRange(*a) || !inExactRange(*b)) return;
    if (overlapping != (report.verdict != sat::Verdict::Separated)) __builtin_trap();
    if (reportHasNaN(report)) __builtin_trap();
}

template <class T> void runRoundPrecision(RoundFuzzInput& in, const RoundFrame<T>& frame) {
    using Aabb = sat::Aabb2<T>;
    using Obb = sat::Obb2<T>;
    using Polygon = sat::ConvexPolygon2<T>;
    using Circle = sat::Circle2<T>;
    using Capsule = sat::Capsule2<T>;
    switch (in.byte() % 16) {
    case 0: runRoundKind<T, Circle, Circle>(in, frame); break;
    case 1: runRoundKind<T, Circle, Capsule>(in, frame); break;
    case 2: runRoundKind<T, Capsule, Circle>(in, frame); break;
    case 3: runRoundKind<T, Capsule, Capsule>(in, frame); break;
    case 4: runRoundKind<T, Circle, Aabb>(in, frame); break;
    case 5: runRoundKind<T, Aabb, Circle>(in, frame); break;
    case 6: runRoundKind<T, Circle, Obb>(in, frame); break;
    case 7: runRoundKind<T, Obb, Circle>(in, frame); break;
    case 8: runRoundKind<T, Circle, Polygon>(in, frame); break;
    case 9: runRoundKind<T, Polygon, Circle>(in, frame); break;
    case 10: runRoundKind<T, Capsule, Aabb>(in, frame); break;
    case 11: runRoundKind<T, Aabb, Capsule>(in, frame); break;
    case 12: runRoundKind<T, Capsule, Obb>(in, frame); break;
    case 13: runRoundKind<T, Obb, Capsule>(in, frame); break;
    case 14: runRoundKind<T, Capsule, Polygon>(in, frame); break;
    default: runRoundKind<T, Polygon, Capsule>(in, frame); break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    RoundFuzzInput in(data, size);
    const std::uint8_t precision = in.byte();
    const double offsetX = kFuzzOffsets[in.byte() % 8];
    const double offsetY = kFuzzOffsets[in.byte() % 8];
    if (precision & 1) runRoundPrecision<float>(in, RoundFrame<float>{offsetX, offsetY});
    else runRoundPrecision<double>(in, RoundFrame<double>{offsetX, offsetY});
    return 0;
}
