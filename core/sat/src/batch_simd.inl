// SPDX-License-Identifier: MIT
// The vector batch kernels, written once with GCC/Clang vector extensions and
// compiled three times: by batch_sse2.cpp (4 lanes, x86-64 baseline), by
// batch_avx2.cpp (8 lanes, every function marked target("avx2")) and by
// batch_avx512.cpp (16 lanes, target("avx512f,avx512dq")). The including
// file defines, before including this one:
//   SATLAB_SIMD_TARGET   attribute put on every function here
//   SATLAB_SIMD_BYTES    vector width in bytes (16, 32 or 64)
//   satlab_simd_movemask(Vi), satlab_simd_sqrt(Vf)   after the typedefs below
// and includes this file inside its own namespace. It may also define
// SATLAB_SIMD_GREATER_BITS with satlab_simd_greater_bits(Vf x, Vf y), the
// bits of the lanes where x > y straight from one comparison (AVX-512: a
// compare into a mask register, where `movemask(x > y)` makes GCC turn the
// mask register into a vector and back).
//
// Each lane computes exactly the numbers of the scalar kernel
// (batch_scalar.cpp), i.e. of sat::overlaps on Obb2<float> / Obb3<float>:
// same products, same order of additions, no fused multiply-adds
// (satlab::sat builds with -ffp-contract=off). Where the scalar form adds an
// exact zero (a product with a zero component of an axis), the zero is left
// out: x + 0 == x and a two-term sum commutes, so the value is the same.
// Values the scalar form computes twice are computed once where the two are
// equal bit for bit: the squares r[i][j]^2 (Gram diagonal and cross-axis
// lengths) and the 2x2 minors of r (a - b against b - a, an exact negation,
// under an absolute value). 3D lanes compare their largest margin with the
// exact filter's bound and send the rare open lane to sat::overlaps, whose
// exact path decides it (obb3SeparatedBits): every bit is the exact verdict.
// Lanes report "separated"; each 64-pair mask word is inverted once. docs/performance.md has the measurements.

constexpr int kLanes = SATLAB_SIMD_BYTES / 4;
/// Groups of lanes interleaved for pairs read from arrays of Obb2<float>
/// (obb2BoxWords): two groups of 8 lanes (1.35 against 1.5 ns per pair with
/// one), but one of 4 (SSE2 has no three-operand form, and two groups of
/// transposed boxes spill: 2.6 against 2.4 ns).
constexpr std::size_t kObb2BoxGroups = kLanes == 8 ? 2 : 1;
typedef float Vf __attribute__((vector_size(SATLAB_SIMD_BYTES)));
typedef std::int32_t Vi __attribute__((vector_size(SATLAB_SIMD_BYTES)));

/// The same vector type with the alignment of a float, for unaligned loads
/// (may_alias: it reads the floats of a std::vector).
typedef float VfUnaligned __attribute__((vector_size(SATLAB_SIMD_BYTES), aligned(4), may_alias));

SATLAB_SIMD_TARGET inline Vf load(const float* p) { return *reinterpret_cast<const VfUnaligned*>(p); }
SATLAB_SIMD_TARGET inline Vf absv(Vf v) { return (Vf)((Vi)v & 0x7fffffff); }
/// The bits of the lanes where x > y (lane k = bit k; false where either is
/// NaN, as `>`). A macro, so that the AVX2 and SSE2 kernels compile exactly
/// as with the movemask written out.
#ifdef SATLAB_SIMD_GREATER_BITS
#define SATLAB_GREATER_BITS(x, y) satlab_simd_greater_bits((x), (y))
#else
#define SATLAB_GREATER_BITS(x, y) satlab_simd_movemask((x) > (y))
#endif

/// The larger of `largest` and `value` per lane, ignoring a NaN `value` (a
/// NaN margin decides nothing in the single-pair paths either); a NaN
/// `largest` stays NaN, and such a lane ends open.
SATLAB_SIMD_TARGET __attribute__((always_inline)) inline Vf laneMax(Vf largest, Vf value) {
    return value > largest ? value : largest;
}

