// SPDX-License-Identifier: MIT
// sat::batch::overlaps: argument checks, the kernel choice (once, at run
// time: no -march flags needed) and the split into whole 64-pair words for
// the vector kernels plus a scalar tail.

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "batch_kernels.hpp"
#include "sat/detail/report_paths.hpp"

namespace sat::batch {

namespace {

bool cpuHasAvx2() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_cpu_init(); // harmless when already done; needed if called before libgcc's constructors
    return __builtin_cpu_supports("avx2");
#else
    return false;
#endif
}

/// AVX-512F for the 512-bit arithmetic, DQ for the mask-to-bits step, VL and
/// BW for the manifold kernels (8-lane code in 32 registers). GCC's
/// check also asks the OS (XCR0) whether it saves the 512-bit registers.
bool cpuHasAvx512() {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl") &&
           __builtin_cpu_supports("avx512bw");
#else
    return false;
#endif
}

bool cpuHasSse2() {
#if defined(__x86_64__)
    return true; // part of the x86-64 baseline
#else
    return false;
#endif
}

/// A call that breaks a batch function's preconditions is a programming error
/// in the caller: the library throws nothing, so it says what was wrong on
/// stderr and stops the program, as an out-of-range index would.
[[noreturn]] void batchMisuse(const char* who, const char* what) noexcept {
    std::fprintf(stderr, "satlab: %s: %s\n", who, what);
    std::abort();
}

void requireSameLength(std::size_t size, std::initializer_list<const FloatArray*> fields, const char* who = "batch::overlaps") {
    for (const auto* field : fields) {
        if (field->size() != size) batchMisuse(who, "a field array's length differs from size()");
    }
}

void checkSizes(const Obb2Soa& a, const Obb2Soa& b, std::size_t maskSize, const char* who = "batch::overlaps") {
    for (const Obb2Soa* s : {&a, &b}) requireSameLength(s->size(), {&s->cy, &s->ux, &s->uy, &s->hx, &s->hy}, who);
    if (a.size() != b.size()) batchMisuse(who, "a and b differ in size");
    if (maskSize < maskWords(a.size())) batchMisuse(who, "mask too small");
}

void checkSizes(const Obb3Soa& a, const Obb3Soa& b, std::size_t maskSize, const char* who = "batch::overlaps") {
    for (const Obb3Soa* s : {&a, &b}) {
        requireSameLength(s->size(),
                          {&s->cy, &s->cz, &s->hx, &s->hy, &s->hz, &s->r00, &s->r01, &s->r02, &s->r10, &s->r11, &s->r12, &s->r20,
                           &s->r21, &s->r22},
                          who);
    }
    if (a.size() != b.size()) batchMisuse(who, "a and b differ in size");
    if (maskSize < maskWords(a.size())) batchMisuse(who, "mask too small");
}

void requireSupported(Kernel kernel) {
    if (!isSupported(kernel)) batchMisuse(kernelName(kernel), "batch kernel not supported on this CPU or in this build");
}

/// Whole words through the vector kernel, the rest through the scalar one.
template <class View, class VectorKernel, class ScalarKernel>
void run(const View& a, const View& b, std::size_t n, std::uint64_t* mask, VectorKernel vectorKernel, ScalarKernel scalarKernel) {
    const std::size_t fullWords = n / 64;
    if (fullWords > 0) vectorKernel(a, b, fullWords, mask);
    if (64 * fullWords < n) scalarKernel(a, b, 64 * fullWords, n, mask);
}

} // namespace

const char* kernelName(Kernel kernel) {
    switch (kernel) {
    case Kernel::Scalar: return "scalar";
    case Kernel::Sse2: return "sse2";
    case Kernel::Avx2: return "avx2";
    case Kernel::Avx512: return "avx512";
    }
    return "?";
}

bool isSupported(Kernel kernel) {
    switch (kernel) {
    case Kernel::Scalar: return true;
    case Kernel::Sse2: return cpuHasSse2();
    case Kernel::Avx2: return cpuHasAvx2();
    case Kernel::Avx512: return cpuHasAvx512();
    }
    return false;
}

