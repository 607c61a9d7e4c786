// SPDX-License-Identifier: MIT
// The scalar batch kernels: one pair at a time, each bit the single-pair
// verdict of sat::overlaps on Obb2 / Obb3 (sat/detail/fast2d.hpp, fast3d.hpp),
// which is exact at tolerance 0. The vector kernels (batch_simd.inl) compute
// the same numbers lane by lane and send the lanes their filter leaves open
// to the single-pair test.

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

/// sat::overlaps's verdict on the pair (axisY rebuilt as axisX turned a
/// quarter turn), exact at tolerance 0 (docs/accuracy.md), in its scalar
/// form: the SSE2 form sat::overlaps takes would load each box as 16-byte
/// vectors just after these scalar stores built it, and every such load
/// waits for the stores to retire (a failed store forward).
bool obb2Overlap(const Obb2View& a, const Obb2View& b, std::size_t i) {
    const auto box = [i](const Obb2View& v) {
        return Obb2<float>{{v.cx[i], v.cy[i]}, {v.hx[i], v.hy[i]}, {v.ux[i], v.uy[i]}, {-v.uy[i], v.ux[i]}};
    };
    const Obb2<float> boxA = box(a), boxB = box(b);
    const sat::detail::ObbObbFrame<float> f = sat::detail::obbObbFrame(boxA, boxB);
    return sat::detail::overlapsFromSeparations(sat::detail::separationOf(sat::detail::obbObbAxisOfA(f, boxA, boxB, 0)),
                                                sat::detail::separationOf(sat::detail::obbObbAxisOfA(f, boxA, boxB, 1)),
                                                sat::detail::separationOf(sat::detail::obbObbAxisOfB(f, boxA, boxB, 0)),
                                                sat::detail::separationOf(sat::detail::obbObbAxisOfB(f, boxA, boxB, 1)),
                                                sat::detail::filterBound(boxA, boxB), boxA, boxB);
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
    scalarRange(a, b, first, last, mask, obb2Overlap);
}

void obb2BoxesScalar(const Obb2<float>* a, const Obb2<float>* b, std::size_t first, std::size_t last, std::uint64_t* mask) {
    scalarRange(a, b, first, last, mask,
                [](const Obb2<float>* x, const Obb2<float>* y, std::size_t i) { return sat::overlaps(x[i], y[i]); });
}

void obb3Scalar(const Obb3View& a, const Obb3View& b, std::size_t first, std::size_t last, std::uint64_t* mask) {
    scalarRange(a, b, first, last, mask, obb3Overlap);
}

} // namespace sat::batch::detail
