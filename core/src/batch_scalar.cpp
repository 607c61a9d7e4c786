// The scalar batch kernels: one pair at a time, with early-out. They spell
// out, for float, the expressions of sat::overlaps on Obb2 / Obb3
// (sat/detail/fast2d.hpp, fast3d.hpp) in the same order, so each bit is the
// single-pair verdict. The vector kernels (batch_simd.inl) compute the same
// numbers lane by lane.

#include <cmath>

#include "batch_kernels.hpp"
#include "sat/detail/fast3d.hpp" // kParallelEdgeThreshold

namespace sat::batch::detail {

Obb2View view(const Obb2Soa& s) { return {s.cx.data(), s.cy.data(), s.ux.data(), s.uy.data(), s.hx.data(), s.hy.data()}; }

Obb3View view(const Obb3Soa& s) {
    return {{s.cx.data(), s.cy.data(), s.cz.data()},
            {s.r00.data(), s.r01.data(), s.r02.data(), s.r10.data(), s.r11.data(), s.r12.data(), s.r20.data(),
             s.r21.data(), s.r22.data()},
            {s.hx.data(), s.hy.data(), s.hz.data()}};
}

namespace {

/// Gottschalk's 2D form with B's axes in A's frame. With y = (-uy, ux) for
/// both boxes, R = A^T B = [[cosine, sine], [-sine, cosine]] exactly in
/// floating point (the products are the same, negation is exact and
/// addition commutes), so two dot products give all four entries.
bool obb2Overlap(const Obb2View& a, const Obb2View& b, std::size_t i) {
    const float dx = b.cx[i] - a.cx[i];
    const float dy = b.cy[i] - a.cy[i];
    const float tx = dx * a.ux[i] + dy * a.uy[i];           // d . A.x
    const float ty = dy * a.ux[i] - dx * a.uy[i];           // d . A.y
    const float cosine = a.ux[i] * b.ux[i] + a.uy[i] * b.uy[i]; // A.x . B.x = A.y . B.y
    const float sine = a.uy[i] * b.ux[i] - a.ux[i] * b.uy[i];   // A.x . B.y = -(A.y . B.x)
    const float c = std::abs(cosine);
    const float s = std::abs(sine);
    if (std::abs(tx) > a.hx[i] + (b.hx[i] * c + b.hy[i] * s)) return false;            // L = A.x
    if (std::abs(ty) > a.hy[i] + (b.hx[i] * s + b.hy[i] * c)) return false;            // L = A.y
    if (std::abs(tx * cosine - ty * sine) > (a.hx[i] * c + a.hy[i] * s) + b.hx[i]) return false; // L = B.x
    if (std::abs(tx * sine + ty * cosine) > (a.hx[i] * s + a.hy[i] * c) + b.hy[i]) return false; // L = B.y
    return true;
}

using Vec3f = Vec3<float>;

float dot3f(const Vec3f& u, const Vec3f& v) { return u.x * v.x + u.y * v.y + u.z * v.z; }

/// fast3d.hpp's projectOnto: |offset . v| > rA + rB, both radii explicit.
bool separatedAlong(const Vec3f& offset, const Vec3f& halfA, const Vec3f& halfB, const Vec3f (&axesB)[3],
                    const Vec3f& v) {
    const float centreDistance = dot3f(offset, v);
    const float radiusA = halfA.x * std::abs(v.x) + halfA.y * std::abs(v.y) + halfA.z * std::abs(v.z);
    const float radiusB = halfB.x * std::abs(dot3f(axesB[0], v)) + halfB.y * std::abs(dot3f(axesB[1], v)) +
                          halfB.z * std::abs(dot3f(axesB[2], v));
    return std::abs(centreDistance) > radiusA + radiusB;
}

bool obb3Overlap(const Obb3View& a, const Obb3View& b, std::size_t n) {
    Vec3f axesA[3];
    Vec3f worldAxesB[3];
    for (int column = 0; column < 3; ++column) {
        for (int row = 0; row < 3; ++row) {
            axesA[column][row] = a.r[3 * row + column][n];
            worldAxesB[column][row] = b.r[3 * row + column][n];
        }
    }
    const Vec3f world{b.c[0][n] - a.c[0][n], b.c[1][n] - a.c[1][n], b.c[2][n] - a.c[2][n]};
    Vec3f offset;
    Vec3f axesB[3]; // axesB[j][i] = A.axis_i . B.axis_j
    for (int i = 0; i < 3; ++i) {
        offset[i] = dot3f(axesA[i], world);
        for (int j = 0; j < 3; ++j) axesB[j][i] = dot3f(axesA[i], worldAxesB[j]);
    }
    const Vec3f halfA{a.h[0][n], a.h[1][n], a.h[2][n]};
    const Vec3f halfB{b.h[0][n], b.h[1][n], b.h[2][n]};
    for (int k = 0; k < 3; ++k) {
        Vec3f v{0, 0, 0};
        v[k] = 1;
        if (separatedAlong(offset, halfA, halfB, axesB, v)) return false; // L = A.face_k
    }
    for (int j = 0; j < 3; ++j) { // L = B.face_j: B's radius is hB_j (fast3d.hpp's projectOntoFaceOfB)
        const Vec3f& v = axesB[j];
        const float radiusA = halfA.x * std::abs(v.x) + halfA.y * std::abs(v.y) + halfA.z * std::abs(v.z);
        if (std::abs(dot3f(offset, v)) > radiusA + halfB[j]) return false;
    }
    for (int i = 0; i < 3; ++i) {
        for (const Vec3f& column : axesB) {
            Vec3f v{0, 0, 0}; // L = A.edge_i x B.edge_j
            v[(i + 1) % 3] = -column[(i + 2) % 3];
            v[(i + 2) % 3] = column[(i + 1) % 3];
            const bool degenerate = std::sqrt(dot3f(v, v)) <= kParallelEdgeThreshold<float> * std::sqrt(dot3f(column, column));
            if (!degenerate && separatedAlong(offset, halfA, halfB, axesB, v)) return false;
        }
    }
    return true;
}

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
