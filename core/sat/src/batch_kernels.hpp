// SPDX-License-Identifier: MIT
#pragma once
// The kernels behind sat::batch::overlaps (internal). Each works on raw
// field pointers. The vector kernels answer whole 64-pair mask words; the
// scalar kernel answers any range and also finishes the vector kernels' tail.

#include <cstddef>
#include <cstdint>

#include "sat/batch.hpp"

namespace sat::batch::detail {

/// Tables for packing 8 vector lanes (the 2D and 3D batch manifolds): byte j
/// of pack[m] is the lane of the j-th set bit of m (the lanes a packed vector
/// takes); byte j of unpack[m] is the number of set bits of m below bit j
/// (where lane j's value lies among the packed ones).
struct PackTables {
    std::uint64_t pack[256], unpack[256];
    constexpr PackTables() : pack{}, unpack{} {
        for (unsigned m = 0; m < 256; ++m) {
            unsigned taken = 0;
            for (unsigned lane = 0; lane < 8; ++lane) {
                unpack[m] |= std::uint64_t{taken} << (8 * lane);
                if (((m >> lane) & 1U) != 0) pack[m] |= std::uint64_t{lane} << (8 * taken++);
            }
        }
    }
};
inline constexpr PackTables kPackTables{};

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

/// Pairs (a[i], b[i]) of arrays of boxes: [first, last) one at a time
/// (sat::overlaps), [0, 64 * words) in vector lanes.
void obb2BoxesScalar(const Obb2<float>* a, const Obb2<float>* b, std::size_t first, std::size_t last, std::uint64_t* mask);
void obb2BoxesSse2(const Obb2<float>* a, const Obb2<float>* b, std::size_t words, std::uint64_t* mask);
void obb2BoxesAvx2(const Obb2<float>* a, const Obb2<float>* b, std::size_t words, std::uint64_t* mask);
void obb3Avx512(const Obb3View& a, const Obb3View& b, std::size_t words, std::uint64_t* mask, bool prefetch);

} // namespace sat::batch::detail

namespace sat::batch::detail {

/// Manifold2Soa's arrays, already sized.
struct Manifold2View {
    float* separation[4];
    float *axisSeparation, *depth, *normalX, *normalY;
    float *contact0x, *contact0y, *contact1x, *contact1y;
    std::uint8_t *bestAxis, *verdict, *contactCount;
    std::int8_t* firstSeparatingAxis;
};
Manifold2View view(Manifold2Soa& soa);

/// Pairs [first, last), one at a time (manifold2d.cpp).
void manifold2Scalar(const Obb2View& a, const Obb2View& b, std::size_t first, std::size_t last, const Manifold2View& out,
                     float tolerance);
/// At tolerance 0, after a vector kernel: pairs [first, last) whose stored
/// separations lie within the exact filter's bound get manifold() again (its
/// exact path), so every field equals the single pair's bit for bit.
void manifold2SettleExactly(const Obb2View& a, const Obb2View& b, std::size_t first, std::size_t last, const Manifold2View& out);
/// Pair i's contacts from report(): the lanes whose clip kept no point.
void manifold2ContactsFromReport(const Obb2View& a, const Obb2View& b, std::size_t i, const Manifold2View& out, float tolerance);
/// The whole groups of lanes among pairs [0, pairs) in vector lanes; returns
/// how many pairs that was (the rest is the scalar kernel's).
std::size_t manifold2Sse2(const Obb2View& a, const Obb2View& b, std::size_t pairs, const Manifold2View& out, float tolerance);
std::size_t manifold2Avx2(const Obb2View& a, const Obb2View& b, std::size_t pairs, const Manifold2View& out, float tolerance);
std::size_t manifold2Avx512(const Obb2View& a, const Obb2View& b, std::size_t pairs, const Manifold2View& out, float tolerance);

} // namespace sat::batch::detail

namespace sat::batch::detail {

/// Box i of a view (Obb3Soa::get).
Obb3<float> boxAt(const Obb3View& v, std::size_t i);
/// The 3D manifolds of the whole groups of 8 among pairs [0, pairs) in AVX2
/// lanes (manifold3d_batch.cpp); returns how many pairs that was (the rest
/// go through sat::manifold one by one). Only where the CPU has AVX2; the
/// Avx512 form, the same code with AVX-512VL's 32 registers, only where it
/// has AVX-512 F, DQ, VL and BW.
std::size_t manifold3Avx2(const Obb3View& a, const Obb3View& b, std::size_t pairs, BoxManifold3<float>* out, float tolerance);
std::size_t manifold3Avx512(const Obb3View& a, const Obb3View& b, std::size_t pairs, BoxManifold3<float>* out, float tolerance);

} // namespace sat::batch::detail
