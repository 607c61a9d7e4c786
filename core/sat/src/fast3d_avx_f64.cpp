// SPDX-License-Identifier: MIT
// The double OBB pair's fast test on 4-lane AVX2 vectors of doubles, chosen once at start-up (sat/detail/fast3d.hpp).
//
// Every lane computes the number framesOverlapUnrolled's margins (faceMarginA, faceMarginB, edgeMargin) compute
// for its axis, with the same products and the same order of additions, and no fused multiply-add (satlab::sat
// builds with -ffp-contract=off; no FMA intrinsic here): R_ij = u_i . w_j and o_i = u_i . (B.centre - A.centre) as
// pairFrame's dot3, products commuted where a lane needs them the other way round (x y == y x). Each margin is then
// compared with the exact filter's bound exactFilterBoundLanes (sat/detail/exact3d.hpp), which is at least
// exactFilterBound: beyond it the sign is the exact one; a pair whose decision rests on a margin within it (or a
// NaN) goes to the one-axis-at-a-time reference (overlapsAxisByAxis). So the verdict is the exact one. The same
// margins, group by group in test order, name a separated pair's first separating axis for the double manifold
// (firstSeparatingAxisByMargins, sat/detail/first_axis3d.hpp).
//
// Doubles of an Obb3<double> (15, no padding): centre 0..2, half extents 3..5, axis i component c at 6 + 3i + c.
// u_i = A.axis_i, w_j = B.axis_j. Lanes 0..2 hold the three axes of a group; lane 3 holds finite numbers that
// belong to no axis and every verdict mask is cut to lanes 0..2.

#include <cstdint>
#include <cstdlib>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "sat/detail/first_axis3d.hpp"
#include "sat/sat3d.hpp"

namespace sat::detail {

// The kernel reads a box as 15 consecutive doubles.
static_assert(sizeof(Obb3<double>) == 15 * sizeof(double) && alignof(Obb3<double>) == alignof(double));

#if defined(__x86_64__)

namespace {

#define SATLAB_FAST3D_F64_TARGET __attribute__((target("avx2")))

SATLAB_FAST3D_F64_TARGET inline __m256d absF64x4(__m256d v) { return _mm256_andnot_pd(_mm256_set1_pd(-0.0), v); }
/// (x0 y0 + x1 y1) + x2 y2, lane by lane: dot3's order.
SATLAB_FAST3D_F64_TARGET inline __m256d sum3F64x4(__m256d x0, __m256d y0, __m256d x1, __m256d y1, __m256d x2, __m256d y2) {
    return _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(x0, y0), _mm256_mul_pd(x1, y1)), _mm256_mul_pd(x2, y2));
}
/// [x, y, z, .] for each component of a box's three axes (the 3x3 block at box + 6 transposed):
/// out[c] lane i = axis_i component c. Lane 3 repeats axis 2's component.
SATLAB_FAST3D_F64_TARGET inline void transposedAxesF64(const double* box, __m256d out[3]) {
    const __m256d axis0 = _mm256_loadu_pd(box + 6);                                                  // x0 y0 z0 x1
    const __m256d axis1 = _mm256_loadu_pd(box + 9);                                                  // x1 y1 z1 x2
    const __m256d axis2 = _mm256_permute4x64_pd(_mm256_loadu_pd(box + 11), _MM_SHUFFLE(0, 3, 2, 1)); // x2 y2 z2 z1
    const __m256d low01 = _mm256_unpacklo_pd(axis0, axis1);                                          // x0 x1 z0 z1
    const __m256d high01 = _mm256_unpackhi_pd(axis0, axis1);                                         // y0 y1 x1 x2
    const __m256d low22 = _mm256_unpacklo_pd(axis2, axis2);                                          // x2 x2 z2 z2
    const __m256d high22 = _mm256_unpackhi_pd(axis2, axis2);                                         // y2 y2 z1 z1
    out[0] = _mm256_permute2f128_pd(low01, low22, 0x20);                                             // x0 x1 x2 x2
    out[1] = _mm256_permute2f128_pd(high01, high22, 0x20);                                           // y0 y1 y2 y2
    out[2] = _mm256_permute2f128_pd(low01, low22, 0x31);                                             // z0 z1 z2 z2
}
/// The 3x3 block in lanes 0..2 of column[0..2] transposed: out[i] lane j = column[j] lane i for i, j < 3, and
/// out[i] lane 3 = column[2] lane i. Moves only: R's rows are its columns' numbers.
SATLAB_FAST3D_F64_TARGET inline void transposedColumnsF64(const __m256d column[3], __m256d out[3]) {
    const __m256d low01 = _mm256_unpacklo_pd(column[0], column[1]);  // R00 R01 R20 R21
    const __m256d high01 = _mm256_unpackhi_pd(column[0], column[1]); // R10 R11 .   .
    const __m256d low22 = _mm256_unpacklo_pd(column[2], column[2]);  // R02 R02 R22 R22
    const __m256d high22 = _mm256_unpackhi_pd(column[2], column[2]); // R12 R12 .   .
    out[0] = _mm256_permute2f128_pd(low01, low22, 0x20);             // R00 R01 R02 R02
    out[1] = _mm256_permute2f128_pd(high01, high22, 0x20);           // R10 R11 R12 R12
    out[2] = _mm256_permute2f128_pd(low01, low22, 0x31);             // R20 R21 R22 R22
}
/// Lane `i` of v in every lane.
template <int i> SATLAB_FAST3D_F64_TARGET inline __m256d laneF64(__m256d v) {
    return _mm256_permute4x64_pd(v, _MM_SHUFFLE(i, i, i, i));
}

