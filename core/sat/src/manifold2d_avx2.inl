// SPDX-License-Identifier: MIT
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
/// The low bytes of 8 lanes holding -128..127, by two signed saturating packs
/// (exact in that range): 4 instructions where a byte shuffle of the 32-byte
/// vector takes 5, one of them lane-crossing.
SATLAB_SIMD_TARGET inline void satlab_manifold_store_bytes(void* p, MfInt v) {
    const __m256i x = (__m256i)v;
    const __m128i words = _mm_packs_epi32(_mm256_castsi256_si128(x), _mm256_extracti128_si256(x, 1));
    _mm_storel_epi64(static_cast<__m128i*>(p), _mm_packs_epi16(words, words));
}
/// The same for 16 lanes, v0's then v1's: 4 instructions instead of 10.
SATLAB_SIMD_TARGET inline void satlab_manifold_store_bytes_twin(void* p, MfInt v0, MfInt v1) {
    // Per 128-bit half: v0 0-3, v1 0-3 | v0 4-7, v1 4-7 (16 bits each), then
    // those bytes twice per half: dwords 0, 4, 1, 5 are v0 0-7, v1 0-7.
    const __m256i words = _mm256_packs_epi32((__m256i)v0, (__m256i)v1);
    const __m256i bytes = _mm256_packs_epi16(words, words);
    const __m256i ordered = _mm256_permutevar8x32_epi32(bytes, _mm256_setr_epi32(0, 4, 1, 5, 0, 4, 1, 5));
    _mm_storeu_si128(static_cast<__m128i*>(p), _mm256_castsi256_si128(ordered));
}
#define SATLAB_MANIFOLD_STORE_BYTES
#include "manifold2d_simd.inl"
#undef SATLAB_MANIFOLD_STORE_BYTES
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
