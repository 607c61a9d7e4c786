// SPDX-License-Identifier: MIT
#pragma once
// Batched fast tests: many box pairs at once, stored as structures of arrays
// (one std::vector per field), answered as a bitmask. For broad-phase output,
// benchmarks and any caller with thousands of pairs. Single pairs: sat2d.hpp /
// sat3d.hpp.
//
// Pair i is (a[i], b[i]); bit i % 64 of mask[i / 64] is set when the closed
// boxes intersect (touching counts, as everywhere in SATlab). The kernels
// evaluate the same expressions, in the same order, as `sat::overlaps` on
// Obb2<float> / Obb3<float> (sat/detail/fast2d.hpp, fast3d.hpp), without
// fused multiply-adds, and compare each lane's largest axis margin with the
// exact filter's bound: a lane within it (near touching, or with parallel
// edges in 3D) takes `sat::overlaps` on its pair. So every bit equals the
// single-pair verdict, which at tolerance 0 is the exact one
// (docs/sat-3d.md, "Exact verdicts in 3D"; docs/accuracy.md).
//
// Kernels (docs/performance.md): "avx512" (16 pairs per step in 512-bit
// vectors, chosen at run time when the CPU has AVX-512F and DQ), "avx2" (8
// pairs per step, when it has AVX2), "sse2" (the same code for baseline
// x86-64, 4 pairs per step) and "scalar" (one pair at a time). The
// environment variable SATLAB_KERNEL=scalar|sse2|avx2|avx512, read once at
// the first call, forces a kernel; a request the CPU cannot run falls back to
// the best one it can.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "sat/sat2d.hpp"
#include "sat/sat3d.hpp"
#include "sat/shapes2d.hpp"
#include "sat/shapes3d.hpp"

namespace sat::batch {

namespace detail {
/// Storage for `count` floats. Below 1 MiB at a cache-line (64-byte)
/// boundary, and from 4 KiB on also at one of 12 offsets in the page, taken
/// in turn (5 cache lines apart); from 1 MiB on where operator new puts it
/// (docs/performance.md, "Memory layout").
float* allocateFloats(std::size_t count);
void deallocateFloats(float* p, std::size_t count) noexcept;
} // namespace detail

/// The allocator of the field arrays. The kernels load 4, 8 or 16 floats at a
/// time from every array of a pair at the same index. For data in a cache,
/// arrays on cache-line boundaries make no load straddle two lines, and
/// arrays spread over the page do not compete for the same L1 sets.
/// Arrays read from memory (1 MiB and more) keep operator new's placement,
/// the fastest there (docs/performance.md, "Memory layout").
template <class T> struct FieldAllocator;
/// The float allocator, the one FloatArray uses.
template <> struct FieldAllocator<float> {
    using value_type = float; ///< the item type, as std::allocator_traits asks
    /// An allocator; it holds no state.
    FieldAllocator() = default;
    /// Room for n floats, aligned and placed as described above.
    float* allocate(std::size_t n) { return detail::allocateFloats(n); }
    /// Frees what allocate(n) returned.
    void deallocate(float* p, std::size_t n) noexcept { detail::deallocateFloats(p, n); }
    /// Always true: any of them frees what another allocated.
    bool operator==(const FieldAllocator&) const noexcept { return true; }
};

/// One field of a structure of arrays (a std::vector with FieldAllocator).
using FloatArray = std::vector<float, FieldAllocator<float>>;

/// Oriented 2D boxes, one field per array. (ux, uy) is the unit local x axis
/// (`Obb2::axisX`); the local y axis is (-uy, ux), as Obb2 requires of
/// `axisY`. hx, hy are the half extents along them.
struct Obb2Soa {
    FloatArray cx, cy, ux, uy, hx, hy; ///< centre, unit local x axis and half extents of every box

