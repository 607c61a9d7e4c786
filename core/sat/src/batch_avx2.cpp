// SPDX-License-Identifier: MIT
// The vector batch kernels for CPUs with AVX2: 8 pairs per step. Only these
// functions use AVX2 (target attribute, not a file-wide -mavx2), so inline
// library code instantiated here stays baseline; batch.cpp calls them only
// after __builtin_cpu_supports("avx2"). No FMA: results equal the scalar
// kernel bit for bit.

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
#define SATLAB_SIMD_TARGET __attribute__((target("avx2")))
#define SATLAB_SIMD_BYTES 32
typedef std::int32_t SimdInt8 __attribute__((vector_size(32)));
typedef float SimdFloat8 __attribute__((vector_size(32)));
SATLAB_SIMD_TARGET inline unsigned satlab_simd_movemask(SimdInt8 m) {
    return static_cast<unsigned>(_mm256_movemask_ps(reinterpret_cast<__m256>(m)));
}
SATLAB_SIMD_TARGET inline SimdFloat8 satlab_simd_sqrt(SimdFloat8 v) { return _mm256_sqrt_ps(v); }
#include "batch_simd.inl"
namespace manifold_lanes {
#include "manifold2d_avx2.inl"
} // namespace manifold_lanes

/// Boxes p[0..7] as lanes: rows k and k + 4 (centre and half extents; axisX
/// and axisY) share a vector, one per 128-bit half, and the 4 x 4 transpose
/// within each half puts box k in lane k. 16 loads and 10 shuffles.
struct BoxesToLanes {
    SATLAB_SIMD_TARGET __attribute__((always_inline)) static __m256 rows(const float* low, const float* high) {
        return _mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(low)), _mm_loadu_ps(high), 1);
    }
    SATLAB_SIMD_TARGET __attribute__((always_inline)) static Obb2Lanes boxes(const Obb2<float>* p) {
        const __m256 r0 = rows(&p[0].center.x, &p[4].center.x), r1 = rows(&p[1].center.x, &p[5].center.x);
        const __m256 r2 = rows(&p[2].center.x, &p[6].center.x), r3 = rows(&p[3].center.x, &p[7].center.x);
        const __m256 q0 = rows(&p[0].axisX.x, &p[4].axisX.x), q1 = rows(&p[1].axisX.x, &p[5].axisX.x);
        const __m256 q2 = rows(&p[2].axisX.x, &p[6].axisX.x), q3 = rows(&p[3].axisX.x, &p[7].axisX.x);
        const __m256 centre01 = _mm256_unpacklo_ps(r0, r1), centre23 = _mm256_unpacklo_ps(r2, r3); // cx0 cx1 cy0 cy1
        const __m256 half01 = _mm256_unpackhi_ps(r0, r1), half23 = _mm256_unpackhi_ps(r2, r3);
        const __m256 axis01 = _mm256_unpacklo_ps(q0, q1), axis23 = _mm256_unpacklo_ps(q2, q3);
        Obb2Lanes l;
        l.cx = (Vf)_mm256_shuffle_ps(centre01, centre23, _MM_SHUFFLE(1, 0, 1, 0));
        l.cy = (Vf)_mm256_shuffle_ps(centre01, centre23, _MM_SHUFFLE(3, 2, 3, 2));
        l.hx = (Vf)_mm256_shuffle_ps(half01, half23, _MM_SHUFFLE(1, 0, 1, 0));
        l.hy = (Vf)_mm256_shuffle_ps(half01, half23, _MM_SHUFFLE(3, 2, 3, 2));
        l.ux = (Vf)_mm256_shuffle_ps(axis01, axis23, _MM_SHUFFLE(1, 0, 1, 0));
        l.uy = (Vf)_mm256_shuffle_ps(axis01, axis23, _MM_SHUFFLE(3, 2, 3, 2));
        return l;
    }
};
#undef SATLAB_SIMD_TARGET
#undef SATLAB_SIMD_BYTES
} // namespace

__attribute__((target("avx2"))) void obb2Avx2(const Obb2View& a, const Obb2View& b, std::size_t words, std::uint64_t* mask) {
    obb2Words(a, b, words, mask);
}
__attribute__((target("avx2"))) void obb2BoxesAvx2(const Obb2<float>* a, const Obb2<float>* b, std::size_t words,
                                                   std::uint64_t* mask) {
    obb2BoxWords<BoxesToLanes, kObb2BoxGroups>(a, b, words, mask);
}
__attribute__((target("avx2"))) void obb3Avx2(const Obb3View& a, const Obb3View& b, std::size_t words, std::uint64_t* mask,
                                              bool prefetch) {
    if (prefetch) {
        obb3Words<true>(a, b, words, mask);
    } else {
        obb3Words<false>(a, b, words, mask);
    }
}
__attribute__((target("avx2"))) std::size_t manifold2Avx2(const Obb2View& a, const Obb2View& b, std::size_t pairs,
                                                          const Manifold2View& out, float tolerance) {
    // Packed where at most 55 % of the block before touched (docs/performance.md).
    return manifold_lanes::manifold2Twin8(a, b, pairs, out, tolerance, 11);
}
#else
void obb2BoxesAvx2(const Obb2<float>*, const Obb2<float>*, std::size_t, std::uint64_t*) {
    throw std::logic_error("no avx2 kernel");
}
void obb2Avx2(const Obb2View&, const Obb2View&, std::size_t, std::uint64_t*) { throw std::logic_error("no avx2 kernel"); }
void obb3Avx2(const Obb3View&, const Obb3View&, std::size_t, std::uint64_t*, bool) { throw std::logic_error("no avx2 kernel"); }
std::size_t manifold2Avx2(const Obb2View&, const Obb2View&, std::size_t, const Manifold2View&, float) {
    throw std::logic_error("no avx2 kernel");
}
#endif

} // namespace sat::batch::detail
