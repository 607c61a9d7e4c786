// SPDX-License-Identifier: MIT
// sat::batch::manifolds in vector lanes: manifold2d_lanes.inl with one pair
// per lane. Included by batch_sse2.cpp, manifold2d_avx2.inl (AVX2, and
// AVX-512 with VL) and batch_avx512.cpp inside a namespace of its own, after
// defining
//   SATLAB_SIMD_TARGET   attribute put on every function here
//   SATLAB_MANIFOLD_BYTES   vector width in bytes of the lanes: 16 (SSE2),
//                           32 (AVX2; the packed blocks below need 8 lanes)
//                           or 64 (AVX-512's in-place blocks)
//   MfVec (float) and MfInt (int32) vector types of that width, and
//   satlab_manifold_movemask(MfInt), satlab_manifold_sqrt(MfVec);
// optionally SATLAB_MANIFOLD_STORE_BYTES with its byte stores (storeBytes
// below) and SATLAB_MANIFOLD_PACK with the packed blocks' permutes.

constexpr int kLanes = SATLAB_MANIFOLD_BYTES / 4;
typedef MfVec Vf;
typedef MfInt Vi;
typedef float VfUnaligned __attribute__((vector_size(SATLAB_MANIFOLD_BYTES), aligned(4), may_alias));

SATLAB_SIMD_TARGET inline Vf load(const float* p) { return *reinterpret_cast<const VfUnaligned*>(p); }
SATLAB_SIMD_TARGET inline Vf absv(Vf v) { return (Vf)((Vi)v & 0x7fffffff); }

struct VectorLanes {
    using Scalar = float;
    using V = Vf;
    using I = Vi;
    using M = Vi;
    SATLAB_SIMD_TARGET static V splat(float x) { return V{} + x; }
    SATLAB_SIMD_TARGET static I splatI(int k) { return I{} + k; }
    SATLAB_SIMD_TARGET static V sel(M m, V x, V y) { return m ? x : y; }
    SATLAB_SIMD_TARGET static I selI(M m, I x, I y) { return m ? x : y; }
    SATLAB_SIMD_TARGET static M selM(M m, M x, M y) { return (m & x) | (~m & y); }
    SATLAB_SIMD_TARGET static M both(M m, M n) { return m & n; }
    SATLAB_SIMD_TARGET static M either(M m, M n) { return m | n; }
    SATLAB_SIMD_TARGET static M notm(M m) { return ~m; }
    SATLAB_SIMD_TARGET static V keepIf(M m, V x) { return (V)((Vi)x & m); }
    SATLAB_SIMD_TARGET static I count(M m) { return -m; }
    SATLAB_SIMD_TARGET static V negIf(M m, V x) { return (V)((Vi)x ^ (m & (Vi{} + INT32_MIN))); }
    SATLAB_SIMD_TARGET static V abs(V x) { return absv(x); }
    SATLAB_SIMD_TARGET static V max(V x, V y) { return x > y ? x : y; }
    SATLAB_SIMD_TARGET static V sqrt(V x) { return satlab_manifold_sqrt(x); }
};

#define SATLAB_LANES_TARGET SATLAB_SIMD_TARGET
#include "manifold2d_lanes.inl"
#undef SATLAB_LANES_TARGET

/// Two vectors used as one of twice the lanes (kTwin below): each operation
/// is written for both halves, one after the other, so the two halves'
/// independent chains alternate in the instruction stream. GCC does not
/// schedule before register allocation on x86, and one group of lanes at a
/// time leaves the out-of-order core waiting on the manifold's long chains.
/// (A 64-byte GCC vector on AVX2 is not the same: GCC lowers its compares
/// and selects lane by lane.)
template <class H> struct Twin { H h[2]; };
#define SATLAB_TWIN_BINARY(op)                                                                                                   \
    template <class H> SATLAB_SIMD_TARGET inline auto operator op(const Twin<H>& x, const Twin<H>& y) {                          \
        return Twin<decltype(x.h[0] op y.h[0])>{{x.h[0] op y.h[0], x.h[1] op y.h[1]}};                                           \
    }