    /// Number of boxes.
    std::size_t size() const { return cx.size(); }
    /// Room for n boxes in every array.
    void reserve(std::size_t n);
    /// No boxes; the arrays keep their room.
    void clear();
    /// Precondition (asserted in debug builds): box.axisY == (-axisX.y, axisX.x)
    /// exactly, which Obb2::fromAngle and Obb2::fromAabb give.
    void push_back(const Obb2<float>& box);
    void push_back(const Aabb2<float>& box);
    /// Box i as an Obb2 (axisY rebuilt as (-uy, ux)).
    Obb2<float> get(std::size_t i) const;
    /// The boxes, in order, as a structure of arrays.
    static Obb2Soa fromShapes(std::span<const Obb2<float>> boxes);
};

/// Oriented 3D boxes, one field per array. rIJ is row I, column J of the
/// rotation whose columns are the local axes: rIJ = Obb3::axes[J][I].
struct Obb3Soa {
    FloatArray cx, cy, cz;                                  ///< centres
    FloatArray r00, r01, r02, r10, r11, r12, r20, r21, r22; ///< rotations, row I column J in rIJ
    FloatArray hx, hy, hz;                                  ///< half extents along the local axes

    /// Number of boxes.
    std::size_t size() const { return cx.size(); }
    /// Room for n boxes in every array.
    void reserve(std::size_t n);
    /// No boxes; the arrays keep their room.
    void clear();
    /// Appends a box (an AABB with the identity rotation).
    void push_back(const Obb3<float>& box);
    void push_back(const Aabb3<float>& box);
    /// Box i as an Obb3.
    Obb3<float> get(std::size_t i) const;
    /// The boxes, in order.
    static Obb3Soa fromShapes(std::span<const Obb3<float>> boxes);
};

/// Number of 64-bit mask words for `pairs` pairs.
constexpr std::size_t maskWords(std::size_t pairs) { return (pairs + 63) / 64; }

/// From this many 3D pairs on (32 MiB of fields, more than a last-level
/// cache holds) the vector kernels prefetch the next 64 pairs of all 30
/// arrays into L2 while they test the current ones: faster from memory,
/// slightly slower on data already in cache (docs/performance.md).
/// The verdicts do not depend on it.
inline constexpr std::size_t kPrefetchPairs3 = (std::size_t{32} << 20U) / (30 * sizeof(float));

/// Bit i of `mask` = pair (a[i], b[i]) intersects. Writes words
/// 0 .. maskWords(n) - 1 in full (bits at and above n are 0). Requires
/// a.size() == b.size(), every field array of size() entries and at least
/// maskWords(n) mask words; a call that breaks this is a programming error and
/// stops the program with a message on stderr (nothing is thrown).
void overlaps(const Obb2Soa& a, const Obb2Soa& b, std::span<std::uint64_t> mask);
void overlaps(const Obb3Soa& a, const Obb3Soa& b, std::span<std::uint64_t> mask);

/// The batch kernels, from the portable one to the widest vectors.
enum class Kernel : std::uint8_t { Scalar, Sse2, Avx2, Avx512 };

/// "scalar", "sse2", "avx2", "avx512".
const char* kernelName(Kernel kernel);
/// Whether this CPU (and this build) can run `kernel`.
bool isSupported(Kernel kernel);
/// The kernel `overlaps` uses: SATLAB_KERNEL if set and supported, else the
/// best supported one. Chosen once, at the first call.
Kernel activeKernelId();
/// Name of activeKernelId(): "avx512" / "avx2" / "sse2" / "scalar".
const char* activeKernel();
/// The choice rule itself: `request` (the variable's value, may be null or
/// unknown) if supported, else the best supported kernel.
Kernel chooseKernel(const char* request, bool avx512Supported, bool avx2Supported, bool sse2Supported);
/// The same rule on a CPU without AVX-512.
Kernel chooseKernel(const char* request, bool avx2Supported, bool sse2Supported);

/// The same with an explicit kernel (tests, benchmarks). Requires
/// isSupported(kernel); otherwise it stops the program as above.
void overlaps(Kernel kernel, const Obb2Soa& a, const Obb2Soa& b, std::span<std::uint64_t> mask);
void overlaps(Kernel kernel, const Obb3Soa& a, const Obb3Soa& b, std::span<std::uint64_t> mask);

/// Bit i of `mask` = sat::overlaps(a[i], b[i]), read straight from arrays of
/// boxes (the layout a game keeps its colliders in, no Obb2Soa to build).
/// Like sat::overlaps it reads each box's centre, half extents and axisX
/// (axisY is taken to be axisX turned a quarter turn, as Obb2 requires).
/// The vector kernels turn each group of 4 (sse2) or 8 (avx2; also on an
/// avx512 CPU) boxes into lanes with a transpose of their rows and then do the
/// Obb2Soa kernel's arithmetic; every bit equals the single-pair verdict.
/// Mask words and preconditions as for the Obb2Soa form.
void overlaps(std::span<const Obb2<float>> a, std::span<const Obb2<float>> b, std::span<std::uint64_t> mask);
void overlaps(Kernel kernel, std::span<const Obb2<float>> a, std::span<const Obb2<float>> b, std::span<std::uint64_t> mask);

// ------------------------------------------------------------ manifolds

/// sat::BoxManifold2 of many 2D box pairs, one field per array (pair i at
/// index i); separation[k] holds axis k (A.x, A.y, B.x, B.y).
struct Manifold2Soa {
    std::vector<float> separation[4];                              ///< separation[k][i]: axis k of pair i
    std::vector<float> axisSeparation, depth, normalX, normalY;    ///< BoxManifold2's fields; the normal by component
    std::vector<float> contact0x, contact0y, contact1x, contact1y; ///< 0 past contactCount
    std::vector<std::uint8_t> bestAxis, verdict, contactCount;     ///< verdict: a sat::Verdict
    std::vector<std::int8_t> firstSeparatingAxis;                  ///< -1 when none

