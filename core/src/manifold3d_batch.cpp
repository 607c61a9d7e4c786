// sat::batch::manifolds for 3D box pairs, AVX2 kernel: the 15 axes of eight
// pairs at a time, one pair per lane of 8-float vectors; then, for the pairs
// touching or overlapping on an edge pair's axis, the edge-edge contacts in
// the same lanes; the other contacts (face-face, and the rare edge pair whose
// points lie in neither box) through the single-pair manifold's own step
// (detail::findBoxContacts), while the group's boxes are still in cache.
//
// Every lane performs the operations of sat::manifold(Obb3<float>,
// Obb3<float>) on its pair's numbers in their order: pairFrame
// (sat/detail/fast3d.hpp), boxManifoldAxes8 (report3d_box_avx2.cpp: there the
// lanes are the axes of one pair, here the pairs of one axis), errorBound
// (report3d.cpp), and findBoxContacts' edge step (contacts3d.cpp: edgeContacts,
// closestOnSegments in distance3d.cpp, keepOnlyPointsInBothLanes). IEEE arithmetic gives the same result in any lane, and
// sat_core builds without fused multiply-adds (-ffp-contract=off; the target
// is avx2 alone), so every field is the single-pair manifold's bit for bit
// (BatchManifold3d.* in tests/core/manifold3d_test.cpp). Only this file's
// kernel is compiled for AVX2; batch.cpp calls it when the CPU has it.

#include <bit>
#include <cstdint>
#include <limits>

#include "batch_kernels.hpp"
#include "report3d_detail.hpp"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace sat::batch::detail {

Obb3<float> boxAt(const Obb3View& v, std::size_t i) {
    Obb3<float> box;
    box.center = {v.c[0][i], v.c[1][i], v.c[2][i]};
    box.halfExtents = {v.h[0][i], v.h[1][i], v.h[2][i]};
    for (std::size_t column = 0; column < 3; ++column) {
        for (std::size_t row = 0; row < 3; ++row) box.axes[column][static_cast<int>(row)] = v.r[3 * row + column][i];
    }
    return box;
}

#if defined(__x86_64__) || defined(__i386__)