SATLAB_TWIN_BINARY(+)
SATLAB_TWIN_BINARY(-)
SATLAB_TWIN_BINARY(*)
SATLAB_TWIN_BINARY(/)
SATLAB_TWIN_BINARY(==)
SATLAB_TWIN_BINARY(<)
SATLAB_TWIN_BINARY(>)
SATLAB_TWIN_BINARY(<=)
SATLAB_TWIN_BINARY(>=)
#undef SATLAB_TWIN_BINARY
template <class H> SATLAB_SIMD_TARGET inline Twin<H> operator-(const Twin<H>& x) { return {{-x.h[0], -x.h[1]}}; }

/// VectorLanes on Twin values: each policy function on both halves.
struct TwinLanes {
    using Scalar = float;
    using V = Twin<Vf>;
    using I = Twin<Vi>;
    using M = Twin<Vi>;
    using L = VectorLanes;
    SATLAB_SIMD_TARGET static V splat(float x) { return {{L::splat(x), L::splat(x)}}; }
    SATLAB_SIMD_TARGET static I splatI(int k) { return {{L::splatI(k), L::splatI(k)}}; }
    SATLAB_SIMD_TARGET static V sel(M m, V x, V y) { return {{L::sel(m.h[0], x.h[0], y.h[0]), L::sel(m.h[1], x.h[1], y.h[1])}}; }
    SATLAB_SIMD_TARGET static I selI(M m, I x, I y) {
        return {{L::selI(m.h[0], x.h[0], y.h[0]), L::selI(m.h[1], x.h[1], y.h[1])}};
    }
    SATLAB_SIMD_TARGET static M selM(M m, M x, M y) {
        return {{L::selM(m.h[0], x.h[0], y.h[0]), L::selM(m.h[1], x.h[1], y.h[1])}};
    }
    SATLAB_SIMD_TARGET static M both(M m, M n) { return {{L::both(m.h[0], n.h[0]), L::both(m.h[1], n.h[1])}}; }
    SATLAB_SIMD_TARGET static M either(M m, M n) { return {{L::either(m.h[0], n.h[0]), L::either(m.h[1], n.h[1])}}; }
    SATLAB_SIMD_TARGET static M notm(M m) { return {{L::notm(m.h[0]), L::notm(m.h[1])}}; }
    SATLAB_SIMD_TARGET static V keepIf(M m, V x) { return {{L::keepIf(m.h[0], x.h[0]), L::keepIf(m.h[1], x.h[1])}}; }
    SATLAB_SIMD_TARGET static I count(M m) { return {{L::count(m.h[0]), L::count(m.h[1])}}; }
    SATLAB_SIMD_TARGET static V negIf(M m, V x) { return {{L::negIf(m.h[0], x.h[0]), L::negIf(m.h[1], x.h[1])}}; }
    SATLAB_SIMD_TARGET static V abs(V x) { return {{L::abs(x.h[0]), L::abs(x.h[1])}}; }
    SATLAB_SIMD_TARGET static V max(V x, V y) { return {{L::max(x.h[0], y.h[0]), L::max(x.h[1], y.h[1])}}; }
    SATLAB_SIMD_TARGET static V sqrt(V x) { return {{L::sqrt(x.h[0]), L::sqrt(x.h[1])}}; }
};

typedef std::uint8_t VByte __attribute__((vector_size(kLanes)));

SATLAB_SIMD_TARGET inline void store(float* p, Vf v) { *reinterpret_cast<VfUnaligned*>(p) = v; }
typedef std::uint8_t VAllBytes __attribute__((vector_size(SATLAB_MANIFOLD_BYTES)));

#ifdef SATLAB_MANIFOLD_STORE_BYTES
// Every byte field of the manifold (axis numbers, verdicts, contact counts)
// holds -128..127: the including file's satlab_manifold_store_bytes(p, v)
// stores the low byte of each lane of v, satlab_manifold_store_bytes_twin(p,
// v0, v1) those of v0 then v1, with instructions of its own.
SATLAB_SIMD_TARGET inline void storeBytes(void* p, Vi v) { satlab_manifold_store_bytes(p, v); }
#else
/// The low byte of each lane (values 0..255 or -128..127): one byte shuffle.
/// (__builtin_convertvector narrowed lane by lane through general registers.)
template <std::size_t... Lane> SATLAB_SIMD_TARGET inline VByte lowBytes(Vi v, std::index_sequence<Lane...>) {
    const VAllBytes bytes = (VAllBytes)v;
    return __builtin_shufflevector(bytes, bytes, (4 * Lane)...);
}
SATLAB_SIMD_TARGET inline void storeBytes(void* p, Vi v) {
    const VByte bytes = lowBytes(v, std::make_index_sequence<kLanes>());
    std::memcpy(p, &bytes, sizeof bytes);
}
#endif

