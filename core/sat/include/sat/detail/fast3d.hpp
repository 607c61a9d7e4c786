// SPDX-License-Identifier: MIT
#pragma once
// The 3D box-box separating axis test in A's frame, shared by the fast tests
// (defined here, inline) and the reports (core/sat/src/report3d.cpp).
//
// Method (Gottschalk, "Collision Queries using Oriented Bounding Boxes",
// PhD thesis, UNC 2000, ch. 4; Ericson, Real-Time Collision Detection, 4.4.1;
// seed 002): express B's axes and centre in A's frame, then test A's 3 face
// normals, B's 3, and the 9 cross products A.edge_i x B.edge_j.
//
// Unlike the closed forms of those texts, the radius of B on a cross axis is
// projected explicitly from B's axes (three dot products), so the centre
// distance and both radii are measured along the same vector c, whatever
// rounding did to it. Then |c| only scales the comparison and rounding stays
// proportional to |c|: no noise-against-noise comparison (the seed's pitfall).
// On B's own face axes B's radius is its half extent: v is B's axis in A's
// frame, a unit vector up to rounding, and the explicit projection would add
// only terms of a few eps times B's half extents (inside the error bound,
// docs/sat-3d.md), at the cost of the Gram matrix of B's axes (Gottschalk's
// and Ericson's form; docs/sat-3d.md gives its cost).
// When |c| <= kParallelEdgeThreshold * |a||b| the two edges are parallel to
// rounding level: c's direction is noise and the axis is skipped as
// degenerate (the face axes cover exactly parallel edges; docs/sat-3d.md).

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "sat/detail/exact3d.hpp"
#include "sat/shapes3d.hpp"

namespace sat {
/// Relative threshold on |A.edge_i x B.edge_j| (axes are unit): at or below
/// it the edges count as parallel and the axis as degenerate. 64 machine
/// epsilons: B's axes expressed in A's frame carry ~4 eps of rounding, so
/// below this the cross product's direction is off by more than ~0.1 rad
/// (docs/sat-3d.md, "Degenerate axes").
template <class T> inline constexpr T kParallelEdgeThreshold = T(64) * std::numeric_limits<T>::epsilon();
} // namespace sat