/// A box's fields in lanes: obb2Turn and obb2SeparatedBits read them from the arrays
/// (Obb2ArrayFields) or from registers (Obb2LaneFields, boxes read from
/// arrays of Obb2<float> and turned into lanes).
enum Obb2Field : int { kCx, kCy, kUx, kUy, kHx, kHy };
struct Obb2Lanes {
    Vf cx, cy, ux, uy, hx, hy;
};

template <int F> SATLAB_SIMD_TARGET __attribute__((always_inline)) inline const float* arrayOf(const Obb2View& v) {
    if constexpr (F == kCx) return v.cx;
    if constexpr (F == kCy) return v.cy;
    if constexpr (F == kUx) return v.ux;
    if constexpr (F == kUy) return v.uy;
    if constexpr (F == kHx) return v.hx;
    if constexpr (F == kHy) return v.hy;
}
template <int F> SATLAB_SIMD_TARGET __attribute__((always_inline)) inline Vf laneOf(const Obb2Lanes& l) {
    if constexpr (F == kCx) return l.cx;
    if constexpr (F == kCy) return l.cy;
    if constexpr (F == kUx) return l.ux;
    if constexpr (F == kUy) return l.uy;
    if constexpr (F == kHx) return l.hx;
    if constexpr (F == kHy) return l.hy;
}

/// Group g is the pairs from first + g * kLanes; each field is loaded where
/// it is used (a reload is one load, which VEX folds into the arithmetic; a
/// value kept live would be spilled).
struct Obb2ArrayFields {
    const Obb2View& a;
    const Obb2View& b;
    std::size_t first;
    template <int F> SATLAB_SIMD_TARGET __attribute__((always_inline)) Vf inA(std::size_t g) const {
        return load(arrayOf<F>(a) + first + g * static_cast<std::size_t>(kLanes));
    }
    template <int F> SATLAB_SIMD_TARGET __attribute__((always_inline)) Vf inB(std::size_t g) const {
        return load(arrayOf<F>(b) + first + g * static_cast<std::size_t>(kLanes));
    }
};
template <std::size_t kGroups> struct Obb2LaneFields {
    Obb2Lanes a[kGroups], b[kGroups];
    template <int F> SATLAB_SIMD_TARGET __attribute__((always_inline)) Vf inA(std::size_t g) const { return laneOf<F>(a[g]); }
    template <int F> SATLAB_SIMD_TARGET __attribute__((always_inline)) Vf inB(std::size_t g) const { return laneOf<F>(b[g]); }
};

/// What every axis of one group of pairs reuses: the cosine and sine of B's
/// angle against A's, and B's centre offset in A's frame (tx along A.x, ty
/// along A.y). Waits only on loads.
struct Obb2Turn {
    Vf cosine, sine, tx, ty;
};
// Field F of box A or B of group g (obb2Turn and obb2SeparatedBits).
#define SATLAB_A(F) in.template inA<F>(g)
#define SATLAB_B(F) in.template inB<F>(g)
template <class Fields>
SATLAB_SIMD_TARGET __attribute__((always_inline)) inline Obb2Turn obb2Turn(const Fields& in, std::size_t g) {
    Obb2Turn t;
    t.cosine = SATLAB_A(kUx) * SATLAB_B(kUx) + SATLAB_A(kUy) * SATLAB_B(kUy);
    t.sine = SATLAB_A(kUy) * SATLAB_B(kUx) - SATLAB_A(kUx) * SATLAB_B(kUy);
    const Vf dx = SATLAB_B(kCx) - SATLAB_A(kCx);
    const Vf dy = SATLAB_B(kCy) - SATLAB_A(kCy);
    t.tx = dx * SATLAB_A(kUx) + dy * SATLAB_A(kUy);
    t.ty = dy * SATLAB_A(kUx) - dx * SATLAB_A(kUy);
    return t;
}

