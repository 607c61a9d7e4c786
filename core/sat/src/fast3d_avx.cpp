// SPDX-License-Identifier: MIT
// The float OBB pair's fast test on 8-lane vectors, chosen once at start-up
// (sat/detail/fast3d.hpp, docs/performance.md). fast3d_avx.inl holds the
// kernel; it is compiled here twice, for AVX2 and for AVX-512VL, each
// function marked with a target attribute (no -march flag anywhere).

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "sat/sat3d.hpp"

namespace sat::detail {

// The kernel reads a box as 15 consecutive floats (fast3d_avx.inl).
static_assert(sizeof(Obb3<float>) == 15 * sizeof(float) && alignof(Obb3<float>) == alignof(float));

#if defined(__x86_64__)

namespace avx2 {
#define SATLAB_FAST3D_TARGET __attribute__((target("avx2")))
#include "fast3d_avx.inl"
#undef SATLAB_FAST3D_TARGET
} // namespace avx2

namespace avx512vl {
#define SATLAB_FAST3D_TARGET __attribute__((target("avx2,avx512f,avx512vl")))
#include "fast3d_avx.inl"
#undef SATLAB_FAST3D_TARGET
} // namespace avx512vl

namespace {
bool cpuHas(ObbPairPath path) {
    __builtin_cpu_init(); // needed when called before libgcc's own constructor has run
    switch (path) {
    case ObbPairPath::Lanes: return true;
    case ObbPairPath::Avx2: return __builtin_cpu_supports("avx2");
    case ObbPairPath::Avx512vl:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl");
    }
    return false;
}
} // namespace

bool isSupported(ObbPairPath path) { return cpuHas(path); }

ObbPairKernel obbPairKernelFor(ObbPairPath path) {
    if (!cpuHas(path)) return nullptr;
    switch (path) {
    case ObbPairPath::Lanes: return nullptr;
    case ObbPairPath::Avx2: return &avx2::obbPairOverlaps;
    case ObbPairPath::Avx512vl: return &avx512vl::obbPairOverlaps;
    }
    return nullptr;
}

#else

bool isSupported(ObbPairPath path) { return path == ObbPairPath::Lanes; }
ObbPairKernel obbPairKernelFor(ObbPairPath) { return nullptr; }

#endif

ObbPairPath chooseObbPairPath(const char* request, bool avx2Supported, bool avx512vlSupported) {
    // SATLAB_KERNEL (the batch kernels' switch): scalar or sse2 keep the 4-lane path, avx2 stops at AVX2.
    if (request != nullptr && (std::strcmp(request, "scalar") == 0 || std::strcmp(request, "sse2") == 0)) {
        return ObbPairPath::Lanes;
    }
    const bool upToAvx2 = request != nullptr && std::strcmp(request, "avx2") == 0;
    if (avx512vlSupported && !upToAvx2) return ObbPairPath::Avx512vl;
    if (avx2Supported) return ObbPairPath::Avx2;
    return ObbPairPath::Lanes;
}

namespace {
ObbPairPath chosenPath() {
    static const ObbPairPath chosen = chooseObbPairPath(std::getenv("SATLAB_KERNEL"), isSupported(ObbPairPath::Avx2),
                                                        isSupported(ObbPairPath::Avx512vl));
    return chosen;
}
} // namespace

ObbPairPath activeObbPairPath() { return chosenPath(); }

const char* obbPairPathName(ObbPairPath path) {
    switch (path) {
    case ObbPairPath::Lanes: return "lanes";
    case ObbPairPath::Avx2: return "avx2";
    case ObbPairPath::Avx512vl: return "avx512vl";
    }
    return "?";
}

bool obbPairOverlaps(ObbPairPath path, const Obb3<float>& a, const Obb3<float>& b) {
    const ObbPairKernel kernel = obbPairKernelFor(path);
    return kernel != nullptr ? kernel(a, b) : lanesOverlapExact(a, b);
}

// Null until this initialiser has run (static storage starts zeroed): a call
// before that takes the 4-lane path, which gives the same verdict.
const ObbPairKernel obbPairKernel = obbPairKernelFor(chosenPath());

} // namespace sat::detail
