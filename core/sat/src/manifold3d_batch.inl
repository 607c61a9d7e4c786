// SPDX-License-Identifier: MIT
// The 3D batch manifold kernel (manifold3d_batch.cpp), included there once
// per target after defining
//   SATLAB_M3_TARGET      the target string of every function here ("avx2",
//                         or AVX2 with AVX-512)
//   SATLAB_M3_LANES       pairs per vector in the axes' pass and the contact
//                         passes (8 with AVX2, 16 with AVX-512)
//   SATLAB_M3             __attribute__((target(SATLAB_M3_TARGET), always_inline)) inline
// inside a namespace of its own; it defines manifold3Kernel there.

namespace {

/// Vectors of L floats and of L 32-bit integers (comparison results): 8
/// (256-bit) or 16 (512-bit). V and I below are 8 lanes: the groups of eight
/// pairs the axes' pass hands on (their rows, transposes and queue pushes).
template <int L> struct Lanes;
template <> struct Lanes<8> {
    typedef float V __attribute__((vector_size(32)));
    typedef std::int32_t I __attribute__((vector_size(32)));
    typedef float Unaligned __attribute__((vector_size(32), aligned(4), may_alias));
};
template <> struct Lanes<16> {
    typedef float V __attribute__((vector_size(64)));
    typedef std::int32_t I __attribute__((vector_size(64)));
    typedef float Unaligned __attribute__((vector_size(64), aligned(4), may_alias));
};
constexpr int kLanes = 8;
using V = Lanes<kLanes>::V;
using I = Lanes<kLanes>::I;

template <class W> using LanesOf = Lanes<static_cast<int>(sizeof(W) / sizeof(float))>;
template <class W> SATLAB_M3 W loadLanes(const float* p) { return *reinterpret_cast<const typename LanesOf<W>::Unaligned*>(p); }
template <class W> SATLAB_M3 W splat(float x) { return W{} + x; }
template <class W> SATLAB_M3 W absolute(W v) { return (W)((typename LanesOf<W>::I)v & 0x7fffffff); }
template <class W> SATLAB_M3 W squareRoot(W v) {
    if constexpr (sizeof(W) == 32) {
        return (W)_mm256_sqrt_ps((__m256)v);
    } else {
        // Every lane, masked (_mm512_sqrt_ps's undefined source trips GCC 12's warnings).
        return (W)_mm512_mask_sqrt_ps((__m512)v, static_cast<__mmask16>(0xFFFF), (__m512)v);
    }
}
/// Bit l: lane l of a comparison's result is true.
template <class M> SATLAB_M3 unsigned laneBits(M mask) {
    if constexpr (sizeof(M) == 32) {
        return static_cast<unsigned>(_mm256_movemask_ps((__m256)mask));
    } else {
        return static_cast<unsigned>(_mm512_movepi32_mask((__m512i)mask));
    }
}
/// (x.x y.x + x.y y.y) + x.z y.z: dot3's order.
template <class W> SATLAB_M3 W dot(W xx, W xy, W xz, W yx, W yy, W yz) { return (xx * yx + xy * yy) + xz * yz; }
/// dot(x, y) without the terms whose component of y is a known 0 (bit c of
/// `zeros` for y's component c; a compile-time constant once inlined). For
/// finite x each term dropped is +-0, and adding +-0 changes no sum except
/// for the sign of a zero one: the caller makes sure of both (groupAxes).
template <class W> SATLAB_M3 W dotWithout(unsigned zeros, W xx, W xy, W xz, W yx, W yy, W yz) {
    switch (zeros) {
    case 1: return xy * yy + xz * yz;
    case 2: return xx * yx + xz * yz;
    case 4: return xx * yx + xy * yy;
    case 3: return xz * yz;
    case 5: return xy * yy;
    case 6: return xx * yx;
    default: return dot(xx, xy, xz, yx, yy, yz);
    }
}
/// report3d.cpp's sum: (|x| + |y|) + |z|.
template <class W> SATLAB_M3 W sumOfAbsolutes(const W v[3]) { return (absolute(v[0]) + absolute(v[1])) + absolute(v[2]); }
/// std::max(x, y) as the standard defines it: (x < y) ? y : x.
template <class W> SATLAB_M3 W stdMax(W x, W y) { return x < y ? y : x; }

/// A group's numbers, lane l for pair i + l. Row r holds word r of the
/// pairs' BoxManifold3<float>, from separation[0] to errorBound (integers as
/// their bits), so the per-pair write is a transpose and three stores.
template <int L> struct GroupAxes {
    static constexpr int kDegenerateAxes = kMaxAxes3, kBestAxis = kMaxAxes3 + 1, kFirstSeparatingAxis = kMaxAxes3 + 2,
                         kVerdict = kMaxAxes3 + 3, kAxisSeparation = kMaxAxes3 + 4, kDepth = kMaxAxes3 + 5,
                         kNormal = kMaxAxes3 + 6, kErrorBound = kMaxAxes3 + 9, kRows = kMaxAxes3 + 10;
    alignas(4 * L) float row[kRows][static_cast<std::size_t>(L)];
    unsigned edges = 0; ///< lanes touching or overlapping on an edge pair's axis
    unsigned faces = 0; ///< lanes touching or overlapping on a face's axis
    /// Lanes the exact filter leaves open at tolerance 0 (a superset of
    /// detail::openAxes' pairs): they take the single-pair manifold.
    unsigned open = 0;
};
// The rows are BoxManifold3<float>'s words in order (the verdict's byte first
// in its word, the padding after it written too).
using Manifold = BoxManifold3<float>;
using Rows = GroupAxes<kLanes>;
static_assert(std::endian::native == std::endian::little && sizeof(Verdict) == 1);
static_assert(offsetof(Manifold, separation) == 0 && offsetof(Manifold, degenerateAxes) == 4 * Rows::kDegenerateAxes &&
              offsetof(Manifold, bestAxis) == 4 * Rows::kBestAxis &&
              offsetof(Manifold, firstSeparatingAxis) == 4 * Rows::kFirstSeparatingAxis &&
              offsetof(Manifold, verdict) == 4 * Rows::kVerdict &&
              offsetof(Manifold, axisSeparation) == 4 * Rows::kAxisSeparation && offsetof(Manifold, depth) == 4 * Rows::kDepth &&
              offsetof(Manifold, normal) == 4 * Rows::kNormal && sizeof(Vec3<float>) == 12 &&
              offsetof(Manifold, errorBound) == 4 * Rows::kErrorBound);

template <class W> SATLAB_M3 void store(float* p, W v) { *reinterpret_cast<W*>(p) = v; }
template <class M> SATLAB_M3 void store(std::int32_t* p, M v) { *reinterpret_cast<M*>(p) = v; }

/// The axes of pairs i .. i + L - 1 (boxManifoldAxes8 with the pairs in the
/// lanes), into `g`.
template <int L>
__attribute__((target(SATLAB_M3_TARGET))) void groupAxes(const Obb3View& a, const Obb3View& b, std::size_t i, float tolerance,
                                                         GroupAxes<L>& g) {
    using VL = typename Lanes<L>::V;
    using IL = typename Lanes<L>::I;
    // ua[c][k]: component k of A's axis c (column c of A's rotation); ub for B.
    VL ua[3][3], ub[3][3];
    for (int c = 0; c < 3; ++c) {
        for (int k = 0; k < 3; ++k) {
            ua[c][k] = loadLanes<VL>(a.r[3 * k + c] + i);
            ub[c][k] = loadLanes<VL>(b.r[3 * k + c] + i);
        }
    }
    const VL ha[3] = {loadLanes<VL>(a.h[0] + i), loadLanes<VL>(a.h[1] + i), loadLanes<VL>(a.h[2] + i)};
    const VL hb[3] = {loadLanes<VL>(b.h[0] + i), loadLanes<VL>(b.h[1] + i), loadLanes<VL>(b.h[2] + i)};

    // pairFrame: B's centre and axes in A's frame.
    const VL w[3] = {loadLanes<VL>(b.c[0] + i) - loadLanes<VL>(a.c[0] + i), loadLanes<VL>(b.c[1] + i) - loadLanes<VL>(a.c[1] + i),
                     loadLanes<VL>(b.c[2] + i) - loadLanes<VL>(a.c[2] + i)};
    VL offset[3];
    VL bf[3][3]; // bf[j][k] = A.axis_k . B.axis_j (PairFrame3::axesB)
    for (int k = 0; k < 3; ++k) {
        offset[k] = dot(ua[k][0], ua[k][1], ua[k][2], w[0], w[1], w[2]);
        for (int j = 0; j < 3; ++j) bf[j][k] = dot(ua[k][0], ua[k][1], ua[k][2], ub[j][0], ub[j][1], ub[j][2]);
    }

    const VL zero = VL{};
    const VL one = splat<VL>(1.0f);
    const VL negativeInfinity = splat<VL>(-std::numeric_limits<float>::infinity());
    const VL tol = splat<VL>(tolerance);
    const VL threshold = splat<VL>(sat::kParallelEdgeThreshold<float>);

    VL bestSeparation{}, bestX{}, bestY{}, bestZ{}, bestLength{}, bestCentre{};
    IL bestAxis = IL{}, separatingBits = IL{}, degenerateBits = IL{};
    VL largestSkipped = splat<VL>(-1.0f);
    VL lengthOfB[3]{};
    // detail::openAxes' test on the unnormalised margin, with room for its
    // sqrt(2) and the division it undoes: every pair it opens is open here
    // (with the pairs that skip an axis, added after the axes).
    const VL openLimit = splat<VL>(64.0f * 1.0625f * 1.5f * std::numeric_limits<float>::epsilon()) *
                         ((sumOfAbsolutes(offset) + sumOfAbsolutes(ha)) + sumOfAbsolutes(hb));
    IL open = IL{};
    // |B.axis_m . (A.axis_i x B.axis_j)| = |B.axis_j . (A.axis_i x B.axis_m)|:
    // with the zeros left out the two are -P + Q and -Q + P for the same
    // products P and Q, so their absolute values are equal bit for bit. For
    // the current i, pairAbs[n] holds it for {j, m} = the two indices other
    // than n, computed by the first of the pair's two axes.
    VL pairAbs[3]{};

    // Axis k with vector (x, y, z) in A's frame, in test order; bit c of
    // `zeros` set when component c is 0 and its products may be left out.
    const auto axis = [&](int k, unsigned zeros, VL x, VL y, VL z) __attribute__((target(SATLAB_M3_TARGET), always_inline)) {
        const VL centre = dotWithout(zeros, offset[0], offset[1], offset[2], x, y, z);
        const VL length = squareRoot(dotWithout(zeros, x, y, z, x, y, z));
        IL degenerate = IL{};
        if (k >= 3 && k < 6) lengthOfB[k - 3] = length;
        if (k >= 6) degenerate = length <= threshold * lengthOfB[(k - 6) % 3];
        const VL radiusA = dotWithout(zeros, ha[0], ha[1], ha[2], absolute(x), absolute(y), absolute(z));
        VL radiusB;
        if (k >= 3 && k < 6) {
            radiusB = hb[k - 3]; // B's own face axis: hB_j (projectOntoFaceOfB)
        } else {
            // On A.axis_i x B.axis_j, B.axis_j's projection is -p + p = +0 (p
            // the product of the two components of B.axis_j it takes): left out
            // too when leaving out (zeros != 0), onB_j is then not computed, and
            // the other two come from pairAbs where an earlier axis made them.
            const bool shared = k >= 6 && zeros != 0;
            const int j = (k - 6) % 3;
            VL onB[3];
            for (int m = 0; m < 3; ++m) {
                if (shared && m == j) {
                    onB[m] = zero; // left out below
                } else if (shared && m < j) {
                    onB[m] = pairAbs[3 - j - m];
                } else {
                    onB[m] = absolute(dotWithout(zeros, bf[m][0], bf[m][1], bf[m][2], x, y, z));
                    if (shared) pairAbs[3 - j - m] = onB[m];
                }
            }
            const unsigned ownAxis = shared ? 1U << j : 0U;
            radiusB = dotWithout(ownAxis, hb[0], hb[1], hb[2], onB[0], onB[1], onB[2]);
        }
        const VL margin = (absolute(centre) - radiusA) - radiusB;
        const VL separation = margin / length;
        open |= ~(absolute(margin) > openLimit);
        const IL separates = ~degenerate & (separation > tol);
        store(g.row[k], (VL)((IL)separation & ~degenerate)); // a skipped axis's separation is 0
        const VL candidate = degenerate ? negativeInfinity : separation;
        if (k == 0) {
            bestSeparation = candidate, bestX = x, bestY = y, bestZ = z, bestLength = length, bestCentre = centre;
        } else {
            // The first strictly larger one: bestAxisOfSlots' choice (ties to
            // the first in test order, a NaN never chosen over an earlier axis).
            const IL better = candidate > bestSeparation;
            bestSeparation = better ? candidate : bestSeparation;
            bestX = better ? x : bestX;
            bestY = better ? y : bestY;
            bestZ = better ? z : bestZ;
            bestLength = better ? length : bestLength;
            bestCentre = better ? centre : bestCentre;
            bestAxis = better ? IL{} + k : bestAxis;
        }
        separatingBits |= separates & ((IL{} + 1) << k);
        degenerateBits |= degenerate & ((IL{} + 1) << k);
        largestSkipped = (degenerate & (largestSkipped < length)) ? length : largestSkipped; // std::max, in test order
    };
    // A's faces, B's faces, then A.axis_i x B.axis_j (report3d_box_avx2.cpp's
    // table). About one product in six has a 0 for its factor from the axis,
    // and on each edge pair's axis one of B's projections is exactly 0:
    // about 210 of the group's roughly 1,000 vector operations. Left out, the
    // sums are the same bit for bit where the factors are finite (x * 0 is
    // then +-0, and every sum that could become a 0 of the other sign, a
    // centre or a radius, is used only through |centre|, centre < 0 and
    // (|centre| - rA) - rB, which do not see the sign of a 0). An infinite or
    // NaN factor makes x * 0 a NaN: then every product is computed, as the
    // single pair does; the test is one sum of the factors (an overflow there
    // only takes the long way). A product p of two finite components of B
    // that overflows makes -p + p a NaN, but only on an axis that is skipped
    // anyway: p > 3.4e38 makes both the axis's squared length and B.axis_j's
    // infinite, and length <= threshold * inf is true.
    const auto allAxes = [&](auto leaveOutZeros) __attribute__((target(SATLAB_M3_TARGET), always_inline)) {
        constexpr unsigned kUse = decltype(leaveOutZeros)::value ? 7U : 0U;
        axis(0, 6U & kUse, one, zero, zero);
        axis(1, 5U & kUse, zero, one, zero);
        axis(2, 3U & kUse, zero, zero, one);
        for (int j = 0; j < 3; ++j) axis(3 + j, 0U, bf[j][0], bf[j][1], bf[j][2]);
        for (int j = 0; j < 3; ++j) axis(6 + j, 1U & kUse, zero, -bf[j][2], bf[j][1]);
        for (int j = 0; j < 3; ++j) axis(9 + j, 2U & kUse, bf[j][2], zero, -bf[j][0]);
        for (int j = 0; j < 3; ++j) axis(12 + j, 4U & kUse, -bf[j][1], bf[j][0], zero);
    };
    VL sums[3];
    for (int j = 0; j < 3; ++j) sums[j] = (bf[j][0] + bf[j][1]) + bf[j][2];
    const VL factors = (((offset[0] + offset[1]) + (offset[2] + ha[0])) + ((ha[1] + ha[2]) + (hb[0] + hb[1]))) +
                       ((hb[2] + sums[0]) + (sums[1] + sums[2]));
    if (laneBits(factors - factors == zero) == (1U << L) - 1U) {
        allAxes(std::true_type{});
    } else {
        allAxes(std::false_type{});
    }

    // The first separating axis: the lowest bit set, from the exponent of its
    // value as a float (a power of two up to 2^14, exact), or -1.
    const IL lowest = separatingBits & -separatingBits;
    const IL first = separatingBits == 0 ? IL{} - 1 : (((IL) __builtin_convertvector(lowest, VL) >> 23) - 127);

    // The verdict, the MTV and the normal (manifold() after the axes).
    const VL axisSeparation = bestSeparation; // never a skipped axis
    const IL verdict = axisSeparation > tol ? IL{} + static_cast<int>(Verdict::Separated)
                                            : (axisSeparation < -tol ? IL{} + static_cast<int>(Verdict::Overlapping)
                                                                     : IL{} + static_cast<int>(Verdict::Touching));
    const VL depth = stdMax(zero, -axisSeparation);
    const VL lx = bestX / bestLength, ly = bestY / bestLength, lz = bestZ / bestLength;
    VL normal[3];
    for (int k = 0; k < 3; ++k) {
        const VL direction = (ua[0][k] * lx + ua[1][k] * ly) + ua[2][k] * lz;
        normal[k] = !(bestCentre < zero) ? direction : -direction;
    }

    // errorBound(frame, largestSkipped).
    constexpr float eps = std::numeric_limits<float>::epsilon();
    const VL scale = (sumOfAbsolutes(offset) + sumOfAbsolutes(ha)) + sumOfAbsolutes(hb);
    VL bound = splat<VL>(32.0f * eps) * scale;
    const VL angle = largestSkipped + splat<VL>(8.0f * eps);
    const VL longest = stdMax(ha[0], stdMax(ha[1], stdMax(ha[2], stdMax(hb[0], stdMax(hb[1], hb[2])))));
    const VL skippedTerm = splat<VL>(2.0f) * squareRoot((longest * angle) * scale);
    bound = largestSkipped >= zero ? bound + skippedTerm : bound;

    store(g.row[GroupAxes<L>::kAxisSeparation], axisSeparation);
    store(g.row[GroupAxes<L>::kDepth], depth);
    for (int k = 0; k < 3; ++k) store(g.row[GroupAxes<L>::kNormal + k], normal[k]);
    store(g.row[GroupAxes<L>::kErrorBound], bound);
    store(g.row[GroupAxes<L>::kDegenerateAxes], (VL)degenerateBits);
    store(g.row[GroupAxes<L>::kBestAxis], (VL)bestAxis);
    store(g.row[GroupAxes<L>::kFirstSeparatingAxis], (VL)first);
    store(g.row[GroupAxes<L>::kVerdict], (VL)verdict);
    const IL inContact = verdict != static_cast<int>(Verdict::Separated), onEdges = bestAxis >= 6;
    // Only tolerance 0 asks for exact verdicts.
    g.open = tolerance == 0.0f ? laneBits(open | (degenerateBits != 0)) : 0U;
    g.edges = laneBits(inContact & onEdges) & ~g.open;
    g.faces = laneBits(inContact & ~onEdges) & ~g.open;
}

/// The contact passes, on SATLAB_M3_LANES pairs at a time (kLanes, V
/// and I in here): the same code for 8 or 16 lanes.
namespace passes {

using V = Lanes<SATLAB_M3_LANES>::V;
using I = Lanes<SATLAB_M3_LANES>::I;
constexpr int kLanes = SATLAB_M3_LANES;
SATLAB_M3 V splat(float x) { return V{} + x; }

/// Pairs waiting for a lane of the edge or the face pass: their boxes and
/// the normal and best axis found by the axes' pass, one pair per lane. Each
/// pass runs on kLanes such pairs from any groups, so its lanes are full
/// even where few pairs intersect. Room for two passes: a group's pairs are
/// appended together (pushGroup), a pass takes the first kLanes.
struct Pending {
    static constexpr int kBoxFields = 15; // centre, rotation (r[3 * row + column]), half extents
    static constexpr int kRoom = 2 * kLanes;
    int size = 0;
    std::size_t pair[kRoom]{};
    alignas(4 * kLanes) float box[2][kBoxFields][kRoom]{};
    alignas(4 * kLanes) float normal[3][kRoom]{};
    alignas(4 * kLanes) std::int32_t bestAxis[kRoom]{};