/// Bit k set where one of the four axes separates lane k's pair for
/// certain; `open` gets -1 in the lanes left to the exact single-pair test
/// (OR-ed in, so a word's lanes are tested once). Each lane keeps its
/// largest margin |centre| - radius over the four axes and compares it
/// with the exact filter's bound 65 eps (|tx| + rAx + |ty| + rAy) (rAx, rAy
/// the radii on A's axes; their sum is at least |t|_1 + |hA|_1 + |hB|_1 up
/// to rounding, as |cos| + |sin| >= 1): beyond it the sign is the exact one
/// for the stored boxes (docs/sat-2d.md and docs/accuracy.md give the exact
/// 2D verdict), within it (or NaN) the lane is open.
template <class Fields>
SATLAB_SIMD_TARGET __attribute__((always_inline)) inline unsigned obb2SeparatedBits(const Obb2Turn& t, const Fields& in,
                                                                                    std::size_t g, Vi& open) {
    const Vf c = absv(t.cosine);
    const Vf s = absv(t.sine);
    // L = A.x, A.y, B.x, B.y
    const Vf absTx = absv(t.tx), absTy = absv(t.ty);
    const Vf radiusAx = SATLAB_A(kHx) + (SATLAB_B(kHx) * c + SATLAB_B(kHy) * s);
    const Vf radiusAy = SATLAB_A(kHy) + (SATLAB_B(kHx) * s + SATLAB_B(kHy) * c);
    const Vf marginAx = absTx - radiusAx;
    const Vf marginAy = absTy - radiusAy;
    const Vf bound = (65.0f * std::numeric_limits<float>::epsilon()) * ((absTx + radiusAx) + (absTy + radiusAy));
    const Vf marginBx = absv(t.tx * t.cosine - t.ty * t.sine) - ((SATLAB_A(kHx) * c + SATLAB_A(kHy) * s) + SATLAB_B(kHx));
    const Vf marginBy = absv(t.tx * t.sine + t.ty * t.cosine) - ((SATLAB_A(kHx) * s + SATLAB_A(kHy) * c) + SATLAB_B(kHy));
    // A chain, not a tree: a NaN margin is skipped unless it comes first (then the lane is open).
    const Vf margin = laneMax(laneMax(laneMax(marginAx, marginAy), marginBx), marginBy);
    open |= ~(Vi)(absv(margin) > bound);
    return SATLAB_GREATER_BITS(margin, bound);
}
#undef SATLAB_B
#undef SATLAB_A

/// Three-term dot products in the scalar kernel's order ((x + y) + z).
SATLAB_SIMD_TARGET inline Vf sum3(Vf x, Vf y, Vf z) { return (x + y) + z; }

/// B in A's frame for one group of lanes, and the numbers every axis reuses.
struct Obb3Frame {
    Vf o[3];       ///< offset o = A^T (B.centre - A.centre)
    Vf r[3][3];    ///< r[i][j] = A.axis_i . B.axis_j
    Vf absR[3][3]; ///< |r[i][j]|
    Vf ha[3], hb[3];
};

/// L = A.edge_I x B.edge_J = v with v[I] = 0, v[P] = -r[Q][J], v[Q] = r[P][J]
/// (P, Q the other two rows in cyclic order). `absMinor[k]` is, for A's
/// edge I, |r[Q][m] r[P][j] - r[P][m] r[Q][j]| for the two columns m < j
/// other than k: swapping m and j subtracts the same two products the other
/// way round, an exact negation, so the one value serves both edge axes that
/// need it. B's axis J lies along the edge, so it gives exactly 0 on v: left out.
/// The axis's centre distance and radius (its margin is the difference).
struct EdgeTest {
    Vf absCentre, radius;
};
template <int I, int J>
SATLAB_SIMD_TARGET __attribute__((always_inline)) inline EdgeTest edgeSeparates(const Obb3Frame& f, const Vf (&absMinor)[3]) {
    constexpr int P = (I + 1) % 3;
    constexpr int Q = (I + 2) % 3;
    constexpr int M1 = J == 0 ? 1 : 0; // the columns other than J, M1 < M2
    constexpr int M2 = J == 2 ? 1 : 2;
    const Vf centre = f.o[Q] * f.r[P][J] - f.o[P] * f.r[Q][J];
    const Vf radiusA = f.ha[P] * f.absR[Q][J] + f.ha[Q] * f.absR[P][J];
    // |minor of columns (M1, J)| excludes column M2, and the other way round.
    const Vf radiusB = f.hb[M1] * absMinor[M2] + f.hb[M2] * absMinor[M1];
    return {absv(centre), radiusA + radiusB};
}

