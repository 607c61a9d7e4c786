// SPDX-License-Identifier: MIT
// sat::manifold on one box pair, and the scalar side of
// sat::batch::manifolds: the lane code of manifold2d_lanes.inl with one pair
// per "lane" (float or double), the rare contacts taken from report(), and
// Manifold2Soa's plumbing.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "batch_kernels.hpp"
#include "manifold2d_copy.hpp"
#include "report2d_detail.hpp"
#include "sat/detail/report_paths.hpp"
#include "sat/sat2d.hpp"

namespace sat {
namespace {

template <class T> struct ScalarLanes {
    using Scalar = T;
    using V = T;
    using I = int;
    using M = bool;
    static V splat(T x) { return x; }
    static I splatI(int k) { return k; }
    static V sel(M m, V x, V y) { return m ? x : y; }
    static I selI(M m, I x, I y) { return m ? x : y; }
    static M selM(M m, M x, M y) { return m ? x : y; }
    static M both(M m, M n) { return m && n; }
    static M either(M m, M n) { return m || n; }
    static M notm(M m) { return !m; }
    static V keepIf(M m, V x) { return m ? x : V(0); }
    static I count(M m) { return m ? 1 : 0; }
    static V negIf(M m, V x) { return m ? -x : x; }
    static V abs(V x) { return std::abs(x); }
    static V max(V x, V y) { return std::max(x, y); }
    static V sqrt(V x) { return std::sqrt(x); }
};

#define SATLAB_LANES_TARGET
#include "manifold2d_lanes.inl"
#undef SATLAB_LANES_TARGET

template <class T> struct ScalarBox {
    const Obb2<T>& box;
    T cx() const { return box.center.x; }
    T cy() const { return box.center.y; }
    T ux() const { return box.axisX.x; }
    T uy() const { return box.axisX.y; }
    T hx() const { return box.halfExtents.x; }
    T hy() const { return box.halfExtents.y; }
};

/// Writes the lanes' results into a BoxManifold2.
template <class T> struct ScalarSink {
    BoxManifold2<T>& out;
    bool needsReport = false;
    void separation(int k, T value) { out.separation[k] = value; }
    void settled(int bestAxis, int first, int verdict, T axisSeparation, T depth, T normalX, T normalY) {
        out.bestAxis = bestAxis;
        out.firstSeparatingAxis = first;
        out.verdict = static_cast<Verdict>(verdict);
        out.axisSeparation = axisSeparation;
        out.depth = depth;
        out.normal = {normalX, normalY};
    }
    void contacts(int count, T x0, T y0, T x1, T y1, bool rare) {
        out.contactCount = count;
        out.contacts[0] = {x0, y0};
        out.contacts[1] = {x1, y1};
        needsReport = rare;
    }
};

/// Keeps the contact step's points (report()'s contacts).
template <class T> struct ContactSink {
    Vec2<T>* out;
    int count = 0;
    bool needsClipping = false;
    void contacts(int n, T x0, T y0, T x1, T y1, bool rare) {
        count = n;
        out[0] = {x0, y0};
        out[1] = {x1, y1};
        needsClipping = rare;
    }
};

template <class T> void contactsFromReport(const Obb2<T>& a, const Obb2<T>& b, T tolerance, BoxManifold2<T>& out) {
    ReportOptions2<T> options;
    options.tolerance = tolerance;
    options.computeDistance = false;
    detail::copyReportContacts(report(a, b, options), out);
}

} // namespace

/// The whole manifold from the report, which evaluates the axes the filter
/// cannot decide exactly (a pair near touching at tolerance 0).
template <class T> [[gnu::cold, gnu::noinline]] BoxManifold2<T> manifoldFromReport(const Obb2<T>& a, const Obb2<T>& b) {
    ReportOptions2<T> options;
    options.computeDistance = false;
    const Report2<T> full = report(a, b, options);
    BoxManifold2<T> out;
    for (int k = 0; k < 4; ++k) out.separation[k] = full.axes[static_cast<std::size_t>(k)].separation;
    out.bestAxis = full.bestAxis;
    out.firstSeparatingAxis = full.firstSeparatingAxis;
    detail::copyReportVerdictAndContacts(full, out);
    return out;
}

// Every path returns the one object `out`, so it is built in the caller's
// slot (named return value): returning another object made the caller copy
// it with 16-byte loads of the 4-byte stores just made, which wait for the
// stores instead of forwarding them.
template <class T> BoxManifold2<T> manifold(const Obb2<T>& a, const Obb2<T>& b, T tolerance) {
    BoxManifold2<T> out;
    ScalarSink<T> sink{out};
    manifoldLanes2<ScalarLanes<T>>(ScalarBox<T>{a}, ScalarBox<T>{b}, tolerance, sink);
    if (tolerance == T(0)) {
        const T smallest = std::min(std::min(std::abs(out.separation[0]), std::abs(out.separation[1])),
                                    std::min(std::abs(out.separation[2]), std::abs(out.separation[3])));
        if (smallest <= detail::filterBound(a, b)) [[unlikely]] {
            out = manifoldFromReport(a, b);
            return out;
        }
    }
    if (sink.needsReport) contactsFromReport(a, b, tolerance, out);
    return out;
}

template <class T>
int detail::boxPairContacts(const Obb2<T>& a, const Obb2<T>& b, const Vec2<T>& normal, bool bestFromA, T tolerance,
                            Vec2<T>* out) {
    const SettledLanes2<ScalarLanes<T>> settled{normal.x, normal.y, bestFromA, false};
    ContactSink<T> sink{out};
    manifoldContactsLanes2<ScalarLanes<T>>(faceLanes2<ScalarLanes<T>>(ScalarBox<T>{a}, ScalarBox<T>{b}, settled), tolerance,
                                           sink);
    if (sink.needsClipping) [[unlikely]]
        return boxPairContactsByClipping(a, b, normal, bestFromA, tolerance, out);
    return sink.count;
}

// Why these features hold the closest points. Let M = B - A (the Minkowski
// difference, convex); the pair's distance is that of the origin O from M,
// and each SAT axis's separation is the signed distance of O from the line
// of one edge of M (the face axes of A and B are M's edge normals: RTCD
// 5.2.1). If O's closest point c lies inside an edge, that edge's separation
// is |c| and no other's is larger; if c is a vertex, every edge's separation
// is at most (O - c) . n, and among M's normals the two edges at c make the
// smallest angle with O - c, so one of them has the largest separation. So
// the best axis's edge of M holds c, and its distance from O is the pair's
// distance. That edge is the best axis's face minus the other shape's
// support vertex along it (or minus the other shape's parallel edge), and
// the other shape's edge whose normal is most opposed to the face's holds
// that vertex (its normal cone holds the opposite direction): the distance
// of the face and that edge, two disjoint segments, is the pair's distance.
// Two disjoint segments are closest at an end of one of them (RTCD 5.1.9):
// an end of the edge against the face, or a corner of the face against the
// edge, whose closest point is then inside the edge (else it is an end of
// the edge, already counted). In the face's frame (faceLanes2) the face is
// y = h, |x| <= w, and the edge's ends lie at y >= h, so an end's squared
// distance is max(|x| - w, 0)^2 + (y - h)^2 and a corner's is its cross
// product with the edge, squared, over the edge's squared length: no branch,
// one division and one square root.
template <class T> T detail::boxPairDistance(const Obb2<T>& a, const Obb2<T>& b, int bestAxis, bool bOnPositiveSide) {
    const bool bestFromA = bestAxis < 2;
    const Obb2<T>& owner = bestFromA ? a : b;
    // The best axis turned from A to B: a product with -1 is the negation exactly.
    const Vec2<T> normal = ((bestAxis & 1) != 0 ? owner.axisY : owner.axisX) * (bOnPositiveSide ? T(1) : T(-1));
    const SettledLanes2<ScalarLanes<T>> settled{normal.x, normal.y, bestFromA, false};
    const FaceLanes2<ScalarLanes<T>> f = faceLanes2<ScalarLanes<T>>(ScalarBox<T>{a}, ScalarBox<T>{b}, settled);
    // Plain copies: a lambda capturing the file-local FaceLanes2 would give an
    // externally visible function a member of internal linkage.
    const T halfWidth = f.halfWidth, faceHeight = f.faceHeight, x0 = f.x0, y0 = f.y0;
    const auto endToFace = [halfWidth, faceHeight](T x, T y) {
        const T beside = std::max(std::abs(x) - halfWidth, T(0));
        const T above = y - faceHeight;
        return beside * beside + above * above;
    };
    const T runX = f.x1 - x0, runY = f.y1 - y0;
    const T length2 = runX * runX + runY * runY;
    const auto cornerCrossSquared = [=](T x) {
        const T toX = x - x0, toY = faceHeight - y0;
        const T along = toX * runX + toY * runY;
        const T cross = toX * runY - toY * runX;
        return along > T(0) && along < length2 ? cross * cross : std::numeric_limits<T>::infinity();
    };
    // A point edge (a degenerate box) has no inside for a corner to project into: no corner term.
    const T cornerSquared = length2 > T(0) ? std::min(cornerCrossSquared(-f.halfWidth), cornerCrossSquared(f.halfWidth)) / length2
                                           : std::numeric_limits<T>::infinity();
    return std::sqrt(std::min(std::min(endToFace(f.x0, f.y0), endToFace(f.x1, f.y1)), cornerSquared));
}

template float detail::boxPairDistance(const Obb2<float>&, const Obb2<float>&, int, bool);
template double detail::boxPairDistance(const Obb2<double>&, const Obb2<double>&, int, bool);
template int detail::boxPairContacts(const Obb2<float>&, const Obb2<float>&, const Vec2<float>&, bool, float, Vec2<float>*);
template int detail::boxPairContacts(const Obb2<double>&, const Obb2<double>&, const Vec2<double>&, bool, double, Vec2<double>*);
template BoxManifold2<float> manifold(const Obb2<float>&, const Obb2<float>&, float);
template BoxManifold2<double> manifold(const Obb2<double>&, const Obb2<double>&, double);

namespace batch {

void Manifold2Soa::resize(std::size_t n) {
    for (auto& field : separation) field.resize(n);
    for (auto* field : {&axisSeparation, &depth, &normalX, &normalY, &contact0x, &contact0y, &contact1x, &contact1y}) {
        field->resize(n);
    }
    for (auto* field : {&bestAxis, &verdict, &contactCount}) field->resize(n);
    firstSeparatingAxis.resize(n);
}

BoxManifold2<float> Manifold2Soa::get(std::size_t i) const {
    BoxManifold2<float> out;
    for (int k = 0; k < 4; ++k) out.separation[k] = separation[k][i];
    out.bestAxis = bestAxis[i];
    out.firstSeparatingAxis = firstSeparatingAxis[i];
    out.verdict = static_cast<Verdict>(verdict[i]);
    out.axisSeparation = axisSeparation[i];
    out.depth = depth[i];
    out.normal = {normalX[i], normalY[i]};
    out.contactCount = contactCount[i];
    out.contacts[0] = {contact0x[i], contact0y[i]};
    out.contacts[1] = {contact1x[i], contact1y[i]};
    return out;
}

namespace detail {

Manifold2View view(Manifold2Soa& s) {
    return {{s.separation[0].data(), s.separation[1].data(), s.separation[2].data(), s.separation[3].data()},
            s.axisSeparation.data(),
            s.depth.data(),
            s.normalX.data(),
            s.normalY.data(),
            s.contact0x.data(),
            s.contact0y.data(),
            s.contact1x.data(),
            s.contact1y.data(),
            s.bestAxis.data(),
            s.verdict.data(),
            s.contactCount.data(),
            s.firstSeparatingAxis.data()};
}

namespace {
Obb2<float> boxAt(const Obb2View& v, std::size_t i) {
    const Vec2<float> axisX{v.ux[i], v.uy[i]};
    return Obb2<float>{{v.cx[i], v.cy[i]}, {v.hx[i], v.hy[i]}, axisX, {-axisX.y, axisX.x}};
}

void store(const BoxManifold2<float>& m, const Manifold2View& out, std::size_t i) {
    for (int k = 0; k < 4; ++k) out.separation[k][i] = m.separation[k];
    out.axisSeparation[i] = m.axisSeparation;
    out.depth[i] = m.depth;
    out.normalX[i] = m.normal.x;
    out.normalY[i] = m.normal.y;
    out.contact0x[i] = m.contacts[0].x;
    out.contact0y[i] = m.contacts[0].y;
    out.contact1x[i] = m.contacts[1].x;
    out.contact1y[i] = m.contacts[1].y;
    out.bestAxis[i] = static_cast<std::uint8_t>(m.bestAxis);
    out.verdict[i] = static_cast<std::uint8_t>(m.verdict);
    out.contactCount[i] = static_cast<std::uint8_t>(m.contactCount);
    out.firstSeparatingAxis[i] = static_cast<std::int8_t>(m.firstSeparatingAxis);
}
} // namespace

void manifold2Scalar(const Obb2View& a, const Obb2View& b, std::size_t first, std::size_t last, const Manifold2View& out,
                     float tolerance) {
    for (std::size_t i = first; i < last; ++i) store(manifold(boxAt(a, i), boxAt(b, i), tolerance), out, i);
}

namespace {
/// True when the smallest |separation| the lanes stored for pair i lies
/// within the exact filter's bound: the test manifold() makes at tolerance 0
/// on the same numbers (the lanes compute them bit for bit as it does).
bool manifold2NearTouching(const Obb2View& a, const Obb2View& b, std::size_t i, const Manifold2View& out) {
    const float smallest = std::min(std::min(std::abs(out.separation[0][i]), std::abs(out.separation[1][i])),
                                    std::min(std::abs(out.separation[2][i]), std::abs(out.separation[3][i])));
    const Vec2<float> offset{b.cx[i] - a.cx[i], b.cy[i] - a.cy[i]};
    return smallest <= sat::detail::centreFormBound(offset, Vec2<float>{a.hx[i], a.hy[i]}, Vec2<float>{b.hx[i], b.hy[i]});
}

/// The pairs of a block the filter flagged: manifold() again, which takes
/// its exact path for them. Out of line and cold: no pair in the benchmark
/// families lies this close to touching.
[[gnu::cold, gnu::noinline]] void manifold2Redo(const Obb2View& a, const Obb2View& b, const std::int32_t* flagged,
                                                std::size_t first, std::size_t count, const Manifold2View& out) {
    for (std::size_t k = 0; k < count; ++k) {
        if (flagged[k] != 0) store(manifold(boxAt(a, first + k), boxAt(b, first + k), 0.0f), out, first + k);
    }
}
} // namespace

void manifold2SettleExactly(const Obb2View& a, const Obb2View& b, std::size_t first, std::size_t last, const Manifold2View& out) {
    // Blocks of 256 pairs: one branch-free pass (vectorised by GCC) flags
    // the pairs within the bound, one test of the block's flags skips the
    // redo where none is set.
    constexpr std::size_t kBlock = 256;
    for (std::size_t start = first; start < last; start += kBlock) {
        const std::size_t count = std::min(kBlock, last - start);
        std::int32_t flagged[kBlock];
        std::int32_t any = 0;
        for (std::size_t k = 0; k < count; ++k) {
            flagged[k] = manifold2NearTouching(a, b, start + k, out) ? 1 : 0;
            any |= flagged[k];
        }
        if (any != 0) [[unlikely]]
            manifold2Redo(a, b, flagged, start, count, out);
    }
}

void manifold2ContactsFromReport(const Obb2View& a, const Obb2View& b, std::size_t i, const Manifold2View& out, float tolerance) {
    BoxManifold2<float> m;
    contactsFromReport(boxAt(a, i), boxAt(b, i), tolerance, m);
    out.contactCount[i] = static_cast<std::uint8_t>(m.contactCount);
    out.contact0x[i] = m.contacts[0].x;
    out.contact0y[i] = m.contacts[0].y;
    out.contact1x[i] = m.contacts[1].x;
    out.contact1y[i] = m.contacts[1].y;
}

} // namespace detail
} // namespace batch
} // namespace sat