    /// Lane `lane` of another queue (the same pair, normal and best axis).
    void push(const Pending& from, int lane) {
        const int l = size++;
        pair[l] = from.pair[lane];
        for (int box3 = 0; box3 < 2; ++box3)
            for (int k = 0; k < kBoxFields; ++k) box[box3][k][l] = from.box[box3][k][lane];
        for (int k = 0; k < 3; ++k) normal[k][l] = from.normal[k][lane];
        bestAxis[l] = from.bestAxis[lane];
    }
    /// Unused lanes of a last, partial pass repeat lane 0 (numbers nobody reads).
    void fillSpareLanes() {
        for (int l = size; l < kLanes; ++l) {
            for (auto& fields : box)
                for (auto& field : fields) field[l] = field[0];
            for (auto& component : normal) component[l] = component[0];
            bestAxis[l] = bestAxis[0];
        }
    }
    /// After a pass on the first min(size, kLanes) pairs: the rest move to the front.
    void dropPassed() {
        if (size <= kLanes) {
            size = 0;
            return;
        }
        const auto move = [](auto& row) { std::copy(row + kLanes, row + kRoom, row); };
        for (auto& fields : box)
            for (auto& field : fields) move(field);
        for (auto& component : normal) move(component);
        move(bestAxis);
        move(pair);
        size -= kLanes;
    }
};

/// Appends the pairs i .. i + L - 1 whose lanes are set in `mask` (the
/// lanes of g) to q (which holds fewer than kLanes): one permute per field
/// packs them into the lanes from q.size on. (The pairs, boxes, normals and
/// best axes of a group each went in lane by lane before: 30 strided loads
/// a pair.)
template <int L>
SATLAB_M3 void pushGroup(Pending& q, const Obb3View& a, const Obb3View& b, std::size_t i, const GroupAxes<L>& g, unsigned mask) {
    static_assert(L <= kLanes);
    using Row = typename Lanes<L>::V;
    Row lanes;
    if constexpr (L == 8) {
        lanes = (Row)_mm256_cvtepu8_epi32(_mm_cvtsi64_si128(static_cast<long long>(kPackTables.pack[mask])));
    } else {
        // The low eight lanes' picks, then the high eight's (8 + their pack)
        // after them: 16 bytes, `first` then `second`.
        const unsigned low = mask & 0xFFU, shift = 8U * static_cast<unsigned>(std::popcount(low));
        const std::uint64_t high = kPackTables.pack[mask >> 8] + 0x0808080808080808ULL;
        const std::uint64_t first = shift == 64 ? kPackTables.pack[low] : kPackTables.pack[low] | (high << shift);
        const std::uint64_t second = shift == 0 ? 0 : high >> (64 - shift);
        lanes = (Row)_mm512_maskz_cvtepu8_epi32(static_cast<__mmask16>(0xFFFF),
                                                _mm_set_epi64x(static_cast<long long>(second), static_cast<long long>(first)));
    }
    const auto put = [&](float* to, const float* from) __attribute__((target(SATLAB_M3_TARGET), always_inline)) {
        const Row row = loadLanes<Row>(from);
        Row packed;
        if constexpr (L == 8) {
            packed = (Row)_mm256_permutevar8x32_ps((__m256)row, (__m256i)lanes);
        } else {
            packed = (Row)_mm512_mask_permutexvar_ps((__m512)row, static_cast<__mmask16>(0xFFFF), (__m512i)lanes, (__m512)row);
        }
        *reinterpret_cast<typename Lanes<L>::Unaligned*>(to + q.size) = packed;
    };
    for (int box3 = 0; box3 < 2; ++box3) {
        const Obb3View& v = box3 == 0 ? a : b;
        for (int k = 0; k < 3; ++k) put(q.box[box3][k], v.c[k] + i);
        for (int k = 0; k < 9; ++k) put(q.box[box3][3 + k], v.r[k] + i);
        for (int k = 0; k < 3; ++k) put(q.box[box3][12 + k], v.h[k] + i);
    }
    for (int k = 0; k < 3; ++k) put(q.normal[k], g.row[GroupAxes<L>::kNormal + k]);
    put(reinterpret_cast<float*>(q.bestAxis), g.row[GroupAxes<L>::kBestAxis]);
    for (unsigned m = mask; m != 0; m &= m - 1) q.pair[q.size++] = i + static_cast<std::size_t>(std::countr_zero(m));
}

/// A pass's boxes about A's centre (findBoxContacts works there) and the
/// contacts' slack (roundingBound).
struct GroupBoxes {
    V axes[2][3][3]; ///< [box][axis][component], box 0 = A
    V half[2][3];
    V centre[2][3];
    V origin[3];
    V slack;
    V normal[3];
    I bestAxis;
};

__attribute__((target(SATLAB_M3_TARGET))) void loadGroupBoxes(const Pending& q, float tolerance, GroupBoxes& g) {
    for (int box = 0; box < 2; ++box) {
        for (int c = 0; c < 3; ++c) {
            for (int k = 0; k < 3; ++k) g.axes[box][c][k] = *reinterpret_cast<const V*>(q.box[box][3 + 3 * k + c]);
            g.half[box][c] = *reinterpret_cast<const V*>(q.box[box][12 + c]);
        }
    }
    V relative[3];
    for (int k = 0; k < 3; ++k) {
        g.origin[k] = *reinterpret_cast<const V*>(q.box[0][k]);
        g.centre[0][k] = g.origin[k] - g.origin[k];
        g.centre[1][k] = *reinterpret_cast<const V*>(q.box[1][k]) - g.origin[k];
        relative[k] = g.centre[1][k] - g.centre[0][k];
        g.normal[k] = *reinterpret_cast<const V*>(q.normal[k]);
    }
    g.bestAxis = *reinterpret_cast<const I*>(q.bestAxis);
    g.slack = splat(tolerance) + splat(32.0f * std::numeric_limits<float>::epsilon()) *
                                     ((sumOfAbsolutes(relative) + sumOfAbsolutes(g.half[0])) + sumOfAbsolutes(g.half[1]));
}

/// Edge-edge contacts of a group (findBoxContacts' edge step: edgeContacts,
/// closestOnSegments and keepOnlyPointsInBothLanes), one pair per lane with
/// their operations in their order; the selects are their branches. Lanes
/// whose best axis is not an edge pair compute numbers nobody reads.
struct GroupContacts {
    alignas(4 * kLanes) float point[2][3][kLanes]; ///< the closest points on A's and on B's edge, world coordinates
    alignas(4 * kLanes) std::int32_t inBoth[2][kLanes];
};

SATLAB_M3 V select(I mask, V x, V y) { return mask ? x : y; }
/// std::clamp(v, 0, 1) as its two comparisons.
SATLAB_M3 V clampUnit(V v, V zero, V one) { return v < zero ? zero : (one < v ? one : v); }

/// keepOnlyPointsInBothLanes' test of point p against one box: the distance
/// to its closest point (closestOnBox, std::clamp as its two comparisons)
/// within the slack.
SATLAB_M3 I withinBox(const V p[3], const V centre[3], const V axes[3][3], const V half[3], V slack) {
    const V zero = V{};
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
}

__attribute__((target(SATLAB_M3_TARGET))) void groupEdgeContacts(const GroupBoxes& g, GroupContacts& out) {
    const auto& ua = g.axes[0];
    const auto& ub = g.axes[1];
    const auto& ha = g.half[0];
    const auto& hb = g.half[1];
    const auto& ca = g.centre[0];
    const auto& cb = g.centre[1];
    const auto& origin = g.origin;
    const V slack = g.slack;
    const V zero = V{}, one = splat(1.0f);
    // edgeContacts: the middles of A's edge furthest along the normal and B's furthest against it.
    const V* n = g.normal;
    const I best = g.bestAxis;
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
    // A point segment (squared length 0) takes closestOnSegments' cases for
    // it; every division here has 1 for its divisor in the lanes that do not
    // use the quotient, so no lane divides by zero.
    const I pointB = e <= zero, pointA = ~pointB & (aa <= zero), lengthA = aa > zero;
    const V divA = select(lengthA, aa, one), divE = select(pointB, one, e);
    const V denom = aa * e - bb * bb;
    const I skew = denom > zero;
    V s = skew ? clampUnit((bb * f - c * e) / select(skew, denom, one), zero, one) : zero;
    V t = (bb * s + f) / divE;
    const I below = t < zero, above = ~below & (t > one);
    const V atStartOfB = clampUnit(-c / divA, zero, one); // s where t is 0
    s = select(below, atStartOfB, select(above, clampUnit((bb - c) / divA, zero, one), s));
    t = select(below, zero, select(above, one, t));
    s = select(pointB, select(lengthA, atStartOfB, zero), select(pointA, zero, s));
    t = select(pointB, zero, select(pointA, clampUnit(f / divE, zero, one), t));
    V point[2][3];
    for (int k = 0; k < 3; ++k) {
        point[0][k] = p0[k] + d1[k] * s;
        point[1][k] = q0[k] + d2[k] * t;
    }
    // keepOnlyPointsInBothLanes: each point's distance to each box.
    for (int k = 0; k < 2; ++k) {
        store(out.inBoth[k], withinBox(point[k], ca, ua, ha, slack) & withinBox(point[k], cb, ub, hb, slack));
        for (int m = 0; m < 3; ++m) store(out.point[k][m], point[k][m] + origin[m]);
    }
}

/// Pick k (lane values 0..2) of three.
SATLAB_M3 V pick(I k, V v0, V v1, V v2) { return k == 0 ? v0 : (k == 1 ? v1 : v2); }

/// The largest of the lanes' integers.
SATLAB_M3 int laneMax(I v) {
#if SATLAB_M3_LANES == 8
    __m256i m = (__m256i)v;
#else
    __m256i m = _mm256_max_epi32((__m256i)__builtin_shufflevector(v, v, 0, 1, 2, 3, 4, 5, 6, 7),
                                 (__m256i)__builtin_shufflevector(v, v, 8, 9, 10, 11, 12, 13, 14, 15));
#endif
    m = _mm256_max_epi32(m, _mm256_permute2x128_si256(m, m, 1));
    m = _mm256_max_epi32(m, _mm256_shuffle_epi32(m, 0x4E));
    m = _mm256_max_epi32(m, _mm256_shuffle_epi32(m, 0xB1));
    return _mm256_cvtsi256_si32(m);
}

/// Corners 0 .. count - 1 of a polygon in each lane.
template <std::size_t K> struct LanePolygon {
    V x[K], y[K], z[K];
    I count;
};

/// clipBelowFixed in every lane: the candidates in its order (corner k when on
/// or below the plane, then the crossing of its edge to the next corner),
/// compacted to the first slots. A lane with more than Out corners left is
/// marked in `overflow` (the single pair's way takes it).
template <std::size_t InSlots, std::size_t OutSlots>
SATLAB_M3 void clipLanes(const LanePolygon<InSlots>& in, V nx, V ny, V nz, V offset, LanePolygon<OutSlots>& out, I& overflow) {
    constexpr int In = static_cast<int>(InSlots), Out = static_cast<int>(OutSlots);
    const V zero = V{};
    V cx[2 * InSlots], cy[2 * InSlots], cz[2 * InSlots];
    I valid[2 * InSlots], position[2 * InSlots];
    V d[InSlots];
    // Slots past every lane's count hold no corner: neither computed nor read (only a
    // lane's own corners and its corner 0 are). d[used] is read below but never chosen.
    const int used = std::min(In, laneMax(in.count));
    for (int k = 0; k < used; ++k) d[k] = dot(nx, ny, nz, in.x[k], in.y[k], in.z[k]) - offset;
    if (used < In) d[used] = zero;
    for (int k = 0; k < used; ++k) {
        const I live = I{} + k < in.count;
        const I wraps = I{} + (k + 1) >= in.count; // the next corner is corner 0
        const int next = k + 1 < In ? k + 1 : 0;
        const V qx = select(wraps, in.x[0], in.x[next]), qy = select(wraps, in.y[0], in.y[next]),
                qz = select(wraps, in.z[0], in.z[next]), dq = select(wraps, d[0], d[next]);
        const V dp = d[k];
        cx[2 * k] = in.x[k], cy[2 * k] = in.y[k], cz[2 * k] = in.z[k];
        valid[2 * k] = live & (dp <= zero);
        const V t = dp / (dp - dq);
        cx[2 * k + 1] = in.x[k] + (qx - in.x[k]) * t;
        cy[2 * k + 1] = in.y[k] + (qy - in.y[k]) * t;
        cz[2 * k + 1] = in.z[k] + (qz - in.z[k]) * t;
        valid[2 * k + 1] = live & (((dp < zero) & (dq > zero)) | ((dp > zero) & (dq < zero)));
    }
    // position[j]: the slot candidate j goes to, -1 where it is not valid
    // (count | ~valid), so one comparison with a slot number finds it.
    I count = I{};
    for (int j = 0; j < 2 * used; ++j) {
        position[j] = count | ~valid[j];
        count -= valid[j]; // a true mask is -1
    }
    out.count = count;
    overflow |= count > Out;
    const int filled = std::min(Out, laneMax(count));
    for (int m = filled; m < Out; ++m) out.x[m] = out.y[m] = out.z[m] = zero;
    for (int m = 0; m < filled; ++m) {
        V x = zero, y = zero, z = zero;
        for (int j = m; j < 2 * used; ++j) {
            const I here = position[j] == m;
            x = select(here, cx[j], x);
            y = select(here, cy[j], y);
            z = select(here, cz[j], z);
        }
        out.x[m] = x, out.y[m] = y, out.z[m] = z;
    }
}

/// Slots reduceToFourLanes takes at most (groupIntersection's edge ends).
constexpr int kMaxReduceSlots = 2 * 2 * 12;

/// reduceToFour in lanes: of the points in slots [0, slots) whose `valid` is
/// set (`count` of them, in slot order), all when at most four (the first
/// four valid slots, `used` telling how many), else reduceToFour's four picks
/// along `normal`: each of its argMax passes starts at the first valid slot,
/// and a later one wins only when strictly larger.
SATLAB_M3 void reduceToFourLanes(const V* px, const V* py, const V* pz, const I* valid, int slots, I count, const V normal[3],
                                 V point[4][3], I used[4]) {
    const V zero = V{};
    const auto argMax = [&](auto&& score, V result[3]) __attribute__((target(SATLAB_M3_TARGET), always_inline)) {
        I found = I{};
        V bestScore = zero;
        result[0] = result[1] = result[2] = zero;
        for (int k = 0; k < slots; ++k) {
            const V candidate = score(px[k], py[k], pz[k]);
            const I take = valid[k] & (~found | (candidate > bestScore));
            bestScore = select(take, candidate, bestScore);
            result[0] = select(take, px[k], result[0]);
            result[1] = select(take, py[k], result[1]);
            result[2] = select(take, pz[k], result[2]);
            found |= valid[k];
        }
    };
    V chosen[4][3];
    argMax(
        [&](V x, V y, V z)
            __attribute__((target(SATLAB_M3_TARGET), always_inline)) { return -dot(normal[0], normal[1], normal[2], x, y, z); },
        chosen[0]);
    const V* first = chosen[0];
    argMax(
        [&](V x, V y, V z) __attribute__((target(SATLAB_M3_TARGET), always_inline)) {
            const V ex = x - first[0], ey = y - first[1], ez = z - first[2];
            return dot(ex, ey, ez, ex, ey, ez);
        },
        chosen[1]);
    const V sx = chosen[1][0] - first[0], sy = chosen[1][1] - first[1], sz = chosen[1][2] - first[2];
    const auto area = [&](V x, V y, V z) __attribute__((target(SATLAB_M3_TARGET), always_inline)) {
        const V ex = x - first[0], ey = y - first[1], ez = z - first[2];
        // glm::cross(second - first, p - first)
        return dot(normal[0], normal[1], normal[2], sy * ez - ey * sz, sz * ex - ez * sx, sx * ey - ex * sy);
    };
    // The third and the fourth pick (largest area, then largest -area) in one
    // pass over the slots: each argMax's own steps, the area computed once.
    {
        I found = I{};
        V bestArea = zero, bestNegated = zero;
        for (int c = 0; c < 3; ++c) chosen[2][c] = chosen[3][c] = zero;
        for (int k = 0; k < slots; ++k) {
            const V candidate = area(px[k], py[k], pz[k]), negated = -candidate;
            const I takeArea = valid[k] & (~found | (candidate > bestArea));
            const I takeNegated = valid[k] & (~found | (negated > bestNegated));
            bestArea = select(takeArea, candidate, bestArea);
            bestNegated = select(takeNegated, negated, bestNegated);
            const V p[3] = {px[k], py[k], pz[k]};
            for (int c = 0; c < 3; ++c) {
                chosen[2][c] = select(takeArea, p[c], chosen[2][c]);
                chosen[3][c] = select(takeNegated, p[c], chosen[3][c]);
            }
            found |= valid[k];
        }
    }
    const I reduce = count > 4;
    if (laneBits(reduce) == (1U << kLanes) - 1U) { // every lane keeps reduceToFour's picks (most intersection groups)
        for (int m = 0; m < 4; ++m) {
            for (int c = 0; c < 3; ++c) point[m][c] = chosen[m][c];
            used[m] = reduce;
        }
        return;
    }
    // Valid slot k's place among the valid ones, -1 where k is not valid
    // (before | ~valid), so one comparison with m finds the m-th.
    I position[kMaxReduceSlots];
    I before = I{};
    for (int k = 0; k < slots; ++k) {
        position[k] = before | ~valid[k];
        before -= valid[k];
    }
    for (int m = 0; m < 4; ++m) {
        V x = zero, y = zero, z = zero;
        for (int k = 0; k < slots; ++k) {
            const I here = position[k] == m;
            x = select(here, px[k], x);
            y = select(here, py[k], y);
            z = select(here, pz[k], z);
        }
        point[m][0] = select(reduce, chosen[m][0], x);
        point[m][1] = select(reduce, chosen[m][1], y);
        point[m][2] = select(reduce, chosen[m][2], z);
        used[m] = reduce | (I{} + m < count);
    }
}

/// The face-face contacts of a group (findBoxContacts' face step:
/// faceContactsFixed, reduceToFour, keepOnlyPointsInBothLanes), one pair per
/// lane. `fallback` gets the lanes to take the single pair's way: a clipped
/// polygon with more corners than the slots (rounding on a nearly flush
/// face), or no point in both boxes (then the contacts are A ∩ B's).
struct GroupFaceContacts {
    alignas(4 * kLanes) float point[4][3][kLanes];
    alignas(4 * kLanes) std::int32_t kept[4][kLanes];
    alignas(4 * kLanes) std::int32_t fallback[kLanes];
    alignas(4 * kLanes) std::int32_t overflow[kLanes]; ///< of the fallback lanes, those whose clip ran out of slots
};

__attribute__((target(SATLAB_M3_TARGET))) void groupFaceContacts(const GroupBoxes& g, GroupFaceContacts& out) {
    const V zero = V{}, one = splat(1.0f);
    const I best = g.bestAxis;
    const I referenceIsA = best < 3;
    const I axis = referenceIsA ? best : best - 3;
    V outward[3];
    for (int k = 0; k < 3; ++k) {
        outward[k] = referenceIsA ? g.normal[k] : -g.normal[k];
    }
    // The reference box R and the incident box (the other one).
    V rAxes[3][3], rHalf[3], rCentre[3], iAxes[3][3], iHalf[3], iCentre[3];
    for (int c = 0; c < 3; ++c) {
        for (int k = 0; k < 3; ++k) {
            rAxes[c][k] = select(referenceIsA, g.axes[0][c][k], g.axes[1][c][k]);
            iAxes[c][k] = select(referenceIsA, g.axes[1][c][k], g.axes[0][c][k]);
        }
        rHalf[c] = select(referenceIsA, g.half[0][c], g.half[1][c]);
        iHalf[c] = select(referenceIsA, g.half[1][c], g.half[0][c]);
        rCentre[c] = select(referenceIsA, g.centre[0][c], g.centre[1][c]);
        iCentre[c] = select(referenceIsA, g.centre[1][c], g.centre[0][c]);
    }
    // The incident face: the incident box's axis most anti-parallel to the outward normal.
    V along[3];
    for (int k = 0; k < 3; ++k) along[k] = dot(iAxes[k][0], iAxes[k][1], iAxes[k][2], outward[0], outward[1], outward[2]);
    I incident = I{};
    V incidentAlong = along[0];
    for (int k = 1; k < 3; ++k) {
        const I larger = absolute(along[k]) > absolute(incidentAlong);
        incident = larger ? I{} + k : incident;
        incidentAlong = larger ? along[k] : incidentAlong;
    }
    const V sign = incidentAlong < zero ? one : splat(-1.0f); // -signOf(along)
    const I u = incident == 2 ? I{} : incident + 1, v = incident == 0 ? I{} + 2 : incident - 1;
    V middle[3], du[3], dv[3];
    const V scale = sign * pick(incident, iHalf[0], iHalf[1], iHalf[2]);
    const V hu = pick(u, iHalf[0], iHalf[1], iHalf[2]), hv = pick(v, iHalf[0], iHalf[1], iHalf[2]);
    for (int c = 0; c < 3; ++c) {
        middle[c] = iCentre[c] + pick(incident, iAxes[0][c], iAxes[1][c], iAxes[2][c]) * scale;
        du[c] = pick(u, iAxes[0][c], iAxes[1][c], iAxes[2][c]) * hu;
        dv[c] = pick(v, iAxes[0][c], iAxes[1][c], iAxes[2][c]) * hv;
    }
    LanePolygon<4> face;
    face.count = I{} + 4;
    V* corner[3] = {face.x, face.y, face.z};
    for (int c = 0; c < 3; ++c) {
        corner[c][0] = (middle[c] - du[c]) - dv[c];
        corner[c][1] = (middle[c] + du[c]) - dv[c];
        corner[c][2] = (middle[c] + du[c]) + dv[c];
        corner[c][3] = (middle[c] - du[c]) + dv[c];
    }
    // The reference face's four side planes, then its far face.
    I overflow = I{};
    V planes[5][4];
    for (int side = 1; side <= 2; ++side) {
        const I s = axis + side >= 3 ? axis + side - 3 : axis + side;
        const V n[3] = {pick(s, rAxes[0][0], rAxes[1][0], rAxes[2][0]), pick(s, rAxes[0][1], rAxes[1][1], rAxes[2][1]),
                        pick(s, rAxes[0][2], rAxes[1][2], rAxes[2][2])};
        const V centre = dot(n[0], n[1], n[2], rCentre[0], rCentre[1], rCentre[2]);
        const V half = pick(s, rHalf[0], rHalf[1], rHalf[2]);
        V* upper = planes[2 * (side - 1)];
        V* lower = planes[2 * (side - 1) + 1];
        upper[0] = n[0], upper[1] = n[1], upper[2] = n[2], upper[3] = centre + half;
        lower[0] = -n[0], lower[1] = -n[1], lower[2] = -n[2], lower[3] = -(centre - half);
    }
    const V axisHalf = pick(axis, rHalf[0], rHalf[1], rHalf[2]);
    const V facePlane = dot(outward[0], outward[1], outward[2], rCentre[0], rCentre[1], rCentre[2]) + axisHalf;
    const V farPlane = facePlane - splat(2.0f) * axisHalf;
    planes[4][0] = -outward[0], planes[4][1] = -outward[1], planes[4][2] = -outward[2], planes[4][3] = -farPlane;
    LanePolygon<5> p1;
    LanePolygon<6> p2;
    LanePolygon<7> p3;
    LanePolygon<8> p4;
    LanePolygon<9> p5;
    clipLanes(face, planes[0][0], planes[0][1], planes[0][2], planes[0][3], p1, overflow);
    clipLanes(p1, planes[1][0], planes[1][1], planes[1][2], planes[1][3], p2, overflow);
    clipLanes(p2, planes[2][0], planes[2][1], planes[2][2], planes[2][3], p3, overflow);
    clipLanes(p3, planes[3][0], planes[3][1], planes[3][2], planes[3][3], p4, overflow);
    clipLanes(p4, planes[4][0], planes[4][1], planes[4][2], planes[4][3], p5, overflow);

    // Kept: on or below the reference face (within the slack).
    // Only the slots some lane's clipped polygon reaches (every lane's corners lie below
    // its count, and a slot no lane keeps changes nothing in reduceToFourLanes).
    constexpr int kSlots = 9;
    const int slots = std::min(kSlots, laneMax(p5.count));
    I kept[kSlots];
    I keptCount = I{};
    const V keepBelow = facePlane + g.slack;
    for (int k = 0; k < slots; ++k) {
        kept[k] = (I{} + k < p5.count) & (dot(outward[0], outward[1], outward[2], p5.x[k], p5.y[k], p5.z[k]) <= keepBelow);
        keptCount -= kept[k];
    }
    V point[4][3];
    I slotUsed[4];
    reduceToFourLanes(p5.x, p5.y, p5.z, kept, slots, keptCount, outward, point, slotUsed);
    // keepOnlyPointsInBothLanes.
    I anyKept = I{};
    for (int m = 0; m < 4; ++m) {
        const I inBoth = slotUsed[m] & withinBox(point[m], g.centre[0], g.axes[0], g.half[0], g.slack) &
                         withinBox(point[m], g.centre[1], g.axes[1], g.half[1], g.slack);
        anyKept |= inBoth;
        store(out.kept[m], inBoth);
        for (int c = 0; c < 3; ++c) store(out.point[m][c], point[m][c] + g.origin[c]);
    }
    store(out.fallback, overflow | ~anyKept);
    store(out.overflow, overflow);
}

/// The last resort's contacts of a group (findBoxContacts' fallback,
/// intersectionContactsWith with clippedEdgePointsLanes): every edge of A
/// clipped to B and of B to A (Liang-Barsky on the three slabs, as its lanes
/// do), both ends of each surviving edge in kBoxEdges order; grown by the
/// slack where that leaves a lane nothing; then at most four of them
/// (reduceToFour along the manifold's normal). One pair per lane.
struct GroupIntersection {
    alignas(4 * kLanes) float point[4][3][kLanes];
    alignas(4 * kLanes) std::int32_t used[4][kLanes];
};

constexpr int kEdgeEnds = 2 * 2 * 12; // both boxes' 12 edges, two ends each
static_assert(kEdgeEnds <= kMaxReduceSlots);

/// The ends of every edge of `owner` clipped to `other` grown by `grow`, into
/// slots [first, first + 24) with their validity.
SATLAB_M3 void clipEdgesLanes(const V axes[2][3][3], const V half[2][3], const V centre[2][3], int owner, V grow, V px[kEdgeEnds],
                              V py[kEdgeEnds], V pz[kEdgeEnds], I valid[kEdgeEnds]) {
    const int other = 1 - owner;
    const V zero = V{}, one = splat(1.0f);
    V corner[8][3];
    for (unsigned k = 0; k < 8; ++k) { // corners()
        V p[3] = {centre[owner][0], centre[owner][1], centre[owner][2]};
        for (unsigned i = 0; i < 3; ++i) {
            const V scale = ((k >> i) & 1U ? one : splat(-1.0f)) * half[owner][i];
            for (int c = 0; c < 3; ++c) p[c] = p[c] + axes[owner][i][c] * scale;
        }
        for (int c = 0; c < 3; ++c) corner[k][c] = p[c];
    }
    for (int e = 0; e < 12; ++e) {
        const V* p = corner[kBoxEdges[static_cast<std::size_t>(e)][0]];
        const V* q = corner[kBoxEdges[static_cast<std::size_t>(e)][1]];
        const V dx = q[0] - p[0], dy = q[1] - p[1], dz = q[2] - p[2];
        V enter = zero + 0.0f, leave = zero + 1.0f;
        I missed = I{};
        for (int i = 0; i < 3; ++i) {
            const V* axis = axes[other][i];
            const V* c = centre[other];
            const V start = ((p[0] - c[0]) * axis[0] + (p[1] - c[1]) * axis[1]) + (p[2] - c[2]) * axis[2];
            const V change = (dx * axis[0] + dy * axis[1]) + dz * axis[2];
            const V h = half[other][i] + grow;
            const I parallel = change == zero;
            missed |= parallel & (absolute(start) > h);
            V t0 = (-h - start) / change, t1 = (h - start) / change;
            const I swap = t0 > t1;
            const V low = select(swap, t1, t0), high = select(swap, t0, t1);
            t0 = low;
            t1 = high;
            const I update = ~parallel & ~missed;
            enter = select(update & (enter < t0), t0, enter); // std::max(enter, t0)
            leave = select(update & (t1 < leave), t1, leave); // std::min(leave, t1)
            missed |= update & (enter > leave);
        }
        const int slot = 24 * owner + 2 * e;
        px[slot] = p[0] + dx * enter, py[slot] = p[1] + dy * enter, pz[slot] = p[2] + dz * enter;
        px[slot + 1] = p[0] + dx * leave, py[slot + 1] = p[1] + dy * leave, pz[slot + 1] = p[2] + dz * leave;
        valid[slot] = valid[slot + 1] = ~missed;
    }
}

__attribute__((target(SATLAB_M3_TARGET))) void groupIntersection(const GroupBoxes& g, GroupIntersection& out) {
    const V zero = V{};
    V px[kEdgeEnds], py[kEdgeEnds], pz[kEdgeEnds];
    I valid[kEdgeEnds];
    clipEdgesLanes(g.axes, g.half, g.centre, 0, zero, px, py, pz, valid);
    clipEdgesLanes(g.axes, g.half, g.centre, 1, zero, px, py, pz, valid);
    I count = I{};
    for (int k = 0; k < kEdgeEnds; ++k) count -= valid[k];
    const I grown = count == 0; // nothing: clipped again to the boxes grown by the slack
    bool anyGrown = false;
    for (int l = 0; l < kLanes; ++l) anyGrown |= grown[l] != 0;
    if (anyGrown) {
        V gx[kEdgeEnds], gy[kEdgeEnds], gz[kEdgeEnds];
        I gValid[kEdgeEnds];
        clipEdgesLanes(g.axes, g.half, g.centre, 0, g.slack, gx, gy, gz, gValid);
        clipEdgesLanes(g.axes, g.half, g.centre, 1, g.slack, gx, gy, gz, gValid);
        count = I{};
        for (int k = 0; k < kEdgeEnds; ++k) {
            px[k] = select(grown, gx[k], px[k]);
            py[k] = select(grown, gy[k], py[k]);
            pz[k] = select(grown, gz[k], pz[k]);
            valid[k] = grown ? gValid[k] : valid[k];
            count -= valid[k];
        }
    }
    V point[4][3];
    I used[4];
    reduceToFourLanes(px, py, pz, valid, kEdgeEnds, count, g.normal, point, used);
    for (int m = 0; m < 4; ++m) {
        for (int c = 0; c < 3; ++c) store(out.point[m][c], point[m][c] + g.origin[c]);
        store(out.used[m], used[m]);
    }
}

/// The intersection pass on the pending pairs (the edge or face pass found
/// none of their points in both boxes).
void finishIntersections(Pending& q, BoxManifold3<float>* out, float tolerance) {
    if (q.size == 0) return;
    q.fillSpareLanes();
    GroupBoxes boxes;
    loadGroupBoxes(q, tolerance, boxes);
    GroupIntersection result;
    groupIntersection(boxes, result);
    for (int l = 0; l < q.size; ++l) {
        BoxManifold3<float>& m = out[q.pair[l]];
        m.contactKind = ContactKind::Intersection;
        m.contacts.clear();
        for (int k = 0; k < 4; ++k) {
            if (result.used[k][l]) m.contacts.push_back({result.point[k][0][l], result.point[k][1][l], result.point[k][2][l]});
        }
    }
    q.size = 0;
}

/// The edge or face pass on the first kLanes pending pairs (or all, if
/// fewer), their contacts written into
/// their manifolds. A lane whose points none lie in both boxes goes to the
/// intersection queue `lost`; a face lane whose clip ran out of slots takes
/// the single pair's step.
void finishPending(Pending& q, bool edges, const Obb3View& a, const Obb3View& b, BoxManifold3<float>* out, float tolerance,
                   Pending& lost) {
    if (q.size == 0) return;
    q.fillSpareLanes();
    GroupBoxes boxes;
    loadGroupBoxes(q, tolerance, boxes);
    GroupContacts edge;
    GroupFaceContacts face;
    if (edges) {
        groupEdgeContacts(boxes, edge);
    } else {
        groupFaceContacts(boxes, face);
    }
    for (int l = 0; l < std::min(q.size, kLanes); ++l) {
        BoxManifold3<float>& m = out[q.pair[l]];
        if (edges && (edge.inBoth[0][l] | edge.inBoth[1][l])) {
            m.contactKind = ContactKind::EdgeEdge;
            // The points written, then the count once (push_back would read
            // and write the count in memory for each).
            auto& to = m.contacts;
            to.resizeForOverwrite(2);
            std::size_t n = 0;
            for (int k = 0; k < 2; ++k) {
                if (edge.inBoth[k][l]) to[n++] = {edge.point[k][0][l], edge.point[k][1][l], edge.point[k][2][l]};
            }
            m.contacts.resizeForOverwrite(n);
        } else if (!edges && !face.fallback[l]) {
            m.contactKind = ContactKind::FaceFace;
            auto& to = m.contacts;
            to.resizeForOverwrite(4);
            std::size_t n = 0;
            for (int k = 0; k < 4; ++k) {
                if (face.kept[k][l]) to[n++] = {face.point[k][0][l], face.point[k][1][l], face.point[k][2][l]};
            }
            m.contacts.resizeForOverwrite(n);
        } else if (edges || !face.overflow[l]) { // no point in both boxes: A ∩ B's vertices
            lost.push(q, l);
            if (lost.size == kLanes) finishIntersections(lost, out, tolerance);
        } else { // a face clip with more corners than the lanes' slots
            sat::detail::findBoxContacts(boxAt(a, q.pair[l]), boxAt(b, q.pair[l]), m, tolerance);
        }
    }
    q.dropPassed();
}

} // namespace passes
} // namespace