/// The largest margin |centre| - radius of A's edge I's three cross axes and
/// `margin`. No parallel-edge test: a margin beyond the exact filter's bound
/// decides whatever the axis's length, and parallel edges' margins lie within
/// it (sat/detail/exact3d.hpp).
template <int I> SATLAB_SIMD_TARGET __attribute__((always_inline)) inline Vf edgeRowMargin(const Obb3Frame& f, Vf margin) {
    constexpr int P = (I + 1) % 3;
    constexpr int Q = (I + 2) % 3;
    const Vf absMinor[3] = {absv(f.r[Q][1] * f.r[P][2] - f.r[P][1] * f.r[Q][2]),  // columns (1, 2)
                            absv(f.r[Q][0] * f.r[P][2] - f.r[P][0] * f.r[Q][2]),  // columns (0, 2)
                            absv(f.r[Q][0] * f.r[P][1] - f.r[P][0] * f.r[Q][1])}; // columns (0, 1)
    const EdgeTest axis0 = edgeSeparates<I, 0>(f, absMinor);
    const EdgeTest axis1 = edgeSeparates<I, 1>(f, absMinor);
    const EdgeTest axis2 = edgeSeparates<I, 2>(f, absMinor);
    margin = laneMax(margin, axis0.absCentre - axis0.radius);
    margin = laneMax(margin, axis1.absCentre - axis1.radius);
    return laneMax(margin, axis2.absCentre - axis2.radius);
}

/// The open lanes (bit l clear in `settled`): sat::overlaps on the pair,
/// whose exact path decides them. Out of line and cold.
__attribute__((noinline, cold)) unsigned settleOpenLanes3(const Obb3View& a, const Obb3View& b, std::size_t n, unsigned separated,
                                                          unsigned settled) {
    for (int l = 0; l < kLanes; ++l) {
        if ((settled >> l) & 1U) continue;
        const std::size_t i = n + static_cast<std::size_t>(l);
        if (!sat::overlaps(boxAt(a, i), boxAt(b, i))) separated |= 1U << l;
    }
    return separated;
}

/// Lanes where an axis separates pair (a[i], b[i]) as bits (lane 0 = bit 0).
/// Each lane keeps the largest margin |centre| - (radiusA + radiusB) over
/// the 15 axes and compares it once with the exact filter's bound
/// (exactFilterBoundLanes): above it the pair is separated, below minus it it
/// intersects, and in between (or NaN) the lane is open and goes to the
/// single-pair test's exact path.
SATLAB_SIMD_TARGET __attribute__((always_inline)) inline unsigned obb3SeparatedBits(const Obb3View& a, const Obb3View& b,
                                                                                    std::size_t n) {
    constexpr unsigned kAllLanes = (1U << kLanes) - 1U;
    Obb3Frame f;
    Vf reach; // |d|_1 of the world offset d (exactFilterBoundLanes)
    {
        Vf ar[9];
        for (int k = 0; k < 9; ++k) ar[k] = load(a.r[k] + n);
        Vf world[3];
        for (int k = 0; k < 3; ++k) world[k] = load(b.c[k] + n) - load(a.c[k] + n);
        reach = sum3(absv(world[0]), absv(world[1]), absv(world[2]));
        for (int i = 0; i < 3; ++i) f.o[i] = sum3(ar[i] * world[0], ar[3 + i] * world[1], ar[6 + i] * world[2]);
        for (int j = 0; j < 3; ++j) {
            const Vf b0 = load(b.r[j] + n), b1 = load(b.r[3 + j] + n), b2 = load(b.r[6 + j] + n);
            for (int i = 0; i < 3; ++i) {
                f.r[i][j] = sum3(ar[i] * b0, ar[3 + i] * b1, ar[6 + i] * b2);
                f.absR[i][j] = absv(f.r[i][j]);
            }
        }
    }
    for (int k = 0; k < 3; ++k) {
        f.ha[k] = load(a.h[k] + n);
        f.hb[k] = load(b.h[k] + n);
    }
    Vf margin;
    for (int k = 0; k < 3; ++k) { // L = A.face_k
        const Vf radiusB = sum3(f.hb[0] * f.absR[k][0], f.hb[1] * f.absR[k][1], f.hb[2] * f.absR[k][2]);
        const Vf axisMargin = absv(f.o[k]) - (f.ha[k] + radiusB);
        margin = k == 0 ? axisMargin : laneMax(margin, axisMargin);
    }
    for (int j = 0; j < 3; ++j) { // L = B.face_j: B's radius is hb[j] (fast3d.hpp's projectOntoFaceOfB)
        const Vf centre = sum3(f.o[0] * f.r[0][j], f.o[1] * f.r[1][j], f.o[2] * f.r[2][j]);
        const Vf radiusA = sum3(f.ha[0] * f.absR[0][j], f.ha[1] * f.absR[1][j], f.ha[2] * f.absR[2][j]);
        margin = laneMax(margin, absv(centre) - (radiusA + f.hb[j]));
    }
    margin = edgeRowMargin<0>(f, margin);
    margin = edgeRowMargin<1>(f, margin);
    margin = edgeRowMargin<2>(f, margin);
    // exactFilterBoundLanes, lane by lane: the single pair's vector paths decide the same lanes.
    const Vf bound = ((1.75f * reach + sum3(f.ha[0], f.ha[1], f.ha[2])) + sum3(f.hb[0], f.hb[1], f.hb[2])) *
                     (64.0f * std::numeric_limits<float>::epsilon());
    const unsigned separated = SATLAB_GREATER_BITS(margin, bound);
    const unsigned settled = separated | SATLAB_GREATER_BITS(-bound, margin);
    if (__builtin_expect(settled != kAllLanes, 0)) return settleOpenLanes3(a, b, n, separated, settled);
    return separated;
}

