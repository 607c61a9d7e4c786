// SPDX-License-Identifier: MIT
// sat::batch::manifolds for 3D box pairs, AVX2 kernel: the 15 axes of eight
// pairs at a time, one pair per lane of 8-float vectors; then the contacts of
// the touching or overlapping pairs, also one pair per lane: the pairs whose
// best axis is an edge pair's go to the edge pass, the others to the face
// pass, each queued until eight fill its lanes; a pair whose points lie in
// neither box goes on to the intersection pass, and the rare face clip with
// more corners than its slots takes the single-pair step
// (detail::findBoxContacts).
//
// Every lane performs the operations of sat::manifold(Obb3<float>,
// Obb3<float>) on its pair's numbers in their order: pairFrame
// (sat/detail/fast3d.hpp), boxManifoldAxes8 (report3d_box_avx2.cpp: there the
// lanes are the axes of one pair, here the pairs of one axis), errorBound
// (report3d.cpp), and findBoxContacts' steps (contacts3d.cpp), except the
// axes' terms that are exactly +-0 when the group's numbers are finite
// (groupAxes says which, and why leaving them out changes no field). IEEE
// arithmetic gives the same result in any lane, and satlab::sat builds without
// fused multiply-adds (-ffp-contract=off; no FMA intrinsics here), so every
// field is the single-pair manifold's bit for bit (BatchManifold3d.* in
// tests/core/sat/manifold3d_test.cpp).
//
// The kernel (manifold3d_batch.inl) is compiled twice: for AVX2, eight
// pairs to a 256-bit vector, and for AVX-512, sixteen pairs to a 512-bit
// vector in the axes' pass and in the contact passes (the same code; even on
// an AMD Zen 4, which runs a 512-bit operation as two 256-bit halves, it beats
// an 8-lane AVX-512 build: half the instructions for the same arithmetic,
// docs/performance.md). Only these functions use those
// instructions (target attributes); batch.cpp calls each only when the CPU
// has it.

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "batch_kernels.hpp"
#include "report3d_detail.hpp"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace sat::batch::detail {

Obb3<float> boxAt(const Obb3View& v, std::size_t i) {
    Obb3<float> box;
    box.center = {v.c[0][i], v.c[1][i], v.c[2][i]};
    box.halfExtents = {v.h[0][i], v.h[1][i], v.h[2][i]};
    for (std::size_t column = 0; column < 3; ++column) {
        for (std::size_t row = 0; row < 3; ++row) box.axes[column][static_cast<int>(row)] = v.r[3 * row + column][i];
    }
    return box;
}

#if defined(__x86_64__) || defined(__i386__)

namespace avx2 {
#define SATLAB_M3_TARGET "avx2"
#define SATLAB_M3_LANES 8
#define SATLAB_M3 __attribute__((target(SATLAB_M3_TARGET), always_inline)) inline
#include "manifold3d_batch.inl"
#undef SATLAB_M3
#undef SATLAB_M3_LANES
#undef SATLAB_M3_TARGET
} // namespace avx2

namespace avx512 {
#define SATLAB_M3_TARGET "avx2,avx512f,avx512dq,avx512vl,avx512bw"
#define SATLAB_M3_LANES 16
#define SATLAB_M3 __attribute__((target(SATLAB_M3_TARGET), always_inline)) inline
#include "manifold3d_batch.inl"
#undef SATLAB_M3
#undef SATLAB_M3_LANES
#undef SATLAB_M3_TARGET
} // namespace avx512

std::size_t manifold3Avx2(const Obb3View& a, const Obb3View& b, std::size_t pairs, BoxManifold3<float>* out, float tolerance) {
    return avx2::manifold3Kernel(a, b, pairs, out, tolerance);
}
std::size_t manifold3Avx512(const Obb3View& a, const Obb3View& b, std::size_t pairs, BoxManifold3<float>* out, float tolerance) {
    return avx512::manifold3Kernel(a, b, pairs, out, tolerance);
}

#else

std::size_t manifold3Avx2(const Obb3View&, const Obb3View&, std::size_t, BoxManifold3<float>*, float) { return 0; }
std::size_t manifold3Avx512(const Obb3View&, const Obb3View&, std::size_t, BoxManifold3<float>*, float) { return 0; }

#endif

} // namespace sat::batch::detail