    /// Number of pairs.
    std::size_t size() const { return depth.size(); }
    /// Every array to n entries (no other change); manifolds() does this itself.
    void resize(std::size_t n);
    /// Pair i as a BoxManifold2.
    BoxManifold2<float> get(std::size_t i) const;
};

/// out[i] = sat::manifold(a.get(i), b.get(i), tolerance) for every pair, bit
/// for bit (the same operations in vector lanes, no fused multiply-adds); out
/// is resized to a.size(). The rare touching or overlapping pair whose
/// clipped incident edge keeps no point takes its contacts from report(), as
/// manifold() does. At tolerance 0 the pairs near touching (within the exact
/// filter's bound) take manifold()'s exact path, so the verdict is exact as
/// there. Kernel choice, SATLAB_KERNEL and preconditions as for
/// overlaps().
void manifolds(const Obb2Soa& a, const Obb2Soa& b, Manifold2Soa& out, float tolerance = 0.0f);
void manifolds(Kernel kernel, const Obb2Soa& a, const Obb2Soa& b, Manifold2Soa& out, float tolerance = 0.0f);

/// out[i] = sat::manifold(a.get(i), b.get(i), tolerance) for every touching
/// or overlapping 3D pair, bit for bit; a separated pair gets every field
/// too (its 15 separations, best axis, normal and error bound: report()'s
/// numbers with computeDistance off), where sat::manifold stops at the first
/// separating axis. out is resized to a.size(). With AVX2 ("avx2" and "avx512"
/// kernels) the 15 axes of eight pairs at a time go through vector lanes,
/// one pair per lane, and each touching or overlapping pair then gets its
/// contacts from the single-pair manifold's contact step; "sse2" and
/// "scalar" call sat::manifold pair by pair. Preconditions as for
/// overlaps().
void manifolds(const Obb3Soa& a, const Obb3Soa& b, std::vector<BoxManifold3<float>>& out, float tolerance = 0.0f);
void manifolds(Kernel kernel, const Obb3Soa& a, const Obb3Soa& b, std::vector<BoxManifold3<float>>& out, float tolerance = 0.0f);

/// Bit i of `mask` (i < 64 * mask.size()).
inline bool bit(std::span<const std::uint64_t> mask, std::size_t i) { return (mask[i / 64] >> (i % 64)) & 1U; }

} // namespace sat::batch