/// One vector of lanes (Twin = false) or two (true) from `p`.
template <bool kTwin> SATLAB_SIMD_TARGET inline auto loadLanes(const float* p) {
    if constexpr (kTwin) {
        return Twin<Vf>{{load(p), load(p + kLanes)}};
    } else {
        return load(p);
    }
}

/// Box fields of the group at `i`, loaded at each use.
template <bool kTwin> struct VectorBox {
    const Obb2View& v;
    std::size_t i;
    SATLAB_SIMD_TARGET auto cx() const { return loadLanes<kTwin>(v.cx + i); }
    SATLAB_SIMD_TARGET auto cy() const { return loadLanes<kTwin>(v.cy + i); }
    SATLAB_SIMD_TARGET auto ux() const { return loadLanes<kTwin>(v.ux + i); }
    SATLAB_SIMD_TARGET auto uy() const { return loadLanes<kTwin>(v.uy + i); }
    SATLAB_SIMD_TARGET auto hx() const { return loadLanes<kTwin>(v.hx + i); }
    SATLAB_SIMD_TARGET auto hy() const { return loadLanes<kTwin>(v.hy + i); }
};

SATLAB_SIMD_TARGET inline void store(float* p, const Twin<Vf>& v) {
    store(p, v.h[0]);
    store(p + kLanes, v.h[1]);
}
SATLAB_SIMD_TARGET inline void storeBytes(void* p, const Twin<Vi>& v) {
#ifdef SATLAB_MANIFOLD_STORE_BYTES
    satlab_manifold_store_bytes_twin(p, v.h[0], v.h[1]);
#else
    storeBytes(p, v.h[0]);
    storeBytes(static_cast<unsigned char*>(p) + kLanes, v.h[1]);
#endif
}
SATLAB_SIMD_TARGET inline unsigned movemask(Vi m) { return satlab_manifold_movemask(m); }
SATLAB_SIMD_TARGET inline unsigned movemask(const Twin<Vi>& m) {
    return satlab_manifold_movemask(m.h[0]) | (satlab_manifold_movemask(m.h[1]) << static_cast<unsigned>(kLanes));
}

/// Stores each result of the group at `i` as soon as it is known.
template <class V, class I> struct VectorSink {
    const Manifold2View& out;
    std::size_t i;
    unsigned needsReport = 0;
    SATLAB_SIMD_TARGET void separation(int k, V value) { store(out.separation[k] + i, value); }
    SATLAB_SIMD_TARGET void settled(I bestAxis, I first, I verdict, V axisSeparation, V depth, V normalX, V normalY) {
        storeBytes(out.bestAxis + i, bestAxis);
        storeBytes(out.firstSeparatingAxis + i, first);
        storeBytes(out.verdict + i, verdict);
        store(out.axisSeparation + i, axisSeparation);
        store(out.depth + i, depth);
        store(out.normalX + i, normalX);
        store(out.normalY + i, normalY);
    }
    SATLAB_SIMD_TARGET void contacts(I count, V x0, V y0, V x1, V y1, I rare) {
        storeBytes(out.contactCount + i, count);
        store(out.contact0x + i, x0);
        store(out.contact0y + i, y0);
        store(out.contact1x + i, x1);
        store(out.contact1y + i, y1);
        needsReport = movemask(rare);
    }
};

/// Pairs per step of manifold2Groups<kTwin>.
template <bool kTwin> constexpr std::size_t kStepLanes = kTwin ? 2 * kLanes : kLanes;