/// A's three face axes of a pair: what the rest of the axes need from that stage too.
struct FaceStageF64 {
    __m256d bound;     ///< exactFilterBoundLanes in every lane
    __m256d column[3]; ///< lane i of column j: R_ij
    __m256d offset;    ///< lane i: o_i
    __m256d marginA;   ///< lane k: faceMarginA(k)
};
/// The other 12 axes' margins: B's faces in lanes 0..2, edge group i (A.edge_i x B.edge_j) in lane j.
struct OtherMarginsF64 {
    __m256d marginB;
    __m256d edge[3];
};

[[gnu::always_inline]] SATLAB_FAST3D_F64_TARGET inline FaceStageF64 faceStageF64(const double* a, const double* b) {
    FaceStageF64 stage;
    // The filter's bound from the world offset and the half extents alone: ready before any axis is.
    const double worldOffset[3] = {b[0] - a[0], b[1] - a[1], b[2] - a[2]};
    stage.bound = _mm256_set1_pd(exactFilterBoundLanes(worldOffset, a + 3, b + 3));

    // --- R = A^T B as columns (lane i of column j: R_ij) and o, which A's faces need. ---
    __m256d axesA[3]; // axesA[c] lane i = u_ic
    transposedAxesF64(a, axesA);
    for (int j = 0; j < 3; ++j) {
        // (w_j0 u_i0 + w_j1 u_i1) + w_j2 u_i2: dot3(u_i, w_j) with each product's factors swapped.
        const double* w = b + 6 + 3 * j;
        stage.column[j] = sum3F64x4(_mm256_set1_pd(w[0]), axesA[0], _mm256_set1_pd(w[1]), axesA[1], _mm256_set1_pd(w[2]),
                                    axesA[2]);
    }
    stage.offset = sum3F64x4(axesA[0], _mm256_set1_pd(worldOffset[0]), axesA[1], _mm256_set1_pd(worldOffset[1]), axesA[2],
                             _mm256_set1_pd(worldOffset[2]));

    // --- A's faces, lane k (faceMarginA): |o_k| - (hA_k + ((hB_0 |R_k0| + hB_1 |R_k1|) + hB_2 |R_k2|)). ---
    const __m256d halfA = _mm256_loadu_pd(a + 3); // hA_0 hA_1 hA_2 .
    const __m256d radiusBOnA = sum3F64x4(_mm256_set1_pd(b[3]), absF64x4(stage.column[0]), _mm256_set1_pd(b[4]),
                                         absF64x4(stage.column[1]), _mm256_set1_pd(b[5]), absF64x4(stage.column[2]));
    stage.marginA = _mm256_sub_pd(absF64x4(stage.offset), _mm256_add_pd(halfA, radiusBOnA));
    return stage;
}

