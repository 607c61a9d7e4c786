// SPDX-License-Identifier: MIT
// The float polygon pair's fast test with 8-lane AVX vectors, chosen at run
// time (sat/detail/fast2d.hpp, docs/performance.md). Only the functions
// marked target("avx") are compiled for AVX; no -march flag anywhere.
//
// The same numbers as the SSE2 step and the one-axis-at-a-time loop: lane k
// holds v.x * n.x + v.y * n.y (two products, one addition, no fused
// multiply-add: satlab::sat builds with -ffp-contract=off and AVX has no FMA),
// min and max are exact, and the gaps are intervalGap's, judged by the
// filter as in ownAxesVerdict.

#include <cstdlib>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

#include "sat/sat2d.hpp"

namespace sat::detail {

#if defined(__x86_64__) || defined(__i386__)

namespace {

/// The lanes of _mm256_shuffle_ps(low, high, ...) on two 8-float loads hold
/// normals 0, 1, 4, 5, 2, 3, 6, 7 of the group; entry n sets the bits of the
/// lanes whose normal is below n (n = normals left in the group).
constexpr int kLanesBelow[9] = {0x00, 0x01, 0x03, 0x13, 0x33, 0x37, 0x3F, 0x7F, 0xFF};

__attribute__((target("avx"))) OwnAxes ownAxesVerdictAvx(const ConvexPolygon2<float>& owner, const ConvexPolygon2<float>& other,
                                                         float bound) {
    const int axes = owner.size();
    const int vertices = other.size();
    const float* normals = &owner.normal(0).x;               // nx0 ny0 nx1 ny1 ... (whole groups of 8, all readable)
    const float* ownIntervals = &owner.ownProjection(0).min; // min0 max0 min1 max1 ...
    const float* points = &other.vertex(0).x;
    const __m256 upper = _mm256_set1_ps(bound);
    const __m256 lower = _mm256_set1_ps(-bound);
    int undecided = 0;
    for (int k = 0; k < axes; k += 8) {
        const __m256 n0 = _mm256_loadu_ps(normals + 2 * k);
        const __m256 n1 = _mm256_loadu_ps(normals + 2 * k + 8);
        const __m256 nx = _mm256_shuffle_ps(n0, n1, _MM_SHUFFLE(2, 0, 2, 0));
        const __m256 ny = _mm256_shuffle_ps(n0, n1, _MM_SHUFFLE(3, 1, 3, 1));
        __m256 lo = _mm256_set1_ps(__builtin_inff());
        __m256 hi = _mm256_set1_ps(-__builtin_inff());
        for (int i = 0; i < vertices; ++i) {
            const __m256 x = _mm256_broadcast_ss(points + 2 * i);
            const __m256 y = _mm256_broadcast_ss(points + 2 * i + 1);
            const __m256 dots = _mm256_add_ps(_mm256_mul_ps(x, nx), _mm256_mul_ps(y, ny));
            lo = _mm256_min_ps(lo, dots);
            hi = _mm256_max_ps(hi, dots);
        }
        const __m256 i0 = _mm256_loadu_ps(ownIntervals + 2 * k);
        const __m256 i1 = _mm256_loadu_ps(ownIntervals + 2 * k + 8);
        const __m256 ownMin = _mm256_shuffle_ps(i0, i1, _MM_SHUFFLE(2, 0, 2, 0));
        const __m256 ownMax = _mm256_shuffle_ps(i0, i1, _MM_SHUFFLE(3, 1, 3, 1));
        // intervalGap(own, projected) = max(projected.min - own.max, own.min - projected.max).
        const __m256 gap = _mm256_max_ps(_mm256_sub_ps(lo, ownMax), _mm256_sub_ps(ownMin, hi));
        const int lanes = axes - k;
        const int live = kLanesBelow[lanes >= 8 ? 8 : lanes];
        if ((_mm256_movemask_ps(_mm256_cmp_ps(gap, upper, _CMP_GT_OQ)) & live) != 0) return OwnAxes::Separated;
        undecided |= _mm256_movemask_ps(_mm256_cmp_ps(gap, lower, _CMP_GE_OQ)) & live;
    }
    return undecided != 0 ? OwnAxes::Undecided : OwnAxes::Overlap;
}

bool detectAvx() {
    __builtin_cpu_init(); // harmless when already done; needed if called before libgcc's constructors
    if (!__builtin_cpu_supports("avx")) return false;
    // SATLAB_KERNEL=scalar or sse2 (the batch kernels' switch, docs/performance.md) keeps the SSE2 step here too.
    const char* forced = std::getenv("SATLAB_KERNEL");
    return forced == nullptr || (std::strcmp(forced, "scalar") != 0 && std::strcmp(forced, "sse2") != 0);
}

} // namespace

bool polygonPairAvxSupported() {
    static const bool supported = detectAvx();
    return supported;
}

bool polygonsOverlapAvx(const ConvexPolygon2<float>& a, const ConvexPolygon2<float>& b) {
    const float bound = filterBound(a, b);
    const OwnAxes ofA = ownAxesVerdictAvx(a, b, bound);
    if (ofA == OwnAxes::Separated) return false;
    const OwnAxes ofB = ownAxesVerdictAvx(b, a, bound);
    if (ofB == OwnAxes::Separated) return false;
    if ((ofA == OwnAxes::Undecided) | (ofB == OwnAxes::Undecided)) return overlapsExactly(a, b);
    return true;
}

#else

bool polygonPairAvxSupported() { return false; }
bool polygonsOverlapAvx(const ConvexPolygon2<float>& a, const ConvexPolygon2<float>& b) { return overlapsByProjection(a, b); }

#endif

} // namespace sat::detail