/// The manifolds of steps [first, end), kStepLanes<kTwin> pairs each.
template <bool kTwin>
[[gnu::noinline]] SATLAB_SIMD_TARGET inline void manifold2Groups(const Obb2View& aView, const Obb2View& bView, std::size_t first,
                                                                 std::size_t end, const Manifold2View& outView, float tolerance) {
    using Lanes = std::conditional_t<kTwin, TwinLanes, VectorLanes>;
    // Local copies: the byte stores may alias anything the compiler cannot
    // see is local, which made it reload every array pointer after them.
    const Obb2View a = aView, b = bView;
    const Manifold2View out = outView;
    const typename Lanes::V tol = Lanes::splat(tolerance);
    for (std::size_t step = first; step < end; ++step) {
        const std::size_t i = step * kStepLanes<kTwin>;
        VectorSink<typename Lanes::V, typename Lanes::I> sink{out, i};
        manifoldLanes2<Lanes>(VectorBox<kTwin>{a, i}, VectorBox<kTwin>{b, i}, tol, sink);
        unsigned rare = sink.needsReport;
        while (__builtin_expect(rare != 0, 0)) {
            const int lane = __builtin_ctz(rare);
            rare &= rare - 1;
            manifold2ContactsFromReport(a, b, i + static_cast<std::size_t>(lane), out, tolerance);
        }
    }
}

#ifdef SATLAB_MANIFOLD_PACK
// The contact step on packed lanes. The contact step costs about as much as
// the whole manifold: the axes hide in the gaps of its long dependency chain
// (the clips' divisions, then the merge's square root). In place it runs in
// every lane, separated or not, and its results in separated lanes are
// dropped. The packed blocks of manifold2Adaptive run it only on the
// touching and overlapping pairs: each step settles the axes of 16 pairs,
// packs the touching ones' boxes, normal and reference side into the next
// free lanes of a buffer (one permute per field and vector, from a table of
// the keep mask), and runs one contact step on 16 pairs packed in earlier
// steps, so that the two interleave; the contacts go back to their pairs'
// places with the inverse permute. Each lane does the same operations on the same numbers as in
// place, so every result is the same bit for bit. Where most pairs touch the
// packing costs more than it saves (about 10.7 against 8.4 ns a pair with no
// pair separated; 7.8 against 8.5 at half), so each block of pairs runs
// packed or in place as the block before suggests (docs/performance.md).
// The including file defines
//   satlab_manifold_permute(MfVec v, MfInt lanes)  lane j = v[lanes[j]]
//   satlab_manifold_lanes(std::uint64_t packed)    MfInt of the 8 bytes of `packed`
static_assert(kLanes == 8, "the pack tables (kPackTables, batch_kernels.hpp) are for 8 lanes");

