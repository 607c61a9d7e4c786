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
// (sat_core builds with -ffp-contract=off). Where the scalar form adds an
// exact zero (a product with a zero component of an axis), the zero is left
// out: x + 0 == x and a two-term sum commutes, so the value is the same.
// Values the scalar form computes twice are computed once where the two are
// equal bit for bit: the squares r[i][j]^2 (Gram diagonal and cross-axis
// lengths) and the 2x2 minors of r (a - b against b - a, an exact negation,
// under an absolute value). 3D groups test the cross axes' degeneracy with a
// cheap sufficient test and redo the rare group where it cannot decide
// (obb3SeparatedBits). Lanes report "separated"; each 64-pair mask word is
// inverted once. docs/performance.md has the measurements.

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

/// Bit k set where one of the four axes separates lane k's pair. Each axis's
/// comparison goes to the integer registers on its own (a movemask, on the
/// ports that also store) and the four masks are joined there: three vector
/// ORs fewer on the four floating-point pipes, which bound this kernel.
template <class Fields>
SATLAB_SIMD_TARGET __attribute__((always_inline)) inline unsigned obb2SeparatedBits(const Obb2Turn& t, const Fields& in,
                                                                                   std::size_t g) {
    const Vf c = absv(t.cosine);
    const Vf s = absv(t.sine);
    // L = A.x, A.y, B.x, B.y
    unsigned bits = SATLAB_GREATER_BITS(absv(t.tx), SATLAB_A(kHx) + (SATLAB_B(kHx) * c + SATLAB_B(kHy) * s));
    bits |= SATLAB_GREATER_BITS(absv(t.ty), SATLAB_A(kHy) + (SATLAB_B(kHx) * s + SATLAB_B(kHy) * c));
    bits |= SATLAB_GREATER_BITS(absv(t.tx * t.cosine - t.ty * t.sine), (SATLAB_A(kHx) * c + SATLAB_A(kHy) * s) + SATLAB_B(kHx));
    bits |= SATLAB_GREATER_BITS(absv(t.tx * t.sine + t.ty * t.cosine), (SATLAB_A(kHx) * s + SATLAB_A(kHy) * c) + SATLAB_B(kHy));
    return bits;
}
#undef SATLAB_B
#undef SATLAB_A

/// Three-term dot products in the scalar kernel's order ((x + y) + z).
SATLAB_SIMD_TARGET inline Vf sum3(Vf x, Vf y, Vf z) { return (x + y) + z; }

/// B in A's frame for one group of lanes, and the numbers every axis reuses.
struct Obb3Frame {
    Vf o[3];        ///< offset o = A^T (B.centre - A.centre)
    Vf r[3][3];     ///< r[i][j] = A.axis_i . B.axis_j
    Vf absR[3][3];  ///< |r[i][j]|
    Vf ha[3], hb[3];
    Vf square[3][3]; ///< r[i][j] * r[i][j]
    Vf gram[3];      ///< |column j of r|^2 = (r[0][j]^2 + r[1][j]^2) + r[2][j]^2
};

/// L = A.edge_I x B.edge_J = v with v[I] = 0, v[P] = -r[Q][J], v[Q] = r[P][J]
/// (P, Q the other two rows in cyclic order). `absMinor[k]` is, for A's
/// edge I, |r[Q][m] r[P][j] - r[P][m] r[Q][j]| for the two columns m < j
/// other than k: swapping m and j subtracts the same two products the other
/// way round, an exact negation, so the one value serves both edge axes that
/// need it. B's axis J lies along the edge, so it gives exactly 0 on v: left out.
/// The axis separates the lanes where |centre| > radius, ignoring whether it
/// is degenerate.
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

/// fast3d.hpp's test that the cross axis of A's edge I and B's edge J is not
/// degenerate, with its square roots: |v| > t |R col J| (t the threshold).
template <int I, int J> SATLAB_SIMD_TARGET __attribute__((always_inline)) inline Vi edgeUsable(const Obb3Frame& f) {
    constexpr int P = (I + 1) % 3;
    constexpr int Q = (I + 2) % 3;
    constexpr float kThreshold = kParallelEdgeThreshold<float>;
    return satlab_simd_sqrt(f.square[P][J] + f.square[Q][J]) > kThreshold * satlab_simd_sqrt(f.gram[J]);
}