/// A 64-pair word in which some lane was left open: every pair's bit from
/// sat::overlaps, whose filter decides the pairs clear of its bound and whose
/// exact path the others. Out of line and cold.
__attribute__((noinline, cold)) std::uint64_t settleWord2(const Obb2View& a, const Obb2View& b, std::size_t first) {
    const auto box = [](const Obb2View& v, std::size_t i) {
        return Obb2<float>{{v.cx[i], v.cy[i]}, {v.hx[i], v.hy[i]}, {v.ux[i], v.uy[i]}, {-v.uy[i], v.ux[i]}};
    };
    std::uint64_t separated = 0;
    for (std::size_t bit = 0; bit < 64; ++bit) {
        if (!sat::overlaps(box(a, first + bit), box(b, first + bit))) separated |= std::uint64_t{1} << bit;
    }
    return separated;
}
__attribute__((noinline, cold)) std::uint64_t settleWord2(const Obb2<float>* a, const Obb2<float>* b, std::size_t first) {
    std::uint64_t separated = 0;
    for (std::size_t bit = 0; bit < 64; ++bit) {
        if (!sat::overlaps(a[first + bit], b[first + bit])) separated |= std::uint64_t{1} << bit;
    }
    return separated;
}

SATLAB_SIMD_TARGET inline void obb2Words(const Obb2View& a, const Obb2View& b, std::size_t wordCount, std::uint64_t* mask) {
    constexpr std::size_t kSteps = 64 / kLanes;
    for (std::size_t word = 0; word < wordCount; ++word) {
        const Obb2ArrayFields in{a, b, 64 * word};
        // The separated lanes' bits, inverted once per word.
        std::uint64_t separatedBits = 0;
        // One group ahead: the next group's turn is written before this
        // group's axes, so its loads and products fill the gaps of their
        // dependency chains (docs/performance.md, "What limits them").
        Vi open{};
        Obb2Turn turn = obb2Turn(in, 0);
#pragma GCC unroll 16
        for (std::size_t k = 0; k < kSteps; ++k) {
            const Obb2Turn next = k + 1 < kSteps ? obb2Turn(in, k + 1) : turn;
            separatedBits |= std::uint64_t{obb2SeparatedBits(turn, in, k, open)} << (k * kLanes);
            turn = next;
        }
        // One test per word; a word with an open lane is answered pair by pair.
        if (__builtin_expect(satlab_simd_movemask(open) != 0, 0)) separatedBits = settleWord2(a, b, 64 * word);
        mask[word] = ~separatedBits;
    }
}