Kernel chooseKernel(const char* request, bool avx512Supported, bool avx2Supported, bool sse2Supported) {
    const Kernel best = avx512Supported ? Kernel::Avx512
                        : avx2Supported ? Kernel::Avx2
                        : sse2Supported ? Kernel::Sse2
                                        : Kernel::Scalar;
    if (request == nullptr) return best;
    if (std::strcmp(request, "scalar") == 0) return Kernel::Scalar;
    if (std::strcmp(request, "sse2") == 0 && sse2Supported) return Kernel::Sse2;
    if (std::strcmp(request, "avx2") == 0 && avx2Supported) return Kernel::Avx2;
    if (std::strcmp(request, "avx512") == 0 && avx512Supported) return Kernel::Avx512;
    return best;
}

Kernel chooseKernel(const char* request, bool avx2Supported, bool sse2Supported) {
    return chooseKernel(request, false, avx2Supported, sse2Supported);
}

Kernel activeKernelId() {
    static const Kernel chosen = chooseKernel(std::getenv("SATLAB_KERNEL"), cpuHasAvx512(), cpuHasAvx2(), cpuHasSse2());
    return chosen;
}

const char* activeKernel() { return kernelName(activeKernelId()); }

void overlaps(Kernel kernel, const Obb2Soa& a, const Obb2Soa& b, std::span<std::uint64_t> mask) {
    checkSizes(a, b, mask.size());
    requireSupported(kernel);
    const detail::Obb2View va = detail::view(a);
    const detail::Obb2View vb = detail::view(b);
    switch (kernel) {
    case Kernel::Scalar: detail::obb2Scalar(va, vb, 0, a.size(), mask.data()); return;
    case Kernel::Sse2: run(va, vb, a.size(), mask.data(), detail::obb2Sse2, detail::obb2Scalar); return;
    case Kernel::Avx2: run(va, vb, a.size(), mask.data(), detail::obb2Avx2, detail::obb2Scalar); return;
    case Kernel::Avx512: run(va, vb, a.size(), mask.data(), detail::obb2Avx512, detail::obb2Scalar); return;
    }
}

void overlaps(Kernel kernel, std::span<const Obb2<float>> a, std::span<const Obb2<float>> b, std::span<std::uint64_t> mask) {
    if (a.size() != b.size()) batchMisuse("batch::overlaps", "a and b differ in size");
    if (mask.size() < maskWords(a.size())) batchMisuse("batch::overlaps", "mask too small");
    requireSupported(kernel);
    const std::size_t n = a.size();
    std::size_t words = n / 64; // whole words in vector lanes, the rest one pair at a time
    switch (kernel) {
    case Kernel::Scalar: words = 0; break;
    case Kernel::Sse2: detail::obb2BoxesSse2(a.data(), b.data(), words, mask.data()); break;
    case Kernel::Avx2:
    case Kernel::Avx512: detail::obb2BoxesAvx2(a.data(), b.data(), words, mask.data()); break;
    }
    if (64 * words < n) detail::obb2BoxesScalar(a.data(), b.data(), 64 * words, n, mask.data());
}

void overlaps(std::span<const Obb2<float>> a, std::span<const Obb2<float>> b, std::span<std::uint64_t> mask) {
    overlaps(activeKernelId(), a, b, mask);
}

