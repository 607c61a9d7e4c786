// SPDX-License-Identifier: MIT
// The float OBB pair's fast test on 8-lane vectors: the body of
// obbPairOverlaps, included by fast3d_avx.cpp once per instruction set
// (AVX2; AVX-512VL, which runs the same 256-bit code in fewer instructions:
// broadcasts folded into the arithmetic, 32 registers). The including file
// defines SATLAB_FAST3D_TARGET, the target attribute put on every function.
//
// Every lane computes the numbers frameAxis (sat/detail/fast3d.hpp) computes
// for its axis, with the same products and the same order of additions, and
// no fused multiply-add (satlab::sat builds with -ffp-contract=off; the kernel
// never calls an FMA intrinsic). Where frameAxis adds a product with an
// exact zero (a zero component of e_k or of A.edge_i x B.edge_j), the lane
// leaves it out: x + 0 == x and a two-term sum does not depend on its order
// (the argument of fast3d_lanes.hpp, axis by axis below). Each axis's margin
// is then compared with the exact filter's bound, as in fast3d_lanes.hpp:
// the verdict is the exact one.
//
// Floats of an Obb3<float> (15, no padding): centre 0..2, half extents 3..5,
// axis i component c at 6 + 3i + c. u_i = A.axis_i, w_j = B.axis_j,
// R_ij = u_i . w_j, o_i = u_i . (B.centre - A.centre).
//
// Lanes: a 256-bit vector is two 128-bit halves of 4 lanes; lane 3 of each
// half repeats lane 2 and its verdict is masked off.

namespace {

/// [A's floats s..s+3 | B's floats s..s+3]
SATLAB_FAST3D_TARGET inline __m256 pairLoad(const float* a, const float* b, int s) {
    return _mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(a + s)), _mm_loadu_ps(b + s), 1);
}
SATLAB_FAST3D_TARGET inline __m256 abs8(__m256 v) { return _mm256_andnot_ps(_mm256_set1_ps(-0.0F), v); }
SATLAB_FAST3D_TARGET inline __m128 abs4(__m128 v) { return _mm_andnot_ps(_mm_set1_ps(-0.0F), v); }
/// (x0 y0 + x1 y1) + x2 y2, lane by lane: dot3's order.
SATLAB_FAST3D_TARGET inline __m256 sum3(__m256 x0, __m256 y0, __m256 x1, __m256 y1, __m256 x2, __m256 y2) {
    return _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(x0, y0), _mm256_mul_ps(x1, y1)), _mm256_mul_ps(x2, y2));
}
/// Lane 3 of each half (it repeats lane 2 or holds no axis): a blend mask.
constexpr int kHalvesUnused = 0x88;

