// SPDX-License-Identifier: MIT
// libFuzzer target for the 2D verdicts at tolerance 0, with the exact evaluation as the oracle.
//
// The input picks a pair kind (any of the nine), a precision, and shapes whose
// coordinates come from small integer grids moved by large offsets and scaled
// by powers of two (where touching is common), or from raw doubles. Every
// candidate axis is evaluated exactly (sat::detail::exactAxis, no filter), and
// the filtered answers must equal it: each axis's sign and `separating` flag,
// `firstSeparatingAxis`, the verdict, `overlaps`, the OBB pair's `manifold`,
// and the numbers a touching or separated verdict promises. The exact path
// itself is checked against an independent exact evaluation (CGAL) in
// tests/oracle (docs/accuracy.md).

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <vector>

#include "fuzz_bytes.hpp"
#include "sat/sat2d.hpp"

namespace {

using Input = sat::fuzz::FuzzBytes;
using sat::fuzz::kFuzzOffsets;

/// A raw double, finite and inside the range where exact products neither
/// overflow nor underflow (sat/detail/exact.hpp's precondition), else 0.
double exactRangeDouble(Input& in) {
    const double value = in.rawDouble();
    if (!std::isfinite(value) || std::abs(value) > 0x1p60 || std::abs(value) < 0x1p-200) return 0.0;
    return value;
}

constexpr double kScales[] = {1.0, 16.0, 1.0 / 16, 0.5};

/// Where a pair's coordinates come from: one offset and scale for both shapes, so grid points meet exactly.
struct Frame {
    double offsetX, offsetY, scale;
    bool raw;
};

template <class T> T coordinate(Input& in, const Frame& frame, double offset) {
    if (frame.raw) return T(exactRangeDouble(in));
    return T(double(in.integer(-8, 8)) * frame.scale + offset);
}
template <class T> sat::Vec2<T> point(Input& in, const Frame& frame) {
    const T x = coordinate<T>(in, frame, frame.offsetX);
    return {x, coordinate<T>(in, frame, frame.offsetY)};
}
template <class T> sat::Vec2<T> halfExtents(Input& in, const Frame& frame) {
    if (frame.raw) return {T(std::abs(exactRangeDouble(in))), T(std::abs(exactRangeDouble(in)))};
    return {T(double(in.integer(0, 6)) * frame.scale * 0.5), T(double(in.integer(0, 6)) * frame.scale * 0.5)};
}

template <class T> std::optional<sat::Aabb2<T>> makeShape(Input& in, const Frame& frame, sat::Aabb2<T>*) {
    const sat::Vec2<T> center = point<T>(in, frame);
    return sat::Aabb2<T>{center, halfExtents<T>(in, frame)};
}
template <class T> std::optional<sat::Obb2<T>> makeShape(Input& in, const Frame& frame, sat::Obb2<T>*) {
    const sat::Vec2<T> center = point<T>(in, frame);
    const sat::Vec2<T> half = halfExtents<T>(in, frame);
    const std::uint8_t turn = in.byte();
    if (turn < 128) { // exact quarter turns
        static constexpr int kAxes[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
        const sat::Vec2<T> axisX{T(kAxes[turn % 4][0]), T(kAxes[turn % 4][1])};
        return sat::Obb2<T>{center, half, axisX, {-axisX.y, axisX.x}};
    }
    return sat::Obb2<T>::fromAngle(center, half, T(double(turn) * 0.0245436926)); // about 2 pi / 256 per step
}
template <class T> std::optional<sat::ConvexPolygon2<T>> makeShape(Input& in, const Frame& frame, sat::ConvexPolygon2<T>*) {
    std::vector<sat::Vec2<T>> points(static_cast<std::size_t>(in.integer(3, 8)));
    for (auto& p : points) p = point<T>(in, frame);
    try {
        return sat::ConvexPolygon2<T>::make(points);
    } catch (const sat::GeometryError&) {
        return std::nullopt;
    }
}

template <class T> int signOf(T value) { return value > T(0) ? 1 : value < T(0) ? -1 : 0; }

template <class T, class A, class B> void checkAgainstExact(const A& a, const B& b) {
    const sat::Report2<T> report = sat::report(a, b);
    int first = -1;
    int top = -1;
    for (std::size_t k = 0; k < report.axes.size(); ++k) {
        const sat::AxisResult2<T>& axis = report.axes[k];
        const int exactSign = sat::detail::exactAxis(a, b, axis.source).sign;
        if (signOf(axis.separation) != exactSign || axis.separating != (exactSign > 0)) __builtin_trap();
        if (exactSign > 0 && first < 0) first = static_cast<int>(k);
        if (exactSign > top) top = exactSign;
    }
    const sat::Verdict expected = top > 0    ? sat::Verdict::Separated
                                  : top == 0 ? sat::Verdict::Touching
                                             : sat::Verdict::Overlapping;
    if (report.verdict != expected || report.firstSeparatingAxis != first) __builtin_trap();
    if (sat::overlaps(a, b) != (expected != sat::Verdict::Separated)) __builtin_trap();
    if (expected == sat::Verdict::Touching && (report.axisSeparation != T(0) || report.depth != T(0) || report.distance != T(0)))
        __builtin_trap();
    if (expected == sat::Verdict::Separated && !(report.axisSeparation > T(0) && report.distance > T(0))) __builtin_trap();
    if (expected == sat::Verdict::Overlapping && !(report.axisSeparation < T(0) && report.depth > T(0))) __builtin_trap();
    if constexpr (std::is_same_v<A, sat::Obb2<T>> && std::is_same_v<B, sat::Obb2<T>>) {
        const sat::BoxManifold2<T> m = sat::manifold(a, b);
        if (m.verdict != expected || m.firstSeparatingAxis != first) __builtin_trap();
        for (int k = 0; k < 4; ++k)
            if (signOf(m.separation[k]) != signOf(report.axes[static_cast<std::size_t>(k)].separation)) __builtin_trap();
    }
}

template <class T, class A, class B> void runKind(Input& in, const Frame& frame) {
    const std::optional<A> a = makeShape<T>(in, frame, static_cast<A*>(nullptr));
    const std::optional<B> b = makeShape<T>(in, frame, static_cast<B*>(nullptr));
    if (a && b) checkAgainstExact<T>(*a, *b);
}

template <class T> void runPrecision(Input& in, const Frame& frame) {
    using Aabb = sat::Aabb2<T>;
    using Obb = sat::Obb2<T>;
    using Polygon = sat::ConvexPolygon2<T>;
    switch (in.byte() % 9) {
    case 0: runKind<T, Aabb, Aabb>(in, frame); break;
    case 1: runKind<T, Aabb, Obb>(in, frame); break;
    case 2: runKind<T, Obb, Aabb>(in, frame); break;
    case 3: runKind<T, Obb, Obb>(in, frame); break;
    case 4: runKind<T, Polygon, Aabb>(in, frame); break;
    case 5: runKind<T, Polygon, Obb>(in, frame); break;
    case 6: runKind<T, Polygon, Polygon>(in, frame); break;
    case 7: runKind<T, Aabb, Polygon>(in, frame); break;
    default: runKind<T, Obb, Polygon>(in, frame); break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Input in(data, size);
    const std::uint8_t mode = in.byte();
    const Frame frame{kFuzzOffsets[in.byte() % 8], kFuzzOffsets[in.byte() % 8], kScales[in.byte() % 4], (mode & 0x0E) == 0x0E};
    if (mode & 1) runPrecision<float>(in, frame);
    else runPrecision<double>(in, frame);
    return 0;
}