SATLAB_SIMD_TARGET inline Vf permute(Vf v, Vi lanes) { return satlab_manifold_permute(v, lanes); }
SATLAB_SIMD_TARGET inline Vi permute(Vi v, Vi lanes) { return (Vi)satlab_manifold_permute((Vf)v, lanes); }
SATLAB_SIMD_TARGET inline void storeInts(std::int32_t* p, Vi v) { std::memcpy(p, &v, sizeof v); }
SATLAB_SIMD_TARGET inline Vi loadInts(const std::int32_t* p) {
    Vi v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
template <std::size_t... Lane> SATLAB_SIMD_TARGET inline Vi laneNumbers(std::index_sequence<Lane...>) {
    return Vi{static_cast<std::int32_t>(Lane)...};
}
SATLAB_SIMD_TARGET inline Vi laneNumbers() { return laneNumbers(std::make_index_sequence<kLanes>()); }

/// Pairs per step of the packed manifolds (two vectors of lanes).
constexpr std::size_t kPackStep = kStepLanes<true>;
/// Packed pairs the buffer holds before the ones still waiting for their
/// contacts move back to its start (at most about 54 of them).
constexpr std::size_t kPackRoom = 256;
/// The buffer's arrays: room, then up to a step written past it and the
/// lanes a last partial step reads.
constexpr std::size_t kPackArray = kPackRoom + 2 * kPackStep;
/// Groups of kLanes pairs waiting to be unpacked, at most.
constexpr std::size_t kKeepRing = 256;
/// Rare pairs (touching, but the clip kept no point: their contacts come
/// from report()) waiting for their groups to be unpacked, at most.
constexpr std::size_t kRareRoom = 64;

/// The packed pairs: boxes, the settled normal and reference side, each
/// pair's place, and the contacts found for them.
struct alignas(32) PackBuffer {
    float a[6][kPackArray], b[6][kPackArray];
    float normalX[kPackArray], normalY[kPackArray];
    std::int32_t bestFromA[kPackArray];
    std::int32_t index[kPackArray]; ///< the pair's place, from indexBase (below kIndexSpan)
    std::int32_t count[kPackArray];
    float x0[kPackArray], y0[kPackArray], x1[kPackArray], y1[kPackArray];
    unsigned char keeps[kKeepRing]; ///< keep mask of group g at g % kKeepRing
    std::size_t rare[kRareRoom];    ///< touching pairs whose clip kept no point, in order
};

/// Packed boxes as manifoldContactsLanes2 reads them.
struct PackedBoxFields {
    const float (&f)[6][kPackArray];
    std::size_t i;
    SATLAB_SIMD_TARGET auto cx() const { return loadLanes<true>(f[0] + i); }
    SATLAB_SIMD_TARGET auto cy() const { return loadLanes<true>(f[1] + i); }
    SATLAB_SIMD_TARGET auto ux() const { return loadLanes<true>(f[2] + i); }
    SATLAB_SIMD_TARGET auto uy() const { return loadLanes<true>(f[3] + i); }
    SATLAB_SIMD_TARGET auto hx() const { return loadLanes<true>(f[4] + i); }
    SATLAB_SIMD_TARGET auto hy() const { return loadLanes<true>(f[5] + i); }
};

/// Contacts of packed lanes, kept packed until unpacked.
struct PackedSink {
    PackBuffer& p;
    std::size_t i;
    unsigned needsReport = 0;
    SATLAB_SIMD_TARGET void contacts(Twin<Vi> count, Twin<Vf> x0, Twin<Vf> y0, Twin<Vf> x1, Twin<Vf> y1, Twin<Vi> rare) {
        storeInts(p.count + i, count.h[0]), storeInts(p.count + i + kLanes, count.h[1]);
        store(p.x0 + i, x0), store(p.y0 + i, y0), store(p.x1 + i, x1), store(p.y1 + i, y1);
        needsReport = movemask(rare);
    }
};

/// How many of n verdicts (n a multiple of 8) are not Separated (0): a byte
/// of 1 or 2 has bit 0 or bit 1 set.
SATLAB_SIMD_TARGET inline std::size_t touchingCount(const std::uint8_t* verdict, std::size_t n) {
    std::size_t count = 0;
    for (std::size_t i = 0; i < n; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, verdict + i, sizeof word);
        count += static_cast<std::size_t>(__builtin_popcountll((word | (word >> 1U)) & 0x0101010101010101ULL));
    }
    return count;
}

/// Pairs per block of manifold2Adaptive: each block runs in place or packed,
/// as the block before suggests; the first, shorter one in place.
inline constexpr std::size_t kAdaptiveBlock = 512;
inline constexpr std::size_t kFirstBlock = 128;

/// A packed pair's place is kept as an offset below this from where the
/// current run of packed blocks started; a longer run starts anew there.
inline constexpr std::size_t kIndexSpan = std::size_t{1} << 30U;

/// In place, pairs [first, end) (multiples of kPackStep): manifold2Groups.
struct TwinInPlace {
    SATLAB_SIMD_TARGET void operator()(const Obb2View& a, const Obb2View& b, std::size_t first, std::size_t end,
                                       const Manifold2View& out, float tolerance) const {
        manifold2Groups<true>(a, b, first / kPackStep, end / kPackStep, out, tolerance);
    }
};