/// rows[first + r][l] for r, l in 0..7 as columns: column l = pair l's eight
/// numbers (the 8 x 8 transpose of unpacks, shuffles and lane swaps).
template <std::size_t L> SATLAB_M3 void columnsOf(const float (*rows)[L], int first, int lane0, __m256 column[8]) {
    __m256 t[8], u[8];
    for (int r = 0; r < 8; r += 2) {
        const __m256 x = _mm256_load_ps(rows[first + r] + lane0), y = _mm256_load_ps(rows[first + r + 1] + lane0);
        t[r] = _mm256_unpacklo_ps(x, y), t[r + 1] = _mm256_unpackhi_ps(x, y);
    }
    for (int r = 0; r < 8; r += 4) {
        u[r] = _mm256_shuffle_ps(t[r], t[r + 2], 0x44), u[r + 1] = _mm256_shuffle_ps(t[r], t[r + 2], 0xEE);
        u[r + 2] = _mm256_shuffle_ps(t[r + 1], t[r + 3], 0x44), u[r + 3] = _mm256_shuffle_ps(t[r + 1], t[r + 3], 0xEE);
    }
    for (int l = 0; l < 4; ++l) {
        column[l] = _mm256_permute2f128_ps(u[l], u[l + 4], 0x20);
        column[l + 4] = _mm256_permute2f128_ps(u[l], u[l + 4], 0x31);
    }
}