[[gnu::always_inline]] SATLAB_FAST3D_F64_TARGET inline OtherMarginsF64 otherMarginsF64(const double* a, const double* b,
                                                                                       const FaceStageF64& stage) {
    OtherMarginsF64 out;
    // --- The rows, lane j of row i = R_ij: the columns transposed in registers (lane 3 repeats R_i2). ---
    __m256d row[3];
    transposedColumnsF64(stage.column, row);
    const __m256d halfB = _mm256_loadu_pd(b + 3); // hB_0 hB_1 hB_2 .

    // --- B's faces, lane j (faceMarginB): |(o_0 R_0j + o_1 R_1j) + o_2 R_2j| - (((hA_0 |R_0j| + ...) + hA_2 |R_2j|) + hB_j). ---
    const __m256d offset0 = laneF64<0>(stage.offset), offset1 = laneF64<1>(stage.offset), offset2 = laneF64<2>(stage.offset);
    const __m256d absRow[3] = {absF64x4(row[0]), absF64x4(row[1]), absF64x4(row[2])};
    const __m256d centreB = sum3F64x4(offset0, row[0], offset1, row[1], offset2, row[2]);
    const __m256d radiusAOnB = sum3F64x4(_mm256_set1_pd(a[3]), absRow[0], _mm256_set1_pd(a[4]), absRow[1], _mm256_set1_pd(a[5]),
                                         absRow[2]);
    out.marginB = _mm256_sub_pd(absF64x4(centreB), _mm256_add_pd(radiusAOnB, halfB));

    // --- The 9 edge axes A.edge_i x B.edge_j, lane j (edgeMargin), p = i + 1, q = i + 2 (mod 3):
    //   centre   o_q R_pj - o_p R_qj
    //   radius A hA_p |R_qj| + hA_q |R_pj|
    //   radius B hB_m1 |R_q,m1 R_pj - R_p,m1 R_qj| + hB_m2 |R_q,m2 R_pj - R_p,m2 R_qj|, m1 < m2 B's other axes
    const __m256d halfBM1 = _mm256_permute4x64_pd(halfB, _MM_SHUFFLE(0, 0, 0, 1)); // hB_m1(j), m1 = 1, 0, 0
    const __m256d halfBM2 = _mm256_permute4x64_pd(halfB, _MM_SHUFFLE(1, 1, 2, 2)); // hB_m2(j), m2 = 2, 2, 1
    const __m256d offsetOf[3] = {offset0, offset1, offset2};
    const __m256d halfAOf[3] = {_mm256_set1_pd(a[3]), _mm256_set1_pd(a[4]), _mm256_set1_pd(a[5])};
    __m256d rowM1[3], rowM2[3]; // lane j: R_k,m1(j) and R_k,m2(j)
    for (int k = 0; k < 3; ++k) {
        rowM1[k] = _mm256_permute4x64_pd(row[k], _MM_SHUFFLE(0, 0, 0, 1));
        rowM2[k] = _mm256_permute4x64_pd(row[k], _MM_SHUFFLE(1, 1, 2, 2));
    }
    for (int i = 0; i < 3; ++i) {
        const int p = (i + 1) % 3, q = (i + 2) % 3;
        const __m256d centre = _mm256_sub_pd(_mm256_mul_pd(offsetOf[q], row[p]), _mm256_mul_pd(offsetOf[p], row[q]));
        const __m256d radiusA = _mm256_add_pd(_mm256_mul_pd(halfAOf[p], absRow[q]), _mm256_mul_pd(halfAOf[q], absRow[p]));
        const __m256d minor1 = _mm256_sub_pd(_mm256_mul_pd(rowM1[q], row[p]), _mm256_mul_pd(rowM1[p], row[q]));
        const __m256d minor2 = _mm256_sub_pd(_mm256_mul_pd(rowM2[q], row[p]), _mm256_mul_pd(rowM2[p], row[q]));
        const __m256d radiusB = _mm256_add_pd(_mm256_mul_pd(halfBM1, absF64x4(minor1)), _mm256_mul_pd(halfBM2, absF64x4(minor2)));
        out.edge[i] = _mm256_sub_pd(absF64x4(centre), _mm256_add_pd(radiusA, radiusB));
    }
    return out;
}