SATLAB_FAST3D_TARGET bool obbPairOverlaps(const Obb3<float>& boxA, const Obb3<float>& boxB) {
    const float* a = &boxA.center.x;
    const float* b = &boxB.center.x;

    // --- B's axes in A's frame, R = A^T B, twice: as rows and as columns. ---
    // t[c] = [u_0c u_1c u_2c . | w_0c w_1c w_2c .] (the axes' component c, transposed in place),
    // tSwapped[c] the same with the halves exchanged.
    const __m256 x6 = pairLoad(a, b, 6);
    const __m256 x7 = pairLoad(a, b, 7);
    const __m256 x8 = pairLoad(a, b, 8);
    const __m256 x11 = pairLoad(a, b, 11);
    const __m256 t0 = _mm256_shuffle_ps(x6, x11, _MM_SHUFFLE(1, 1, 3, 0)); // floats 6, 9, 12
    const __m256 t1 = _mm256_shuffle_ps(x7, x11, _MM_SHUFFLE(2, 2, 3, 0)); // 7, 10, 13
    const __m256 t2 = _mm256_shuffle_ps(x8, x11, _MM_SHUFFLE(3, 3, 3, 0)); // 8, 11, 14
    const __m256 tSwapped0 = _mm256_permute2f128_ps(t0, t0, 0x01);
    const __m256 tSwapped1 = _mm256_permute2f128_ps(t1, t1, 0x01);
    const __m256 tSwapped2 = _mm256_permute2f128_ps(t2, t2, 0x01);
    // s(m, c) = [u_mc x4 | w_mc x4]; p[m] = sum_c s(m, c) * tSwapped[c]
    //   low half, lane j:  (u_m0 w_j0 + u_m1 w_j1) + u_m2 w_j2 = R_mj   (row m of R)
    //   high half, lane i: (w_m0 u_i0 + w_m1 u_i1) + w_m2 u_i2 = R_im   (column m of R)
    // which is pairFrame's dot3(a.axes[i], b.axes[j]) (products commute).
    const __m256 p0 = sum3(_mm256_permute_ps(x6, 0x00), tSwapped0, _mm256_permute_ps(x6, 0x55), tSwapped1,
                           _mm256_permute_ps(x6, 0xAA), tSwapped2);
    const __m256 p1 = sum3(_mm256_permute_ps(x8, 0x55), tSwapped0, _mm256_permute_ps(x8, 0xAA), tSwapped1,
                           _mm256_permute_ps(x8, 0xFF), tSwapped2);
    const __m256 p2 = sum3(_mm256_permute_ps(x11, 0x55), tSwapped0, _mm256_permute_ps(x11, 0xAA), tSwapped1,
                           _mm256_permute_ps(x11, 0xFF), tSwapped2);
    const __m256 absP0 = abs8(p0), absP1 = abs8(p1), absP2 = abs8(p2);
    // The offset: o_i = (u_i0 d_0 + u_i1 d_1) + u_i2 d_2, d = B.centre - A.centre, in both halves.
    const __m256 d0 = _mm256_sub_ps(_mm256_broadcast_ss(b + 0), _mm256_broadcast_ss(a + 0));
    const __m256 d1 = _mm256_sub_ps(_mm256_broadcast_ss(b + 1), _mm256_broadcast_ss(a + 1));
    const __m256 d2 = _mm256_sub_ps(_mm256_broadcast_ss(b + 2), _mm256_broadcast_ss(a + 2));
    const __m256 offsetLow = sum3(t0, d0, t1, d1, t2, d2);
    const __m256 o = _mm256_permute2f128_ps(offsetLow, offsetLow, 0x00);

    // --- A's 3 face axes (lanes k of the high half), then B's 3 (lanes j, 128 bits). ---
    // frameAxis, A.face_k (v = e_k): centre o_k, radius A hA_k, radius B (hB_0|R_k0| + hB_1|R_k1|) + hB_2|R_k2|.
    // frameAxis, B.face_j (v = column j): centre (o_0 R_0j + o_1 R_1j) + o_2 R_2j,
    //   radius A (hA_0|R_0j| + hA_1|R_1j|) + hA_2|R_2j|, radius B hB_j (projectOntoFaceOfB).
    const __m256 x3 = pairLoad(a, b, 3);                       // [hA_0 hA_1 hA_2 . | hB_0 hB_1 hB_2 .]
    const __m256 halfA = _mm256_permute2f128_ps(x3, x3, 0x00); // [hA_0 hA_1 hA_2 . | same]
    // [radius A of B.face_j | radius B of A.face_k]: the halves of p are rows and columns.
    const __m256 radiusRowsCols = sum3(_mm256_permute_ps(x3, 0x00), absP0, _mm256_permute_ps(x3, 0x55), absP1,
                                       _mm256_permute_ps(x3, 0xAA), absP2);
    // A's faces first, alone: they separate most separated pairs (in the suite's sep10 set 72 % of all
    // pairs, B's faces 14 %, the edges 4 %), and they need none of the other axes' numbers. The
    // sum is radius B + hA_k, frameAxis's hA_k + radius B.
    // The exact filter's bound, exactFilterBoundLanes (its operations in its order) on the vectors at hand:
    // the world offset d in every lane, the half extents' sums from the permutes above. No number of the
    // frame: it is ready before the first axis is.
    const __m256 reach = _mm256_add_ps(_mm256_add_ps(abs8(d0), abs8(d1)), abs8(d2));
    const __m256 halfSums = _mm256_add_ps(_mm256_add_ps(_mm256_permute_ps(x3, 0x00), _mm256_permute_ps(x3, 0x55)),
                                          _mm256_permute_ps(x3, 0xAA)); // [sum hA x4 | sum hB x4]
    const __m256 bound = _mm256_mul_ps(_mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(1.75F), reach),
                                                                   _mm256_permute2f128_ps(halfSums, halfSums, 0x00)),
                                                     _mm256_permute2f128_ps(halfSums, halfSums, 0x11)),
                                       _mm256_set1_ps(64.0F * std::numeric_limits<float>::epsilon()));
    const __m256 negativeBound = _mm256_xor_ps(bound, _mm256_set1_ps(-0.0F));
    // Each axis's margin |centre| - (radiusA + radiusB): beyond +-bound its sign is the exact one; within,
    // the axis is open and the pair goes to the exact path (overlapsAxisByAxis). After A's faces the
    // margins are not compared one group at a time: a running maximum over the axes' lanes (unused lanes
    // -inf) is compared once at the end. Some axis separates exactly when the maximum is above the bound,
    // and some axis is open when it is at or above minus the bound. _mm256_max_ps(margin, largest) returns
    // `largest` when either is NaN: each chain starts from -inf, so a NaN margin is passed over and
    // decides nothing, as a comparison with it would not.
    const __m256 marginA = _mm256_sub_ps(abs8(o), _mm256_add_ps(radiusRowsCols, halfA));
    // Above 0 first, then above the bound: the first branch does not wait for the bound, and the second
    // is all but always taken when the first is (a margin within the bound is rare), so a mispredicted
    // early exit costs what it cost before the filter.
    if ((_mm256_movemask_ps(_mm256_cmp_ps(marginA, _mm256_setzero_ps(), _CMP_GT_OQ)) & 0x70) != 0 &&
        (_mm256_movemask_ps(_mm256_cmp_ps(marginA, bound, _CMP_GT_OQ)) & 0x70) != 0) {
        return false;
    }
    const __m256 none = _mm256_set1_ps(-__builtin_inff());
    // A's faces are lanes 4-6 (lane 7 adds a float of A's axes, no half extent).
    const __m256 largestA = _mm256_max_ps(_mm256_blend_ps(marginA, none, 0x8F), none);

    const __m128 row0 = _mm256_castps256_ps128(p0), row1 = _mm256_castps256_ps128(p1), row2 = _mm256_castps256_ps128(p2);
    const __m128 offset = _mm256_castps256_ps128(o);
    const __m128 centreB = _mm_add_ps(
        _mm_add_ps(_mm_mul_ps(_mm_permute_ps(offset, 0x00), row0), _mm_mul_ps(_mm_permute_ps(offset, 0x55), row1)),
        _mm_mul_ps(_mm_permute_ps(offset, 0xAA), row2));
    // B's faces are not branched on: their verdict joins the edges' at the end, which measured faster than
    // a second early exit (docs/performance.md). Lanes 0-2 of B's floats 3..6 are hB_j (lane 3 unused).
    const __m128 marginB = _mm_sub_ps(abs4(centreB), _mm_add_ps(_mm256_castps256_ps128(radiusRowsCols), _mm_loadu_ps(b + 3)));
    // Each group's margins join the running maximum as soon as they are known, so that its vectors die
    // early: GCC does not reorder the statements before allocating registers on x86, and in this order the
    // kernel spills fewer vectors to the stack (docs/performance.md). Lane 3 of marginB is no axis.
    const __m128 largestB = _mm_max_ps(_mm_blend_ps(marginB, _mm256_castps256_ps128(none), 0x8), _mm256_castps256_ps128(none));

    // --- The 9 edge axes A.edge_i x B.edge_j = v, v_i = 0, v_p = -R_qj, v_q = R_pj (p = i+1, q = i+2 mod 3). ---
    // Lane j; i = 2 (p 0, q 1) in a 128-bit vector, i = 0 (p 1, q 2) and i = 1 (p 2, q 0) in the two halves
    // of a 256-bit one. With the zero term left out, frameAxis's numbers are
    //   centre   o_q R_pj - o_p R_qj
    //   radius A hA_p |R_qj| + hA_q |R_pj|
    //   radius B hB_m1 |R_q,m1 R_pj - R_p,m1 R_qj| + hB_m2 |R_q,m2 R_pj - R_p,m2 R_qj|, m1 < m2 the axes of
    //            B other than j (B's axis j gives exactly 0 on v: the two products are the same floats)
    const __m256 halfB = _mm256_permute2f128_ps(x3, x3, 0x11);                // [hB_0 hB_1 hB_2 . | same]
    const __m256 halfBM1 = _mm256_permute_ps(halfB, _MM_SHUFFLE(0, 0, 0, 1)); // hB_m1(j), m1 = 1, 0, 0
    const __m256 halfBM2 = _mm256_permute_ps(halfB, _MM_SHUFFLE(1, 1, 2, 2)); // hB_m2(j), m2 = 2, 2, 1

    const __m128 centre2 = _mm_sub_ps(_mm_mul_ps(_mm_permute_ps(offset, 0x55), row0),
                                      _mm_mul_ps(_mm_permute_ps(offset, 0x00), row1));
    const __m128 radiusA2 = _mm_add_ps(_mm_mul_ps(_mm_broadcast_ss(a + 3), abs4(row1)),
                                       _mm_mul_ps(_mm_broadcast_ss(a + 4), abs4(row0)));
    const __m128 minor21 = _mm_sub_ps(_mm_mul_ps(_mm_permute_ps(row1, _MM_SHUFFLE(0, 0, 0, 1)), row0),
                                      _mm_mul_ps(_mm_permute_ps(row0, _MM_SHUFFLE(0, 0, 0, 1)), row1));
    const __m128 minor22 = _mm_sub_ps(_mm_mul_ps(_mm_permute_ps(row1, _MM_SHUFFLE(1, 1, 2, 2)), row0),
                                      _mm_mul_ps(_mm_permute_ps(row0, _MM_SHUFFLE(1, 1, 2, 2)), row1));
    const __m128 radiusB2 = _mm_add_ps(_mm_mul_ps(_mm256_castps256_ps128(halfBM1), abs4(minor21)),
                                       _mm_mul_ps(_mm256_castps256_ps128(halfBM2), abs4(minor22)));
    const __m128 margin2 = _mm_sub_ps(abs4(centre2), _mm_add_ps(radiusA2, radiusB2));
    // Lane 3 of margin2 is no axis either.
    const __m128 largest128 = _mm_max_ps(_mm_blend_ps(margin2, _mm256_castps256_ps128(none), 0x8), largestB);

    const __m256 rowP = _mm256_permute2f128_ps(p1, p2, 0x20); // [row 1 | row 2]
    const __m256 rowQ = _mm256_permute2f128_ps(p2, p0, 0x20); // [row 2 | row 0]
    const __m256 offsetP = _mm256_permutevar_ps(o, _mm256_setr_epi32(1, 1, 1, 1, 2, 2, 2, 2));
    const __m256 offsetQ = _mm256_permutevar_ps(o, _mm256_setr_epi32(2, 2, 2, 2, 0, 0, 0, 0));
    const __m256 halfAP = _mm256_permutevar_ps(halfA, _mm256_setr_epi32(1, 1, 1, 1, 2, 2, 2, 2));
    const __m256 halfAQ = _mm256_permutevar_ps(halfA, _mm256_setr_epi32(2, 2, 2, 2, 0, 0, 0, 0));
    const __m256 centre01 = _mm256_sub_ps(_mm256_mul_ps(offsetQ, rowP), _mm256_mul_ps(offsetP, rowQ));
    const __m256 radiusA01 = _mm256_add_ps(_mm256_mul_ps(halfAP, abs8(rowQ)), _mm256_mul_ps(halfAQ, abs8(rowP)));
    const __m256 minor1 = _mm256_sub_ps(_mm256_mul_ps(_mm256_permute_ps(rowQ, _MM_SHUFFLE(0, 0, 0, 1)), rowP),
                                        _mm256_mul_ps(_mm256_permute_ps(rowP, _MM_SHUFFLE(0, 0, 0, 1)), rowQ));
    const __m256 minor2 = _mm256_sub_ps(_mm256_mul_ps(_mm256_permute_ps(rowQ, _MM_SHUFFLE(1, 1, 2, 2)), rowP),
                                        _mm256_mul_ps(_mm256_permute_ps(rowP, _MM_SHUFFLE(1, 1, 2, 2)), rowQ));
    const __m256 radiusB01 = _mm256_add_ps(_mm256_mul_ps(halfBM1, abs8(minor1)), _mm256_mul_ps(halfBM2, abs8(minor2)));
    const __m256 margin01 = _mm256_sub_ps(abs8(centre01), _mm256_add_ps(radiusA01, radiusB01));
    // Lanes 3 and 7 of margin01 are no axes. The 128-bit maximum goes into both halves.
    const __m256 largest01 = _mm256_max_ps(_mm256_blend_ps(margin01, none, kHalvesUnused), largestA);
    const __m256 largest = _mm256_max_ps(_mm256_set_m128(largest128, largest128), largest01);
    // An edge axis beyond the bound separates whatever its length: no parallel-edge test is needed (an
    // exactly zero cross product has a margin within the bound). Parallel edges' margins are within it,
    // so aligned boxes take the exact path.
    if (_mm256_movemask_ps(_mm256_cmp_ps(largest, bound, _CMP_GT_OQ)) != 0) return false;
    if (_mm256_movemask_ps(_mm256_cmp_ps(largest, negativeBound, _CMP_GE_OQ)) == 0) return true;
    return overlapsAxisByAxis(boxA, boxB);
}

} // namespace