namespace sat::detail {

template <class T> T dot3(const Vec3<T>& u, const Vec3<T>& v) { return u.x * v.x + u.y * v.y + u.z * v.z; }

/// The pair seen from A: A's axes are the unit vectors, B's axes and the
/// centre offset are expressed in A's frame.
template <class T> struct PairFrame3 {
    Vec3<T> halfA{};
    Vec3<T> halfB{};
    std::array<Vec3<T>, 3> axesB{}; ///< axesB[j][i] = A.axis_i . B.axis_j (columns of R = A^T B)
    Vec3<T> offset{};               ///< B.center - A.center, in A's frame
};

/// Every member written once by its initialiser: a frame zeroed first and
/// then filled cost the double fast test a string store per pair.
template <class T> PairFrame3<T> pairFrame(const Obb3<T>& a, const Obb3<T>& b) {
    const Vec3<T> worldOffset = b.center - a.center;
    const auto inFrameOfA = [&](const Vec3<T>& v) { return Vec3<T>{dot3(a.axes[0], v), dot3(a.axes[1], v), dot3(a.axes[2], v)}; };
    return {a.halfExtents,
            b.halfExtents,
            {inFrameOfA(b.axes[0]), inFrameOfA(b.axes[1]), inFrameOfA(b.axes[2])},
            inFrameOfA(worldOffset)};
}
/// A is axis-aligned: B's axes are used as they are (no rounding at all).
template <class T> PairFrame3<T> pairFrame(const Aabb3<T>& a, const Obb3<T>& b) {
    return {a.halfExtents, b.halfExtents, b.axes, b.center - a.center};
}
/// B is axis-aligned: its axes in A's frame are the rows of A's rotation.
template <class T> PairFrame3<T> pairFrame(const Obb3<T>& a, const Aabb3<T>& b) {
    PairFrame3<T> f{a.halfExtents, b.halfExtents, {}, {}};
    const Vec3<T> worldOffset = b.center - a.center;
    for (int i = 0; i < 3; ++i) {
        const auto ui = static_cast<std::size_t>(i);
        f.offset[i] = dot3(a.axes[ui], worldOffset);
        for (std::size_t j = 0; j < 3; ++j) f.axesB[j][i] = a.axes[ui][static_cast<int>(j)];
    }
    return f;
}

/// One candidate axis in A's frame, not normalised: the pair is separated
/// along it when |centreDistance| > radiusA + radiusB.
template <class T> struct FrameAxis3 {
    Vec3<T> vector{};   ///< in A's frame
    T length{};         ///< |vector|
    T centreDistance{}; ///< offset . vector
    T radiusA{};
    T radiusB{};
    bool degenerate = false;
    /// Signed separation along the unit axis (> 0 gap); 0 when degenerate.
    T separation() const { return degenerate ? T(0) : (std::abs(centreDistance) - radiusA - radiusB) / length; }
    bool separates() const { return !degenerate && std::abs(centreDistance) > radiusA + radiusB; }
};

/// Projects both boxes onto `v` (in A's frame), explicitly for both radii.
template <class T> FrameAxis3<T> projectOnto(const PairFrame3<T>& f, const Vec3<T>& v, T length) {
    FrameAxis3<T> axis;
    axis.vector = v;
    axis.length = length;
    axis.centreDistance = dot3(f.offset, v);
    axis.radiusA = f.halfA.x * std::abs(v.x) + f.halfA.y * std::abs(v.y) + f.halfA.z * std::abs(v.z);
    axis.radiusB = f.halfB.x * std::abs(dot3(f.axesB[0], v)) + f.halfB.y * std::abs(dot3(f.axesB[1], v)) +
                   f.halfB.z * std::abs(dot3(f.axesB[2], v));
    return axis;
}

/// B's face axis j (v = B.axis_j in A's frame): as projectOnto, with B's
/// radius its half extent hB_j.
template <class T> FrameAxis3<T> projectOntoFaceOfB(const PairFrame3<T>& f, int j, T length) {
    const Vec3<T>& v = f.axesB[static_cast<std::size_t>(j)];
    FrameAxis3<T> axis;
    axis.vector = v;
    axis.length = length;
    axis.centreDistance = dot3(f.offset, v);
    axis.radiusA = f.halfA.x * std::abs(v.x) + f.halfA.y * std::abs(v.y) + f.halfA.z * std::abs(v.z);
    axis.radiusB = f.halfB[j];
    return axis;
}

/// Axis k of the test order: 0..2 A's faces, 3..5 B's faces, 6..14 the
/// cross products A.edge_i x B.edge_j with k = 6 + 3i + j.
template <class T> FrameAxis3<T> frameAxis(const PairFrame3<T>& f, int k) {
    if (k < 3) {
        Vec3<T> v{};
        v[k] = T(1);
        return projectOnto(f, v, T(1));
    }
    if (k < 6) {
        const Vec3<T>& v = f.axesB[static_cast<std::size_t>(k - 3)];
        return projectOntoFaceOfB(f, k - 3, std::sqrt(dot3(v, v)));
    }
    const int i = (k - 6) / 3;
    const Vec3<T>& b = f.axesB[static_cast<std::size_t>((k - 6) % 3)];
    // e_i x b keeps two components of b: exact, no rounding.
    Vec3<T> v{};
    v[(i + 1) % 3] = -b[(i + 2) % 3];
    v[(i + 2) % 3] = b[(i + 1) % 3];
    const T length = std::sqrt(dot3(v, v));
    if (length <= kParallelEdgeThreshold<T> * std::sqrt(dot3(b, b))) {
        FrameAxis3<T> axis;
        axis.vector = v;
        axis.length = length;
        axis.degenerate = true;
        return axis;
    }
    return projectOnto(f, v, length);
}

inline constexpr int kAxisCount3 = 15;

/// true when no axis separates (touching counts as intersecting).
template <class T> bool framesOverlap(const PairFrame3<T>& f) {
    for (int k = 0; k < kAxisCount3; ++k) {
        if (frameAxis(f, k).separates()) return false;
    }
    return true;
}

/// Axis k's unnormalised margin |centreDistance| - (radiusA + radiusB) in
/// A's frame, with frameAxis's numbers but no length and no degenerate test:
/// the filter needs neither (docs/sat-3d.md, "Exact verdicts in 3D").
template <class T> T axisMargin(const PairFrame3<T>& f, int k) {
    FrameAxis3<T> axis;
    if (k < 3) {
        Vec3<T> v{};
        v[k] = T(1);
        axis = projectOnto(f, v, T(1));
    } else if (k < 6) {
        axis = projectOntoFaceOfB(f, k - 3, T(1));
    } else {
        const int i = (k - 6) / 3;
        const Vec3<T>& b = f.axesB[static_cast<std::size_t>((k - 6) % 3)];
        Vec3<T> v{};
        v[(i + 1) % 3] = -b[(i + 2) % 3];
        v[(i + 2) % 3] = b[(i + 1) % 3];
        axis = projectOnto(f, v, T(1));
    }
    return std::abs(axis.centreDistance) - (axis.radiusA + axis.radiusB);
}

/// Axis i of a box in world space (an AABB's are the unit vectors).
template <class T> Vec3<T> worldAxis(const Obb3<T>& box, int i) { return box.axes[static_cast<std::size_t>(i)]; }
template <class T> Vec3<T> worldAxis(const Aabb3<T>&, int i) {
    Vec3<T> axis{};
    axis[i] = T(1);
    return axis;
}
template <class T> Obb3<T> asBox(const Obb3<T>& box) { return box; }
template <class T> Obb3<T> asBox(const Aabb3<T>& box) { return Obb3<T>::fromAabb(box); }

/// The exact verdict on the axes of `undecided` (bit k: axis k), which the
/// filter left open: false when one of them separates exactly. An exactly
/// zero cross product is no axis; that cheap test comes first (aligned boxes
/// land here on their parallel edge pairs). Out of line and cold.
template <class A, class B> [[gnu::noinline, gnu::cold]] bool undecidedAxesOverlap(const A& a, const B& b, unsigned undecided) {
    for (int k = 0; k < kAxisCount3; ++k) {
        if (((undecided >> k) & 1U) == 0) continue;
        if (k >= 6) {
            const Vec3<double> axisA(worldAxis(a, (k - 6) / 3));
            const Vec3<double> axisB(worldAxis(b, (k - 6) % 3));
            if (crossIsExactlyZero(axisA, axisB)) continue;
        }
        const ExactAxis3 axis = exactBoxAxis(asBox(a), asBox(b), k);
        if (axis.isAxis && axis.sign > 0) return false;
    }
    return true;
}

/// The exact verdict of the stored boxes, one axis at a time with early-out:
/// each margin beyond +-exactFilterBound decides its axis; the axes within
/// it are decided exactly, after the loop, only if no axis separated for
/// certain. The reference form: framesOverlapExact gives its verdict.
template <class T, class A, class B> bool framesOverlapEveryAxisFiltered(const PairFrame3<T>& f, const A& a, const B& b) {
    const T bound = exactFilterBound(f.offset, f.halfA, f.halfB);
    unsigned undecided = 0;
    for (int k = 0; k < kAxisCount3; ++k) {
        const T margin = axisMargin(f, k);
        if (margin > bound) return false;
        if (!(margin < -bound)) undecided |= 1U << k;
    }
    return undecided == 0 || undecidedAxesOverlap(a, b, undecided);
}

/// framesOverlapEveryAxisFiltered out of line and cold: where the loop
/// below leaves the pair to it.
template <class T, class A, class B>
[[gnu::noinline, gnu::cold]] bool framesOverlapOpen(const PairFrame3<T>& f, const A& a, const B& b) {
    return framesOverlapEveryAxisFiltered(f, a, b);
}

/// framesOverlapEveryAxisFiltered's verdict with the bound computed only
/// where it decides: at a positive margin (then the pair is separated when
/// the margin is above the bound), and after the loop, against the largest
/// margin (every axis is certainly intersecting when it lies below minus
/// the bound). A positive margin within the bound, a NaN margin or a largest
/// margin at or above minus the bound leave the pair to the reference loop,
/// out of line; no axis separated for certain before, so it returns what it
/// would have returned from the start.
template <class T, class A, class B> bool framesOverlapExact(const PairFrame3<T>& f, const A& a, const B& b) {
    T largest = -std::numeric_limits<T>::infinity();
    bool unordered = false;
    for (int k = 0; k < kAxisCount3; ++k) {
        const T margin = axisMargin(f, k);
        if (margin > T(0) && margin > exactFilterBound(f.offset, f.halfA, f.halfB)) return false;
        largest = margin > largest ? margin : largest;
        unordered |= margin != margin;
    }
    if (largest < -exactFilterBound(f.offset, f.halfA, f.halfB) && !unordered) return true;
    return framesOverlapOpen(f, a, b);
}

/// axisMargin's numbers written out axis by axis (the double fast test's
/// form, framesOverlapUnrolled): the zero terms of e_k and of e_i x column j
/// left out, which changes no number (x + 0 == x, x * 1 == x, and a
/// two-term sum does not depend on its order; fast3d_avx.inl argues the same
/// axis by axis). R_ij = f.axesB[j][i], o = f.offset.
/// A's face k: |o_k| - (hA_k + (hB_0 |R_k0| + hB_1 |R_k1|) + hB_2 |R_k2|).
template <class T> [[gnu::always_inline]] inline T faceMarginA(const PairFrame3<T>& f, int k) {
    const T radiusB = f.halfB.x * std::abs(f.axesB[0][k]) + f.halfB.y * std::abs(f.axesB[1][k]) +
                      f.halfB.z * std::abs(f.axesB[2][k]);
    return std::abs(f.offset[k]) - (f.halfA[k] + radiusB);
}
/// B's face j: v = column j, B's radius its half extent.
template <class T> [[gnu::always_inline]] inline T faceMarginB(const PairFrame3<T>& f, int j) {
    const Vec3<T>& v = f.axesB[static_cast<std::size_t>(j)];
    const T radiusA = f.halfA.x * std::abs(v.x) + f.halfA.y * std::abs(v.y) + f.halfA.z * std::abs(v.z);
    return std::abs(dot3(f.offset, v)) - (radiusA + f.halfB[j]);
}
/// A.edge_i x B.edge_j: v_p = -R_qj, v_q = R_pj (p = i + 1, q = i + 2 mod 3);
/// B's radius on it from the minors R_qm R_pj - R_pm R_qj of B's other two
/// axes m1 < m2 (axis j's is exactly 0: the same two products).
template <class T> [[gnu::always_inline]] inline T edgeMargin(const PairFrame3<T>& f, int i, int j) {
    const int p = (i + 1) % 3, q = (i + 2) % 3;
    const int m1 = j == 0 ? 1 : 0, m2 = j == 2 ? 1 : 2;
    const auto column = [&](int m) -> const Vec3<T>& { return f.axesB[static_cast<std::size_t>(m)]; };
    const T rowP = column(j)[p], rowQ = column(j)[q];
    const T centre = f.offset[q] * rowP - f.offset[p] * rowQ;
    const T radiusA = f.halfA[p] * std::abs(rowQ) + f.halfA[q] * std::abs(rowP);
    const T minor1 = column(m1)[q] * rowP - column(m1)[p] * rowQ;
    const T minor2 = column(m2)[q] * rowP - column(m2)[p] * rowQ;
    const T radiusB = f.halfB[m1] * std::abs(minor1) + f.halfB[m2] * std::abs(minor2);
    return std::abs(centre) - (radiusA + radiusB);
}

/// framesOverlapExact's verdict with the axes written out (faceMarginA,
/// faceMarginB, edgeMargin) in straight-line code: A's three faces first
/// with the only early exit (they separate most separated pairs), then B's
/// faces and the nine edge axes into one running maximum, compared with the
/// bound once. The bound is computed only where a margin reaches above 0 or
/// at the end; a pair whose decision rests on a margin within it (or a NaN)
/// goes to the reference loop out of line, so the verdict is the exact one.
template <class T, class A, class B> bool framesOverlapUnrolled(const PairFrame3<T>& f, const A& a, const B& b) {
    const T faceA0 = faceMarginA(f, 0), faceA1 = faceMarginA(f, 1), faceA2 = faceMarginA(f, 2);
    const T largestA = std::max(faceA0, std::max(faceA1, faceA2));
    if (largestA > T(0) && largestA > exactFilterBound(f.offset, f.halfA, f.halfB)) return false;
    T largest = largestA;
    bool unordered = faceA0 != faceA0 || faceA1 != faceA1 || faceA2 != faceA2;
    const auto join = [&](T margin) {
        largest = margin > largest ? margin : largest;
        unordered |= margin != margin;
    };
    join(faceMarginB(f, 0));
    join(faceMarginB(f, 1));
    join(faceMarginB(f, 2));
    join(edgeMargin(f, 0, 0));
    join(edgeMargin(f, 0, 1));
    join(edgeMargin(f, 0, 2));
    join(edgeMargin(f, 1, 0));
    join(edgeMargin(f, 1, 1));
    join(edgeMargin(f, 1, 2));
    join(edgeMargin(f, 2, 0));
    join(edgeMargin(f, 2, 1));
    join(edgeMargin(f, 2, 2));
    const T bound = exactFilterBound(f.offset, f.halfA, f.halfB);
    if (unordered) return framesOverlapOpen(f, a, b);
    if (largest > bound) return false;
    if (largest < -bound) return true;
    return framesOverlapOpen(f, a, b);
}

/// framesOverlapExact out of line: where a vector path leaves a pair open.
template <class A, class B> [[gnu::noinline, gnu::cold]] bool overlapsAxisByAxis(const A& a, const B& b) {
    return framesOverlapExact(pairFrame(a, b), a, b);
}

/// true when the exact intervals [ca - ha, ca + ha] and [cb - hb, cb + hb]
/// meet: |cb - ca| <= ha + hb without rounding. Out of line and cold.
[[gnu::cold]] bool exactIntervalsMeet(double centreA, double halfA, double centreB, double halfB);

} // namespace sat::detail