void overlaps(Kernel kernel, const Obb3Soa& a, const Obb3Soa& b, std::span<std::uint64_t> mask) {
    checkSizes(a, b, mask.size());
    requireSupported(kernel);
    const detail::Obb3View va = detail::view(a);
    const detail::Obb3View vb = detail::view(b);
    const bool prefetch = a.size() >= kPrefetchPairs3;
    const auto sse2 = [prefetch](const detail::Obb3View& x, const detail::Obb3View& y, std::size_t words, std::uint64_t* bits) {
        detail::obb3Sse2(x, y, words, bits, prefetch);
    };
    const auto avx2 = [prefetch](const detail::Obb3View& x, const detail::Obb3View& y, std::size_t words, std::uint64_t* bits) {
        detail::obb3Avx2(x, y, words, bits, prefetch);
    };
    const auto avx512 = [prefetch](const detail::Obb3View& x, const detail::Obb3View& y, std::size_t words, std::uint64_t* bits) {
        detail::obb3Avx512(x, y, words, bits, prefetch);
    };
    switch (kernel) {
    case Kernel::Scalar: detail::obb3Scalar(va, vb, 0, a.size(), mask.data()); return;
    case Kernel::Sse2: run(va, vb, a.size(), mask.data(), sse2, detail::obb3Scalar); return;
    case Kernel::Avx2: run(va, vb, a.size(), mask.data(), avx2, detail::obb3Scalar); return;
    case Kernel::Avx512: run(va, vb, a.size(), mask.data(), avx512, detail::obb3Scalar); return;
    }
}

void manifolds(Kernel kernel, const Obb2Soa& a, const Obb2Soa& b, Manifold2Soa& out, float tolerance) {
    checkSizes(a, b, maskWords(a.size()), "batch::manifolds");
    requireSupported(kernel);
    out.resize(a.size());
    const detail::Obb2View va = detail::view(a);
    const detail::Obb2View vb = detail::view(b);
    const detail::Manifold2View vo = detail::view(out);
    const std::size_t n = a.size();
    // Whole groups of lanes through the vector kernel, the rest one by one.
    // At tolerance 0 the lanes are plain floating point: the pairs near
    // touching get the single pair's exact path afterwards.
    const auto vector = [&](auto kernelOf) {
        const std::size_t done = kernelOf(va, vb, n, vo, tolerance);
        if (tolerance == 0.0f) detail::manifold2SettleExactly(va, vb, 0, done, vo);
        detail::manifold2Scalar(va, vb, done, n, vo, tolerance);
    };
    switch (kernel) {
    case Kernel::Scalar: detail::manifold2Scalar(va, vb, 0, n, vo, tolerance); return;
    case Kernel::Sse2: vector(detail::manifold2Sse2); return;
    case Kernel::Avx2: vector(detail::manifold2Avx2); return;
    case Kernel::Avx512: vector(detail::manifold2Avx512); return;
    }
}

void manifolds(const Obb2Soa& a, const Obb2Soa& b, Manifold2Soa& out, float tolerance) {
    manifolds(activeKernelId(), a, b, out, tolerance);
}

void manifolds(Kernel kernel, const Obb3Soa& a, const Obb3Soa& b, std::vector<BoxManifold3<float>>& out, float tolerance) {
    checkSizes(a, b, maskWords(a.size()), "batch::manifolds");
    requireSupported(kernel);
    const std::size_t n = a.size();
    out.resize(n);
    const detail::Obb3View va = detail::view(a);
    const detail::Obb3View vb = detail::view(b);
    std::size_t done = 0;
    if (kernel == Kernel::Avx2) done = detail::manifold3Avx2(va, vb, n, out.data(), tolerance);
    if (kernel == Kernel::Avx512) done = detail::manifold3Avx512(va, vb, n, out.data(), tolerance);
    for (std::size_t i = done; i < n; ++i)
        out[i] = sat::detail::manifoldEveryField(detail::boxAt(va, i), detail::boxAt(vb, i), tolerance);
}

void manifolds(const Obb3Soa& a, const Obb3Soa& b, std::vector<BoxManifold3<float>>& out, float tolerance) {
    manifolds(activeKernelId(), a, b, out, tolerance);
}

void overlaps(const Obb2Soa& a, const Obb2Soa& b, std::span<std::uint64_t> mask) { overlaps(activeKernelId(), a, b, mask); }
void overlaps(const Obb3Soa& a, const Obb3Soa& b, std::span<std::uint64_t> mask) { overlaps(activeKernelId(), a, b, mask); }

} // namespace sat::batch