/// Pairs (a[i], b[i]) read from arrays of Obb2<float>, kGroups groups of
/// lanes at a time: `ToLanes::boxes(p)` (per instruction set, in the file that
/// includes this one) turns the kLanes boxes from p into an Obb2Lanes (a
/// transpose of their rows; axisY is not read), then obb2Turn and
/// obb2SeparatedBits.
template <class ToLanes, std::size_t kGroups>
SATLAB_SIMD_TARGET inline void obb2BoxWords(const Obb2<float>* a, const Obb2<float>* b, std::size_t wordCount,
                                            std::uint64_t* mask) {
    for (std::size_t word = 0; word < wordCount; ++word) {
        std::uint64_t separatedBits = 0;
        Vi open{};
#pragma GCC unroll 16
        for (std::size_t k = 0; k < 64 / kLanes; k += kGroups) {
            Obb2LaneFields<kGroups> in;
            for (std::size_t g = 0; g < kGroups; ++g) {
                const std::size_t first = 64 * word + (k + g) * kLanes;
                in.a[g] = ToLanes::boxes(a + first);
                in.b[g] = ToLanes::boxes(b + first);
            }
            Obb2Turn turn[kGroups];
            for (std::size_t g = 0; g < kGroups; ++g) turn[g] = obb2Turn(in, g);
            for (std::size_t g = 0; g < kGroups; ++g) {
                separatedBits |= std::uint64_t{obb2SeparatedBits(turn[g], in, g, open)} << ((k + g) * kLanes);
            }
        }
        if (__builtin_expect(satlab_simd_movemask(open) != 0, 0)) separatedBits = settleWord2(a, b, 64 * word);
        mask[word] = ~separatedBits;
    }
}

/// kPrefetch: large inputs (kPrefetchPairs3). A 3D pair reads 30 arrays, and
/// the hardware prefetchers follow that many streams badly (a plain read of
/// 30 streams gets a third of the bandwidth of 12). So each group that starts
/// a cache line of a field (16 floats) asks for the same line of the next
/// word (64 pairs on) in all 30 arrays, into L2 (locality hint 2): the
/// requests go out evenly, 30 at a time, while the word is tested. (All 120
/// lines of the next word at its start would leave most of them waiting for
/// a miss buffer, and streaming slower.) The prefetches
/// are written out here: as a function of their own GCC 12 judged them free
/// of side effects and deleted the calls.
template <bool kPrefetch>
SATLAB_SIMD_TARGET inline void obb3Words(const Obb3View& a, const Obb3View& b, std::size_t wordCount, std::uint64_t* mask) {
    [[maybe_unused]] const float* const fields[30] = {
        a.c[0], a.c[1], a.c[2], a.r[0], a.r[1], a.r[2], a.r[3], a.r[4], a.r[5], a.r[6], a.r[7], a.r[8], a.h[0], a.h[1], a.h[2],
        b.c[0], b.c[1], b.c[2], b.r[0], b.r[1], b.r[2], b.r[3], b.r[4], b.r[5], b.r[6], b.r[7], b.r[8], b.h[0], b.h[1], b.h[2]};
    constexpr std::size_t kAhead = 64; // one word
    [[maybe_unused]] const std::size_t end = 64 * wordCount;
    for (std::size_t word = 0; word < wordCount; ++word) {
        std::uint64_t separatedBits = 0;
        for (int k = 0; k < 64 / kLanes; ++k) {
            const std::size_t first = 64 * word + static_cast<std::size_t>(k * kLanes);
            if constexpr (kPrefetch) {
                if (first % 16 == 0 && first + kAhead < end) {
                    for (const float* field : fields) __builtin_prefetch(field + first + kAhead, 0, 2);
                }
            }
            separatedBits |= std::uint64_t{obb3SeparatedBits(a, b, first)} << (k * kLanes);
        }
        mask[word] = ~separatedBits;
    }
}

#undef SATLAB_GREATER_BITS