/// Lanes where all 9 cross axes are clearly not degenerate, from the
/// column sums of |r| alone (no squares): with x, y, z the |r[.][J]| of
/// column J and s = x + y + z, the cross axis of A's edge I (z = |r[I][J]|)
/// has |v| >= (x + y) / sqrt(2) and |R col J| <= s, so x + y > 2 t s gives
/// fl(|v|) > fl(t fl(|R col J|)) (edgeUsable) with a factor sqrt(2) to spare
/// against a few ulps of rounding. The column sum must lie in [1e-12, 1e18]
/// so that edgeUsable's squares neither underflow nor overflow; NaN and
/// infinite lanes fail it, and edgeUsable decides them.
SATLAB_SIMD_TARGET __attribute__((always_inline)) inline Vi edgesClearlyUsable(const Obb3Frame& f) {
    constexpr float kThreshold = kParallelEdgeThreshold<float>;
    constexpr float kClearly = 2.0f * kThreshold; // a power of two: the product is exact
    Vi clear = ~Vi{};
    for (int j = 0; j < 3; ++j) {
        const Vf columnSum = sum3(f.absR[0][j], f.absR[1][j], f.absR[2][j]);
        const Vf limit = kClearly * columnSum;
        clear &= (columnSum > 1e-12f) & (columnSum < 1e18f);
        for (int i = 0; i < 3; ++i) clear &= f.absR[(i + 1) % 3][j] + f.absR[(i + 2) % 3][j] > limit;
    }
    return clear;
}

/// The 3 edge axes of A's edge I, as bits (lane k = bit k). kExact: lanes
/// they separate, degenerate axes left out as fast3d.hpp leaves them out.
/// Otherwise every axis counts: right only in lanes where edgesClearlyUsable
/// holds.
template <bool kExact, int I>
SATLAB_SIMD_TARGET __attribute__((always_inline)) inline unsigned edgeRowSeparates(const Obb3Frame& f) {
    constexpr int P = (I + 1) % 3;
    constexpr int Q = (I + 2) % 3;
    const Vf absMinor[3] = {absv(f.r[Q][1] * f.r[P][2] - f.r[P][1] * f.r[Q][2]),  // columns (1, 2)
                            absv(f.r[Q][0] * f.r[P][2] - f.r[P][0] * f.r[Q][2]),  // columns (0, 2)
                            absv(f.r[Q][0] * f.r[P][1] - f.r[P][0] * f.r[Q][1])}; // columns (0, 1)
    const EdgeTest separates0 = edgeSeparates<I, 0>(f, absMinor);
    const EdgeTest separates1 = edgeSeparates<I, 1>(f, absMinor);
    const EdgeTest separates2 = edgeSeparates<I, 2>(f, absMinor);
    if constexpr (kExact) {
        return satlab_simd_movemask((edgeUsable<I, 0>(f) & (separates0.absCentre > separates0.radius)) |
                                    (edgeUsable<I, 1>(f) & (separates1.absCentre > separates1.radius)) |
                                    (edgeUsable<I, 2>(f) & (separates2.absCentre > separates2.radius)));
    } else {
        return SATLAB_GREATER_BITS(separates0.absCentre, separates0.radius) |
               SATLAB_GREATER_BITS(separates1.absCentre, separates1.radius) |
               SATLAB_GREATER_BITS(separates2.absCentre, separates2.radius);
    }
}

