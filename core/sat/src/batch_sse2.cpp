// SPDX-License-Identifier: MIT
// The vector batch kernels for any x86-64 CPU (SSE2 is in the baseline):
// 4 pairs per step, the same code as the AVX2 kernels (batch_simd.inl).

#include <bit>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <stdexcept>
#include <utility>

#include "batch_kernels.hpp"
#include "sat/detail/fast3d.hpp" // kParallelEdgeThreshold

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace sat::batch::detail {

#if defined(__x86_64__)
namespace {
#define SATLAB_SIMD_TARGET
#define SATLAB_SIMD_BYTES 16
typedef std::int32_t SimdInt4 __attribute__((vector_size(16)));
typedef float SimdFloat4 __attribute__((vector_size(16)));
inline unsigned satlab_simd_movemask(SimdInt4 m) { return static_cast<unsigned>(_mm_movemask_ps(reinterpret_cast<__m128>(m))); }
inline SimdFloat4 satlab_simd_sqrt(SimdFloat4 v) { return _mm_sqrt_ps(v); }
#include "batch_simd.inl"
namespace manifold_lanes {
#define SATLAB_MANIFOLD_BYTES 16
typedef float MfVec __attribute__((vector_size(SATLAB_MANIFOLD_BYTES)));
typedef std::int32_t MfInt __attribute__((vector_size(SATLAB_MANIFOLD_BYTES)));
inline unsigned satlab_manifold_movemask(MfInt m) { return static_cast<unsigned>(_mm_movemask_ps(reinterpret_cast<__m128>(m))); }
inline MfVec satlab_manifold_sqrt(MfVec v) { return _mm_sqrt_ps(v); }
#include "manifold2d_simd.inl"
#undef SATLAB_MANIFOLD_BYTES
} // namespace manifold_lanes

/// Boxes p[0..3] as lanes: the 4 x 4 transpose of their rows (centre and
/// half extents; axisX and axisY). 8 loads and 10 shuffles.
struct BoxesToLanes {
    static Obb2Lanes boxes(const Obb2<float>* p) {
        const __m128 r0 = _mm_loadu_ps(&p[0].center.x), r1 = _mm_loadu_ps(&p[1].center.x);
        const __m128 r2 = _mm_loadu_ps(&p[2].center.x), r3 = _mm_loadu_ps(&p[3].center.x);
        const __m128 q0 = _mm_loadu_ps(&p[0].axisX.x), q1 = _mm_loadu_ps(&p[1].axisX.x);
        const __m128 q2 = _mm_loadu_ps(&p[2].axisX.x), q3 = _mm_loadu_ps(&p[3].axisX.x);
        const __m128 centre01 = _mm_unpacklo_ps(r0, r1), centre23 = _mm_unpacklo_ps(r2, r3); // cx0 cx1 cy0 cy1
        const __m128 half01 = _mm_unpackhi_ps(r0, r1), half23 = _mm_unpackhi_ps(r2, r3);
        const __m128 axis01 = _mm_unpacklo_ps(q0, q1), axis23 = _mm_unpacklo_ps(q2, q3);
        Obb2Lanes l;
        l.cx = (Vf)_mm_movelh_ps(centre01, centre23);
        l.cy = (Vf)_mm_movehl_ps(centre23, centre01);
        l.hx = (Vf)_mm_movelh_ps(half01, half23);
        l.hy = (Vf)_mm_movehl_ps(half23, half01);
        l.ux = (Vf)_mm_movelh_ps(axis01, axis23);
        l.uy = (Vf)_mm_movehl_ps(axis23, axis01);
        return l;
    }
};
#undef SATLAB_SIMD_TARGET
#undef SATLAB_SIMD_BYTES
} // namespace

void obb2Sse2(const Obb2View& a, const Obb2View& b, std::size_t words, std::uint64_t* mask) { obb2Words(a, b, words, mask); }
void obb2BoxesSse2(const Obb2<float>* a, const Obb2<float>* b, std::size_t words, std::uint64_t* mask) {
    obb2BoxWords<BoxesToLanes, kObb2BoxGroups>(a, b, words, mask);
}
void obb3Sse2(const Obb3View& a, const Obb3View& b, std::size_t words, std::uint64_t* mask, bool prefetch) {
    if (prefetch) {
        obb3Words<true>(a, b, words, mask);
    } else {
        obb3Words<false>(a, b, words, mask);
    }
}
std::size_t manifold2Sse2(const Obb2View& a, const Obb2View& b, std::size_t pairs, const Manifold2View& out, float tolerance) {
    constexpr std::size_t kStep = manifold_lanes::kStepLanes<false>;
    manifold_lanes::manifold2Groups<false>(a, b, 0, pairs / kStep, out, tolerance);
    return pairs / kStep * kStep;
}
#else
void obb2BoxesSse2(const Obb2<float>*, const Obb2<float>*, std::size_t, std::uint64_t*) {
    throw std::logic_error("no sse2 kernel");
}
void obb2Sse2(const Obb2View&, const Obb2View&, std::size_t, std::uint64_t*) { throw std::logic_error("no sse2 kernel"); }
void obb3Sse2(const Obb3View&, const Obb3View&, std::size_t, std::uint64_t*, bool) { throw std::logic_error("no sse2 kernel"); }
std::size_t manifold2Sse2(const Obb2View&, const Obb2View&, std::size_t, const Manifold2View&, float) {
    throw std::logic_error("no sse2 kernel");
}
#endif

} // namespace sat::batch::detail
