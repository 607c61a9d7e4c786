// SPDX-License-Identifier: MIT
// The vector batch kernels for CPUs with AVX-512 (F and DQ): 16 pairs per
// step in 512-bit vectors, the same code as the AVX2 and SSE2 kernels
// (batch_simd.inl). Only these functions use AVX-512 (target attribute, not a
// file-wide -mavx512f); batch.cpp calls them only after
// __builtin_cpu_supports("avx512f") and ("avx512dq"). No FMA (satlab::sat
// builds with -ffp-contract=off): results equal the scalar kernel bit for bit.
//
// Why a 512-bit form pays on a CPU that splits 512-bit arithmetic into two
// 256-bit halves (AMD Zen 4): half the instructions to decode and track for
// the same work, and 32 vector registers instead of 16, so the 3D kernel's
// frame (R, |R|, offsets, half extents: about 30 vectors) stays in registers
// instead of being spilled to the stack (docs/performance.md).
//
// The 2D batch manifold: blocks where few pairs touched run the AVX2 packed
// blocks (8 lanes; with VL's 32 registers), the others 16 lanes twice in
// place, faster there than 8 lanes twice on an AMD Zen 4 (docs/performance.md).

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
#define SATLAB_SIMD_TARGET __attribute__((target("avx512f,avx512dq")))
#define SATLAB_SIMD_BYTES 64
typedef std::int32_t SimdInt16 __attribute__((vector_size(64)));
typedef float SimdFloat16 __attribute__((vector_size(64)));
/// The sign bits of the 16 lanes (lane 0 = bit 0), as _mm256_movemask_ps for 8.
SATLAB_SIMD_TARGET inline unsigned satlab_simd_movemask(SimdInt16 m) {
    return static_cast<unsigned>(_mm512_movepi32_mask(reinterpret_cast<__m512i>(m)));
}
/// Square roots (only the rare groups with a nearly degenerate cross axis
/// take them) as two 256-bit halves: GCC 12's _mm512_sqrt_ps trips
/// -Werror=uninitialized inside its own header. sqrt is correctly rounded
/// in either form.
SATLAB_SIMD_TARGET inline SimdFloat16 satlab_simd_sqrt(SimdFloat16 v) {
    __m256 half[2];
    std::memcpy(half, &v, sizeof v);
    half[0] = _mm256_sqrt_ps(half[0]);
    half[1] = _mm256_sqrt_ps(half[1]);
    std::memcpy(&v, half, sizeof v);
    return v;
}
/// The lanes where x > y, from one compare straight into a mask register
/// (`>` would give a vector, and its sign bits cost two more instructions).
/// _CMP_GT_OQ: false where either is NaN, as `>`.
SATLAB_SIMD_TARGET inline unsigned satlab_simd_greater_bits(SimdFloat16 x, SimdFloat16 y) {
    return static_cast<unsigned>(_mm512_cmp_ps_mask(reinterpret_cast<__m512>(x), reinterpret_cast<__m512>(y), _CMP_GT_OQ));
}
#define SATLAB_SIMD_GREATER_BITS 1
#include "batch_simd.inl"
#undef SATLAB_SIMD_GREATER_BITS
#undef SATLAB_SIMD_TARGET
#define SATLAB_SIMD_TARGET __attribute__((target("avx512f,avx512dq,avx512vl,avx512bw")))
namespace manifold_lanes {
#include "manifold2d_avx2.inl"
} // namespace manifold_lanes
/// 16 lanes, two vectors a step (32 pairs), in place.
namespace manifold_lanes16 {
#define SATLAB_MANIFOLD_BYTES 64
typedef float MfVec __attribute__((vector_size(SATLAB_MANIFOLD_BYTES)));
typedef std::int32_t MfInt __attribute__((vector_size(SATLAB_MANIFOLD_BYTES)));
SATLAB_SIMD_TARGET inline unsigned satlab_manifold_movemask(MfInt m) { return satlab_simd_movemask(m); }
SATLAB_SIMD_TARGET inline MfVec satlab_manifold_sqrt(MfVec v) { return satlab_simd_sqrt(v); }
#include "manifold2d_simd.inl"
#undef SATLAB_MANIFOLD_BYTES
} // namespace manifold_lanes16
/// In place, pairs [first, end): 32 at a time in 16 lanes, a last 16 in 8.
struct InPlace16 {
    SATLAB_SIMD_TARGET void operator()(const Obb2View& a, const Obb2View& b, std::size_t first, std::size_t end,
                                       const Manifold2View& out, float tolerance) const {
        constexpr std::size_t kStep16 = manifold_lanes16::kStepLanes<true>;
        const std::size_t whole = first + (end - first) / kStep16 * kStep16;
        manifold_lanes16::manifold2Groups<true>(a, b, first / kStep16, whole / kStep16, out, tolerance);
        if (whole < end) manifold_lanes::TwinInPlace{}(a, b, whole, end, out, tolerance);
    }
};
#undef SATLAB_SIMD_TARGET
#undef SATLAB_SIMD_BYTES
} // namespace

__attribute__((target("avx512f,avx512dq"))) void obb2Avx512(const Obb2View& a, const Obb2View& b, std::size_t words,
                                                            std::uint64_t* mask) {
    obb2Words(a, b, words, mask);
}
__attribute__((target("avx512f,avx512dq"))) void obb3Avx512(const Obb3View& a, const Obb3View& b, std::size_t words,
                                                            std::uint64_t* mask, bool prefetch) {
    if (prefetch) {
        obb3Words<true>(a, b, words, mask);
    } else {
        obb3Words<false>(a, b, words, mask);
    }
}
__attribute__((target("avx512f,avx512dq,avx512vl,avx512bw"))) std::size_t
manifold2Avx512(const Obb2View& a, const Obb2View& b, std::size_t pairs, const Manifold2View& out, float tolerance) {
    // Packed where at most 30 % of the block before touched, else 16 lanes
    // in place (docs/performance.md).
    return manifold_lanes::manifold2Twin8(a, b, pairs, out, tolerance, 6, InPlace16{});
}
#else
void obb2Avx512(const Obb2View&, const Obb2View&, std::size_t, std::uint64_t*) { throw std::logic_error("no avx512 kernel"); }
void obb3Avx512(const Obb3View&, const Obb3View&, std::size_t, std::uint64_t*, bool) {
    throw std::logic_error("no avx512 kernel");
}
std::size_t manifold2Avx512(const Obb2View&, const Obb2View&, std::size_t, const Manifold2View&, float) {
    throw std::logic_error("no avx512 kernel");
}
#endif

} // namespace sat::batch::detail
