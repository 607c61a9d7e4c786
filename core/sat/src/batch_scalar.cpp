// SPDX-License-Identifier: MIT
// The scalar batch kernels: one pair at a time, each bit the single-pair
// verdict of sat::overlaps on Obb2 / Obb3 (sat/detail/fast2d.hpp, fast3d.hpp),
// which is exact at tolerance 0. The vector kernels (batch_simd.inl) compute
// the same numbers lane by lane and send the lanes their filter leaves open
// to the single-pair test.

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

/// The 2D box pairs of [first, last), a word of 64 at a time, in two passes:
/// the filter of sat::overlaps on every pair, with no call in the loop, then
/// the exact path on the rare pairs it leaves undecided. Each bit is
/// sat::overlaps's verdict, exact at tolerance 0 (docs/accuracy.md).
template <class Source>
void obb2ScalarRange(const Source& a, const Source& b, std::size_t first, std::size_t last, std::uint64_t* mask) {
    for (std::size_t word = first / 64; word < maskWords(last); ++word) {
        std::uint64_t separatedBits = 0;
        std::uint64_t undecidedBits = 0;
        const std::size_t end = std::min(last, 64 * word + 64);
        for (std::size_t i = 64 * word; i < end; ++i) {
            const Obb2PairAt pair = obb2PairAt(a, b, i);
            const sat::detail::BoxPairFilter filter = sat::detail::obbPairFilter(pair.a, pair.b);
            separatedBits |= std::uint64_t{filter.separated} << (i % 64);
            undecidedBits |= std::uint64_t{filter.undecided} << (i % 64);
        }
        for (; undecidedBits != 0; undecidedBits &= undecidedBits - 1) {
            const auto bit = static_cast<std::size_t>(std::countr_zero(undecidedBits));
            const Obb2PairAt pair = obb2PairAt(a, b, 64 * word + bit);
            if (!sat::detail::overlapsExactly(pair.a, pair.b)) separatedBits |= std::uint64_t{1} << bit;
        }
        // The bits from `end` on (past the last pair) stay 0.
        const std::size_t pairs = end - 64 * word;
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
