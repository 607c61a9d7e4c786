// SPDX-License-Identifier: MIT
// libFuzzer target for the round 3D pairs (sat/round3d.hpp): overlaps() and manifold() against report().
//
// The input picks a pair kind (any of the twelve with a sphere or a capsule), a precision and shapes whose
// numbers come from a small integer grid moved by an offset and scaled by a power of two (where touching is
// common), or from raw doubles (any bit pattern: NaN, infinities, huge and tiny values). For every pair the
// calls must return without a crash or a sanitizer report. For valid shapes inside the documented range
// (finite, radius >= 0, magnitudes in [2^-200, 2^200] or zero) overlaps(a, b) must equal
// report(a, b).verdict != Separated, the report's numbers must be free of NaN, and manifold(a, b) must give
// the report's verdict, and for a pair that meets its depth, normal, axis separation and contact count.

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "fuzz_bytes.hpp"
#include "sat/round3d.hpp"

namespace {

using Round3Input = sat::fuzz::FuzzBytes;

constexpr double kRound3Offsets[] = {0.0, 1e3, 5e3 + 0.5, 1.2345e5, 16777216.0, -16777216.0, 0x1p100, -0x1p-100};
constexpr double kRound3Scales[] = {1.0, 16.0, 1.0 / 16, 0x1p-40, 0x1p40, 0.5};

struct Round3Frame {
    double offset, scale;
    bool raw;
};

double round3Number(Round3Input& in, const Round3Frame& frame) {
    if (frame.raw) return in.rawDouble();
    return double(in.integer(-8, 8)) * frame.scale + frame.offset;
}
double round3Length(Round3Input& in, const Round3Frame& frame) {
    if (frame.raw) return in.rawDouble();
    return double(in.integer(0, 8)) * frame.scale * 0.5;
}
template <class T> sat::Vec3<T> round3Point(Round3Input& in, const Round3Frame& frame) {
    const T x = T(round3Number(in, frame)), y = T(round3Number(in, frame));
    return {x, y, T(round3Number(in, frame))};
}

template <class T> sat::Sphere3<T> makeRound3(Round3Input& in, const Round3Frame& frame, sat::Sphere3<T>*) {
    const sat::Vec3<T> center = round3Point<T>(in, frame);
    return {center, T(round3Length(in, frame))};
}
template <class T> sat::Capsule3<T> makeRound3(Round3Input& in, const Round3Frame& frame, sat::Capsule3<T>*) {
    const sat::Vec3<T> start = round3Point<T>(in, frame);
    const sat::Vec3<T> end = in.byte() < 32 ? start : round3Point<T>(in, frame);
    return {start, end, T(round3Length(in, frame))};
}
template <class T> sat::Aabb3<T> makeRound3(Round3Input& in, const Round3Frame& frame, sat::Aabb3<T>*) {
    const sat::Vec3<T> center = round3Point<T>(in, frame);
    const T x = T(round3Length(in, frame)), y = T(round3Length(in, frame));
    return {center, {x, y, T(round3Length(in, frame))}};
}
template <class T> sat::Obb3<T> makeRound3(Round3Input& in, const Round3Frame& frame, sat::Obb3<T>*) {
    sat::Obb3<T> box;
    box.center = round3Point<T>(in, frame);
    const T x = T(round3Length(in, frame)), y = T(round3Length(in, frame));
    box.halfExtents = {x, y, T(round3Length(in, frame))};
    // A rotation about a coordinate axis by an angle from the input (an orthonormal frame up to rounding).
    const double angle = double(in.byte()) * (2.0 * 3.141592653589793 / 256.0);
    const T c = T(std::cos(angle)), s = T(std::sin(angle));
    const int about = in.integer(0, 2), i = (about + 1) % 3, j = (about + 2) % 3;
    sat::Vec3<T> u{}, v{}, w{};
    u[i] = c;
    u[j] = s;
    v[i] = -s;
    v[j] = c;
    w[about] = T(1);
    box.axes = {u, v, w};
    if (about == 0) box.axes = {w, u, v};
    if (about == 1) box.axes = {v, w, u};
    return box;
}

bool inRound3Range(double value) {
    return std::isfinite(value) && (value == 0.0 || (std::abs(value) >= 0x1p-200 && std::abs(value) <= 0x1p200));
}
template <class T> bool inRound3Range(const sat::Vec3<T>& v) {
    return inRound3Range(v.x) && inRound3Range(v.y) && inRound3Range(v.z);
}
template <class T> bool documentedRound3(const sat::Sphere3<T>& s) {
    return sat::isValid(s) && inRound3Range(s.center) && inRound3Range(s.radius);
}
template <class T> bool documentedRound3(const sat::Capsule3<T>& c) {
    return sat::isValid(c) && inRound3Range(c.start) && inRound3Range(c.end) && inRound3Range(c.radius);
}
template <class T> bool documentedRound3(const sat::Aabb3<T>& b) {
    return inRound3Range(b.center) && inRound3Range(b.halfExtents) && b.halfExtents.x >= 0 && b.halfExtents.y >= 0 &&
           b.halfExtents.z >= 0;
}
template <class T> bool documentedRound3(const sat::Obb3<T>& b) {
    return documentedRound3(sat::Aabb3<T>{b.center, b.halfExtents}) && inRound3Range(b.axes[0]) && inRound3Range(b.axes[1]) &&
           inRound3Range(b.axes[2]);
}

template <class T> bool finiteRound3(const sat::Vec3<T>& v) {
    return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

template <class T, class A, class B> void checkRound3Pair(Round3Input& in, const Round3Frame& frame) {
    const A a = makeRound3(in, frame, static_cast<A*>(nullptr));
    const B b = makeRound3(in, frame, static_cast<B*>(nullptr));
    const bool overlap = sat::overlaps(a, b);
    const sat::Report3<T> report = sat::report(a, b);
    if (!documentedRound3(a) || !documentedRound3(b)) return; // outside the contract: only no crash
    if (overlap != (report.verdict != sat::Verdict::Separated)) std::abort();
    if (std::isnan(report.axisSeparation) || std::isnan(report.depth) || std::isnan(report.distance) ||
        std::isnan(report.errorBound) || !finiteRound3(report.normal))
        std::abort();
    for (const auto& axis : report.axes) {
        if (std::isnan(axis.separation) || std::isnan(axis.crossLength) || !finiteRound3(axis.direction)) std::abort();
    }
    for (const auto& contact : report.contacts) {
        if (std::isnan(contact.x) || std::isnan(contact.y) || std::isnan(contact.z)) std::abort();
    }
    // The manifold is the report's outcome, bit for bit; a separated pair's is its verdict alone.
    const sat::RoundManifold3<T> manifold = sat::manifold(a, b);
    if (manifold.verdict != report.verdict) std::abort();
    if (report.verdict == sat::Verdict::Separated) {
        if (manifold.depth != T(0) || manifold.normal != sat::Vec3<T>(0) || manifold.axisSeparation != T(0) ||
            !manifold.contacts.empty())
            std::abort();
    } else if (manifold.depth != report.depth || manifold.normal != report.normal ||
               manifold.axisSeparation != report.axisSeparation || manifold.contacts.size() != report.contacts.size()) {
        std::abort();
    }
}

template <class T> void checkRound3(Round3Input& in, const Round3Frame& frame) {
    switch (in.integer(0, 11)) {
    case 0: checkRound3Pair<T, sat::Sphere3<T>, sat::Sphere3<T>>(in, frame); break;
    case 1: checkRound3Pair<T, sat::Sphere3<T>, sat::Capsule3<T>>(in, frame); break;
    case 2: checkRound3Pair<T, sat::Capsule3<T>, sat::Sphere3<T>>(in, frame); break;
    case 3: checkRound3Pair<T, sat::Capsule3<T>, sat::Capsule3<T>>(in, frame); break;
    case 4: checkRound3Pair<T, sat::Obb3<T>, sat::Sphere3<T>>(in, frame); break;
    case 5: checkRound3Pair<T, sat::Sphere3<T>, sat::Obb3<T>>(in, frame); break;
    case 6: checkRound3Pair<T, sat::Obb3<T>, sat::Capsule3<T>>(in, frame); break;
    case 7: checkRound3Pair<T, sat::Capsule3<T>, sat::Obb3<T>>(in, frame); break;
    case 8: checkRound3Pair<T, sat::Aabb3<T>, sat::Sphere3<T>>(in, frame); break;
    case 9: checkRound3Pair<T, sat::Sphere3<T>, sat::Aabb3<T>>(in, frame); break;
    case 10: checkRound3Pair<T, sat::Aabb3<T>, sat::Capsule3<T>>(in, frame); break;
    default: checkRound3Pair<T, sat::Capsule3<T>, sat::Aabb3<T>>(in, frame); break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Round3Input in(data, size);
    const std::uint8_t mode = in.byte();
    Round3Frame frame{kRound3Offsets[in.integer(0, 7)], kRound3Scales[in.integer(0, 5)], (mode & 1) != 0};
    if ((mode & 2) != 0) {
        checkRound3<float>(in, frame);
    } else {
        checkRound3<double>(in, frame);
    }
    return 0;
}