namespace {

#define SATLAB_M3 __attribute__((target("avx2"), always_inline)) inline

typedef float V __attribute__((vector_size(32)));
typedef std::int32_t I __attribute__((vector_size(32)));
typedef float VUnaligned __attribute__((vector_size(32), aligned(4), may_alias));

constexpr int kLanes = 8;

SATLAB_M3 V load(const float* p) { return *reinterpret_cast<const VUnaligned*>(p); }
SATLAB_M3 V splat(float x) { return V{} + x; }
SATLAB_M3 V absolute(V v) { return (V)((I)v & 0x7fffffff); }
SATLAB_M3 V squareRoot(V v) { return (V)_mm256_sqrt_ps((__m256)v); }
/// (x.x y.x + x.y y.y) + x.z y.z: dot3's order.
SATLAB_M3 V dot(V xx, V xy, V xz, V yx, V yy, V yz) { return (xx * yx + xy * yy) + xz * yz; }
/// report3d.cpp's sum: (|x| + |y|) + |z|.
SATLAB_M3 V sumOfAbsolutes(const V v[3]) { return (absolute(v[0]) + absolute(v[1])) + absolute(v[2]); }
/// std::max(x, y) as the standard defines it: (x < y) ? y : x.
SATLAB_M3 V stdMax(V x, V y) { return x < y ? y : x; }

/// A group's numbers, lane l for pair i + l, for the per-pair write.
struct GroupAxes {
    alignas(32) float separation[kMaxAxes3][kLanes];
    alignas(32) float axisSeparation[kLanes];
    alignas(32) float depth[kLanes];
    alignas(32) float normal[3][kLanes];
    alignas(32) float errorBound[kLanes];
    alignas(32) std::int32_t degenerateAxes[kLanes];
    alignas(32) std::int32_t bestAxis[kLanes];
    alignas(32) std::int32_t firstSeparatingAxis[kLanes];
    alignas(32) std::int32_t verdict[kLanes];
};

SATLAB_M3 void store(float* p, V v) { *reinterpret_cast<V*>(p) = v; }
SATLAB_M3 void store(std::int32_t* p, I v) { *reinterpret_cast<I*>(p) = v; }

/// The axes of pairs i .. i + 7 (boxManifoldAxes8 with the pairs in the
/// lanes), into `g`.
__attribute__((target("avx2"))) void groupAxes(const Obb3View& a, const Obb3View& b, std::size_t i, float tolerance,
                                               GroupAxes& g) {
    // ua[c][k]: component k of A's axis c (column c of A's rotation); ub for B.
    V ua[3][3], ub[3][3];
    for (int c = 0; c < 3; ++c) {
        for (int k = 0; k < 3; ++k) {
            ua[c][k] = load(a.r[3 * k + c] + i);
            ub[c][k] = load(b.r[3 * k + c] + i);
        }
    }
    const V ha[3] = {load(a.h[0] + i), load(a.h[1] + i), load(a.h[2] + i)};
    const V hb[3] = {load(b.h[0] + i), load(b.h[1] + i), load(b.h[2] + i)};

    // pairFrame: B's centre and axes in A's frame.
    const V w[3] = {load(b.c[0] + i) - load(a.c[0] + i), load(b.c[1] + i) - load(a.c[1] + i),
                    load(b.c[2] + i) - load(a.c[2] + i)};
    V offset[3];
    V bf[3][3]; // bf[j][k] = A.axis_k . B.axis_j (PairFrame3::axesB)
    for (int k = 0; k < 3; ++k) {
        offset[k] = dot(ua[k][0], ua[k][1], ua[k][2], w[0], w[1], w[2]);
        for (int j = 0; j < 3; ++j) bf[j][k] = dot(ua[k][0], ua[k][1], ua[k][2], ub[j][0], ub[j][1], ub[j][2]);
    }

    const V zero = V{};
    const V one = splat(1.0f);
    const V negativeInfinity = splat(-std::numeric_limits<float>::infinity());
    const V tol = splat(tolerance);
    const V threshold = splat(sat::kParallelEdgeThreshold<float>);

    V bestSeparation{}, bestX{}, bestY{}, bestZ{}, bestLength{}, bestCentre{};
    I bestAxis = I{}, first = I{} - 1, degenerateBits = I{};
    V largestSkipped = splat(-1.0f);
    V lengthOfB[3]{};

    // Axis k with vector (x, y, z) in A's frame, in test order.
    const auto axis = [&](int k, V x, V y, V z) __attribute__((target("avx2"), always_inline)) {
        const V centre = dot(offset[0], offset[1], offset[2], x, y, z);
        const V length = squareRoot((x * x + y * y) + z * z);
        I degenerate = I{};
        if (k >= 3 && k < 6) lengthOfB[k - 3] = length;
        if (k >= 6) degenerate = length <= threshold * lengthOfB[(k - 6) % 3];
        const V radiusA = dot(ha[0], ha[1], ha[2], absolute(x), absolute(y), absolute(z));
        V radiusB;
        if (k >= 3 && k < 6) {
            radiusB = hb[k - 3]; // B's own face axis: hB_j (projectOntoFaceOfB)
        } else {
            const V onB0 = dot(bf[0][0], bf[0][1], bf[0][2], x, y, z);
            const V onB1 = dot(bf[1][0], bf[1][1], bf[1][2], x, y, z);
            const V onB2 = dot(bf[2][0], bf[2][1], bf[2][2], x, y, z);
            radiusB = dot(hb[0], hb[1], hb[2], absolute(onB0), absolute(onB1), absolute(onB2));
        }
        const V separation = ((absolute(centre) - radiusA) - radiusB) / length;
        const I separates = ~degenerate & (separation > tol);
        store(g.separation[k], (V)((I)separation & ~degenerate)); // a skipped axis's separation is 0
        const V candidate = degenerate ? negativeInfinity : separation;
        if (k == 0) {
            bestSeparation = candidate, bestX = x, bestY = y, bestZ = z, bestLength = length, bestCentre = centre;
        } else {
            // The first strictly larger one: bestAxisOfSlots' choice (ties to
            // the first in test order, a NaN never chosen over an earlier axis).
            const I better = candidate > bestSeparation;
            bestSeparation = better ? candidate : bestSeparation;
            bestX = better ? x : bestX;
            bestY = better ? y : bestY;
            bestZ = better ? z : bestZ;
            bestLength = better ? length : bestLength;
            bestCentre = better ? centre : bestCentre;
            bestAxis = better ? I{} + k : bestAxis;
        }
        first = ((first < 0) & separates) ? I{} + k : first;
        degenerateBits |= degenerate & (1 << k);
        largestSkipped = (degenerate & (largestSkipped < length)) ? length : largestSkipped; // std::max, in test order
    };
    // A's faces, B's faces, then A.axis_i x B.axis_j (report3d_box_avx2.cpp's table).
    axis(0, one, zero, zero);
    axis(1, zero, one, zero);
    axis(2, zero, zero, one);
    for (int j = 0; j < 3; ++j) axis(3 + j, bf[j][0], bf[j][1], bf[j][2]);
    for (int j = 0; j < 3; ++j) axis(6 + j, zero, -bf[j][2], bf[j][1]);
    for (int j = 0; j < 3; ++j) axis(9 + j, bf[j][2], zero, -bf[j][0]);
    for (int j = 0; j < 3; ++j) axis(12 + j, -bf[j][1], bf[j][0], zero);

    // The verdict, the MTV and the normal (manifold() after the axes).
    const V axisSeparation = bestSeparation; // never a skipped axis
    const I verdict = axisSeparation > tol ? I{} + static_cast<int>(Verdict::Separated)
                                           : (axisSeparation < -tol ? I{} + static_cast<int>(Verdict::Overlapping)
                                                                    : I{} + static_cast<int>(Verdict::Touching));
    const V depth = stdMax(zero, -axisSeparation);
    const V lx = bestX / bestLength, ly = bestY / bestLength, lz = bestZ / bestLength;
    V normal[3];
    for (int k = 0; k < 3; ++k) {
        const V direction = (ua[0][k] * lx + ua[1][k] * ly) + ua[2][k] * lz;
        normal[k] = !(bestCentre < zero) ? direction : -direction;
    }

    // errorBound(frame, largestSkipped).
    constexpr float eps = std::numeric_limits<float>::epsilon();
    const V scale = (sumOfAbsolutes(offset) + sumOfAbsolutes(ha)) + sumOfAbsolutes(hb);
    V bound = splat(32.0f * eps) * scale;
    const V angle = largestSkipped + splat(8.0f * eps);
    const V longest = stdMax(ha[0], stdMax(ha[1], stdMax(ha[2], stdMax(hb[0], stdMax(hb[1], hb[2])))));
    const V skippedTerm = splat(2.0f) * squareRoot((longest * angle) * scale);
    bound = largestSkipped >= zero ? bound + skippedTerm : bound;

    store(g.axisSeparation, axisSeparation);
    store(g.depth, depth);
    for (int k = 0; k < 3; ++k) store(g.normal[k], normal[k]);
    store(g.errorBound, bound);
    store(g.degenerateAxes, degenerateBits);
    store(g.bestAxis, bestAxis);
    store(g.firstSeparatingAxis, first);
    store(g.verdict, verdict);
}

/// Edge-edge contacts of a group (findBoxContacts' edge step: edgeContacts,
/// closestOnSegments and keepOnlyPointsInBothLanes), one pair per lane with
/// their operations in their order; the selects are their branches. Lanes
/// whose best axis is not an edge pair compute numbers nobody reads.
struct GroupContacts {
    alignas(32) float point[2][3][kLanes]; ///< the closest points on A's and on B's edge, world coordinates
    alignas(32) std::int32_t inBoth[2][kLanes];
};

SATLAB_M3 V select(I mask, V x, V y) { return mask ? x : y; }
/// std::clamp(v, 0, 1) as its two comparisons.
SATLAB_M3 V clampUnit(V v, V zero, V one) { return v < zero ? zero : (one < v ? one : v); }

__attribute__((target("avx2"))) void groupEdgeContacts(const Obb3View& a, const Obb3View& b, std::size_t i, float tolerance,
                                                       const GroupAxes& g, GroupContacts& out) {
    V ua[3][3], ub[3][3];
    for (int c = 0; c < 3; ++c) {
        for (int k = 0; k < 3; ++k) {
            ua[c][k] = load(a.r[3 * k + c] + i);
            ub[c][k] = load(b.r[3 * k + c] + i);
        }
    }
    const V ha[3] = {load(a.h[0] + i), load(a.h[1] + i), load(a.h[2] + i)};
    const V hb[3] = {load(b.h[0] + i), load(b.h[1] + i), load(b.h[2] + i)};
    const V zero = V{}, one = splat(1.0f);
    // Worked out about A's centre (findBoxContacts), then the slack (roundingBound).
    V origin[3], ca[3], cb[3], relative[3];
    for (int k = 0; k < 3; ++k) {
        origin[k] = load(a.c[k] + i);
        ca[k] = origin[k] - origin[k];
        cb[k] = load(b.c[k] + i) - origin[k];
        relative[k] = cb[k] - ca[k];
    }
    const V slack = splat(tolerance) +
                    splat(32.0f * std::numeric_limits<float>::epsilon()) * ((sumOfAbsolutes(relative) + sumOfAbsolutes(ha)) + sumOfAbsolutes(hb));

    // edgeContacts: the middles of A's edge furthest along the normal and B's furthest against it.
    const V n[3] = {*reinterpret_cast<const V*>(g.normal[0]), *reinterpret_cast<const V*>(g.normal[1]),
                    *reinterpret_cast<const V*>(g.normal[2])};
    const I best = *reinterpret_cast<const I*>(g.bestAxis);
    const I axisA = -((best >= 9) + (best >= 12)); // (best - 6) / 3 for best >= 6
    const I axisB = best - 6 - 3 * axisA;          // (best - 6) % 3
    V middleA[3] = {ca[0], ca[1], ca[2]}, middleB[3] = {cb[0], cb[1], cb[2]};
    V alongA[3]{}, alongB[3]{};
    for (int k = 0; k < 3; ++k) {
        const V scaleA = (dot(ua[k][0], ua[k][1], ua[k][2], n[0], n[1], n[2]) < zero ? splat(-1.0f) : one) * ha[k];
        const V scaleB = (dot(ub[k][0], ub[k][1], ub[k][2], n[0], n[1], n[2]) < zero ? splat(-1.0f) : one) * hb[k];
        const I ownA = axisA == k, ownB = axisB == k;
        for (int c = 0; c < 3; ++c) {
            middleA[c] = select(ownA, middleA[c], middleA[c] + ua[k][c] * scaleA);
            middleB[c] = select(ownB, middleB[c], middleB[c] - ub[k][c] * scaleB);
            alongA[c] = select(ownA, ua[k][c] * ha[k], alongA[c]);
            alongB[c] = select(ownB, ub[k][c] * hb[k], alongB[c]);
        }
    }
    // closestOnSegments(middleA - alongA, middleA + alongA, middleB - alongB, middleB + alongB).
    V p0[3], q0[3], d1[3], d2[3], r[3];
    for (int c = 0; c < 3; ++c) {
        p0[c] = middleA[c] - alongA[c];
        q0[c] = middleB[c] - alongB[c];
        d1[c] = (middleA[c] + alongA[c]) - p0[c];
        d2[c] = (middleB[c] + alongB[c]) - q0[c];
        r[c] = p0[c] - q0[c];
    }
    const V aa = dot(d1[0], d1[1], d1[2], d1[0], d1[1], d1[2]);
    const V e = dot(d2[0], d2[1], d2[2], d2[0], d2[1], d2[2]);
    const V f = dot(d2[0], d2[1], d2[2], r[0], r[1], r[2]);
    const V c = dot(d1[0], d1[1], d1[2], r[0], r[1], r[2]);
    const V bb = dot(d1[0], d1[1], d1[2], d2[0], d2[1], d2[2]);
    const V denom = aa * e - bb * bb;
    V s = denom > zero ? clampUnit((bb * f - c * e) / denom, zero, one) : zero;
    V t = (bb * s + f) / e;
    const I below = t < zero, above = ~below & (t > one);
    s = select(below, clampUnit(-c / aa, zero, one), select(above, clampUnit((bb - c) / aa, zero, one), s));
    t = select(below, zero, select(above, one, t));
    V point[2][3];
    for (int k = 0; k < 3; ++k) {
        point[0][k] = p0[k] + d1[k] * s;
        point[1][k] = q0[k] + d2[k] * t;
    }
    // keepOnlyPointsInBothLanes: each point's distance to each box.
    const auto within = [&](const V p[3], const V centre[3], const V axes[3][3], const V half[3]) __attribute__((target("avx2"), always_inline)) {
        const V o[3] = {p[0] - centre[0], p[1] - centre[1], p[2] - centre[2]};
        V q[3] = {zero + centre[0], zero + centre[1], zero + centre[2]};
        for (int k = 0; k < 3; ++k) {
            const V along = dot(o[0], o[1], o[2], axes[k][0], axes[k][1], axes[k][2]);
            const V lo = zero - half[k], hi = zero + half[k];
            const V clamped = along < lo ? lo : (hi < along ? hi : along); // std::clamp
            for (int m = 0; m < 3; ++m) q[m] = q[m] + axes[k][m] * clamped;
        }
        const V dx = p[0] - q[0], dy = p[1] - q[1], dz = p[2] - q[2];
        return squareRoot((dx * dx + dy * dy) + dz * dz) <= slack;
    };
    for (int k = 0; k < 2; ++k) {
        store(out.inBoth[k], within(point[k], ca, ua, ha) & within(point[k], cb, ub, hb));
        for (int m = 0; m < 3; ++m) store(out.point[k][m], point[k][m] + origin[m]);
    }
}

} // namespace

