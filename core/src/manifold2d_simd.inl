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

/// Box fields of the group at `i`, loaded at each use.
struct VectorBox {
    const Obb2View& v;
    std::size_t i;
    SATLAB_SIMD_TARGET Vf cx() const { return load(v.cx + i); }
    SATLAB_SIMD_TARGET Vf cy() const { return load(v.cy + i); }
    SATLAB_SIMD_TARGET Vf ux() const { return load(v.ux + i); }
    SATLAB_SIMD_TARGET Vf uy() const { return load(v.uy + i); }
    SATLAB_SIMD_TARGET Vf hx() const { return load(v.hx + i); }
    SATLAB_SIMD_TARGET Vf hy() const { return load(v.hy + i); }
};

/// Stores each result of the group at `i` as soon as it is known.
struct VectorSink {
    const Manifold2View& out;
    std::size_t i;
    unsigned needsReport = 0;
    SATLAB_SIMD_TARGET void separation(int k, Vf value) { store(out.separation[k] + i, value); }
    SATLAB_SIMD_TARGET void settled(Vi bestAxis, Vi first, Vi verdict, Vf axisSeparation, Vf depth, Vf normalX, Vf normalY) {
        storeBytes(out.bestAxis + i, bestAxis);
        storeBytes(out.firstSeparatingAxis + i, first);
        storeBytes(out.verdict + i, verdict);
        store(out.axisSeparation + i, axisSeparation);
        store(out.depth + i, depth);
        store(out.normalX + i, normalX);
        store(out.normalY + i, normalY);
    }
    SATLAB_SIMD_TARGET void contacts(Vi count, Vf x0, Vf y0, Vf x1, Vf y1, Vi rare) {
        storeBytes(out.contactCount + i, count);
        store(out.contact0x + i, x0);
        store(out.contact0y + i, y0);
        store(out.contact1x + i, x1);
        store(out.contact1y + i, y1);
        needsReport = satlab_manifold_movemask(rare);
    }
};

SATLAB_SIMD_TARGET inline void manifold2Groups(const Obb2View& aView, const Obb2View& bView, std::size_t groups,
                                               const Manifold2View& outView, float tolerance) {
    // Local copies: the byte stores may alias anything the compiler cannot
    // see is local, which made it reload every array pointer after them.
    const Obb2View a = aView, b = bView;
    const Manifold2View out = outView;
    const Vf tol = Vf{} + tolerance;
    for (std::size_t group = 0; group < groups; ++group) {
        const std::size_t i = group * kLanes;
        VectorSink sink{out, i};
        manifoldLanes2<VectorLanes>(VectorBox{a, i}, VectorBox{b, i}, tol, sink);
        unsigned rare = sink.needsReport;
        while (__builtin_expect(rare != 0, 0)) {
            const int lane = __builtin_ctz(rare);
            rare &= rare - 1;
            manifold2ContactsFromReport(a, b, i + static_cast<std::size_t>(lane), out, tolerance);
        }
    }
}