/// Lanes separated by one of the 15 axes, as bits (lane k = bit k). kExact =
/// false: right only in the lanes left set in `clearlyUsable`
/// (edgesClearlyUsable); the others must be redone with kExact = true. As in
/// obb2SeparatedBits, each axis's comparison is joined to the others in the
/// integer registers after a movemask, off the floating-point pipes.
template <bool kExact>
SATLAB_SIMD_TARGET __attribute__((always_inline)) inline unsigned obb3Separated(const Obb3View& a, const Obb3View& b,
                                                                                std::size_t n, Vi& clearlyUsable) {
    Obb3Frame f;
    {
        Vf ar[9];
        for (int k = 0; k < 9; ++k) ar[k] = load(a.r[k] + n);
        Vf world[3];
        for (int k = 0; k < 3; ++k) world[k] = load(b.c[k] + n) - load(a.c[k] + n);
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
    unsigned separated = 0;
    for (int k = 0; k < 3; ++k) { // L = A.face_k
        const Vf radiusB = sum3(f.hb[0] * f.absR[k][0], f.hb[1] * f.absR[k][1], f.hb[2] * f.absR[k][2]);
        separated |= SATLAB_GREATER_BITS(absv(f.o[k]), f.ha[k] + radiusB);
    }
    if constexpr (kExact) {
        // The squares are also the cross axes' squared lengths; gram[j] is |B.axis_j|^2 in A's frame (the
        // parallel-edge test's dot3(b, b)).
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) f.square[i][j] = f.r[i][j] * f.r[i][j];
        for (int j = 0; j < 3; ++j) f.gram[j] = sum3(f.square[0][j], f.square[1][j], f.square[2][j]);
    }
    for (int j = 0; j < 3; ++j) { // L = B.face_j: B's radius is hb[j] (fast3d.hpp's projectOntoFaceOfB)
        const Vf centre = sum3(f.o[0] * f.r[0][j], f.o[1] * f.r[1][j], f.o[2] * f.r[2][j]);
        const Vf radiusA = sum3(f.ha[0] * f.absR[0][j], f.ha[1] * f.absR[1][j], f.ha[2] * f.absR[2][j]);
        separated |= SATLAB_GREATER_BITS(absv(centre), radiusA + f.hb[j]);
    }
    if constexpr (!kExact) clearlyUsable = edgesClearlyUsable(f);
    separated |= edgeRowSeparates<kExact, 0>(f);
    separated |= edgeRowSeparates<kExact, 1>(f);
    separated |= edgeRowSeparates<kExact, 2>(f);
    return separated;
}

/// The rare lane groups where some cross axis may be nearly degenerate:
/// every axis again, with fast3d.hpp's square roots. Kept out of line.
SATLAB_SIMD_TARGET __attribute__((noinline, cold)) unsigned obb3SeparatedExact(const Obb3View& a, const Obb3View& b,
                                                                               std::size_t n) {
    Vi unused;
    return obb3Separated<true>(a, b, n, unused);
}

/// Lanes where an axis separates pair (a[i], b[i]) as bits (lane 0 = bit 0).
SATLAB_SIMD_TARGET __attribute__((always_inline)) inline unsigned obb3SeparatedBits(const Obb3View& a, const Obb3View& b,
                                                                                    std::size_t n) {
    constexpr unsigned kAllLanes = (1U << kLanes) - 1U;
    Vi clearlyUsable;
    const unsigned separated = obb3Separated<false>(a, b, n, clearlyUsable);
    if (__builtin_expect(satlab_simd_movemask(clearlyUsable) != kAllLanes, 0)) return obb3SeparatedExact(a, b, n);
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
        // dependency chains (docs/performance.md, pipelined round).
        Obb2Turn turn = obb2Turn(in, 0);
#pragma GCC unroll 16
        for (std::size_t k = 0; k < kSteps; ++k) {
            const Obb2Turn next = k + 1 < kSteps ? obb2Turn(in, k + 1) : turn;
            separatedBits |= std::uint64_t{obb2SeparatedBits(turn, in, k)} << (k * kLanes);
            turn = next;
        }
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
                separatedBits |= std::uint64_t{obb2SeparatedBits(turn[g], in, g)} << ((k + g) * kLanes);
            }
        }
        mask[word] = ~separatedBits;
    }
}

/// kPrefetch: large inputs (kPrefetchPairs3). A 3D pair reads 30 arrays, and
/// the hardware prefetchers follow that many streams badly (a plain read of
/// 30 streams gets a third of the bandwidth of 12). So each group that starts
/// a cache line of a field (16 floats) asks for the same line of the next
/// word (64 pairs on) in all 30 arrays, into L2 (locality hint 2): the
/// requests go out evenly, 30 at a time, while the word is tested. (All 120
/// lines of the next word at its start, as before, left most of them waiting
/// for a miss buffer: 25-40 % slower streaming on a Zen 3.) The prefetches
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