std::size_t manifold3Avx2(const Obb3View& a, const Obb3View& b, std::size_t pairs, BoxManifold3<float>* out, float tolerance) {
    const std::size_t groups = pairs / kLanes;
    GroupAxes g;
    GroupContacts contacts;
    for (std::size_t group = 0; group < groups; ++group) {
        const std::size_t i = group * kLanes;
        groupAxes(a, b, i, tolerance, g);
        unsigned edgeLanes = 0; // touching or overlapping on an edge pair's axis
        for (int l = 0; l < kLanes; ++l) {
            if (g.verdict[l] != static_cast<int>(Verdict::Separated) && g.bestAxis[l] >= 6) edgeLanes |= 1U << l;
        }
        if (edgeLanes != 0) groupEdgeContacts(a, b, i, tolerance, g, contacts);
        for (int l = 0; l < kLanes; ++l) {
            BoxManifold3<float>& m = out[i + static_cast<std::size_t>(l)];
            m = BoxManifold3<float>{};
            for (int k = 0; k < kMaxAxes3; ++k) m.separation[k] = g.separation[k][l];
            m.degenerateAxes = static_cast<unsigned>(g.degenerateAxes[l]);
            m.bestAxis = g.bestAxis[l];
            m.firstSeparatingAxis = g.firstSeparatingAxis[l];
            m.verdict = static_cast<Verdict>(g.verdict[l]);
            m.axisSeparation = g.axisSeparation[l];
            m.depth = g.depth[l];
            m.normal = {g.normal[0][l], g.normal[1][l], g.normal[2][l]};
            m.errorBound = g.errorBound[l];
            if (((edgeLanes >> l) & 1U) && (contacts.inBoth[0][l] | contacts.inBoth[1][l])) {
                m.contactKind = ContactKind::EdgeEdge;
                for (int k = 0; k < 2; ++k) {
                    if (contacts.inBoth[k][l]) m.contacts.push_back({contacts.point[k][0][l], contacts.point[k][1][l], contacts.point[k][2][l]});
                }
            } else if (m.verdict != Verdict::Separated) { // face contacts, and edge points in neither box (A ∩ B)
                sat::detail::findBoxContacts(boxAt(a, i + static_cast<std::size_t>(l)), boxAt(b, i + static_cast<std::size_t>(l)),
                                             m, tolerance);
            }
        }
    }
    return groups * kLanes;
}

#undef SATLAB_M3

#else

std::size_t manifold3Avx2(const Obb3View&, const Obb3View&, std::size_t, BoxManifold3<float>*, float) { return 0; }

#endif

} // namespace sat::batch::detail
