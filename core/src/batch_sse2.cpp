// The vector batch kernels for any x86-64 CPU (SSE2 is in the baseline):
// 4 pairs per step, the same code as the AVX2 kernels (batch_simd.inl).

#include <cstring>
#include <initializer_list>
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
#undef SATLAB_SIMD_TARGET
#undef SATLAB_SIMD_BYTES
} // namespace

void obb2Sse2(const Obb2View& a, const Obb2View& b, std::size_t words, std::uint64_t* mask) { obb2Words(a, b, words, mask); }
void obb3Sse2(const Obb3View& a, const Obb3View& b, std::size_t words, std::uint64_t* mask, bool prefetch) {
    if (prefetch) {
        obb3Words<true>(a, b, words, mask);
    } else {
        obb3Words<false>(a, b, words, mask);
    }
}
std::size_t manifold2Sse2(const Obb2View& a, const Obb2View& b, std::size_t pairs, const Manifold2View& out,
                           float tolerance) {
    constexpr std::size_t kStep = manifold_lanes::kStepLanes<false>;
    manifold_lanes::manifold2Groups<false>(a, b, pairs / kStep, out, tolerance);
    return pairs / kStep * kStep;
}
#else
void obb2Sse2(const Obb2View&, const Obb2View&, std::size_t, std::uint64_t*) { throw std::logic_error("no sse2 kernel"); }
void obb3Sse2(const Obb3View&, const Obb3View&, std::size_t, std::uint64_t*, bool) { throw std::logic_error("no sse2 kernel"); }
std::size_t manifold2Sse2(const Obb2View&, const Obb2View&, std::size_t, const Manifold2View&, float) {
    throw std::logic_error("no sse2 kernel");
}
#endif

} // namespace sat::batch::detail
