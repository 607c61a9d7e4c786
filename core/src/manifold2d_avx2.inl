// The 2D batch manifold in 8-lane AVX2 vectors, packed blocks included
// (manifold2d_simd.inl). Included by batch_avx2.cpp (target "avx2") and
// batch_avx512.cpp (AVX-512 with VL: the same 8-lane code with 32 vector
// registers, faster there than 16 lanes in place, docs/performance.md),
// inside a namespace of its own, after defining SATLAB_SIMD_TARGET.

#define SATLAB_MANIFOLD_BYTES 32
typedef float MfVec __attribute__((vector_size(SATLAB_MANIFOLD_BYTES)));
typedef std::int32_t MfInt __attribute__((vector_size(SATLAB_MANIFOLD_BYTES)));
SATLAB_SIMD_TARGET inline unsigned satlab_manifold_movemask(MfInt m) {
    return static_cast<unsigned>(_mm256_movemask_ps(reinterpret_cast<__m256>(m)));
}
SATLAB_SIMD_TARGET inline MfVec satlab_manifold_sqrt(MfVec v) { return _mm256_sqrt_ps(v); }
#define SATLAB_MANIFOLD_PACK
SATLAB_SIMD_TARGET inline MfVec satlab_manifold_permute(MfVec v, MfInt lanes) {
    return (MfVec)_mm256_permutevar8x32_ps((__m256)v, (__m256i)lanes);
}
SATLAB_SIMD_TARGET inline MfInt satlab_manifold_lanes(std::uint64_t packed) {
    return (MfInt)_mm256_cvtepu8_epi32(_mm_cvtsi64_si128(static_cast<long long>(packed)));
}
#include "manifold2d_simd.inl"
#undef SATLAB_MANIFOLD_PACK
#undef SATLAB_MANIFOLD_BYTES

/// The manifolds of the whole twin steps among pairs [0, pairs); returns
/// how many pairs that was. Blocks run packed where at most packTwentieths
/// / 20 of the block before touched, else through inPlace (TwinInPlace: 8
/// lanes, twice).
template <class InPlace = TwinInPlace>
SATLAB_SIMD_TARGET inline std::size_t manifold2Twin8(const Obb2View& a, const Obb2View& b, std::size_t pairs,
                                                     const Manifold2View& out, float tolerance, std::size_t packTwentieths,
                                                     InPlace inPlace = {}) {
    constexpr std::size_t kStep = kStepLanes<true>;
    manifold2Adaptive(a, b, pairs / kStep, out, tolerance, packTwentieths, inPlace);
    return pairs / kStep * kStep;
}
