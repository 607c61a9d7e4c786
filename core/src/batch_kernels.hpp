#pragma once
// The kernels behind sat::batch::overlaps (internal). Each works on raw
// field pointers. The vector kernels answer whole 64-pair mask words; the
// scalar kernel answers any range and also finishes the vector kernels' tail.

#include <cstddef>
#include <cstdint>

#include "sat/batch.hpp"

namespace sat::batch::detail {

struct Obb2View {
    const float *cx, *cy, *ux, *uy, *hx, *hy;
};
/// r[3 * row + column], as in Obb3Soa.
struct Obb3View {
    const float* c[3];
    const float* r[9];
    const float* h[3];
};

Obb2View view(const Obb2Soa& soa);
Obb3View view(const Obb3Soa& soa);

/// Pairs [first, last), first a multiple of 64: writes mask words
/// first / 64 .. maskWords(last) - 1 in full.
void obb2Scalar(const Obb2View& a, const Obb2View& b, std::size_t first, std::size_t last, std::uint64_t* mask);
void obb3Scalar(const Obb3View& a, const Obb3View& b, std::size_t first, std::size_t last, std::uint64_t* mask);

/// Pairs [0, 64 * words): writes mask words 0 .. words - 1. `prefetch`
/// (3D): software prefetch of the next word's fields, for inputs of at least
/// kPrefetchPairs3 pairs.
void obb2Sse2(const Obb2View& a, const Obb2View& b, std::size_t words, std::uint64_t* mask);
void obb3Sse2(const Obb3View& a, const Obb3View& b, std::size_t words, std::uint64_t* mask, bool prefetch);
void obb2Avx2(const Obb2View& a, const Obb2View& b, std::size_t words, std::uint64_t* mask);
void obb3Avx2(const Obb3View& a, const Obb3View& b, std::size_t words, std::uint64_t* mask, bool prefetch);
void obb2Avx512(const Obb2View& a, const Obb2View& b, std::size_t words, std::uint64_t* mask);
void obb3Avx512(const Obb3View& a, const Obb3View& b, std::size_t words, std::uint64_t* mask, bool prefetch);

} // namespace sat::batch::detail