/// obbPairOverlapsAvx2F64 after A's faces: B's faces with a second early exit (they separate most of the
/// separated pairs A's faces leave), then the edge axes. Out of line, A's stage in registers (its fields as
/// vector arguments, no struct in memory), so the caller keeps no spill slot and sets up no aligned stack frame
/// on its early exit.
[[gnu::noinline]] SATLAB_FAST3D_F64_TARGET bool otherAxesOverlapAvx2F64(const Obb3<double>& boxA, const Obb3<double>& boxB,
                                                                        __m256d bound, __m256d column0, __m256d column1,
                                                                        __m256d column2, __m256d offset, __m256d marginA) {
    const FaceStageF64 stage{bound, {column0, column1, column2}, offset, marginA};
    const OtherMarginsF64 other = otherMarginsF64(&boxA.center.x, &boxB.center.x, stage);
    // Above the bound: B's face separates (the edge margins are left uncomputed on that branch).
    if ((_mm256_movemask_pd(_mm256_cmp_pd(other.marginB, stage.bound, _CMP_GT_OQ)) & 0x7) != 0) return false;
    __m256d largest = _mm256_max_pd(stage.marginA, other.marginB);
    // NaN when any margin is (or on inf - inf: then the reference decides).
    __m256d sumOfMargins = _mm256_add_pd(stage.marginA, other.marginB);
    for (int i = 0; i < 3; ++i) {
        largest = _mm256_max_pd(largest, other.edge[i]);
        sumOfMargins = _mm256_add_pd(sumOfMargins, other.edge[i]);
    }
    // An edge axis beyond the bound separates whatever its length (an exactly zero cross product has margin 0,
    // within the bound), so no parallel-edge test is needed; parallel edges go to the reference.
    if ((_mm256_movemask_pd(_mm256_cmp_pd(sumOfMargins, sumOfMargins, _CMP_UNORD_Q)) & 0x7) != 0) {
        return overlapsAxisByAxis(boxA, boxB);
    }
    if ((_mm256_movemask_pd(_mm256_cmp_pd(largest, stage.bound, _CMP_GT_OQ)) & 0x7) != 0) return false;
    const __m256d negativeBound = _mm256_xor_pd(stage.bound, _mm256_set1_pd(-0.0));
    if ((_mm256_movemask_pd(_mm256_cmp_pd(largest, negativeBound, _CMP_GE_OQ)) & 0x7) == 0) return true;
    return overlapsAxisByAxis(boxA, boxB);
}

SATLAB_FAST3D_F64_TARGET bool obbPairOverlapsAvx2F64(const Obb3<double>& boxA, const Obb3<double>& boxB) {
    const FaceStageF64 stage = faceStageF64(&boxA.center.x, &boxB.center.x);
    // A's faces separate most separated pairs: the first early exit, one compare with the bound (which is at
    // least 0, so a lane above it is above 0). Nothing of B's faces or the edges is computed before it.
    if ((_mm256_movemask_pd(_mm256_cmp_pd(stage.marginA, stage.bound, _CMP_GT_OQ)) & 0x7) != 0) return false;
    return otherAxesOverlapAvx2F64(boxA, boxB, stage.bound, stage.column[0], stage.column[1], stage.column[2], stage.offset,
                                   stage.marginA);
}

/// The first axis of a group of three (lanes 0..2, axes first..first+2) that is not certainly intersecting
/// (margin not below minus the bound, or NaN): that axis when its margin is above the bound, else
/// kMarginsUndecided; kNoAxisInGroup when every lane is below minus the bound.
constexpr int kNoAxisInGroup = -3;
SATLAB_FAST3D_F64_TARGET inline int firstAxisOfGroupF64(__m256d margin, __m256d bound, __m256d negativeBound, int first) {
    const int open = _mm256_movemask_pd(_mm256_cmp_pd(margin, negativeBound, _CMP_NLT_UQ)) & 0x7;
    if (open == 0) return kNoAxisInGroup;
    const int lane = __builtin_ctz(static_cast<unsigned>(open));
    const int separating = _mm256_movemask_pd(_mm256_cmp_pd(margin, bound, _CMP_GT_OQ));
    return ((separating >> lane) & 1) != 0 ? first + lane : kMarginsUndecided;
}

