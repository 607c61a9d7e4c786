// SPDX-License-Identifier: MIT
// The scalar batch kernels, each bit the single-pair verdict of sat::overlaps
// on Obb2 / Obb3 (sat/detail/fast2d.hpp, fast3d.hpp), which is exact at
// tolerance 0: in 2D its filter over a word of pairs, then its exact path on
// the pairs the filter leaves undecided; in 3D sat::overlaps pair by pair.
// The vector kernels (batch_simd.inl) compute the same numbers lane by lane
// and send the lanes their filter leaves open to the single-pair test.

#include <algorithm>
#include <bit>
#include <cmath>

#include "batch_kernels.hpp"
#include "sat/detail/fast3d.hpp"

namespace sat::batch::detail {

Obb2View view(const Obb2Soa& s) { return {s.cx.data(), s.cy.data(), s.ux.data(), s.uy.data(), s.hx.data(), s.hy.data()}; }

Obb3View view(const Obb3Soa& s) {
    return {{s.cx.data(), s.cy.data(), s.cz.data()},
            {s.r00.data(), s.r01.data(), s.r02.data(), s.r10.data(), s.r11.data(), s.r12.data(), s.r20.data(), s.r21.data(),
             s.r22.data()},
            {s.hx.data(), s.hy.data(), s.hz.data()}};
}

namespace {

/// Pair i as two Obb2<float> (axisY rebuilt as axisX turned a quarter
/// turn), in scalar form: the SSE2 form of sat::overlaps would load each box
/// as 16-byte vectors just after these scalar stores built it, and every
/// such load waits for the stores to retire (a failed store forward).
struct Obb2PairAt {
    Obb2<float> a, b;
};
Obb2PairAt obb2PairAt(const Obb2View& a, const Obb2View& b, std::size_t i) {
    const auto box = [i](const Obb2View& v) {
        return Obb2<float>{{v.cx[i], v.cy[i]}, {v.hx[i], v.hy[i]}, {v.ux[i], v.uy[i]}, {-v.uy[i], v.ux[i]}};
    };
    return {box(a), box(b)};
}
Obb2PairAt obb2PairAt(const Obb2<float>* a, const Obb2<float>* b, std::size_t i) { return {a[i], b[i]}; }

/// The filter of sat::overlaps on pairs [base, base + pairs) of two arrays
/// of boxes, a flag per pair.
void obb2FilterFlags(const Obb2<float>* a, const Obb2<float>* b, std::size_t base, std::size_t pairs, std::uint8_t* separated,
                     std::uint8_t* undecided) {
    for (std::size_t k = 0; k < pairs; ++k) {
        const sat::detail::BoxPairFilter filter = sat::detail::obbPairFilter(a[base + k], b[base + k]);
        separated[k] = filter.separated ? 1 : 0;
        undecided[k] = filter.undecided ? 1 : 0;
    }
}

/// The same on the fields of a view, written out: obbObbFrame's and
/// obbObbAxisOfA/OfB's operations in their order (so the separations and
/// the bound are sat::overlaps's, bit for bit) on plain floats, which GCC
/// vectorises across pairs.
void obb2FilterFlags(const Obb2View& a, const Obb2View& b, std::size_t base, std::size_t pairs, std::uint8_t* separated,
                     std::uint8_t* undecided) {
    for (std::size_t k = 0; k < pairs; ++k) {
        const std::size_t i = base + k;
        const float aux = a.ux[i], auy = a.uy[i], bux = b.ux[i], buy = b.uy[i];
        const float hax = a.hx[i], hay = a.hy[i], hbx = b.hx[i], hby = b.hy[i];
        const float dx = b.cx[i] - a.cx[i], dy = b.cy[i] - a.cy[i];
        const float tx = dx * aux + dy * auy, ty = dy * aux - dx * auy;
        const float c = aux * bux + auy * buy, s = auy * bux - aux * buy;
        const float absC = std::abs(c), absS = std::abs(s);
        const float onAx = std::abs(tx) - (hax + (hbx * absC + hby * absS));
        const float onAy = std::abs(ty) - (hay + (hbx * absS + hby * absC));
        const float onBx = std::abs(tx * c + ty * -s) - ((hax * absC + hay * absS) + hbx);
        const float onBy = std::abs(tx * s + ty * c) - ((hax * absS + hay * absC) + hby);
        const float bound = sat::detail::centreFormBound(Vec2<float>{dx, dy}, Vec2<float>{hax, hay}, Vec2<float>{hbx, hby});
        const int apart = int(onAx > bound) | int(onAy > bound) | int(onBx > bound) | int(onBy > bound);
        const int open = int(onAx >= -bound) | int(onAy >= -bound) | int(onBx >= -bound) | int(onBy >= -bound);
        separated[k] = static_cast<std::uint8_t>(apart);
        undecided[k] = static_cast<std::uint8_t>(open & (apart ^ 1));
    }
}

/// 64 flags of 0 or 1 as the bits of a word (flag k: bit k).
std::uint64_t bitsOfFlags(const std::uint8_t (&flags)[64]) {
    std::uint64_t bits = 0;
    for (std::size_t k = 0; k < 64; ++k) bits |= std::uint64_t{flags[k]} << k;
    return bits;
}

/// The 2D box pairs of [first, last), a word of 64 at a time, in two passes:
/// the filter of sat::overlaps on every pair into a flag per pair, a loop
/// with no call and no branch (which GCC vectorises on the arrays of a
/// view), then the exact path on the rare pairs it leaves undecided. Each
/// bit is sat::overlaps's verdict, exact at tolerance 0 (docs/accuracy.md).
template <class Source>
void obb2ScalarRange(const Source& a, const Source& b, std::size_t first, std::size_t last, std::uint64_t* mask) {
    for (std::size_t word = first / 64; word < maskWords(last); ++word) {
        const std::size_t base = 64 * word;
        const std::size_t pairs = std::min(last, base + 64) - base;
        // Flags past the last pair stay 0: those bits of the mask are left 0.
        std::uint8_t separated[64] = {};
        std::uint8_t undecided[64] = {};
        obb2FilterFlags(a, b, base, pairs, separated, undecided);
        std::uint64_t separatedBits = bitsOfFlags(separated);
        for (std::uint64_t open = bitsOfFlags(undecided); open != 0; open &= open - 1) {
            const auto bit = static_cast<std::size_t>(std::countr_zero(open));
            const Obb2PairAt pair = obb2PairAt(a, b, base + bit);
            if (!sat::detail::overlapsExactly(pair.a, pair.b)) separatedBits |= std::uint64_t{1} << bit;
        }
        const std::uint64_t live = pairs == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << pairs) - 1;
        mask[word] = ~separatedBits & live;
    }
}

/// sat::overlaps on the pair: the single-pair verdict, exact at tolerance 0.
bool obb3Overlap(const Obb3View& a, const Obb3View& b, std::size_t n) { return sat::overlaps(boxAt(a, n), boxAt(b, n)); }

template <class View, class Overlap>
void scalarRange(const View& a, const View& b, std::size_t first, std::size_t last, std::uint64_t* mask, Overlap overlap) {
    for (std::size_t word = first / 64; word < maskWords(last); ++word) {
        std::uint64_t bits = 0;
        const std::size_t end = std::min(last, 64 * word + 64);
        for (std::size_t i = 64 * word; i < end; ++i) {
            if (overlap(a, b, i)) bits |= std::uint64_t{1} << (i % 64);
        }
        mask[word] = bits;
    }
}

} // namespace

void obb2Scalar(const Obb2View& a, const Obb2View& b, std::size_t first, std::size_t last, std::uint64_t* mask) {
    obb2ScalarRange(a, b, first, last, mask);
}

void obb2BoxesScalar(const Obb2<float>* a, const Obb2<float>* b, std::size_t first, std::size_t last, std::uint64_t* mask) {
    obb2ScalarRange(a, b, first, last, mask);
}

void obb3Scalar(const Obb3View& a, const Obb3View& b, std::size_t first, std::size_t last, std::uint64_t* mask) {
    scalarRange(a, b, first, last, mask, obb3Overlap);
}

} // namespace sat::batch::detail