/// The manifolds of `steps` twin steps from 0: a block runs packed when at
/// most packTwentieths / 20 of the block before touched or overlapped, else
/// in place: inPlace(a, b, first, end, out, tolerance) on pairs [first, end),
/// where `first` is a multiple of 32 and `end` of kPackStep. The results do
/// not depend on the choice.
template <class InPlace = TwinInPlace>
SATLAB_SIMD_TARGET inline void manifold2Adaptive(const Obb2View& aView, const Obb2View& bView, std::size_t steps,
                                                 const Manifold2View& outView, float tolerance, std::size_t packTwentieths,
                                                 InPlace inPlace = {}) {
    // Local copies, as in manifold2Groups: byte stores may alias anything
    // the compiler cannot see is local.
    const Obb2View a = aView, b = bView;
    const Manifold2View out = outView;
    const Twin<Vf> tol = TwinLanes::splat(tolerance);
    PackBuffer p;
    std::size_t count = 0;       // packed pairs in the buffer
    std::size_t done = 0;        // of them, those with contacts
    std::size_t from = 0;        // the buffer place of group `unpacked`'s first packed pair
    std::size_t unpacked = 0;    // pairs before this have their contacts in place
    std::size_t settledUpTo = 0; // pairs before this are settled (and packed)
    std::size_t rareCount = 0;
    std::size_t indexBase = 0; // packed pairs' places are offsets from here

    // The axes of the 16 pairs from i, to the output; the touching and
    // overlapping ones packed. Returns how many were packed.
    const auto settleAndPack = [&](std::size_t i) __attribute__((always_inline)) SATLAB_SIMD_TARGET {
        VectorSink<Twin<Vf>, Twin<Vi>> sink{out, i};
        const SettledLanes2<TwinLanes> settled = settleLanes2<TwinLanes>(VectorBox<true>{a, i}, VectorBox<true>{b, i}, tol, sink);
        std::size_t packed = 0;
        for (int h = 0; h < 2; ++h) {
            const std::size_t at = i + static_cast<std::size_t>(h) * kLanes;
            const unsigned keep = ~movemask(settled.separated.h[h]) & 0xffU;
            const Vi lanes = satlab_manifold_lanes(kPackTables.pack[keep]);
            const float* const fieldsA[6] = {a.cx, a.cy, a.ux, a.uy, a.hx, a.hy};
            const float* const fieldsB[6] = {b.cx, b.cy, b.ux, b.uy, b.hx, b.hy};
            for (int f = 0; f < 6; ++f) store(p.a[f] + count, permute(load(fieldsA[f] + at), lanes));
            for (int f = 0; f < 6; ++f) store(p.b[f] + count, permute(load(fieldsB[f] + at), lanes));
            store(p.normalX + count, permute(settled.normalX.h[h], lanes));
            store(p.normalY + count, permute(settled.normalY.h[h], lanes));
            storeInts(p.bestFromA + count, permute(settled.bestFromA.h[h], lanes));
            storeInts(p.index + count, permute(laneNumbers() + static_cast<std::int32_t>(at - indexBase), lanes));
            p.keeps[(at / kLanes) % kKeepRing] = static_cast<unsigned char>(keep);
            const auto n = static_cast<std::size_t>(__builtin_popcount(keep));
            count += n;
            packed += n;
        }
        settledUpTo = i + kPackStep;
        return packed;
    };
    // Every group of kLanes pairs whose packed pairs all have contacts: lane
    // j takes the packed value at (kept lanes before j), separated lanes 0.
    // Then the rare pairs' contacts from report(), over the unpacked ones.
    const auto unpackComputed = [&]() __attribute__((always_inline)) SATLAB_SIMD_TARGET {
        const Vi bit = VectorLanes::splatI(1) << laneNumbers();
        while (unpacked < settledUpTo) {
            const unsigned keep = p.keeps[(unpacked / kLanes) % kKeepRing];
            const auto n = static_cast<std::size_t>(__builtin_popcount(keep));
            if (from + n > done) break;
            const Vi lanes = satlab_manifold_lanes(kPackTables.unpack[keep]);
            const Vi kept = (bit & static_cast<std::int32_t>(keep)) != 0;
            storeBytes(out.contactCount + unpacked, permute(loadInts(p.count + from), lanes) & kept);
            store(out.contact0x + unpacked, VectorLanes::keepIf(kept, permute(load(p.x0 + from), lanes)));
            store(out.contact0y + unpacked, VectorLanes::keepIf(kept, permute(load(p.y0 + from), lanes)));
            store(out.contact1x + unpacked, VectorLanes::keepIf(kept, permute(load(p.x1 + from), lanes)));
            store(out.contact1y + unpacked, VectorLanes::keepIf(kept, permute(load(p.y1 + from), lanes)));
            from += n;
            unpacked += kLanes;
        }
        if (__builtin_expect(rareCount != 0, 0)) {
            std::size_t r = 0;
            for (; r < rareCount && p.rare[r] < unpacked; ++r) manifold2ContactsFromReport(a, b, p.rare[r], out, tolerance);
            std::copy(p.rare + r, p.rare + rareCount, p.rare);
            rareCount -= r;
        }
    };
    // The contact step on packed pairs [done, done + valid).
    const auto contacts = [&](std::size_t valid) __attribute__((always_inline)) SATLAB_SIMD_TARGET {
        const Vi number = laneNumbers() + static_cast<std::int32_t>(done);
        const Vi past = VectorLanes::splatI(static_cast<int>(done + valid));
        const SettledLanes2<TwinLanes> settled{loadLanes<true>(p.normalX + done), loadLanes<true>(p.normalY + done),
                                               Twin<Vi>{{loadInts(p.bestFromA + done), loadInts(p.bestFromA + done + kLanes)}},
                                               Twin<Vi>{{number >= past, number + kLanes >= past}}};
        PackedSink sink{p, done};
        manifoldContactsLanes2<TwinLanes>(faceLanes2<TwinLanes>(PackedBoxFields{p.a, done}, PackedBoxFields{p.b, done}, settled),
                                          tol, sink);
        for (unsigned rare = sink.needsReport; __builtin_expect(rare != 0, 0); rare &= rare - 1)
            p.rare[rareCount++] = indexBase +
                                  static_cast<std::size_t>(p.index[done + static_cast<std::size_t>(__builtin_ctz(rare))]);
        done += valid;
        if (__builtin_expect(rareCount + kPackStep > kRareRoom, 0)) unpackComputed(); // leaves fewer than kLanes
    };
    // Every packed pair's contacts, in place.
    const auto finish = [&]() __attribute__((always_inline)) SATLAB_SIMD_TARGET {
        while (count - done >= kPackStep) contacts(kPackStep);
        if (count > done) {
            // The partial step reads lanes past the packed pairs: zero boxes,
            // whose results are not used.
            for (std::size_t k = count; k < done + kPackStep; ++k) {
                for (int f = 0; f < 6; ++f) p.a[f][k] = p.b[f][k] = 0.0f;
                p.normalX[k] = p.normalY[k] = 0.0f;
                p.bestFromA[k] = 0;
            }
            contacts(count - done);
        }
        unpackComputed();
        count = done = from = 0;
    };
    // Unpacks what it can, then moves the packed pairs still waiting (from
    // `from`) to the buffer's start, contacts and all, a vector at a time.
    const auto makeRoom = [&]() __attribute__((always_inline)) SATLAB_SIMD_TARGET {
        unpackComputed();
        const auto move = [&](auto* array) __attribute__((always_inline)) SATLAB_SIMD_TARGET {
            for (std::size_t k = 0; k < count - from; k += kLanes) {
                decltype(load(p.x0)) v;
                std::memcpy(&v, array + from + k, sizeof v);
                std::memcpy(array + k, &v, sizeof v);
            }
        };
        for (int f = 0; f < 6; ++f) move(p.a[f]), move(p.b[f]);
        move(p.normalX), move(p.normalY), move(p.bestFromA), move(p.index);
        move(p.count), move(p.x0), move(p.y0), move(p.x1), move(p.y1);
        count -= from, done -= from, from = 0;
    };

    bool packing = false;
    for (std::size_t first = 0; first < steps;) {
        const std::size_t end = std::min(first + (first == 0 ? kFirstBlock : kAdaptiveBlock) / kPackStep, steps);
        std::size_t touching = 0;
        if (packing) {
            if (__builtin_expect(end * kPackStep - indexBase > kIndexSpan, 0)) {
                finish();
                indexBase = first * kPackStep;
            }
            // Unpacking waits until the buffer is full: then it is one long,
            // predictable loop instead of a few groups at each step.
            for (std::size_t step = first; step < end; ++step) {
                if (count - done >= kPackStep) contacts(kPackStep); // pairs packed in earlier steps
                if (__builtin_expect(count + kPackStep > kPackRoom, 0)) makeRoom();
                touching += settleAndPack(step * kPackStep);
                if (__builtin_expect((settledUpTo - unpacked) / kLanes + 2 > kKeepRing, 0)) {
                    unpackComputed();
                    if ((settledUpTo - unpacked) / kLanes + 2 > kKeepRing) finish(); // the waiting pairs hold it up
                }
            }
        } else {
            inPlace(a, b, first * kPackStep, end * kPackStep, out, tolerance);
            touching = touchingCount(out.verdict + first * kPackStep, (end - first) * kPackStep);
        }
        const bool next = 20 * touching <= packTwentieths * (end - first) * kPackStep;
        if (packing && !next) finish();
        if (!packing && next) unpacked = settledUpTo = indexBase = end * kPackStep; // packing starts at the next block
        packing = next;
        first = end;
    }
    if (packing) finish();
}
#endif