#include "sat/detail/fast3d_lanes.hpp"

namespace sat {

template <class T> bool overlaps(const Aabb3<T>& a, const Aabb3<T>& b) {
    // Rounding is monotonic: fl(x) > fl(y) implies x > y, and fl(x) < fl(y)
    // implies x < y. Only equal rounded values leave the exact order open.
    bool open = false;
    for (int i = 0; i < 3; ++i) {
        const T gap = std::abs(b.center[i] - a.center[i]);
        const T reach = a.halfExtents[i] + b.halfExtents[i];
        if (gap > reach) return false;
        open |= gap == reach;
    }
    if (!open) return true;
    for (int i = 0; i < 3; ++i) {
        if (!detail::exactIntervalsMeet(a.center[i], a.halfExtents[i], b.center[i], b.halfExtents[i])) return false;
    }
    return true;
}
namespace detail {
/// The float OBB pair on 8-lane vectors (core/sat/src/fast3d_avx.cpp): A's 3
/// face axes first (with the only early exit), then B's 3 and the 9 edge
/// axes, each lane computing frameAxis's numbers; compiled for AVX2 and for
/// AVX-512VL with target attributes, chosen once at start-up
/// (docs/performance.md).
/// `Lanes` is the portable 4-lane path of fast3d_lanes.hpp.
enum class ObbPairPath { Lanes, Avx2, Avx512vl };
using ObbPairKernel = bool (*)(const Obb3<float>& a, const Obb3<float>& b);
/// The chosen kernel, or nullptr for the 4-lane path: the CPU has no AVX2,
/// or SATLAB_KERNEL=scalar|sse2 (SATLAB_KERNEL=avx2 stops at AVX2). Null
/// also before start-up has set it, which only means the 4-lane path.
extern const ObbPairKernel obbPairKernel;
/// The rule obbPairKernel follows, as a pure function (tests).
ObbPairPath chooseObbPairPath(const char* request, bool avx2Supported, bool avx512vlSupported);
ObbPairPath activeObbPairPath();
const char* obbPairPathName(ObbPairPath path); ///< "lanes", "avx2", "avx512vl"
bool isSupported(ObbPairPath path);
/// The kernel of `path`; nullptr for Lanes or when the CPU cannot run it.
ObbPairKernel obbPairKernelFor(ObbPairPath path);
/// overlaps(a, b) through `path` (the 4-lane path when the CPU cannot run it).
bool obbPairOverlaps(ObbPairPath path, const Obb3<float>& a, const Obb3<float>& b);
/// The double OBB pair on 4-lane AVX2 vectors of doubles (core/sat/src/fast3d_avx_f64.cpp): the margins of
/// framesOverlapUnrolled bit for bit, A's 3 face axes first with an early exit, then B's 3 with one, the 9 edge
/// axes into one running maximum compared with the filter's bound once. Chosen with obbPairKernel's rule: the
/// AVX2 kernel for Avx2 and Avx512vl, nullptr (framesOverlapUnrolled) for Lanes.
using ObbPairKernelF64 = bool (*)(const Obb3<double>& a, const Obb3<double>& b);
/// The chosen double kernel, or nullptr for framesOverlapUnrolled (also before start-up has set it).
extern const ObbPairKernelF64 obbPairKernelF64;
/// The double kernel of `path`; nullptr for Lanes or when the CPU cannot run it.
ObbPairKernelF64 obbPairKernelF64For(ObbPairPath path);
/// overlaps(a, b) through `path` (framesOverlapUnrolled when the CPU cannot run it).
bool obbPairOverlaps(ObbPairPath path, const Obb3<double>& a, const Obb3<double>& b);

/// float: the 15 axes in vector lanes (fast3d_lanes.hpp, and for two OBBs
/// fast3d_avx.cpp); double: two OBBs in AVX2 lanes (fast3d_avx_f64.cpp),
/// otherwise the axes written out in straight-line code without square
/// roots (framesOverlapUnrolled). All give the exact verdict.
template <class T> inline LaneFrame<T> laneFrame(const Aabb3<T>& a, const Obb3<T>& b) { return laneFrame(pairFrame(a, b)); }
template <class T> inline LaneFrame<T> laneFrame(const Obb3<T>& a, const Aabb3<T>& b) { return laneFrame(pairFrame(a, b)); }
/// The 4-lane path's exact verdict: the lanes decide, or leave the pair
/// open for the exact path.
template <class A, class B> inline bool lanesOverlapExact(const A& a, const B& b) {
    const LaneVerdict verdict = lanesVerdict(laneFrame(a, b));
    if (verdict == LaneVerdict::Open) return overlapsAxisByAxis(a, b);
    return verdict == LaneVerdict::Overlap;
}
template <class A, class B> inline bool boxesOverlap(const A& a, const B& b) {
    if constexpr (std::is_same_v<decltype(a.center.x), float>) {
        if constexpr (std::is_same_v<A, Obb3<float>> && std::is_same_v<B, Obb3<float>>) {
            if (obbPairKernel != nullptr) return obbPairKernel(a, b);
        }
        return lanesOverlapExact(a, b);
    } else {
        if constexpr (std::is_same_v<A, Obb3<double>> && std::is_same_v<B, Obb3<double>>) {
            if (obbPairKernelF64 != nullptr) return obbPairKernelF64(a, b);
        }
        return framesOverlapUnrolled(pairFrame(a, b), a, b);
    }
}
} // namespace detail

template <class T> bool overlaps(const Obb3<T>& a, const Obb3<T>& b) { return detail::boxesOverlap(a, b); }
template <class T> bool overlaps(const Aabb3<T>& a, const Obb3<T>& b) { return detail::boxesOverlap(a, b); }
template <class T> bool overlaps(const Obb3<T>& a, const Aabb3<T>& b) { return detail::boxesOverlap(a, b); }

} // namespace sat