SATLAB_FAST3D_F64_TARGET int firstSeparatingAxisAvx2F64(const Obb3<double>& boxA, const Obb3<double>& boxB) {
    const double* a = &boxA.center.x;
    const double* b = &boxB.center.x;
    const FaceStageF64 stage = faceStageF64(a, b);
    const __m256d negativeBound = _mm256_xor_pd(stage.bound, _mm256_set1_pd(-0.0));
    int first = firstAxisOfGroupF64(stage.marginA, stage.bound, negativeBound, 0);
    if (first != kNoAxisInGroup) return first;
    const OtherMarginsF64 other = otherMarginsF64(a, b, stage);
    first = firstAxisOfGroupF64(other.marginB, stage.bound, negativeBound, 3);
    for (int i = 0; i < 3 && first == kNoAxisInGroup; ++i)
        first = firstAxisOfGroupF64(other.edge[i], stage.bound, negativeBound, 6 + 3 * i);
    return first == kNoAxisInGroup ? kMarginsUndecided : first;
}

#undef SATLAB_FAST3D_F64_TARGET

} // namespace

ObbPairKernelF64 obbPairKernelF64For(ObbPairPath path) {
    if (path == ObbPairPath::Lanes || !isSupported(path)) return nullptr;
    return &obbPairOverlapsAvx2F64; // AVX-512VL adds nothing to 4 doubles: the AVX2 kernel for both
}

#else

ObbPairKernelF64 obbPairKernelF64For(ObbPairPath) { return nullptr; }

#endif

namespace {
/// firstSeparatingAxisAvx2F64's answer from framesOverlapUnrolled's margins one axis at a time, in test order,
/// with the kernel's bound (the same margins bit for bit, so both paths name the same axis).
int firstSeparatingAxisScalarF64(const Obb3<double>& a, const Obb3<double>& b) {
    const PairFrame3<double> f = pairFrame(a, b);
    const double worldOffset[3] = {b.center.x - a.center.x, b.center.y - a.center.y, b.center.z - a.center.z};
    const double bound = exactFilterBoundLanes(worldOffset, &a.halfExtents.x, &b.halfExtents.x);
    for (int k = 0; k < kAxisCount3; ++k) {
        const double margin = k < 3 ? faceMarginA(f, k) : k < 6 ? faceMarginB(f, k - 3) : edgeMargin(f, (k - 6) / 3, (k - 6) % 3);
        if (margin < -bound) continue;
        return margin > bound ? k : kMarginsUndecided;
    }
    return kMarginsUndecided;
}
} // namespace

int firstSeparatingAxisByMargins(ObbPairPath path, const Obb3<double>& a, const Obb3<double>& b) {
#if defined(__x86_64__)
    if (obbPairKernelF64For(path) != nullptr) return firstSeparatingAxisAvx2F64(a, b);
#else
    (void)path;
#endif
    return firstSeparatingAxisScalarF64(a, b);
}

int firstSeparatingAxisByMargins(const Obb3<double>& a, const Obb3<double>& b) {
#if defined(__x86_64__)
    if (obbPairKernelF64 != nullptr) return firstSeparatingAxisAvx2F64(a, b);
#endif
    return firstSeparatingAxisScalarF64(a, b);
}

bool obbPairOverlaps(ObbPairPath path, const Obb3<double>& a, const Obb3<double>& b) {
    const ObbPairKernelF64 kernel = obbPairKernelF64For(path);
    return kernel != nullptr ? kernel(a, b) : framesOverlapUnrolled(pairFrame(a, b), a, b);
}

// Null until this initialiser has run (static storage starts zeroed): a call before that takes
// framesOverlapUnrolled, which gives the same verdict.
const ObbPairKernelF64 obbPairKernelF64 = obbPairKernelF64For(activeObbPairPath());

} // namespace sat::detail