__attribute__((target(SATLAB_M3_TARGET))) std::size_t manifold3Kernel(const Obb3View& a, const Obb3View& b, std::size_t pairs,
                                                                      BoxManifold3<float>* out, float tolerance) {
    passes::Pending edges, faces, lost;
    // The manifolds' words of pairs i .. i + 7, lanes lane0 .. lane0 + 7 of a
    // group: each pair's words 0-23 (the separations to the normal) as three
    // transposes of 8 rows, three 8-float stores a pair; errorBound alone.
    // Every field is set here (no zeroed copy first).
    const auto writeEight = [&](const auto& g, int lane0, std::size_t i)
        __attribute__((target(SATLAB_M3_TARGET), always_inline)) {
        static_assert(Rows::kRows == 25 && kLanes == 8);
        __m256 words[3][8];
        for (int third = 0; third < 3; ++third) columnsOf(g.row, 8 * third, lane0, words[third]);
        for (int l = 0; l < kLanes; ++l) {
            Manifold& m = out[i + static_cast<std::size_t>(l)];
            float* to = reinterpret_cast<float*>(&m);
            for (int third = 0; third < 3; ++third) _mm256_storeu_ps(to + 8 * third, words[third][l]);
            m.errorBound = g.row[Rows::kErrorBound][lane0 + l];
            m.contactKind = ContactKind::None;
            m.contacts.clear();
        }
    };
    // A group's pairs in contact, queued for the contact passes; the open
    // pairs (rare: near touching, or with parallel edges) take the single
    // pair's exact path.
    const auto queue = [&](const auto& g, std::size_t i) __attribute__((target(SATLAB_M3_TARGET), always_inline)) {
        for (unsigned open = g.open; open != 0; open &= open - 1) {
            const std::size_t n = i + static_cast<std::size_t>(std::countr_zero(open));
            out[n] = sat::detail::manifoldEveryField(boxAt(a, n), boxAt(b, n), tolerance);
        }
        if (g.edges != 0) passes::pushGroup(edges, a, b, i, g, g.edges);
        if (edges.size >= passes::kLanes) passes::finishPending(edges, true, a, b, out, tolerance, lost);
        if (g.faces != 0) passes::pushGroup(faces, a, b, i, g, g.faces);
        if (faces.size >= passes::kLanes) passes::finishPending(faces, false, a, b, out, tolerance, lost);
    };
    const std::size_t end = pairs / kLanes * kLanes;
    std::size_t i = 0;
    // The axes' pass on SATLAB_M3_LANES pairs at a time, the last eight
    // on their own where that is not a whole number of such groups.
    constexpr int kAxisLanes = SATLAB_M3_LANES;
    if constexpr (kAxisLanes != kLanes) {
        GroupAxes<kAxisLanes> wide;
        for (; i + kAxisLanes <= end; i += kAxisLanes) {
            groupAxes(a, b, i, tolerance, wide);
            for (int lane0 = 0; lane0 < kAxisLanes; lane0 += kLanes) writeEight(wide, lane0, i + static_cast<std::size_t>(lane0));
            queue(wide, i);
        }
    }
    GroupAxes<kLanes> g;
    for (; i < end; i += kLanes) {
        groupAxes(a, b, i, tolerance, g);
        writeEight(g, 0, i);
        queue(g, i);
    }
    passes::finishPending(edges, true, a, b, out, tolerance, lost);
    passes::finishPending(faces, false, a, b, out, tolerance, lost);
    passes::finishIntersections(lost, out, tolerance);
    return end;
}
