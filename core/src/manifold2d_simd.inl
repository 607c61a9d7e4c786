// sat::batch::manifolds in vector lanes: manifold2d_lanes.inl with one pair
// per lane. Included by batch_sse2.cpp, batch_avx2.cpp and batch_avx512.cpp
// inside a namespace of its own, after defining
//   SATLAB_SIMD_TARGET   attribute put on every function here
//   SATLAB_MANIFOLD_BYTES   vector width in bytes of the lanes (16, 32, 64);
//                           wider than the machine's registers, GCC splits
//                           each operation in two (see batch_avx2.cpp)
//   MfVec (float) and MfInt (int32) vector types of that width, and
//   satlab_manifold_movemask(MfInt), satlab_manifold_sqrt(MfVec).

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
template <class H> struct Twin {
    H h[2];
};
#define SATLAB_TWIN_BINARY(op)                                                                                         \
    template <class H> SATLAB_SIMD_TARGET inline auto operator op(const Twin<H>& x, const Twin<H>& y) {                \
        return Twin<decltype(x.h[0] op y.h[0])>{{x.h[0] op y.h[0], x.h[1] op y.h[1]}};                                \
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
    SATLAB_SIMD_TARGET static I selI(M m, I x, I y) { return {{L::selI(m.h[0], x.h[0], y.h[0]), L::selI(m.h[1], x.h[1], y.h[1])}}; }
    SATLAB_SIMD_TARGET static M selM(M m, M x, M y) { return {{L::selM(m.h[0], x.h[0], y.h[0]), L::selM(m.h[1], x.h[1], y.h[1])}}; }
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

/// The low byte of each lane (values 0..255 or -128..127): one byte shuffle.
/// (__builtin_convertvector narrowed lane by lane through general registers.)
template <std::size_t... Lane>
SATLAB_SIMD_TARGET inline VByte lowBytes(Vi v, std::index_sequence<Lane...>) {
    const VAllBytes bytes = (VAllBytes)v;
    return __builtin_shufflevector(bytes, bytes, (4 * Lane)...);
}
SATLAB_SIMD_TARGET inline void storeBytes(void* p, Vi v) {
    const VByte bytes = lowBytes(v, std::make_index_sequence<kLanes>());
    std::memcpy(p, &bytes, sizeof bytes);
}

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
    storeBytes(p, v.h[0]);
    storeBytes(static_cast<unsigned char*>(p) + kLanes, v.h[1]);
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

/// The manifolds of `steps` * kStepLanes<kTwin> pairs from 0.
template <bool kTwin>
SATLAB_SIMD_TARGET inline void manifold2Groups(const Obb2View& aView, const Obb2View& bView, std::size_t steps,
                                               const Manifold2View& outView, float tolerance) {
    using Lanes = std::conditional_t<kTwin, TwinLanes, VectorLanes>;
    // Local copies: the byte stores may alias anything the compiler cannot
    // see is local, which made it reload every array pointer after them.
    const Obb2View a = aView, b = bView;
    const Manifold2View out = outView;
    const typename Lanes::V tol = Lanes::splat(tolerance);
    for (std::size_t step = 0; step < steps; ++step) {
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
