// The vector batch kernels for CPUs with AVX2: 8 pairs per step. Only these
// functions use AVX2 (target attribute, not a file-wide -mavx2), so inline
// library code instantiated here stays baseline; batch.cpp calls them only
// after __builtin_cpu_supports("avx2"). No FMA: results equal the scalar
// kernel bit for bit.

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
#define SATLAB_MANIFOLD_BYTES 32
typedef float MfVec __attribute__((vector_size(SATLAB_MANIFOLD_BYTES)));
typedef std::int32_t MfInt __attribute__((vector_size(SATLAB_MANIFOLD_BYTES)));
SATLAB_SIMD_TARGET inline unsigned satlab_manifold_movemask(MfInt m) {
    return static_cast<unsigned>(_mm256_movemask_ps(reinterpret_cast<__m256>(m)));
}
SATLAB_SIMD_TARGET inline MfVec satlab_manifold_sqrt(MfVec v) { return _mm256_sqrt_ps(v); }
#include "manifold2d_simd.inl"
#undef SATLAB_MANIFOLD_BYTES
} // namespace manifold_lanes
#undef SATLAB_SIMD_TARGET
#undef SATLAB_SIMD_BYTES
} // namespace

__attribute__((target("avx2"))) void obb2Avx2(const Obb2View& a, const Obb2View& b, std::size_t words, std::uint64_t* mask) {
    obb2Words(a, b, words, mask);
}
__attribute__((target("avx2"))) void obb3Avx2(const Obb3View& a, const Obb3View& b, std::size_t words, std::uint64_t* mask,
                                                bool prefetch) {
    if (prefetch) {
        obb3Words<true>(a, b, words, mask);
    } else {
        obb3Words<false>(a, b, words, mask);
    }
}
__attribute__((target("avx2"))) std::size_t manifold2Avx2(const Obb2View& a, const Obb2View& b, std::size_t pairs, const Manifold2View& out,
                           float tolerance) {
    constexpr std::size_t kStep = manifold_lanes::kStepLanes<true>;
    manifold_lanes::manifold2Groups<true>(a, b, pairs / kStep, out, tolerance);
    return pairs / kStep * kStep;
}
#else
void obb2Avx2(const Obb2View&, const Obb2View&, std::size_t, std::uint64_t*) { throw std::logic_error("no avx2 kernel"); }
void obb3Avx2(const Obb3View&, const Obb3View&, std::size_t, std::uint64_t*, bool) { throw std::logic_error("no avx2 kernel"); }
std::size_t manifold2Avx2(const Obb2View&, const Obb2View&, std::size_t, const Manifold2View&, float) {
    throw std::logic_error("no avx2 kernel");
}
#endif

} // namespace sat::batch::detail
